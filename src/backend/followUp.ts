/**
 * The browser's part in following a session up (src/domain/followUp.ts): saying the viewer is in
 * the session (their own `…SeenAt` field), asking the follow-up function to check the session
 * right after a move, and the e-mails' unsubscribe link. The server alone decides what is sent.
 */
import type { Role } from '../domain/sessionRole';
import { dataClient } from './data';
import { functionUrl } from './functions';
import { callSessionFunction } from './sessionFunctions';

/** Records that the viewer has the session open now (no notice while they are there). */
export async function markSeen(issueId: string, role: Role): Promise<void> {
  const field = role === 'initiator' ? 'initiatorSeenAt' : 'collaboratorSeenAt';
  await dataClient.models.Issue.update({ id: issueId, [field]: new Date().toISOString() });
}

/** Asks the server to send whatever the session's new turn makes due (it decides from the record alone). */
export async function askFollowUp(issueId: string): Promise<void> {
  await callSessionFunction('follow-up', { issueId });
}

export const UNSUBSCRIBE_FAILED = 'We could not turn the e-mails off just now. Please try the link again in a moment.';

/** Turns notices and reminders off for the address the e-mail's signed token names; no sign-in needed. */
export async function unsubscribeWithToken(token: string): Promise<{ ok: true } | { ok: false; message: string }> {
  const url = functionUrl('unsubscribe');
  if (!url) return { ok: false, message: UNSUBSCRIBE_FAILED };
  try {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
    if (response.ok) return { ok: true };
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    return { ok: false, message: typeof body?.message === 'string' ? body.message : UNSUBSCRIBE_FAILED };
  } catch {
    return { ok: false, message: UNSUBSCRIBE_FAILED };
  }
}
