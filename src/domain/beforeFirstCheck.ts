/**
 * The collaborator reads nothing the initiator wrote before their own safety check lets them go
 * on (docs/rules.md, "Safety"; issue 25: "before they see anything the initiator wrote"). Until
 * settle-session records that it did (`collaboratorSafetyClearedAt`, server-only), and whenever
 * the session is paused, every read of the Issue but the initiator's own shows only what the
 * collaborator needs to be let in: who invited them, their own side, and where the session
 * stands. The initiator's answers, everything the AI derived from them and the closing comment
 * read as null.
 *
 * A write's result goes to every subscriber, so it is withheld alike (the app merges only the
 * non-null fields of a live event, so the initiator's own screen loses nothing; its re-read
 * shows all). Kept to what may be read rather than what may not, so a field added later is
 * withheld until it is placed here.
 *
 * Run with the blind rankings on every Issue result (src/domain/blindRankings.ts), so written in
 * the APPSYNC_JS subset (no try/catch, while or classic for loops, regex, `in`, Set or Map).
 */
import { ISSUE_WRITE_RIGHTS } from './writeRights';

/** Set by settle-session when the collaborator's check lets them go on (all no, or go on after a caution). */
export const CLEARED_MARKER = 'collaboratorSafetyClearedAt';

/** Where the session stands and the records' own fields: readable before the check. */
const ENVELOPE_FIELDS = [
  '__typename',
  'id',
  'createdAt',
  'updatedAt',
  'status',
  'issueStatus',
  'lastActivityAt',
  'closedAt',
  'deletedBy',
  'safetyPausedAt',
  CLEARED_MARKER,
  'inviteEmailStatus',
  'formerParticipantSide',
];

/**
 * The initiator's words written to be shared before the check: the invitation's neutral topic
 * (src/domain/invitationTopic.ts), which the invitation e-mail already carries.
 */
const SHARED_BEFORE_CHECK = ['invitationTopic'];

/** Whether `field` may be read before the collaborator's check: the envelope, the participants' names and e-mails, the invitation's topic, the collaborator's own side. */
export function readableBeforeCheck(field: string): boolean {
  if (ENVELOPE_FIELDS.includes(field) || SHARED_BEFORE_CHECK.includes(field)) return true;
  const rights: string | undefined = (ISSUE_WRITE_RIGHTS as Record<string, string>)[field];
  return rights === 'fixed' || rights === 'collaborator';
}

export interface FirstCheckFacts {
  collaboratorSafetyClearedAt?: string | null;
  safetyPausedAt?: string | null;
}

/** Whether the initiator's words may go to someone other than the initiator. */
export function initiatorWordsOpen(session: FirstCheckFacts): boolean {
  return Boolean(session.collaboratorSafetyClearedAt) && !session.safetyPausedAt;
}

/** The session with every field not readable before the check set to null. */
export function withholdInitiatorWords<T extends object>(session: T): T {
  const shown: Record<string, unknown> = {};
  Object.keys(session).forEach((field) => {
    shown[field] = readableBeforeCheck(field) ? (session as Record<string, unknown>)[field] : null;
  });
  return shown as T;
}
