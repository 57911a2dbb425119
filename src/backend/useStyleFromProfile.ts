import { useEffect, useRef } from 'react';
import { styleBackfill } from '../domain/resolve';
import type { Role } from '../domain/sessionRole';
import { copyDcsToSession } from './assessments';
import type { IssueRecord } from './data';
import { useOwnProfile } from './useOwnProfile';

/**
 * A conflict style already on the viewer's profile counts for the session: once the profile is
 * read, the viewer's own empty style in this session is filled from it (docs/rules.md, "Best
 * solution"). Someone who took the questionnaire from Home is not sent to take it again.
 */
export function useStyleFromProfile(session: IssueRecord, role: Role, email: string): void {
  const profile = useOwnProfile(email);
  const profileMode = profile.state.status === 'ready' ? (profile.state.profile?.dcsMode ?? null) : undefined;
  const done = useRef(false);
  const backfill = profileMode === undefined ? null : styleBackfill(session, role, profileMode);
  useEffect(() => {
    if (done.current || !backfill) return;
    done.current = true;
    copyDcsToSession(session, role, backfill.mode).catch((error: unknown) => console.warn('Could not copy the conflict style to the session', error));
    // The session is read when the back-fill is decided; a later state need not re-run it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [backfill?.mode]);
}
