import { useEffect, useState } from 'react';
import { Alert, Button, Card, Col, Container, ListGroup, Row, Toast, ToastContainer } from 'react-bootstrap';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { deleteSession, sendSessionEmail, type IssueRecord } from '../../backend/sessions';
import { useLiveSession } from '../../backend/useLiveSession';
import { useUser } from '../../backend/UserProvider';
import { hasReviewedAll, proposedCandidates, sideReview } from '../../domain/agreement';
import { paths } from '../../domain/paths';
import { sessionIdFromRoute } from '../../domain/sessionId';
import { roleOf, type Role } from '../../domain/sessionRole';
import { fullName, lastText, overviewRedirect, sessionTitle } from '../../domain/sessions';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { LinkButton } from '../../ui/LinkButton';
import { LoadingCard, MessageCard } from '../../ui/MessageCard';
import { StatusBadge } from '../../ui/StatusBadge';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { DELETE_CONFIRMATION, TOAST_HIDE_MS } from './sessionTexts';

const NOT_FOUND = 'Session not found or you do not have access.';
const FETCH_FAILED = 'Failed to fetch issue.';
const DELETE_FAILED = 'Failed to delete session. Please try again.';

/** /session/{id}: the session overview (docs/rules.md, "Sessions"), kept live. */
export default function SessionOverviewPage() {
  useDocumentTitle('Session');
  const { id: rawId } = useParams();
  const id = sessionIdFromRoute(rawId);
  const user = useUser();
  const email = user.status === 'signedIn' ? user.user.email : '';
  const live = useLiveSession(id, FETCH_FAILED);
  const role = live.state === 'ready' ? roleOf(live.session, email) : null;

  if (live.state === 'loading') return <LoadingCard />;
  if (live.state === 'error') return <NotAvailable message={live.message} />;
  if (live.state === 'missing' || !role) return <NotAvailable message={NOT_FOUND} />;
  return <Overview session={live.session} role={role} />;
}

function NotAvailable({ message }: { message: string }) {
  return (
    <MessageCard
      variant="warning"
      actions={
        <>
          <LinkButton to={paths.session.list()}>Back to Sessions</LinkButton>
          <LinkButton to={paths.home()} variant="outline-secondary">
            Home
          </LinkButton>
        </>
      }
    >
      {message}
    </MessageCard>
  );
}

