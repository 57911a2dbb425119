/**
 * POST {template, issueId} with the caller's Cognito token. Not a relay: the recipient, subject
 * and body come from the session. Two templates may be asked for:
 *
 * - `invite`: the session's initiator asks for the invitation to be (re)sent to the collaborator.
 *   At most one a minute per session: the send is claimed first with a conditional write of
 *   inviteEmailSentAt (a field only the functions write), so ten requests at once send one
 *   e-mail; a failed send gives the claim back. The link says whether the invited address
 *   already has a Dfuse profile, so the welcome offers Log In or Register first.
 * - `invite-preview`: what the invitation will say, composed by the code that sends it, for the
 *   initiator to read and approve before it goes out ("Send?"), with the neutral topic Dfuse
 *   proposes from their answers (amplify/ai/providers/builtin/invitationTopic.ts). Sends nothing;
 *   the link's address is left out (it would tell whether the invited address has an account).
 *   Answers 200 {proposedTopic, invitation: {to, subject, paragraphs, linkLabel, signature}}.
 * - `session-deleted`: a participant who deleted (closed) the session asks for the other one to
 *   be told, named by the side the server recorded as the deleter (src/domain/deletion.ts), so the
 *   notice goes to the side that did not delete whoever asks. Only for a closed session, once: claimed with a conditional write of
 *   sessionDeletedEmailSentAt (server-only), given back if the send fails. Only someone who took
 *   part is told: the initiator, or a collaborator who was invited (an invitation went out) or
 *   joined; an address that was only typed into a session gets nothing. It counts against the
 *   same per-account quotas as invitations.
 *
 * Sent through Amazon SES (the local cloud's mailbox when run locally).
 *
 * On top of that, an account may send at most 10 invitations (and deletion notices) an hour and
 * 30 a day, and a session 5 invitations a day (src/domain/mailSafety.ts INVITE_LIMITS), counted on the server across every
 * Lambda instance (shared/counters.ts), so one account cannot mail arbitrary addresses in bulk.
 *
 * The invitation goes out only once the initiator's own safety check lets them go on, and never
 * for a session a safety check paused (409, with only the neutral line).
 *
 * Answers: 200 {ok: true}; 400 bad body or template; 401 no valid token; 404 unknown session
 * or not a participant (or, for the invitation, a deleted session); 403 the collaborator asked
 * for the invitation; 409 the session is not deleted, its deletion notice already went out, or the
 * collaborator was never invited; 422 the collaborator's stored address is not a plain address
 * (a session made before the creation guard checked it): nothing is sent to it; 429 an invitation
 * went out less than a minute ago, or over a quota (with Retry-After).
 */
import { proposeInvitationTopic } from '../../ai';
import { isValidEmail } from '../../../src/domain/email';
import { partyAnswers } from '../shared/aiInputs';
import { INVITE_LIMITS, tooManyInvitations } from '../../../src/domain/mailSafety';
import { safetyCleared } from '../../../src/domain/safety';
import { otherRole } from '../../../src/domain/sessionRole';
import { isConditionFailure } from '../shared/appsync';
import { readSafetyCheck } from '../shared/safetyChecks';
import { verifyCaller, type Caller } from '../shared/caller';
import { HttpError, answer, json, readJsonObject, type FunctionUrlEvent } from '../shared/functionUrl';
import { sendMail } from '../shared/mail';
import { INVITE_RESEND_INTERVAL_MS, composeMail, invitationParts } from '../shared/mailTemplates';
import { loadParticipantIssue, updateIssue, type IssueRecord } from '../shared/participantIssue';
import { hasProfile } from '../shared/profiles';
import { countAgainst, hashedKey } from '../shared/quotas';

/** The templates a participant may ask for, and the invitation's preview (nothing is sent). */
const REQUESTABLE = ['invite', 'invite-preview', 'session-deleted'] as const;
type Requestable = (typeof REQUESTABLE)[number];

export const INVITE_TOO_SOON = 'The invitation was sent less than a minute ago. Please wait before sending it again.';
export const INVITE_INITIATOR_ONLY = 'Only the person who started the session can send its invitation.';
export const NOT_DELETED = 'This session has not been deleted.';
export const INVITE_ADDRESS_NOT_PLAIN = "The collaborator's address is not a plain e-mail address, so no invitation can be sent to it. Please start a new session with their address.";
export const DELETION_ALREADY_TOLD = 'The other participant has already been told that this session was deleted.';
export const INVITE_AFTER_SAFETY_CHECK = 'The invitation goes out once you have answered the private safety check.';
export const DELETION_NOBODY_TO_TELL = 'The other person was never invited to this session, so there is no one to tell.';

/**
 * Counts this invitation against the sender's and the session's quotas; the minutes to wait
 * when one is used up (the counts are taken back then), else null.
 */
async function overQuota(senderEmail: string, issueId: string, now: number, scopes: readonly string[] = ['account', 'session']): Promise<number | null> {
  const quotas = INVITE_LIMITS.filter((limit) => scopes.includes(limit.scope));
  const counted = await countAgainst('mail#invite', quotas, (scope) => (scope === 'account' ? hashedKey(senderEmail) : issueId), now);
  return 'over' in counted ? counted.over.minutesLeft : null;
}

