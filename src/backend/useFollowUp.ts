/**
 * Mounted by the session's step pages: while the page is open and visible it tells the server so
 * every minute (so the viewer gets no e-mail about a turn they can see), and whenever the
 * session's turn changes (the viewer or the other person moved) it does so at once, and the
 * server checks what is due, so the other person, if away, hears at once. Failures are quiet:
 * nothing the viewer typed depends on them, and the scheduled run catches up within 15 minutes.
 */
import { useEffect } from 'react';
import { currentTurn, type FollowUpFacts } from '../domain/followUp';
import type { Role } from '../domain/sessionRole';
import { whenIdle } from './whenIdle';
import { sayPresentAndAskFollowUp } from './followUp';

const HEARTBEAT_MS = 60_000;

export function useFollowUp(issueId: string | null | undefined, session: FollowUpFacts | null | undefined, role: Role | null | undefined): void {
  const turnKey = session ? (currentTurn(session)?.key ?? null) : null;
  const open = Boolean(session) && session?.status !== 'closed';

  // A new turn restarts the beat, so the server hears of it at once; a hidden tab says nothing
  // (its person is not in the session), the one who moved is on screen and asks.
  useEffect(() => {
    if (!issueId || !role || !open) return;
    const beat = () => {
      if (document.visibilityState !== 'visible') return;
      sayPresentAndAskFollowUp(issueId).catch((error: unknown) => console.warn('Follow-up', error));
    };
    // Once the screen has painted (the browser idle): the call loads aws-amplify's auth code for the token.
    const cancelFirst = whenIdle(beat);
    const timer = setInterval(beat, HEARTBEAT_MS);
    document.addEventListener('visibilitychange', beat);
    return () => {
      cancelFirst();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', beat);
    };
  }, [issueId, role, open, turnKey]);
}
