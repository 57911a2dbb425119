/**
 * The builtin engine's five solution titles for two sides of one sentence per answer: how the
 * option-library tests read which arrangements a conflict is offered.
 */
import { builtinInferInterests } from '../../amplify/ai/providers/builtin/solutions';

export const side = (firstName: string, issue: string, desiredOutcome: string, why: string) => ({ firstName, issue: [issue], desiredOutcome: [desiredOutcome], whyOutcomeMatters: [why] });
export type OneLineSide = ReturnType<typeof side>;

/** The five titles, one per line. */
export const five = (initiator: OneLineSide, collaborator: OneLineSide, conflictType: 'task' | 'values' | 'personality' = 'task') =>
  builtinInferInterests({ agreedIssue: '', conflictType, initiator, collaborator }).solutions.map((solution) => solution.title).join('\n');
