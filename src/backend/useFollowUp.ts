/**
 * Mounted by the session's step pages: while the page is open and visible it says so every
 * minute (so the viewer gets no e-mail about a turn they can see), and whenever the session's
 * turn changes (the viewer or the other person moved) it asks the server to check what is due,
 * so the other person, if away, hears at once. Failures are quiet: nothing the viewer typed
 * depends on them, and the scheduled run catches up within 15 minutes.
 */
import { useEffect, useRef } from 'react';
import { currentTurn, type FollowUpFacts } from '../domain/followUp';
import type { Role } from '../domain/sessionRole';
import { askFollowUp, markSeen } from './followUp';

const HEARTBEAT_MS = 60_000;

const quietly = (work: Promise<unknown>) => void work.catch((error: unknown) => console.warn('Follow-up', error));

export function useFollowUp(issueId: string | null | undefined, session: FollowUpFacts | null | undefined, role: Role | null | undefined): void {
  const turnKey = session ? (currentTurn(session)?.key ?? null) : null;
  const open = Boolean(session) && session?.status !== 'closed';
  // The latest "I am here", so the server hears it before it is asked what is due (else it e-mails the viewer).
  const lastSeen = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    if (!issueId || !role || !open) return;
    const beat = () => {
      if (document.visibilityState !== 'visible') return;
      lastSeen.current = markSeen(issueId, role).catch((error: unknown) => console.warn('Follow-up', error));
    };
    beat();
    const timer = setInterval(beat, HEARTBEAT_MS);
    document.addEventListener('visibilitychange', beat);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', beat);
    };
  }, [issueId, role, open]);

  useEffect(() => {
    if (issueId && role && turnKey) quietly(lastSeen.current.then(() => askFollowUp(issueId)));
  }, [issueId, role, turnKey]);
}
