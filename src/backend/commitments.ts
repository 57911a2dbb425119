/**
 * Step 7's calls (src/domain/commitments.ts, checkIns.ts, rounds.ts): each side writes only its
 * own fields, then asks settle-session to record what both share. A refusal comes back as the
 * server's own message (FunctionCallError / DataRequestError), for the page to show.
 */
import { COMMITMENTS_FIELD, cleanDraft, type CommitmentDraft } from '../domain/commitments';
import { CHECK_IN_FIELD, LATER_CHECK_INS_OFF_FIELD, type CheckInAnswers } from '../domain/checkIns';
import type { WayBack } from '../domain/rounds';
import type { Role } from '../domain/sessionRole';
import { callSessionFunction } from './sessionFunctions';
import { updateSession } from './sessions';

type Step7 = 'commit' | 'check-in' | WayBack;

async function settleStep(issueId: string, step: Step7): Promise<string> {
  const answer = (await callSessionFunction('settle-session', { issueId, step })) as { outcome?: unknown } | null;
  return typeof answer?.outcome === 'string' ? answer.outcome : '';
}

/** Saves the viewer's commitments and says "I commit": 'committed', or 'both-committed' once both have. */
export async function commitTo(issueId: string, role: Role, draft: CommitmentDraft): Promise<string> {
  await updateSession({ id: issueId, [COMMITMENTS_FIELD[role]]: JSON.stringify(cleanDraft(draft)) });
  return settleStep(issueId, 'commit');
}

/** Saves the viewer's check-in answers and asks for the outcome (recorded once both answered; a 409 while waiting). */
export async function answerCheckIn(issueId: string, role: Role, answers: CheckInAnswers): Promise<void> {
  await updateSession({ id: issueId, [CHECK_IN_FIELD[role]]: JSON.stringify({ ...answers, note: answers.note.trim() }) });
  await callSessionFunction('settle-session', { issueId, step: 'check-in' }).catch((error: unknown) => {
    // Waiting for the other side is the expected answer after the first of the two.
    if ((error as { status?: number }).status !== 409) throw error;
  });
}

/** Whether the viewer keeps the check-ins at 6 and 12 weeks. */
export async function keepLaterCheckIns(issueId: string, role: Role, keep: boolean): Promise<void> {
  await updateSession({ id: issueId, [LATER_CHECK_INS_OFF_FIELD[role]]: !keep });
}

/** After a check-in that needs another look: adjust the plan, or a new round with the five solutions. */
export async function takeWayBack(issueId: string, wayBack: WayBack): Promise<void> {
  await settleStep(issueId, wayBack);
}

/** After a check-in that held: the session is marked resolved. */
export async function markResolved(issueId: string): Promise<void> {
  await updateSession({ id: issueId, status: 'concluded' });
}
