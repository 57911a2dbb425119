/**
 * Each side's three answers (the issue, the outcome wanted, why it matters) stay editable until the
 * proposed issue statements are written from them (docs/rules.md, "Intake"; issue 27): after that a
 * change would leave the statements about words nobody sees any more. Writing an answer list as it
 * already is stays allowed. The AppSync update guard is bundled from this module (through
 * issueUpdateRules.ts), so it is written in the APPSYNC_JS subset (no try/catch, while or classic
 * for loops, regex, `in`, Set or Map).
 */

/** The three answer lists of each side. */
export const ANSWER_FIELDS = [
  'initiatorIssue',
  'desiredOutcomeInitiator',
  'whyOutcomeMattersInitiator',
  'collaboratorIssue',
  'desiredOutcomeCollaborator',
  'whyOutcomeMattersCollaborator',
];

/** The stored fields that say the statements are proposed. */
export interface ProposalFacts {
  proposedIssues?: (string | null)[] | null;
  /** AWSJSON: stored as text, read back as text or as the parsed value. */
  proposedIssueCandidatesJson?: unknown;
}

export const ANSWERS_LOCKED_MESSAGE =
  'Your answers can no longer be changed: the proposed issue statements have been written from them. Nothing was changed. You can still propose a wording of your own on the agree step.';

/** Whether the proposed statements exist (plain or as scored candidates). */
export function statementsProposed(stored: ProposalFacts): boolean {
  const plain = Array.isArray(stored.proposedIssues) && stored.proposedIssues.some((s) => typeof s === 'string' && s.trim() !== '');
  const json = stored.proposedIssueCandidatesJson;
  const text = typeof json === 'string' ? json.trim() : '';
  const candidates = (text !== '' && text !== '[]' && text !== 'null') || (Array.isArray(json) && json.length > 0);
  return plain || candidates;
}

/** Why an update that changes an answer list is refused (the statements are proposed), or null. */
export function answerUpdateProblem(input: Record<string, unknown>, stored: ProposalFacts): string | null {
  if (!statementsProposed(stored)) return null;
  const record = stored as Record<string, unknown>;
  const changed = ANSWER_FIELDS.some(
    (field) => Object.hasOwn(input, field) && JSON.stringify(input[field] ?? null) !== JSON.stringify(record[field] ?? null),
  );
  return changed ? ANSWERS_LOCKED_MESSAGE : null;
}