function Overview({ session, role }: { session: IssueRecord; role: Role }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const invited = params.get('invited') === '1' || (location.state as { showInviteToast?: boolean } | null)?.showInviteToast === true;
  const [showToast, setShowToast] = useState(invited);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const initiatorHasReviewed = hasReviewedAll(sideReview(session, 'initiator'), proposedCandidates(session));
  const redirect = overviewRedirect(session, role, { initiatorHasReviewed });
  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  async function confirmDelete() {
    setDeleting(true);
    try {
      await deleteSession(session.id);
      navigate(paths.session.list(), { replace: true });
    } catch (error) {
      console.warn(DELETE_FAILED, error);
      setProblem(DELETE_FAILED);
      setDeleting(false);
      setConfirming(false);
    }
  }

  const mine = role === 'initiator';
  const me = mine ? fullName(session.initiatorFirstName, session.initiatorLastName) : fullName(session.collaboratorFirstName, session.collaboratorLastName);
  const other = mine ? fullName(session.collaboratorFirstName, session.collaboratorLastName) : fullName(session.initiatorFirstName, session.initiatorLastName);
  const concern = lastText(mine ? session.initiatorIssue : session.collaboratorIssue);
  const outcome = lastText(mine ? session.desiredOutcomeInitiator : session.desiredOutcomeCollaborator);
  const proposals = proposedCandidates(session).map((c) => c.statement);
  const agreedIssue = session.agreedIssue?.trim();
  // The outcome of the agree step leaves the status at resolving_issue (docs/rules.md, "Agreement"), so the
  // agreed box follows agreedIssue rather than the agreed_on_issue status alone.
  const reviewing = !agreedIssue && (session.status === 'accepted' || session.status === 'resolving_issue');

  return (
    <Container className="py-4" style={{ maxWidth: 960 }}>
      <ToastContainer position="top-end" className="p-3" style={{ zIndex: 1080 }}>
        <Toast show={showToast} onClose={() => setShowToast(false)} delay={TOAST_HIDE_MS} autohide bg="success">
          <Toast.Body className="text-white">Invitation sent</Toast.Body>
        </Toast>
      </ToastContainer>
      <Card className="shadow-sm border-0">
        <Card.Body className="p-3 p-sm-4">
          <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-3">
            <div>
              <h1 className="h3 mb-1 text-break">{sessionTitle(session)}</h1>
              <StatusBadge status={session.status} />
            </div>
            <Button variant="outline-danger" onClick={() => setConfirming(true)}>
              Delete Session
            </Button>
          </div>
          {problem ? (
            <Alert variant="danger" dismissible onClose={() => setProblem(null)}>
              {problem}
            </Alert>
          ) : null}
          <Row xs={1} md={2} className="g-2 mb-3">
            <Col>
              <strong>You:</strong> {me}
            </Col>
            <Col>
              <strong>Collaborator:</strong> {other}
            </Col>
          </Row>
          <dl className="mb-3">
            <dt>Your latest concern</dt>
            <dd className="text-break overview-text">{concern ?? 'Not answered yet.'}</dd>
            <dt>Your desired outcome</dt>
            <dd className="text-break overview-text">{outcome ?? 'Not answered yet.'}</dd>
          </dl>

          <WaitingNotice session={session} role={role} other={other} />

          {reviewing ? (
            <section aria-labelledby="proposed-title" className="mt-3">
              <h2 id="proposed-title" className="h5">
                Proposed issues
              </h2>
              {proposals.length ? (
                <>
                  <ListGroup as="ol" numbered className="mb-2">
                    {proposals.map((statement) => (
                      <ListGroup.Item as="li" key={statement} className="text-break">
                        {statement}
                      </ListGroup.Item>
                    ))}
                  </ListGroup>
                  <LinkButton to={paths.session.agree(session.id)}>Review and agree</LinkButton>
                </>
              ) : (
                <p className="text-body-secondary mb-0">
                  {session.collaboratorJoined
                    ? 'Both of you have answered. The proposed issue statements will appear here as soon as they are ready.'
                    : 'Proposed issue statements appear here once both of you have answered.'}
                </p>
              )}
            </section>
          ) : null}

          {agreedIssue ? (
            <Alert variant="success" className="mt-3">
              <h2 className="h6">Agreed issue</h2>
              <p className="mb-2 text-break">{agreedIssue}</p>
              <LinkButton to={paths.session.agreedIssue(session.id)} size="sm" variant="success">
                Continue
              </LinkButton>
            </Alert>
          ) : null}
        </Card.Body>
        <Card.Footer className="bg-transparent d-flex flex-wrap gap-2">
          <LinkButton to={paths.session.list()} variant="outline-secondary">
            Back to Sessions
          </LinkButton>
          <LinkButton to={paths.home()} variant="outline-secondary">
            Home
          </LinkButton>
        </Card.Footer>
      </Card>
      <ConfirmModal
        show={confirming}
        title="Delete session"
        message={DELETE_CONFIRMATION}
        confirmLabel="Delete Session"
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      />
    </Container>
  );
}

/** Who is waiting for whom, and for the initiator the invitation's state with a resend. */
function WaitingNotice({ session, role, other }: { session: IssueRecord; role: Role; other: string }) {
  const [resend, setResend] = useState<{ busy: boolean; message?: string; ok?: boolean }>({ busy: false });
  if (session.collaboratorJoined) {
    if (role === 'initiator') return <Alert variant="success">{other} has responded to your invitation.</Alert>;
    return <Alert variant="info">Thanks for responding. Waiting for {other} to review the proposed issues with you.</Alert>;
  }
  if (role === 'collaborator') {
    return (
      <Alert variant="info">
        {other} is waiting for your answers.{' '}
        <Link to={paths.invitation(session.id)} className="alert-link">
          Respond to the invitation
        </Link>
      </Alert>
    );
  }
  async function sendAgain() {
    setResend({ busy: true });
    try {
      await sendSessionEmail('invite', session.id);
      setResend({ busy: false, ok: true, message: 'Invitation sent.' });
    } catch (error) {
      setResend({ busy: false, ok: false, message: error instanceof Error ? error.message : 'The invitation could not be sent.' });
    }
  }
  const sentAt = session.inviteEmailStatus === 'sent' && session.inviteEmailSentAt ? new Date(session.inviteEmailSentAt) : null;
  return (
    <Alert variant="info" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
      <span>
        Waiting for {other} to accept your invitation.{' '}
        {sentAt ? `The invitation was e-mailed to ${session.collaboratorEmail} at ${sentAt.toLocaleString()}.` : 'The invitation e-mail has not been sent yet.'}
        {resend.message ? <span className={`d-block small ${resend.ok ? 'text-success' : 'text-danger'}`}>{resend.message}</span> : null}
      </span>
      <Button size="sm" variant="outline-primary" onClick={() => void sendAgain()} disabled={resend.busy}>
        {resend.busy ? 'Sending…' : sentAt ? 'Send again' : 'Send invitation'}
      </Button>
    </Alert>
  );
}
