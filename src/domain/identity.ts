/**
 * The custom token claim that carries the caller's trimmed, lower-cased e-mail.
 *
 * Cognito access tokens have no `email`, and aws-amplify always authorizes realtime
 * subscriptions with the access token, so the pre-token-generation trigger adds this
 * claim to both tokens and every owner rule in the data schema reads it.
 */
export const PARTICIPANT_EMAIL_CLAIM = 'email_lower';

/** The canonical form of an e-mail for comparison, keys and ownership: trimmed and lower-cased. */
export function normalizeEmail(email: string | null | undefined): string {
  return (email ?? '').trim().toLowerCase();
}
