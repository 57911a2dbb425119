/**
 * Follows one session up now: asks the pure rule (src/domain/followUp.ts) what is due, claims it
 * with a conditional write of the session's follow-up state (on its updatedAt, so of two runs at
 * once only one records and sends), then sends. A send that fails gives its claim back.
 */
import { openDueCheckIn } from '../../../src/domain/checkIns';
import { currentTurn, planFollowUp, readFollowUpState } from '../../../src/domain/followUp';
import type { Role } from '../../../src/domain/sessionRole';
import { isConditionFailure } from '../shared/appsync';
import { sendMail } from '../shared/mail';
import { composeNotice } from '../shared/noticeMail';
import { readIssue, updateIssue, type IssueRecord } from '../shared/participantIssue';
import { noticesOff } from '../shared/profiles';

const emailOf = (issue: IssueRecord, side: Role) => (side === 'initiator' ? issue.initiatorEmail : issue.collaboratorEmail);

/** How often a claim that lost a race (a page's heartbeat, a move) is decided again from the newer record. */
const MAX_ATTEMPTS = 3;

/** Sends what is due for `issue` at `now`; the number of e-mails sent. */
export async function followUpSession(issue: IssueRecord, now: Date): Promise<number> {
  let current = issue;
  for (let attempt = 1; ; attempt += 1) {
    const sent = await claimAndSend(current, now);
    if (sent !== 'lost-race' || attempt >= MAX_ATTEMPTS) return sent === 'lost-race' ? 0 : sent;
    const newer = await readIssue(current.id);
    if (!newer) return 0;
    current = newer;
  }
}

async function claimAndSend(stored: IssueRecord, now: Date): Promise<number | 'lost-race'> {
  // A check-in that fell due opens now (recorded with the claim below), and is the turn of both.
  const opened = openDueCheckIn(stored, now);
  const issue: IssueRecord = opened ? { ...stored, reviewJson: JSON.stringify(opened) } : stored;
  const turn = currentTurn(issue);
  if (!turn) return 0;
  const optedOut: Partial<Record<Role, boolean>> = {};
  for (const side of turn.waiting) optedOut[side] = await noticesOff(emailOf(issue, side));
  const previous = issue.followUpJson ?? null;
  const plan = planFollowUp({
    turn,
    state: readFollowUpState(previous),
    seenAt: { initiator: issue.initiatorSeenAt, collaborator: issue.collaboratorSeenAt },
    optedOut,
    now,
  });
  if (!plan.changed && !opened) return 0;
  try {
    const openedCheckIn = opened ? { reviewJson: issue.reviewJson } : {};
    await updateIssue({ id: issue.id, followUpJson: JSON.stringify(plan.state), ...openedCheckIn }, { updatedAt: { eq: issue.updatedAt } });
  } catch (error) {
    if (isConditionFailure(error)) return 'lost-race'; // the session changed, or another run claimed it
    throw error;
  }
  const links = { appOrigin: process.env.APP_ORIGIN ?? '', unsubscribeUrl: process.env.UNSUBSCRIBE_URL ?? '' };
  try {
    for (const notice of plan.notices) await sendMail(composeNotice(notice, issue, links));
  } catch (error) {
    await updateIssue({ id: issue.id, followUpJson: typeof previous === 'string' || previous === null ? previous : JSON.stringify(previous) }).catch(
      (release: unknown) => console.error('Could not release the follow-up claim', release),
    );
    throw error;
  }
  return plan.notices.length;
}
