/**
 * Starts a session screen's reads as soon as its address is known (the router's loader), with
 * the tokens this browser stored, at the same moment as the sign-in check rather than after it
 * (issue 30, "Break the chain"). The screens take these reads from sessionCache.ts. Nothing read
 * here is shown before RequireAuth has the check's yes; on a no, UserProvider forgets it all.
 */
import './amplify';
import { fetchAuthSession } from 'aws-amplify/auth';
import { normalizeEmail } from '../domain/identity';
import { readOwnSafetyCheck } from './safetyChecks';
import { rememberSession, safetyCheckReadKey, sessionReadKey, shareRead } from './sessionCache';
import { getSession } from './sessions';

/** The session `id` and my first safety check for it, read ahead; nothing when no tokens are stored. */
export async function prefetchSession(id: string): Promise<void> {
  // Stored tokens only (a refresh if they expired): no request to Cognito's GetUser here.
  const { tokens } = await fetchAuthSession().catch(() => ({ tokens: undefined }));
  if (!tokens?.accessToken) return;
  shareRead(sessionReadKey(id), getSession(id), (session) => rememberSession(id, session));
  const email = tokens.idToken?.payload.email;
  if (typeof email === 'string') shareRead(safetyCheckReadKey(id, normalizeEmail(email)), readOwnSafetyCheck(id, email));
}
