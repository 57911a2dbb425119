/**
 * The session functions behind function URLs (send-email, propose-issues, settle-session and
 * the solution and strategy functions), called as the signed-in user with their access token.
 */
import { functionUrl } from './functions';

/** What a participant may ask send-email for: the invitation, and the notice that the session was deleted. */
export type SessionEmail = 'invite' | 'session-deleted';

/** A function's refusal: its HTTP status and its message (and whatever else its body said). */
export class FunctionCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> | null,
  ) {
    super(message);
  }
}

/**
 * POSTs JSON to one of the session functions as the signed-in user (its access token, which
 * the function also checks has not been revoked); a refusal is a FunctionCallError.
 */
export async function callSessionFunction(name: string, body: unknown, subpath = ''): Promise<unknown> {
  const base = functionUrl(name);
  if (!base) throw new Error(`${name} is not configured for this deployment.`);
  const url = subpath ? `${base.replace(/\/+$/, '')}/${subpath}` : base;
  const { currentTokens } = await import('./tokens');
  const token = (await currentTokens())?.accessToken?.toString();
  if (!token) throw new Error('No current user');
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok) return answer;
  const message = typeof answer?.message === 'string' ? answer.message : `The request failed (${response.status}).`;
  throw new FunctionCallError(response.status, message, answer);
}

/** Asks the send-email function to send one of the session's e-mails; it composes and addresses it. */
export async function sendSessionEmail(template: SessionEmail, issueId: string): Promise<void> {
  await callSessionFunction('send-email', { template, issueId });
}

/** The invitation as send-email composes it (without its link's address), for the initiator to approve before it goes out. */
export interface InvitationPreview {
  /** The neutral topic Dfuse proposes from the initiator's answers. */
  proposedTopic: string;
  invitation: { to: string; subject: string; paragraphs: string[]; linkLabel: string; signature: string };
}

/** What the invitation will say, composed by the code that sends it, with the proposed topic; sends nothing. */
export async function previewInvitation(issueId: string): Promise<InvitationPreview> {
  return (await callSessionFunction('send-email', { template: 'invite-preview', issueId })) as InvitationPreview;
}

/**
 * Asks for the proposed issue statements (the propose-issues function). Safe to repeat: the
 * function does the work once; the statements arrive on the session through live updates.
 */
export async function requestProposedIssues(issueId: string): Promise<void> {
  await callSessionFunction('propose-issues', { issueId });
}

export type SettleStep = 'agree' | 'top-three' | 'best-solution';

/**
 * Asks the server to decide what both sides share at `step` from what each has submitted
 * (the settle-session function). The outcome it recorded, or null while it still waits for
 * someone's input. Safe to repeat and to race: one outcome is recorded.
 */
export async function settleSession(issueId: string, step: SettleStep): Promise<string | null> {
  try {
    const answer = (await callSessionFunction('settle-session', { issueId, step })) as { outcome?: unknown } | null;
    return typeof answer?.outcome === 'string' ? answer.outcome : null;
  } catch (error) {
    if (error instanceof FunctionCallError && error.status === 409) return null;
    throw error;
  }
}

/**
 * The signed-in side's own answer to the suggested best solution (settle-session, step
 * `suggestion`): accept it, or ask that both rank the top three again. The outcome the server
 * recorded ('accepted', 'both-accepted', 're-ranked'); a refusal is a FunctionCallError.
 */
export async function answerSuggestion(issueId: string, answer: 'accept' | 're-rank'): Promise<string | null> {
  const reply = (await callSessionFunction('settle-session', { issueId, step: 'suggestion', answer })) as { outcome?: unknown } | null;
  return typeof reply?.outcome === 'string' ? reply.outcome : null;
}
