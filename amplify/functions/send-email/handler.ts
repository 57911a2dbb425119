/**
 * POST {template: 'invite', issueId} with the caller's Cognito token: the session's initiator
 * asks for the invitation to be (re)sent to the collaborator, through Amazon SES (the local
 * cloud's mailbox when run locally). Not a relay: the recipient, subject and body come from
 * the session. At most one invitation a minute per session: the send is claimed first with a
 * conditional write of inviteEmailSentAt (a field only the functions write), so ten requests
 * at once send one e-mail; a failed send gives the claim back.
 *
 * On top of that, an account may send at most 10 invitations an hour and 30 a day, and a
 * session 5 a day (src/domain/mailSafety.ts INVITE_LIMITS), counted on the server across every
 * Lambda instance (shared/counters.ts), so one account cannot mail arbitrary addresses in bulk.
 *
 * Answers: 200 {ok: true}; 400 bad body or template; 401 no valid token; 404 unknown session
 * or not a participant; 403 the collaborator asked; 429 sent less than a minute ago, or over a
 * quota (with Retry-After).
 */
import { createHash } from 'node:crypto';
import { INVITE_LIMITS, tooManyInvitations } from '../../../src/domain/mailSafety';
import { attemptWindow } from '../../../src/domain/devGateCheck';
import { isConditionFailure } from '../shared/appsync';
import { rateCounters } from '../shared/counters';
import { verifyCaller } from '../shared/caller';
import { HttpError, answer, json, readJsonObject, type FunctionUrlEvent } from '../shared/functionUrl';
import { sendMail } from '../shared/mail';
import { INVITE_RESEND_INTERVAL_MS, composeMail } from '../shared/mailTemplates';
import { loadParticipantIssue, updateIssue, type IssueRecord } from '../shared/participantIssue';

/** The templates a participant may ask for. */
const REQUESTABLE = ['invite'] as const;

export const INVITE_TOO_SOON = 'The invitation was sent less than a minute ago. Please wait before sending it again.';
export const INVITE_INITIATOR_ONLY = 'Only the person who started the session can send its invitation.';

const hashed = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

/**
 * Counts this invitation against the sender's and the session's quotas; the minutes to wait
 * when one is used up (the counts are taken back then), else null.
 */
async function overQuota(senderEmail: string, issueId: string, now: number): Promise<number | null> {
  const counters = rateCounters();
  const counted: string[] = [];
  for (const limit of INVITE_LIMITS) {
    const window = attemptWindow(now, limit.windowMinutes);
    const who = limit.scope === 'account' ? hashed(senderEmail) : issueId;
    const key = `mail#invite#${limit.scope}#${limit.per}#${who}#${window.index}`;
    counted.push(key);
    if ((await counters.add(key, window.endsAt)) > limit.limit) {
      // A refused invitation does not use up the other quotas.
      await Promise.all(counted.map((k) => counters.takeBack(k))).catch(() => undefined);
      return window.minutesLeft;
    }
  }
  return null;
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

export const handler = (event: FunctionUrlEvent) =>
  answer(async () => {
    if (event.requestContext.http.method !== 'POST') throw new HttpError(405, 'Use POST.');
    const caller = await verifyCaller(event);
    const body = readJsonObject(event, '{"template": "invite", "issueId": "..."}');
    if (!REQUESTABLE.includes(body.template as (typeof REQUESTABLE)[number])) {
      throw new HttpError(400, `template must be one of: ${REQUESTABLE.join(', ')}.`);
    }
    const { issue, role } = await loadParticipantIssue(body.issueId, caller);
    if (role !== 'initiator') throw new HttpError(403, INVITE_INITIATOR_ONLY);

    const now = new Date();
    if (!(await claimInvitation(issue, now))) throw new HttpError(429, INVITE_TOO_SOON);
    const wait = await overQuota(caller.email, issue.id, now.getTime());
    if (wait !== null) {
      await releaseClaim(issue);
      throw new HttpError(429, tooManyInvitations(wait), { retryAfterMinutes: wait });
    }
    try {
      await sendMail(composeMail('invite', issue, process.env.APP_ORIGIN ?? ''));
    } catch (error) {
      // Give the claim back, so the initiator can try again at once.
      await releaseClaim(issue, 'The invitation could not be sent.');
      throw error;
    }
    const at = new Date().toISOString();
    await updateIssue({ id: issue.id, inviteEmailStatus: 'sent', lastActivityAt: at });
    return json(200, { ok: true });
  });
