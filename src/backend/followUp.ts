/**
 * The browser's part in following a session up (src/domain/followUp.ts): telling the follow-up
 * function the viewer is in the session and asking it to check what is due, and the e-mails'
 * unsubscribe link. The server alone decides what is sent, and stamps the time on its own clock.
 */
import { functionUrl } from './functions';
import { callSessionFunction } from './sessionFunctions';

/** Says the viewer has the session open now (no notice while they are there) and asks the server to send what the turn makes due. */
export async function sayPresentAndAskFollowUp(issueId: string): Promise<void> {
  await callSessionFunction('follow-up', { issueId, present: true });
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
