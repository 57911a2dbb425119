/**
 * What the pairs of bench:flow do at step 7 (docs/rules.md, "Commit and review"): the
 * commitments each side writes from its own plan, in the app's if-then form, the trial each
 * prefers, and how each answers the first check-in, varied by pair; with the outcome the rule
 * says those answers lead to, written out here (not asked of src/domain/checkIns.ts), so the
 * benchmark can tell when the server records anything else.
 */
import { TRIAL_DAY_CHOICES, type Commitment } from '../../src/domain/commitments';
import type { CheckInAnswers, CheckInOutcome, KeptAnswer } from '../../src/domain/checkIns';
import { COMMITMENT_LIMITS } from '../../src/domain/limits';
import type { Role } from '../../src/domain/sessionRole';

/** The situations of the if-then form ("When X happens, I will Y"), one a commitment. */
const SITUATIONS = ['the week begins', 'one of us feels the plan is slipping'];

/** A side's commitments: the first steps of its own plan, each in a situation. */
export function commitmentsFromPlan(planSteps: readonly string[]): Commitment[] {
  return planSteps.slice(0, SITUATIONS.length).map((step, index) => ({ when: SITUATIONS[index], will: step.trim().slice(0, COMMITMENT_LIMITS.text) }));
}

/** The trial each side picks: the same for most pairs; every third pair disagrees, and the later side is asked to match. */
export function preferredTrials(index: number): Record<Role, number> {
  const initiator = TRIAL_DAY_CHOICES[index % TRIAL_DAY_CHOICES.length];
  const collaborator = index % 3 === 2 ? TRIAL_DAY_CHOICES[(index + 1) % TRIAL_DAY_CHOICES.length] : initiator;
  return { initiator, collaborator };
}

/** One move of the development clock that takes every pair past its trial (the longest there is) and not yet to the check-in at 6 weeks. */
export const TRIAL_PASSES_HOURS = Math.max(...TRIAL_DAY_CHOICES) * 24 + 1;

export interface CheckInPlan {
  /** What the pair's answers are meant to show. */
  scenario: string;
  answers: Record<Role, CheckInAnswers>;
  expected: { outcome: CheckInOutcome; needsAnotherLook: string[] };
}

/**
 * How both answer check-in 1, by pair: all kept and fair (holding); one commitment only partly kept,
 * both still find it fair (holding, that one to look at); one not kept (needs another look); all kept
 * but one finds it unfair (needs another look, no commitment named). `ids`: the recorded
 * commitments' ids, the initiator's (`i1`…) before the collaborator's (`c1`…).
 */
export function checkInPlan(index: number, ids: readonly string[], checkIn = 1): CheckInPlan {
  const theirFirst = ids.find((id) => id.startsWith('c')) ?? ids[0];
  const myFirst = ids.find((id) => id.startsWith('i')) ?? ids[0];
  const keptAll = (): Record<string, KeptAnswer> => Object.fromEntries(ids.map((id) => [id, 'kept']));
  const answer = (kept: Record<string, KeptAnswer>, fairness: number, talking: number, note: string): CheckInAnswers => ({ checkIn, kept, fairness, talking, note });
  switch (index % 4) {
    case 0:
      return {
        scenario: 'all kept',
        answers: { initiator: answer(keptAll(), 4, 4, `Pair ${index}: it worked.`), collaborator: answer(keptAll(), 5, 4, `Pair ${index}: better than I hoped.`) },
        expected: { outcome: 'holding', needsAnotherLook: [] },
      };
    case 1:
      return {
        scenario: 'one partly kept',
        answers: {
          initiator: answer({ ...keptAll(), [theirFirst]: 'partly' }, 4, 3, `Pair ${index}: mostly there.`),
          collaborator: answer(keptAll(), 3, 3, `Pair ${index}: fine.`),
        },
        expected: { outcome: 'holding', needsAnotherLook: [theirFirst] },
      };
    case 2:
      return {
        scenario: 'one not kept',
        answers: {
          initiator: answer(keptAll(), 4, 2, `Pair ${index}: I did my part.`),
          collaborator: answer({ ...keptAll(), [myFirst]: 'not-kept' }, 3, 2, `Pair ${index}: one promise was broken.`),
        },
        expected: { outcome: 'needs-another-look', needsAnotherLook: [myFirst] },
      };
    default:
      return {
        scenario: 'kept but unfair',
        answers: { initiator: answer(keptAll(), 2, 3, `Pair ${index}: it is all on me.`), collaborator: answer(keptAll(), 4, 4, `Pair ${index}: good.`) },
        expected: { outcome: 'needs-another-look', needsAnotherLook: [] },
      };
  }
}
