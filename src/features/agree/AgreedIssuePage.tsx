import { Alert } from 'react-bootstrap';
import { useParams } from 'react-router-dom';
import { useLiveSession } from '../../backend/useLiveSession';
import { useUser } from '../../backend/UserProvider';
import {
  NOT_A_PARTICIPANT,
  NO_OVERLAP_WARNING,
  agreedIssueSuccess,
  reviewOutcome,
} from '../../domain/agreement';
import { paths } from '../../domain/paths';
import { sessionIdFromRoute } from '../../domain/sessionId';
import { roleOf } from '../../domain/sessionRole';
import { LinkButton } from '../../ui/LinkButton';
import { LoadingCard, MessageCard } from '../../ui/MessageCard';
import { DeletedSession } from '../../ui/SessionUnavailable';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { hasSolutions } from '../../domain/solutions';

/**
 * /session/{id}/agreed-issue (docs/rules.md, "Agreement"): the first best-scored proposed
 * statement both sides accepted (else a wording both sides hold), or the no-overlap warning. Live, so it fills in when the
 * other side's answers arrive.
 */
export default function AgreedIssuePage() {
  useDocumentTitle('Agreed Issue');
  const id = sessionIdFromRoute(useParams().id);
  const user = useUser();
  const live = useLiveSession(id, 'Failed to load session.');
  const email = user.status === 'signedIn' ? user.user.email : '';
  const backToSession = id ? paths.session.overview(id) : paths.session.list();
  const back = (
    <LinkButton to={backToSession} variant="outline-secondary">
      Back to Session
    </LinkButton>
  );

  if (live.state === 'loading') return <LoadingCard label="Loading…" />;
  // Deleted while open (issue 27): say so plainly, with the way back.
  if (live.state === 'missing' && live.closed && roleOf(live.closed, email)) return <DeletedSession session={live.closed} email={email} />;
  if (live.state !== 'ready') {
    return (
      <MessageCard variant="danger" actions={back}>
        {live.state === 'error' ? live.message : 'Session not found.'}
      </MessageCard>
    );
  }
  const session = live.session;
  if (!roleOf(session, email)) return <MessageCard variant="warning" actions={back}>{NOT_A_PARTICIPANT}</MessageCard>;

  // The first proposed statement both accepted, else a wording both hold (issue 27).
  const outcome = reviewOutcome(session);
  const agreed = outcome.kind === 'agreed' ? outcome.candidate : null;
  if (!agreed) {
    return (
      <MessageCard
        title="Agreed Issue"
        actions={
          <>
            <LinkButton to={paths.session.agreeIssue(session.id)}>Review Issues Again</LinkButton>
            {back}
          </>
        }
      >
        <Alert variant="warning" className="mb-0">
          {NO_OVERLAP_WARNING}
        </Alert>
      </MessageCard>
    );
  }
  return (
    <MessageCard
      title="Agreed Issue"
      actions={
        <>
          <LinkButton to={paths.session.solutions(session.id)}>{hasSolutions(session) ? 'View Solutions' : 'Create 5 Solutions'}</LinkButton>
          {back}
        </>
      }
    >
      <Alert variant="success" className="mb-0">
        <p className="mb-2">{agreedIssueSuccess(session.collaboratorFirstName, session.initiatorFirstName)}</p>
        <blockquote className="fs-5 fw-semibold mb-0 text-break">{agreed.statement}</blockquote>
        {agreed.reason ? <div className="small text-body-secondary mt-2 text-break">Why this option: {agreed.reason}</div> : null}
      </Alert>
    </MessageCard>
  );
}
