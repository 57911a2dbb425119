/** The ranking screen's words (docs/rules.md, "Solutions"). */
import type { DecidingRule } from '../../domain/topThree';

export const SOLUTION_TEXTS = {
  missingId: 'Missing session id.',
  loading: 'Preparing solution options…',
  loadFailed: 'Failed to prepare solutions.',
  generating: 'Generating practical options…',
  generatingNote: 'This usually takes a short while.',
  waitingForBoth:
    'Dfuse is waiting for both perspectives: once you have both answered the three questions and the session moves on to finding solutions, five options will be generated here.',
  saveFailed: 'Failed to save your order. Please try again.',
  topThreeFailed: 'Failed to save the Top 3 solutions.',
} as const;

export const header = (firstName: string) => `${firstName || 'Welcome'}, rank the solutions (left=highest … right=lowest)`;
export const sameFirst = (title: string) => `You both chose the same #1 — ${title}. Taking you to resolution…`;
export const suggestion = (title: string) => `Based on both rankings, the product suggests proceeding with: ${title}`;

/** The words around a suggestion both must accept (docs/rules.md, "Best solution"; issue 27). */
export const SUGGESTION_TEXTS = {
  proposal: 'You put different solutions first, so this is a suggestion, not a decision: it becomes your best solution only if you both accept it.',
  askBoth: 'Do you accept it? Or, if you would rather, ask to rank the top three again.',
  youAccepted: (partner: string) => `You accepted; waiting for ${partner}. This page moves on by itself.`,
  otherAccepted: (partner: string) => `${partner} accepted; do you?`,
  bothAccepted: 'You both accepted it.',
  reRanked: (who: string, title: string) =>
    `${who} asked to rank the top three again instead of going with “${title}”. That is fine, and nobody is at fault: you both rank the same three afresh.`,
  noMoreReRanks:
    'You have ranked the top three again twice, and your first choices still differ. That happens, and it is nobody’s fault. Take a break or talk it over if that helps, and accept the suggestion when you are both ready; if this step is not working for you, the session overview lets you leave the session.',
  answerFailed: 'Your answer could not be saved.',
} as const;

const others = (count: number) => (count === 1 ? 'another option' : `${count === 2 ? 'two' : count === 3 ? 'three' : count === 4 ? 'four' : count} other options`);

/**
 * Why the first solution came first, in plain words (the tie-break of docs/rules.md, "Top
 * three"), naming how many options it tied with.
 */
export function whyFirst(rule: DecidingRule | 'same-first', ties: number): string {
  switch (rule) {
    case 'same-first':
      return 'You both put it first.';
    case 'sum':
      return 'It has the lowest total of your two ranks: together you placed it highest.';
    case 'disagreement':
      return `Its total ties with ${others(ties)}, and the two of you disagree least about it.`;
    case 'worse':
      return `Its total and your disagreement tie with ${others(ties)}, and its lower rank is higher.`;
    case 'order':
      return `It ties with ${others(ties)} on every measure, so the one Dfuse proposed first comes first.`;
    case 'only':
      return 'It is the only option left.';
  }
}

export const INTERESTS_TITLE = 'What each of you said matters';
