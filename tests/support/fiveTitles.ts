/**
 * The builtin engine's five solution titles for two sides of one sentence per answer: how the
 * option-library tests read which arrangements a conflict is offered.
 */
import { builtinInferInterests } from '../../amplify/ai/providers/builtin/solutions';
import type { Relationship } from '../../src/domain/relationship';

export const side = (firstName: string, issue: string, desiredOutcome: string, why: string) => ({ firstName, issue: [issue], desiredOutcome: [desiredOutcome], whyOutcomeMatters: [why] });
/** A side, and how it says it knows the other when the test gives it (the intake's optional question). */
export type OneLineSide = ReturnType<typeof side> & { relationship?: Relationship };

/** The five titles, one per line. */
export const five = (initiator: OneLineSide, collaborator: OneLineSide, conflictType: 'task' | 'values' | 'personality' = 'task') =>
  builtinInferInterests({ agreedIssue: '', conflictType, initiator, collaborator }).solutions.map((solution) => solution.title).join('\n');
