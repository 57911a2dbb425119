/**
 * Rules about sessions (Issues) that screens share: the list's title rule and merge, where the
 * overview sends each side, and what the collaborator's response and the soft delete change
 * (docs/rules.md, "Sessions" and "Redirect targets"). Pure: plain data in, plain data out.
 */
import { paths } from './paths';
import { roleOf, type Role } from './sessionRole';
import { isIssueStatus, type IssueStatus } from './status';
import type { Relationship } from './relationship';

export { SESSION_LIST_FIELDS, SESSION_LIST_LIMIT } from './sessionList';

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
  /** The invitation's neutral topic the initiator approved (src/domain/invitationTopic.ts). */
  invitationTopic?: string | null;
  bestSolution?: string | null;
  collaboratorJoined?: boolean | null;
  /** The side that erased their account (src/domain/erasure.ts), if one did. */
  formerParticipantSide?: string | null;
  createdAt?: string | null;
  lastActivityAt?: string | null;
}

export const texts = (list: (string | null)[] | null | undefined): string[] =>
  (list ?? []).filter((s): s is string => typeof s === 'string' && s.trim() !== '');

export const lastText = (list: (string | null)[] | null | undefined): string | null => texts(list).at(-1) ?? null;

export const fullName = (first?: string | null, last?: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/**
 * A name as the first word of a sentence: an erased side's name is the phrase "a former
 * participant" (src/domain/erasure.ts), which must read "A former participant ..." there.
 */
export const atSentenceStart = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Whether the other participant of this session erased their account (they are "a former participant"). */
export const otherSideLeft = (session: Pick<SessionFacts, 'formerParticipantSide'>, role: Role) =>
  !!session.formerParticipantSide && session.formerParticipantSide !== role;

/** The list's title: the agreed issue, else the initiator's latest issue entry, else 'Untitled session'. */
export function sessionTitle(session: SessionFacts): string {
  return session.agreedIssue?.trim() || lastText(session.initiatorIssue) || 'Untitled session';
}

/**
 * What the overview's heading says the session is about (docs/rules.md, "Sessions"; issue 27,
 * "Headlines"): the agreed issue once there is one; before that a neutral working title, the same
 * for both people: the invitation's topic the initiator approved (src/domain/invitationTopic.ts),
 * never either side's raw words. A session from before topics names the two people instead.
 * The session list keeps the spec's title (sessionTitle).
 */
export type OverviewHeading = { kind: 'agreed'; statement: string } | { kind: 'working'; title: string };

export function overviewHeading(session: SessionFacts): OverviewHeading {
  const agreed = session.agreedIssue?.trim();
  if (agreed) return { kind: 'agreed', statement: agreed };
  const topic = session.invitationTopic?.trim();
  if (topic) return { kind: 'working', title: topic };
  const names = [session.initiatorFirstName?.trim(), session.collaboratorFirstName?.trim()];
  return { kind: 'working', title: names[0] && names[1] ? `A session between ${names[0]} and ${names[1]}` : 'Untitled session' };
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
 * Where the overview sends the viewer, by status (docs/rules.md, "Redirect targets"), or null
 * to stay. The initiator's trips to the agree step stop once they have answered every proposed
 * statement (`initiatorHasReviewed`): otherwise the agree page's 'Back to Session' could never stay.
 */
export function overviewRedirect(session: SessionFacts, role: Role, { initiatorHasReviewed = false } = {}): string | null {
  const { id } = session;
  // The steps after this one need both people: with the other gone, the overview is where it ends.
  if (otherSideLeft(session, role)) return null;
  switch (session.status) {
    case 'resolved':
      return paths.session.resolve(id);
    case 'prepare':
      return paths.session.prepareStrategiesWaiting(id);
    case 'propose':
    case 'strategies':
      return paths.session.proposeStrategies(id);
    case 'implemented':
      return paths.session.implement(id);
    case 'committed':
    case 'concluded':
      // Step 7: the plan and the commitments; in a new round (no best solution yet) the five solutions again.
      return session.bestSolution ? paths.session.implement(id) : paths.session.solutions(id);
  }
  if (!session.status && session.bestSolution) return paths.session.resolve(id);
  if (role !== 'initiator' || initiatorHasReviewed) return null;
  if ((session.status === 'created' && session.collaboratorJoined) || session.status === 'accepted') return paths.session.agree(id);
  // The spec says "with 4 proposed issues", written when the AI always proposed four; the
  // engine now proposes fewer, plainer statements for thin answers, so: once they are ready.
  if (session.status === 'resolving_issue' && texts(session.proposedIssues).length > 0) return paths.session.agree(id);
  return null;
}

export interface CollaboratorAnswers {
  issue: string;
  outcome: string;
  why: string;
  /** How the collaborator knows the initiator (src/domain/relationship.ts), when they said. */
  relationship?: Relationship | '';
}

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
    ...(answers.relationship ? { collaboratorRelationship: answers.relationship } : {}),
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

/** The soft delete (docs/rules.md, "Status transitions"): closed for both participants. */
export const softDeleteUpdate = (id: string, now: Date) => ({
  id,
  status: 'closed' as const,
  closedAt: now.toISOString(),
  lastActivityAt: now.toISOString(),
});
