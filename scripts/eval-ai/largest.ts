/**
 * The largest input the product accepts, for the evaluation's "the call at the largest input
 * succeeds" and bench:ai's time at the largest input: every answer list at
 * LIMITS.answerEntries entries of LIMITS.answer characters, the agreed issue at
 * LIMITS.statement characters, a best solution with long steps. Realistic words, so the
 * builtin engine's analysis runs on text rather than on one repeated character.
 */
import type { BothSidesAnswers, ImplementPlanInput, InferInterestsInput, PartyAnswers, ProposedSolution, ProposeStrategiesInput } from '../../amplify/ai/types';
import { LIMITS } from '../../src/domain/limits';

const fill = (sentence: string, length: number) => sentence.repeat(Math.ceil(length / sentence.length)).slice(0, length);

const list = (sentence: string) => Array.from({ length: LIMITS.answerEntries }, (_, i) => fill(`${i}. ${sentence} `, LIMITS.answer));

const largestParty = (firstName: string): PartyAnswers => ({
  firstName: fill(firstName, Math.min(LIMITS.name, firstName.length)),
  issue: list('You always leave the dishes in the sink and I feel taken for granted because I cook every night and clean the kitchen after.'),
  desiredOutcome: list('Split the housework evenly, with a rota on the fridge, and quiet evenings after nine on weekdays.'),
  whyOutcomeMatters: list('I am exhausted after ten hour shifts and I need time to decompress, and it is only fair that we share it.'),
});

const largestAgreedIssue = fill('How we share the housework fairly so that neither of us is worn out at the end of the day ', LIMITS.statement);

const largestSolution: ProposedSolution = {
  id: 'sol-1',
  title: fill('Split the housework down the middle ', LIMITS.shortText),
  summary: fill('Each keeps the piece of their own request they care about most and shares out the rest. ', LIMITS.longText),
  steps: Array.from({ length: 8 }, (_, i) => fill(`Step ${i + 1}: agree who does which chore and when, and write it on the rota. `, LIMITS.statement)),
  benefits: Array.from({ length: 8 }, () => fill('Both see part of what they asked for happen within the week. ', LIMITS.statement)),
  risksOrTradeoffs: Array.from({ length: 8 }, () => fill('A split that looks even on paper can still feel uneven. ', LIMITS.statement)),
  successMetric: fill('After two weeks, both rate the split at least 7 out of 10 for fairness. ', LIMITS.statement),
};

const largestBothSides: BothSidesAnswers = { initiator: largestParty('Alex'), collaborator: largestParty('Sam') };
const largestStyled = { initiator: { ...largestBothSides.initiator, style: 'competing' as const }, collaborator: { ...largestBothSides.collaborator, style: 'avoiding' as const } };

/** One input per task of the engine at the largest size the product accepts (the plan dated from `today`). */
export const LARGEST_INPUTS = {
  proposeIssues: largestBothSides,
  inferInterests: { agreedIssue: largestAgreedIssue, conflictType: null, ...largestBothSides } satisfies InferInterestsInput,
  proposeStrategies: { agreedIssue: largestAgreedIssue, bestSolution: largestSolution, ...largestStyled } satisfies ProposeStrategiesInput,
  implementPlan: (today: string): ImplementPlanInput => ({
    role: 'initiator',
    agreedIssue: largestAgreedIssue,
    bestSolution: largestSolution,
    viewer: largestStyled.initiator,
    partner: largestStyled.collaborator,
    today,
  }),
};
