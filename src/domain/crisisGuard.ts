/**
 * The server's refusal of a session write whose own words threaten the other person
 * (src/domain/crisis.ts): every free text a participant writes into the Issue is checked (their
 * answers and clarifications, their own wording of the issue, the invitation's topic, their if-then commitments, their
 * check-in notes, the closing comment); a threat is refused with THREAT_NOT_PASSED_ON, so it is
 * never stored where the other side reads it. The forms run the same crisis step first
 * (`crisisStepFor`), so the writer reads why and may rewrite it. APPSYNC_JS subset (bundled into
 * amplify/data/steps/crisisWords.ts).
 */
import { readCheckIn } from './checkIns';
import { readDraft } from './commitments';
import { THREAT_NOT_PASSED_ON, threatIn } from './crisis';
import { ANSWER_LIST_FIELDS } from './listLimits';

/** Lists of a person's own words besides the three answers. */
const OTHER_TEXT_LIST_FIELDS = ['initiatorClarifiedIssue', 'collaboratorClarifiedIssue'];
const FREE_TEXT_FIELDS = ['closedComment', 'initiatorRelationship', 'collaboratorRelationship', 'initiatorProposedIssue', 'collaboratorProposedIssue', 'invitationTopic'];
/** Each side's if-then commitments (src/domain/commitments.ts) and check-in answers (src/domain/checkIns.ts), AWSJSON. */
const COMMITMENTS_FIELDS = ['initiatorCommitmentsJson', 'collaboratorCommitmentsJson'];
const CHECK_IN_FIELDS = ['initiatorCheckInJson', 'collaboratorCheckInJson'];

const pushText = (texts: string[], value: unknown) => (typeof value === 'string' ? texts.push(value) : null);

/** The free texts of a create or update input. */
export function freeTexts(input: Record<string, unknown>): string[] {
  const texts: string[] = [];
  for (const field of [...ANSWER_LIST_FIELDS, ...OTHER_TEXT_LIST_FIELDS]) {
    const value = input[field];
    if (Array.isArray(value)) value.forEach((item: unknown) => pushText(texts, item));
  }
  for (const field of FREE_TEXT_FIELDS) pushText(texts, input[field]);
  for (const field of COMMITMENTS_FIELDS) {
    const draft = input[field] === null || input[field] === undefined ? null : readDraft(input[field]);
    const commitments: unknown[] = draft ? draft.commitments : [];
    commitments.forEach((item) => {
      const commitment = item !== null && typeof item === 'object' ? (item as Record<string, unknown>) : {};
      pushText(texts, commitment.when);
      pushText(texts, commitment.will);
    });
  }
  for (const field of CHECK_IN_FIELDS) {
    const answers = input[field] === null || input[field] === undefined ? null : readCheckIn(input[field]);
    if (answers) pushText(texts, answers.note);
  }
  return texts;
}

/** Why the write may not be stored (it threatens the other person), or null. */
export function threatProblem(input: Record<string, unknown>): string | null {
  return threatIn(freeTexts(input)) === null ? null : THREAT_NOT_PASSED_ON;
}
