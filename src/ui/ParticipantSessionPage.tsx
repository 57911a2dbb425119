import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { IssueRecord } from '../backend/data';
import { useLiveSession } from '../backend/useLiveSession';
import { useUser } from '../backend/UserProvider';
import { NOT_A_PARTICIPANT } from '../domain/agreement';
import { sessionIdFromRoute } from '../domain/sessionId';
import { roleOf, type Role } from '../domain/sessionRole';
import { LoadingCard, MessageCard } from './MessageCard';

/**
 * A session screen's frame: the session of the route, live, shown through `children` to one of its
 * two participants; a spinner while it loads, and a plain message when it failed or the reader is
 * not a participant.
 */
export function ParticipantSessionPage({ children }: { children: (session: IssueRecord, role: Role) => ReactNode }) {
  const id = sessionIdFromRoute(useParams().id);
  const user = useUser();
  const live = useLiveSession(id, 'Failed to load session.');
  if (live.state === 'loading') return <LoadingCard />;
  if (live.state === 'error') return <MessageCard variant="danger">{live.message}</MessageCard>;
  const email = user.status === 'signedIn' ? user.user.email : '';
  const role = live.state === 'ready' ? roleOf(live.session, email) : null;
  if (live.state === 'missing' || !role) return <MessageCard variant="warning">{NOT_A_PARTICIPANT}</MessageCard>;
  return children(live.session, role);
}
