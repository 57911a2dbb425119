/**
 * The follow-up function (src/domain/followUp.ts), two ways in:
 *
 * - On its schedule (EventBridge Scheduler, every 15 minutes): every open session is followed
 *   up: a your-turn notice to whoever is away and has a move to make, a reminder after two days,
 *   a last one after a week. Time is shared/clock.ts's (the local cloud can move it in development).
 * - Its URL, POST {issueId, present} with a participant's Cognito token, from the session's open
 *   page every minute and right after a move: the same check for that session now, so the other
 *   hears at once. With `present: true` it first records the caller as in the session (their
 *   `…SeenAt`, stamped on this clock, never the device's: a page seen now is seen now however
 *   wrong the phone's clock, and in development however far the clock was moved). It decides
 *   nothing else the caller says; the record alone says whose turn it is.
 *
 * URL answers: 200 {sent}; 400 bad body; 401 no valid token; 404 unknown session or not a
 * participant; 409 the session is paused.
 */
import { graphql } from '../shared/appsync';
import { verifyCaller } from '../shared/caller';
import { HttpError, answer, json, readJsonObject, type FunctionUrlEvent } from '../shared/functionUrl';
import { ISSUE_SELECTION } from '../shared/issueRecord';
import { loadParticipantIssue, updateIssue, type IssueRecord } from '../shared/participantIssue';
import { functionNow } from '../shared/clock';
import { followUpSession } from './followSession';
import type { Role } from '../../../src/domain/sessionRole';

const LIST_OPEN_ISSUES = /* GraphQL */ `
  query OpenIssues($nextToken: String) {
    listIssues(limit: 100, nextToken: $nextToken, filter: { status: { ne: closed }, collaboratorJoined: { eq: true } }) {
      items { ${ISSUE_SELECTION} }
      nextToken
    }
  }
`;

const isUrlEvent = (event: unknown): event is FunctionUrlEvent =>
  typeof event === 'object' && event !== null && typeof (event as FunctionUrlEvent).requestContext?.http?.method === 'string';

/** Follows up every open session at `now`; one session's failure does not stop the others. */
async function followUpAll(now: Date): Promise<{ sessions: number; sent: number }> {
  let nextToken: string | null = null;
  let sessions = 0;
  let sent = 0;
  do {
    const page: { listIssues: { items: IssueRecord[]; nextToken: string | null } } = await graphql(LIST_OPEN_ISSUES, { nextToken });
    for (const issue of page.listIssues.items) {
      sessions += 1;
      sent += await followUpSession(issue, now).catch((error: unknown) => {
        console.error(`Follow-up of ${issue.id} failed`, error);
        return 0;
      });
    }
    nextToken = page.listIssues.nextToken;
  } while (nextToken);
  return { sessions, sent };
}

/**
 * The stored session with the caller's SeenAt stamped. Goes on from the record read over IAM: a
 * write's result is what its subscribers may read (rankings sealed, the initiator's words
 * withheld before the collaborator's check), not the whole record.
 */
async function stampSeen(issue: IssueRecord, role: Role, now: Date): Promise<IssueRecord> {
  const field = role === 'initiator' ? 'initiatorSeenAt' : 'collaboratorSeenAt';
  const written = await updateIssue({ id: issue.id, [field]: now.toISOString() });
  return { ...issue, [field]: written[field], updatedAt: written.updatedAt };
}

export const handler = async (event: unknown) => {
  if (!isUrlEvent(event)) return followUpAll(functionNow());
  return answer(async () => {
    if (event.requestContext.http.method !== 'POST') throw new HttpError(405, 'Use POST.');
    const caller = await verifyCaller(event);
    const body = readJsonObject(event, '{"issueId": "...", "present": true}');
    if (body.present !== undefined && typeof body.present !== 'boolean') throw new HttpError(400, 'present must be true or false.');
    const { issue, role } = await loadParticipantIssue(body.issueId, caller);
    const now = functionNow();
    return json(200, { sent: await followUpSession(body.present ? await stampSeen(issue, role, now) : issue, now) });
  });
};
