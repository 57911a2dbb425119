import { useParams } from 'react-router-dom';
import { useUser, type SignedInUser } from '../../backend/UserProvider';
import { useSessionRole, type SessionRoleState } from '../../backend/useSessionRole';
import { paths } from '../../domain/paths';
import { sessionIdFromRoute } from '../../domain/sessionId';

export interface AssessmentContext {
  /** The session id from /session/{id}/…; undefined standalone (or when the id is malformed). */
  issueId: string | undefined;
  /** True on the /session/{id}/… routes, even when the id turns out unusable. */
  inSession: boolean;
  /** The signed-in user (the routes are protected, so null only while the state is read). */
  user: SignedInUser | null;
  session: SessionRoleState;
}

/** Where every assessment page starts: who is signed in, and whether (and as whom) they are in a session. */
export function useAssessmentContext(): AssessmentContext {
  const { id } = useParams();
  const inSession = id !== undefined;
  const checkedId = inSession ? sessionIdFromRoute(id) : undefined;
  const userState = useUser();
  const user = userState.status === 'signedIn' ? userState.user : null;
  const session = useSessionRole(checkedId, user ? user.email : undefined);
  return { issueId: checkedId ?? undefined, inSession, user, session };
}

/** 'Hi {first name or email or there}'. */
export function greetingName(user: SignedInUser | null): string {
  return user?.firstName.trim() || user?.email || 'there';
}

/** After a DCS save: the session's propose-strategies page, or home when standalone. */
export function afterDcsSavePath(issueId: string | undefined): string {
  return issueId ? paths.session.proposeStrategies(issueId) : paths.home();
}
