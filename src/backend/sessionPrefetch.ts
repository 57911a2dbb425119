/**
 * Starts a screen's reads as soon as its address is known (the router's loader), with the
 * tokens this browser stored, at the same moment as the sign-in check rather than after it
 * (issue 30, "Break the chain"). The screens take these reads from sessionCache.ts. Nothing read
 * here is shown before RequireAuth has the check's yes; on a no, UserProvider forgets it all.
 */
import { normalizeEmail } from '../domain/identity';
import type { EarlyTake } from './earlyAnswers';
import { readOwnSafetyCheck } from './safetyChecks';
import { forgetReads, isReadOfSession, rememberSession, safetyCheckReadKey, sessionListReadKey, sessionReadKey, shareRead } from './sessionCache';
import { getSession, listMySessions } from './sessions';
import { earlySignIn } from './signedInUser';
import { maySignedInSessionBeStored } from './storedSignIn';

/**
 * The signed-in e-mail and access token: the ones index.html sent its reads with, which the reads
 * take (earlyAnswers.ts), or else the stored tokens through aws-amplify (a refresh if they
 * expired; no request to Cognito's GetUser); null when there are none.
 */
async function storedSignIn(): Promise<{ email: string; early: EarlyTake } | null> {
  const sentEarly = earlySignIn();
  if (sentEarly) return sentEarly;
  if (!maySignedInSessionBeStored()) return null;
  const tokens = await import('./tokens').then(({ currentTokens }) => currentTokens()).catch(() => undefined);
  const email = tokens?.accessToken ? tokens.idToken?.payload.email : undefined;
  return tokens && typeof email === 'string' ? { email: normalizeEmail(email), early: { accessToken: tokens.accessToken.toString() } } : null;
}

/** The session `id` and my first safety check for it, read ahead; nothing when no tokens are stored. */
export async function prefetchSession(id: string): Promise<void> {
  const signIn = await storedSignIn();
  // Reads another route started and no screen took are of no use any more.
  forgetReads((key) => isReadOfSession(key, id));
  if (!signIn) return;
  const { email, early } = signIn;
  shareRead(sessionReadKey(id), () => getSession(id, early), (session) => rememberSession(id, session));
  shareRead(safetyCheckReadKey(id, email), () => readOwnSafetyCheck(id, email, undefined, early));
}

/** The viewer's session list, read ahead; nothing when no tokens are stored. */
export async function prefetchSessionList(): Promise<void> {
  const signIn = await storedSignIn();
  forgetReads((key) => !!signIn && key === sessionListReadKey(signIn.email));
  if (signIn) shareRead(sessionListReadKey(signIn.email), () => listMySessions(signIn.email, signIn.early));
}
