/**
 * Rules about sessions (Issues) that screens share: status badges, the list's title rule and
 * merge, who the viewer is, where the overview sends each side, and what the collaborator's
 * response changes (spec part 1, sections 2, 4 and 9). Pure: plain data in, plain data out.
 */
import { normalizeEmail } from './identity';
import { isIssueStatus, type IssueStatus } from './status';

export const SESSION_LIST_LIMIT = 200;
export const TOAST_HIDE_MS = 5000;
export const INVITATION_LOGIN_REDIRECT_MS = 1200;


/** react-bootstrap Badge `bg` for each status (spec part 1, 4). */
export const STATUS_BADGE: Record<IssueStatus, string> = {
  created: 'secondary',
  accepted: 'primary',
  resolving_issue: 'info',
  agreed_on_issue: 'success',
  resolved: 'success',
  implemented: 'success',
  prepare: 'warning',
  propose: 'warning',
  strategies: 'warning',
  closed: 'dark',
};

/** Human wording for a status badge. */
export const STATUS_LABEL: Record<IssueStatus, string> = {
  created: 'Invited',
  accepted: 'Accepted',
  resolving_issue: 'Agreeing on the issue',
  agreed_on_issue: 'Issue agreed',
  resolved: 'Solution chosen',
  prepare: 'Preparing',
  propose: 'Strategies proposed',
  strategies: 'Strategies',
  implemented: 'Implementing',
  closed: 'Closed',
};

/** The fields these rules read; the data layer's records have them all. */
export interface SessionFacts {
  id: string;
  status?: string | null;
  initiatorEmail: string;
  collaboratorEmail: string;
  initiatorFirstName?: string | null;
  initiatorLastName?: string | null;
  collaboratorFirstName?: string | null;
  collaboratorLastName?: string | null;
  initiatorIssue?: (string | null)[] | null;
  desiredOutcomeInitiator?: (string | null)[] | null;
  whyOutcomeMattersInitiator?: (string | null)[] | null;
  collaboratorIssue?: (string | null)[] | null;
  desiredOutcomeCollaborator?: (string | null)[] | null;
  whyOutcomeMattersCollaborator?: (string | null)[] | null;
  proposedIssues?: (string | null)[] | null;
  agreedIssue?: string | null;
  bestSolution?: string | null;
  collaboratorJoined?: boolean | null;
  createdAt?: string | null;
  lastActivityAt?: string | null;
}

export type Role = 'initiator' | 'collaborator';

/** The viewer's side of the session, or null for anyone else. */
export function roleOf(session: Pick<SessionFacts, 'initiatorEmail' | 'collaboratorEmail'>, email: string): Role | null {
  const me = normalizeEmail(email);
  if (!me) return null;
  if (normalizeEmail(session.initiatorEmail) === me) return 'initiator';
  if (normalizeEmail(session.collaboratorEmail) === me) return 'collaborator';
  return null;
}

export const texts = (list: (string | null)[] | null | undefined): string[] =>
  (list ?? []).filter((s): s is string => typeof s === 'string' && s.trim() !== '');

export const lastText = (list: (string | null)[] | null | undefined): string | null => texts(list).at(-1) ?? null;

