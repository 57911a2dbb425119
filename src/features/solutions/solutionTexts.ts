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

/** Why the first solution came first, in plain words (the tie-break of docs/rules.md, "Top three"). */
export const WHY: Record<DecidingRule | 'same-first', string> = {
  'same-first': 'You both put it first.',
  sum: 'It has the lowest total of your two ranks: together you placed it highest.',
  disagreement: 'Its total ties with another option, and the two of you disagree least about it.',
  worse: 'Its total and your disagreement tie with another option, and its lower rank is higher.',
  order: 'It ties with another option on every measure, so the one Dfuse proposed first comes first.',
  only: 'It is the only option left.',
};

export const INTERESTS_TITLE = 'What each of you said matters';
