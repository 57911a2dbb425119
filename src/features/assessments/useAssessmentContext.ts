import { useParams } from 'react-router-dom';
import { useUser, type SignedInUser } from '../../backend/UserProvider';
import { useSessionRole, type SessionRoleState } from '../../backend/useSessionRole';
import { sessionIdFromRoute } from '../../domain/sessionRole';

export interface AssessmentContext {
  /** The session id from /session/{id}/…, or undefined standalone. */
  issueId: string | undefined;
  /** The signed-in user (the routes are protected, so null only while the state is read). */
  user: SignedInUser | null;
  session: SessionRoleState;
}

/** Where every assessment page starts: who is signed in, and whether (and as whom) they are in a session. */
export function useAssessmentContext(): AssessmentContext {
  const { id } = useParams();
  const issueId = sessionIdFromRoute(id);
  const userState = useUser();
  const user = userState.status === 'signedIn' ? userState.user : null;
  const session = useSessionRole(issueId, user ? user.email : undefined);
  return { issueId, user, session };
}

/** 'Hi {first name or email or there}'. */
export function greetingName(user: SignedInUser | null): string {
  return user?.firstName.trim() || user?.email || 'there';
}

/** After a DCS save: the session's propose-strategies page, or home when standalone. */
export function afterDcsSavePath(issueId: string | undefined): string {
  return issueId ? `/session/${encodeURIComponent(issueId)}/propose-strategies` : '/';
}

export function sessionPath(issueId: string): string {
  return `/session/${encodeURIComponent(issueId)}`;
}
