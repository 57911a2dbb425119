/**
 * The fields of the spec's data model that no code uses, each with its reason. Kept apart from
 * the write-rights table (src/domain/writeRights.ts) because that table is bundled into the
 * AppSync pipeline steps, and these sentences have no business there.
 */
import type { IssueField, PROFILE_WRITE_RIGHTS } from './writeRights';

const NOT_ASKED = 'the data model lists it, but no screen or call of the spec asks for it, shows it or stores it';
const EARLIER_QUESTIONS =
  'the data model lists the clarifying questions of an earlier AI step; no screen or call of the spec asks or shows questions';
const EARLIER_CANDIDATES =
  'an earlier form of the proposed statements; the statements live in proposedIssueCandidatesJson and proposedIssues';

/**
 * Spec field, unused: fields of the spec's data model (its "Entities and their fields") that no
 * code of the app, the functions or the local cloud reads or writes, with the reason. They stay
 * in the schema because the spec names them (a field of the data model is a requirement, and a
 * record written by an older client keeps them); they are placed in the table above like any
 * other field, so a write to one follows the same rules. A test fails when code starts using one
 * without taking it off this list, or stops using a field without putting it here
 * (tests/src/domain/writeRights.fieldUse.test.ts).
 */
export const ISSUE_SPEC_FIELDS_UNUSED = {
  whyOutcomeInitiator: 'spec field, unused: the legacy name of whyOutcomeMattersInitiator; nothing here ever stored an answer under it',
  whyOutcomeCollaborator: 'spec field, unused: the legacy name of whyOutcomeMattersCollaborator; nothing here ever stored an answer under it',
  initiatorClarifiedIssue: `spec field, unused: ${NOT_ASKED} (a per-side list)`,
  collaboratorClarifiedIssue: `spec field, unused: ${NOT_ASKED} (a per-side list)`,
  initiatorTone: `spec field, unused: ${NOT_ASKED} (a per-side list)`,
  collaboratorTone: `spec field, unused: ${NOT_ASKED} (a per-side list)`,
  categoryIssue: `spec field, unused: ${NOT_ASKED}; the AI's topic labels are stored in inferredCategories`,
  inferredQuestions: `spec field, unused: ${EARLIER_QUESTIONS}`,
  inferredQuestionsUpdatedAt: `spec field, unused: ${EARLIER_QUESTIONS}`,
  llmQuestions: `spec field, unused: ${EARLIER_QUESTIONS}`,
  llmQuestionsVersion: `spec field, unused: ${EARLIER_QUESTIONS}`,
  llmQuestionsAskedAt: `spec field, unused: ${EARLIER_QUESTIONS}`,
  proposedIssueCandidates: `spec field, unused: ${EARLIER_CANDIDATES}`,
  reframedIssueCandidates: `spec field, unused: ${EARLIER_CANDIDATES}`,
  reframedIssueCandidates_legacy: `spec field, unused: ${EARLIER_CANDIDATES}`,
  agreeAttemptCount: `spec field, unused: ${NOT_ASKED}; a review can be repeated any number of times`,
  initiatorDcsModeSnapshot: 'spec field, unused: the spec saves the chosen conflict style to initiatorDCS (its "snapshot") and nowhere else',
  collaboratorDcsModeSnapshot: 'spec field, unused: the spec saves the chosen conflict style to collaboratorDCS (its "snapshot") and nowhere else',
  initiatorPersonalityJson: `spec field, unused: ${NOT_ASKED}; the personality type is stored in initiatorDPI and the Profile`,
  collaboratorPersonalityJson: `spec field, unused: ${NOT_ASKED}; the personality type is stored in collaboratorDPI and the Profile`,
  deletedAt: 'spec field, unused: the soft delete records closedAt, as the spec\'s delete does',
  closedComment: `spec field, unused: ${NOT_ASKED}; deleting a session asks for no comment`,
} as const satisfies Partial<Record<IssueField, string>>;

/** Spec field, unused, as for the Issue above. */
export const PROFILE_SPEC_FIELDS_UNUSED = {
  dpiVersion: 'spec field, unused: the spec saves a personality type with dpiType and dpiResults only; only the conflict style has a version (dcsVersion)',
} as const satisfies Partial<Record<keyof typeof PROFILE_WRITE_RIGHTS, string>>;
