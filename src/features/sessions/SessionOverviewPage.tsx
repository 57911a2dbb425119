import { useEffect } from 'react';
import { Alert, Button, Card, Col, Container, Row } from 'react-bootstrap';
import { useNavigate, useParams } from 'react-router-dom';
import type { IssueRecord } from '../../backend/data';
import { useFollowUp } from '../../backend/useFollowUp';
import { useLiveSession } from '../../backend/useLiveSession';
import { ReminderNote } from '../../ui/ReminderNote';
import { useUser } from '../../backend/UserProvider';
import { hasReviewedAll, proposedCandidates, sideReview } from '../../domain/agreement';
import { hasAgreedIssue, hasLeft } from '../../domain/leaving';
import { paths } from '../../domain/paths';
import { sessionIdFromRoute } from '../../domain/sessionId';
import { otherRole, roleOf, type Role } from '../../domain/sessionRole';
import { overviewNotice } from '../../domain/sessionStage';
import { fullName, overviewRedirect } from '../../domain/sessions';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { LinkButton } from '../../ui/LinkButton';
import { LoadingCard } from '../../ui/MessageCard';
import { StageBadge } from '../../ui/StageBadge';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { OverviewAnswers } from './OverviewAnswers';
import { OverviewHeading } from './OverviewHeading';
import { OverviewInviteToast } from './OverviewInviteToast';
import { OverviewNextStep, OverviewProposedIssues } from './OverviewNextStep';
import { OverviewStyles } from './OverviewStyles';
import { DeletedSession, SessionUnavailable } from '../../ui/SessionUnavailable';
import { DELETE_CONFIRMATION, LEAVE_CONFIRMATION, OTHER_LEFT_NOTICE, YOU_LEFT_NOTICE, deleteConsequence, leaveConsequence } from './sessionTexts';
import { useSessionDelete } from './useSessionDelete';
import { FormerParticipantNotice } from '../../ui/FormerParticipantNotice';

const NOT_FOUND = 'Session not found or you do not have access.';
const FETCH_FAILED = 'Failed to fetch issue.';

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
  if (live.state === 'error') return <SessionUnavailable>{live.message}</SessionUnavailable>;
  // Deleted while open here (by the other side, live) or before: say so rather than "not found".
  if (live.state === 'missing' && live.closed && roleOf(live.closed, email)) return <DeletedSession session={live.closed} email={email} />;
  if (live.state === 'missing' || !role) return <SessionUnavailable>{NOT_FOUND}</SessionUnavailable>;
  return <Overview session={live.session} role={role} />;
}

/** One side's names as the overview uses them. */
function sideNames(session: IssueRecord, role: Role) {
  return role === 'initiator'
    ? { first: session.initiatorFirstName, full: fullName(session.initiatorFirstName, session.initiatorLastName) }
    : { first: session.collaboratorFirstName, full: fullName(session.collaboratorFirstName, session.collaboratorLastName) };
}

function Overview({ session, role }: { session: IssueRecord; role: Role }) {
  const navigate = useNavigate();
  // Once an issue is agreed, what you reached belongs to both: you may leave, no longer delete for both (src/domain/leaving.ts).
  const leaves = hasAgreedIssue(session);
  const deletion = useSessionDelete(session.id, role, leaves);
  useFollowUp(session.id, session, role);

  const initiatorHasReviewed = hasReviewedAll(sideReview(session, 'initiator'), proposedCandidates(session));
  const redirect = overviewRedirect(session, role, { initiatorHasReviewed });
  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  const me = sideNames(session, role);
  const other = sideNames(session, otherRole(role));
  const notice = overviewNotice(session, role);

  return (
    <Container className="py-4" style={{ maxWidth: 960 }}>
      <OverviewInviteToast session={session} />
      <Card className="shadow-sm border-0">
        <Card.Body className="p-3 p-sm-4">
          <OverviewHeading session={session} />
          <div className="mb-3">
            <StageBadge session={session} />
          </div>
          <FormerParticipantNotice erasedSide={session.formerParticipantSide} role={role} />
          {hasLeft(session, otherRole(role)) ? (
            <Alert variant="secondary" role="status" data-testid="other-left">
              {OTHER_LEFT_NOTICE}
            </Alert>
          ) : null}
          {hasLeft(session, role) ? (
            <Alert variant="secondary" role="status">
              {YOU_LEFT_NOTICE}
            </Alert>
          ) : null}
          {deletion.problem ? (
            <Alert variant="danger" dismissible onClose={deletion.dismissProblem}>
              {deletion.problem}
            </Alert>
          ) : null}
          <Row xs={1} md={2} className="g-2 mb-3">
            <Col>
              <strong>You:</strong> {me.full}
            </Col>
            <Col>
              <strong>{role === 'initiator' ? 'Collaborator:' : 'Invited by:'}</strong> {other.full}
            </Col>
          </Row>

          <OverviewNextStep session={session} role={role} notice={notice} otherFirst={other.first} otherFull={other.full} />
          <ReminderNote session={session} role={role} otherFirst={other.first} />
          {notice.kind === 'review' || notice.kind === 'waiting-for-review' ? (
            <OverviewProposedIssues statements={proposedCandidates(session).map((c) => c.statement)} />
          ) : null}

          <OverviewAnswers session={session} role={role} otherFirst={other.first} />
          <OverviewStyles session={session} role={role} otherFirst={other.first} />
        </Card.Body>
        <Card.Footer className="bg-transparent d-flex flex-wrap gap-2">
          <LinkButton to={paths.session.list()} variant="outline-secondary">
            Back to Sessions
          </LinkButton>
          <LinkButton to={paths.session.timeline(session.id)} variant="outline-secondary">
            Your journey
          </LinkButton>
          <LinkButton to={paths.home()} variant="outline-secondary">
            Home
          </LinkButton>
          {/* Destructive, so last and apart from the way on. */}
          {leaves ? (
            hasLeft(session, role) ? null : (
              <Button variant="outline-danger" className="ms-auto" onClick={deletion.ask}>
                Leave Session
              </Button>
            )
          ) : (
            <Button variant="outline-danger" className="ms-auto" onClick={deletion.ask}>
              Delete Session
            </Button>
          )}
        </Card.Footer>
      </Card>
      <ConfirmModal
        show={deletion.confirming}
        title={leaves ? 'Leave session' : 'Delete session'}
        message={
          <>
            <p>{leaves ? LEAVE_CONFIRMATION : DELETE_CONFIRMATION}</p>
            <p className="mb-0">{leaves ? leaveConsequence(other.first) : deleteConsequence(other.first)}</p>
          </>
        }
        confirmLabel={leaves ? 'Leave Session' : 'Delete Session'}
        busy={deletion.deleting}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </Container>
  );
}