export const fullName = (first?: string | null, last?: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/** The list's title: the agreed issue, else the initiator's latest issue entry, else 'Untitled session'. */
export function sessionTitle(session: SessionFacts): string {
  return session.agreedIssue?.trim() || lastText(session.initiatorIssue) || 'Untitled session';
}

const recency = (s: SessionFacts) => Date.parse(s.lastActivityAt ?? s.createdAt ?? '') || 0;

/**
 * Both index queries' results as one list: de-duplicated by id, closed sessions hidden,
 * newest activity first.
 */
export function mergeSessionLists<T extends SessionFacts>(...lists: T[][]): T[] {
  const byId = new Map<string, T>();
  for (const session of lists.flat()) if (!byId.has(session.id)) byId.set(session.id, session);
  return [...byId.values()].filter((s) => s.status !== 'closed').sort((a, b) => recency(b) - recency(a));
}

/** Pending invitations: sessions where the viewer is the collaborator and the status is created, newest first. */
export function pendingInvitations<T extends SessionFacts>(sessions: T[], email: string): T[] {
  return sessions
    .filter((s) => s.status === 'created' && roleOf(s, email) === 'collaborator')
    .sort((a, b) => (Date.parse(b.createdAt ?? '') || 0) - (Date.parse(a.createdAt ?? '') || 0));
}

/**
 * Where the overview sends the viewer, by status (spec part 1, 4), or null to stay. The
 * initiator's trips to /agree stop once they have answered every proposed statement
 * (`initiatorHasReviewed`): otherwise the agree page's 'Back to Session' could never stay.
 */
export function overviewRedirect(session: SessionFacts, role: Role, { initiatorHasReviewed = false } = {}): string | null {
  const base = `/session/${session.id}`;
  switch (session.status) {
    case 'resolved':
      return `${base}/resolve`;
    case 'prepare':
      return `${base}/prepare-strategies-waiting`;
    case 'propose':
    case 'strategies':
      return `${base}/propose-strategies`;
    case 'implemented':
      return `${base}/implement`;
  }
  if (!session.status && session.bestSolution) return `${base}/resolve`;
  if (role !== 'initiator' || initiatorHasReviewed) return null;
  if ((session.status === 'created' && session.collaboratorJoined) || session.status === 'accepted') return `${base}/agree`;
  if (session.status === 'resolving_issue' && texts(session.proposedIssues).length >= 4) return `${base}/agree`;
  return null;
}

export interface CollaboratorAnswers {
  issue: string;
  outcome: string;
  why: string;
}

export const RESPONSE_REQUIRED = 'Please enter your issue, your desired outcome, and why that outcome matters.';
export const WRONG_ACCOUNT = 'You are signed in with a different account than the invited collaborator.';

/**
 * The update the collaborator's response makes: the three answers appended to their lists,
 * collaboratorJoined and its time, and the status rule (resolving_issue once the initiator's
 * three answers are all present; otherwise unchanged, default accepted).
 */
export function collaboratorResponseUpdate(session: SessionFacts, answers: CollaboratorAnswers, now: Date) {
  const initiatorReady = [session.initiatorIssue, session.desiredOutcomeInitiator, session.whyOutcomeMattersInitiator].every(
    (list) => texts(list).length > 0,
  );
  const at = now.toISOString();
  return {
    id: session.id,
    collaboratorIssue: [...texts(session.collaboratorIssue), answers.issue.trim()],
    desiredOutcomeCollaborator: [...texts(session.desiredOutcomeCollaborator), answers.outcome.trim()],
    whyOutcomeMattersCollaborator: [...texts(session.whyOutcomeMattersCollaborator), answers.why.trim()],
    collaboratorJoined: true,
    collaboratorAcceptedAt: at,
    status: statusAfterResponse(session.status, initiatorReady),
    lastActivityAt: at,
  };
}

/**
 * Only a session still waiting for the response moves on; a later status (or a deleted
 * session, whose link may still be open somewhere) keeps its status.
 */
function statusAfterResponse(status: string | null | undefined, initiatorReady: boolean): IssueStatus {
  const waiting = !status || status === 'created' || status === 'accepted';
  if (!waiting) return isIssueStatus(status) ? status : 'accepted';
  return initiatorReady ? 'resolving_issue' : 'accepted';
}

/** The soft delete (spec part 1, 4): closed for both participants. */
export const softDeleteUpdate = (id: string, now: Date) => ({
  id,
  status: 'closed' as const,
  closedAt: now.toISOString(),
  lastActivityAt: now.toISOString(),
});

export const DELETE_CONFIRMATION = 'Delete this session? Both participants will no longer see it.';

/** Session and invitation ids in URLs: decoded, trimmed, trailing slashes dropped; null when malformed. */
export function cleanSessionId(raw: string | undefined): string | null {
  let id = raw ?? '';
  try {
    id = decodeURIComponent(id);
  } catch {
    return null;
  }
  id = id.trim().replace(/\/+$/, '');
  return /^[A-Za-z0-9_-]{1,128}$/.test(id) ? id : null;
}
