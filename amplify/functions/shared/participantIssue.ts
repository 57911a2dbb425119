/**
 * Loads the Issue a caller names and checks that the caller is one of its two participants.
 * An unknown id and someone else's id get the same 404, so a stranger learns nothing. Also
 * the one update the functions make, selecting every field so that live subscribers (whose
 * events carry only what the writer selected) see the whole change.
 */
import { SESSION_PAUSED_LINE } from '../../../src/domain/safetyPause';
import { isSessionId } from '../../../src/domain/sessionId';
import { roleOf, type Role } from '../../../src/domain/sessionRole';
import { graphql } from './appsync';
import type { Caller } from './caller';
import { HttpError } from './functionUrl';
import { ISSUE_SELECTION, type IssueRecord } from './issueRecord';

export type { IssueRecord };
export type ParticipantRole = Role;

const GET_ISSUE = /* GraphQL */ `
  query GetIssue($id: ID!) {
    getIssue(id: $id) { ${ISSUE_SELECTION} }
  }
`;

const UPDATE_ISSUE = /* GraphQL */ `
  mutation UpdateIssue($input: UpdateIssueInput!, $condition: ModelIssueConditionInput) {
    updateIssue(input: $input, condition: $condition) { ${ISSUE_SELECTION} }
  }
`;

export const SESSION_NOT_FOUND = 'Session not found or you do not have access.';

/** The Issue as stored, or null when there is none with that id. */
export async function readIssue(issueId: string): Promise<IssueRecord | null> {
  const { getIssue } = await graphql<{ getIssue: IssueRecord | null }>(GET_ISSUE, { id: issueId });
  return getIssue;
}

/** Writes `input` (with its id) under `condition`; a ConditionalCheckFailed error when the condition fails. */
export async function updateIssue(input: { id: string } & Record<string, unknown>, condition?: Record<string, unknown>): Promise<IssueRecord> {
  const { updateIssue: updated } = await graphql<{ updateIssue: IssueRecord }>(UPDATE_ISSUE, { input, condition });
  return updated;
}

/**
 * The session `issueId` names and the caller's role in it; 404 for an unknown id, someone
 * else's session and (unless `closed: 'allowed'`) a deleted one; 409 with the neutral line for
 * a session a safety check paused (unless `paused: 'allowed'`), which says nothing of why.
 */
export async function loadParticipantIssue(
  issueId: unknown,
  caller: Caller,
  { closed = 'refused', paused = 'refused' }: { closed?: 'refused' | 'allowed'; paused?: 'refused' | 'allowed' } = {},
): Promise<{ issue: IssueRecord; role: ParticipantRole }> {
  // Ids the app creates (UUIDs) and Amplify's own; anything else is refused before any lookup.
  if (typeof issueId !== 'string' || !isSessionId(issueId)) throw new HttpError(404, SESSION_NOT_FOUND);
  const issue = await readIssue(issueId);
  const role = issue ? roleOf(issue, caller.email) : null;
  if (!issue || !role || (issue.status === 'closed' && closed === 'refused')) throw new HttpError(404, SESSION_NOT_FOUND);
  if (issue.safetyPausedAt && paused === 'refused') throw new HttpError(409, SESSION_PAUSED_LINE);
  return { issue, role };
}
