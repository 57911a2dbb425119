/**
 * Both people's three answers (the issue, the desired outcome, why it matters): which are
 * still missing before the AI can propose issue statements. Pure; shared by the agree page and
 * the propose-issues function.
 */
import { texts } from './sessions';

type AnswerLists = Partial<Record<(typeof ANSWER_FIELDS)[number][0], (string | null)[] | null>>;

/** Each answer list with the words used to name it when it is missing. */
export const ANSWER_FIELDS = [
  ['initiatorIssue', "the initiator's issue"],
  ['desiredOutcomeInitiator', "the initiator's desired outcome"],
  ['whyOutcomeMattersInitiator', 'why it matters to the initiator'],
  ['collaboratorIssue', "the collaborator's issue"],
  ['desiredOutcomeCollaborator', "the collaborator's desired outcome"],
  ['whyOutcomeMattersCollaborator', 'why it matters to the collaborator'],
] as const;

/** The names of the answer lists that have no entry yet, in the order above. */
export function missingAnswers(session: AnswerLists): string[] {
  return ANSWER_FIELDS.filter(([field]) => !texts(session[field]).length).map(([, name]) => name);
}

export const bothSidesAnswered = (session: AnswerLists) => missingAnswers(session).length === 0;
