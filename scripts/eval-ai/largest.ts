/**
 * The largest input the product accepts, for the evaluation's "the call at the largest input
 * succeeds" and bench:ai's time at the largest input: every answer list at
 * LIMITS.answerEntries entries of LIMITS.answer characters, the agreed issue at
 * LIMITS.statement characters, a best solution with long steps. Realistic words, so the
 * builtin engine's analysis runs on text rather than on one repeated character. Two versions:
 * `LARGEST_INPUTS` repeats one sentence per field (the same words in both parties' answers),
 * `LARGEST_VARIED_INPUTS` has the same sizes with no sentence used twice (variedText.ts), which
 * the engine cannot read at a discount.
 */
import type { BothSidesAnswers, ImplementPlanInput, InferInterestsInput, PartyAnswers, ProposedSolution, ProposeStrategiesInput } from '../../amplify/ai/types';
import { LIMITS } from '../../src/domain/limits';
import { variedWriter, type TextKind } from './variedText';

/** Where the text comes from: `text` gives `length` characters of one kind (`label` is what the repeated version repeats), `answer` the i-th entry of an answer list. */
interface TextSource {
  text(kind: TextKind, label: string, length: number): string;
  answer(kind: TextKind, index: number): string;
}

const fill = (sentence: string, length: number) => sentence.repeat(Math.ceil(length / sentence.length)).slice(0, length);

const REPEATED: Record<TextKind, string> = {
  issue: 'You always leave the dishes in the sink and I feel taken for granted because I cook every night and clean the kitchen after.',
  desiredOutcome: 'Split the housework evenly, with a rota on the fridge, and quiet evenings after nine on weekdays.',
  whyOutcomeMatters: 'I am exhausted after ten hour shifts and I need time to decompress, and it is only fair that we share it.',
};

const repeated: TextSource = {
  text: (_kind, label, length) => fill(label, length),
  answer: (kind, index) => fill(`${index}. ${REPEATED[kind]} `, LIMITS.answer),
};

function varied(seed: number): TextSource {
  const writer = variedWriter(seed);
  return {
    text: (kind, _label, length) => writer.text(kind, length),
    answer: (kind, index) => `${index}. ${writer.text(kind, LIMITS.answer - `${index}. `.length)}`,
  };
}

function largestInputs({ text, answer }: TextSource) {
  const list = (kind: TextKind) => Array.from({ length: LIMITS.answerEntries }, (_, i) => answer(kind, i));
  const largestParty = (firstName: string): PartyAnswers => ({
    firstName,
    issue: list('issue'),
    desiredOutcome: list('desiredOutcome'),
    whyOutcomeMatters: list('whyOutcomeMatters'),
  });
  const largestAgreedIssue = text('issue', 'How we share the housework fairly so that neither of us is worn out at the end of the day ', LIMITS.statement);
  const request = (label: string, length: number) => text('desiredOutcome', label, length);
  const largestSolution: ProposedSolution = {
    id: 'sol-1',
    title: request('Split the housework down the middle ', LIMITS.shortText),
    summary: request('Each keeps the piece of their own request they care about most and shares out the rest. ', LIMITS.longText),
    steps: Array.from({ length: 8 }, (_, i) => request(`Step ${i + 1}: agree who does which chore and when, and write it on the rota. `, LIMITS.statement)),
    benefits: Array.from({ length: 8 }, () => request('Both see part of what they asked for happen within the week. ', LIMITS.statement)),
    risksOrTradeoffs: Array.from({ length: 8 }, () => request('A split that looks even on paper can still feel uneven. ', LIMITS.statement)),
    successMetric: request('After two weeks, both rate the split at least 7 out of 10 for fairness. ', LIMITS.statement),
  };
  const bothSides: BothSidesAnswers = { initiator: largestParty('Alex'), collaborator: largestParty('Sam') };
  const styled = { initiator: { ...bothSides.initiator, style: 'competing' as const }, collaborator: { ...bothSides.collaborator, style: 'avoiding' as const } };
  /** One input per task of the engine at the largest size the product accepts (the plan dated from `today`). */
  return {
    proposeIssues: bothSides,
    inferInterests: { agreedIssue: largestAgreedIssue, conflictType: null, ...bothSides } satisfies InferInterestsInput,
    proposeStrategies: { agreedIssue: largestAgreedIssue, bestSolution: largestSolution, ...styled } satisfies ProposeStrategiesInput,
    implementPlan: (today: string): ImplementPlanInput => ({
      role: 'initiator',
      agreedIssue: largestAgreedIssue,
      bestSolution: largestSolution,
      viewer: styled.initiator,
      partner: styled.collaborator,
      today,
    }),
  };
}

/** Every field at its limit, one sentence repeated per field, the same in both parties' answers. */
export const LARGEST_INPUTS = largestInputs(repeated);

/** Every field at its limit, no sentence used twice anywhere in the input. */
export const LARGEST_VARIED_INPUTS = largestInputs(varied(28));

/** One call at each largest input, the repeated one first: the evaluation's largest-input call must succeed on both. */
export async function atBothLargest(call: (inputs: typeof LARGEST_INPUTS) => Promise<unknown>): Promise<unknown> {
  await call(LARGEST_INPUTS);
  return call(LARGEST_VARIED_INPUTS);
}
