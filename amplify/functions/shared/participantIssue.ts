/**
 * Loads the Issue a caller names and checks that the caller is one of its two participants.
 * An unknown id and someone else's id get the same 404, so a stranger learns nothing.
 */
import { graphql } from './appsync';
import type { Caller } from './caller';
import { HttpError } from './functionUrl';

/** Ids the app creates (UUIDs) and Amplify's own; anything else is refused before any lookup. */
const ISSUE_ID = /^[A-Za-z0-9_-]{1,128}$/;

export interface ParticipantIssue {
  id: string;
  status: string | null;
  initiatorEmail: string;
  collaboratorEmail: string;
  initiatorFirstName: string;
  initiatorLastName: string;
  collaboratorFirstName: string;
  collaboratorLastName: string;
  inviteEmailSentAt: string | null;
  noCommonConflict: boolean | null;
  proposedIssues: (string | null)[] | null;
  initiatorIssue: (string | null)[] | null;
  desiredOutcomeInitiator: (string | null)[] | null;
  whyOutcomeMattersInitiator: (string | null)[] | null;
  collaboratorIssue: (string | null)[] | null;
  desiredOutcomeCollaborator: (string | null)[] | null;
  whyOutcomeMattersCollaborator: (string | null)[] | null;
  aiStatus: string | null;
  aiDerivedAt: string | null;
}

export type ParticipantRole = 'initiator' | 'collaborator';

const GET_ISSUE = /* GraphQL */ `
  query GetIssue($id: ID!) {
    getIssue(id: $id) {
      id status initiatorEmail collaboratorEmail initiatorFirstName initiatorLastName
      collaboratorFirstName collaboratorLastName inviteEmailSentAt noCommonConflict proposedIssues
      initiatorIssue desiredOutcomeInitiator whyOutcomeMattersInitiator
      collaboratorIssue desiredOutcomeCollaborator whyOutcomeMattersCollaborator aiStatus aiDerivedAt
    }
  }
`;

export const SESSION_NOT_FOUND = 'Session not found or you do not have access.';

export async function loadParticipantIssue(issueId: unknown, caller: Caller): Promise<{ issue: ParticipantIssue; role: ParticipantRole }> {
  if (typeof issueId !== 'string' || !ISSUE_ID.test(issueId)) throw new HttpError(404, SESSION_NOT_FOUND);
  const { getIssue: issue } = await graphql<{ getIssue: ParticipantIssue | null }>(GET_ISSUE, { id: issueId });
  const role: ParticipantRole | null =
    issue?.initiatorEmail === caller.email ? 'initiator' : issue?.collaboratorEmail === caller.email ? 'collaborator' : null;
  if (!issue || !role || issue.status === 'closed') throw new HttpError(404, SESSION_NOT_FOUND);
  return { issue, role };
}