/** Claims this minute's invitation; false when one went out (or is going out) less than a minute ago. */
async function claimInvitation(issue: IssueRecord, now: Date): Promise<boolean> {
  const recent = new Date(now.getTime() - INVITE_RESEND_INTERVAL_MS).toISOString();
  try {
    await updateIssue(
      { id: issue.id, inviteEmailSentAt: now.toISOString() },
      { or: [{ inviteEmailSentAt: { attributeExists: false } }, { inviteEmailSentAt: { lt: recent } }] },
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Gives this minute's claim back (the invitation did not go out). */
const releaseClaim = (issue: IssueRecord, error?: string) =>
  updateIssue({ id: issue.id, inviteEmailSentAt: issue.inviteEmailSentAt ?? null, ...(error ? { inviteEmailError: error } : {}) }).catch((release: unknown) =>
    console.error('Could not release the invitation claim', release),
  );

/** The session, for its initiator once their own safety check lets them go on (docs/rules.md, "Safety"). */
async function invitingInitiator(issueId: unknown, caller: Caller) {
  const { issue, role } = await loadParticipantIssue(issueId, caller);
  if (role !== 'initiator') throw new HttpError(403, INVITE_INITIATOR_ONLY);
  if (!isValidEmail(issue.collaboratorEmail)) throw new HttpError(422, INVITE_ADDRESS_NOT_PLAIN);
  if (!safetyCleared(await readSafetyCheck(issue.id, caller.email))) throw new HttpError(409, INVITE_AFTER_SAFETY_CHECK);
  return issue;
}

async function previewInvitation(issueId: unknown, caller: Caller) {
  const issue = await invitingInitiator(issueId, caller);
  const proposedTopic = proposeInvitationTopic(partyAnswers(issue, 'initiator'), issue.collaboratorFirstName);
  return json(200, { proposedTopic, invitation: invitationParts(issue) });
}

async function sendInvitation(issueId: unknown, caller: Caller) {
  const issue = await invitingInitiator(issueId, caller);

  const now = new Date();
  if (!(await claimInvitation(issue, now))) throw new HttpError(429, INVITE_TOO_SOON);
  const wait = await overQuota(caller.email, issue.id, now.getTime());
  if (wait !== null) {
    await releaseClaim(issue);
    throw new HttpError(429, tooManyInvitations(wait), { retryAfterMinutes: wait });
  }
  try {
    const invitedHasAccount = await hasProfile(issue.collaboratorEmail);
    await sendMail(composeMail('invite', issue, process.env.APP_ORIGIN ?? '', { invitedHasAccount }));
  } catch (error) {
    // Give the claim back, so the initiator can try again at once.
    await releaseClaim(issue, 'The invitation could not be sent.');
    throw error;
  }
  const at = new Date().toISOString();
  await updateIssue({ id: issue.id, inviteEmailStatus: 'sent', lastActivityAt: at });
  return json(200, { ok: true });
}

/** Tells the participant who did not ask that the session was deleted; once per session. */
async function sendDeletionNotice(issueId: unknown, caller: Caller) {
  const { issue, role } = await loadParticipantIssue(issueId, caller, { closed: 'allowed', paused: 'allowed' });
  if (issue.status !== 'closed') throw new HttpError(409, NOT_DELETED);
  // The side the server recorded as the deleter is never the one told (an older record: the caller's side).
  const to = otherRole(issue.deletedBy ?? role);
  // The initiator created the session under their own account; a collaborator took part only once invited or joined.
  const invited = issue.inviteEmailStatus === 'sent' || issue.collaboratorJoined === true;
  if (to === 'collaborator' && !invited) throw new HttpError(409, DELETION_NOBODY_TO_TELL);
  try {
    await updateIssue(
      { id: issue.id, sessionDeletedEmailSentAt: new Date().toISOString() },
      { and: [{ sessionDeletedEmailSentAt: { attributeExists: false } }, { status: { eq: 'closed' } }] },
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new HttpError(409, DELETION_ALREADY_TOLD);
    throw error;
  }
  // Give the claim back when the notice does not go out, so it can be asked for again.
  const releaseNotice = () =>
    updateIssue({ id: issue.id, sessionDeletedEmailSentAt: null }).catch((release: unknown) =>
      console.error('Could not release the deletion notice claim', release),
    );
  const wait = await overQuota(caller.email, issue.id, Date.now(), ['account']);
  if (wait !== null) {
    await releaseNotice();
    throw new HttpError(429, tooManyInvitations(wait), { retryAfterMinutes: wait });
  }
  try {
    await sendMail(composeMail('session-deleted', issue, process.env.APP_ORIGIN ?? '', { to }));
  } catch (error) {
    await releaseNotice();
    throw error;
  }
  return json(200, { ok: true });
}

export const handler = (event: FunctionUrlEvent) =>
  answer(async () => {
    if (event.requestContext.http.method !== 'POST') throw new HttpError(405, 'Use POST.');
    const caller = await verifyCaller(event);
    const body = readJsonObject(event, '{"template": "invite" | "invite-preview" | "session-deleted", "issueId": "..."}');
    if (!REQUESTABLE.includes(body.template as Requestable)) {
      throw new HttpError(400, `template must be one of: ${REQUESTABLE.join(', ')}.`);
    }
    if (body.template === 'invite-preview') return previewInvitation(body.issueId, caller);
    return body.template === 'invite' ? sendInvitation(body.issueId, caller) : sendDeletionNotice(body.issueId, caller);
  });
