/**
 * The server's refusal of a session write whose own words threaten the other person
 * (src/domain/crisis.ts): every free text a participant writes into the Issue (their answers,
 * the closing comment) is checked; a threat is refused with THREAT_NOT_PASSED_ON, so it is never
 * stored where the other side reads it. APPSYNC_JS subset (bundled into amplify/data/steps/crisisWords.ts).
 */
import { THREAT_NOT_PASSED_ON, threatIn } from './crisis';
import { ANSWER_LIST_FIELDS } from './listLimits';

const FREE_TEXT_FIELDS = ['closedComment', 'initiatorRelationship', 'collaboratorRelationship'];

/** The free texts of a create or update input. */
export function freeTexts(input: Record<string, unknown>): string[] {
  const texts: string[] = [];
  for (const field of ANSWER_LIST_FIELDS) {
    const value = input[field];
    if (Array.isArray(value)) value.forEach((item: unknown) => (typeof item === 'string' ? texts.push(item) : null));
  }
  for (const field of FREE_TEXT_FIELDS) {
    const value = input[field];
    if (typeof value === 'string') texts.push(value);
  }
  return texts;
}

/** Why the write may not be stored (it threatens the other person), or null. */
export function threatProblem(input: Record<string, unknown>): string | null {
  return threatIn(freeTexts(input)) === null ? null : THREAT_NOT_PASSED_ON;
}
