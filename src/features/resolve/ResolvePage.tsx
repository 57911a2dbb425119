import { Alert, Badge, Card, Container } from 'react-bootstrap';
import { useParams } from 'react-router-dom';
import type { IssueRecord } from '../../backend/data';
import { useStatusOnOpen } from '../../backend/useStatusOnOpen';
import { useLiveSession } from '../../backend/useLiveSession';
import { useStyleFromProfile } from '../../backend/useStyleFromProfile';
import { useUser } from '../../backend/UserProvider';
import { NOT_A_PARTICIPANT } from '../../domain/agreement';
import { storedBestSolution } from '../../domain/bestSolution';
import { DCS_MODE_LABELS } from '../../domain/dcs';
import { paths } from '../../domain/paths';
import { agreedConflictText, resolveNext, sessionStyles } from '../../domain/resolve';
import { sessionIdFromRoute } from '../../domain/sessionId';
import { roleOf, type Role } from '../../domain/sessionRole';
import { BestSolutionCard } from '../../ui/BestSolutionCard';
import { LinkButton } from '../../ui/LinkButton';
import { SessionFooterLinks } from '../../ui/SessionFooterLinks';
import { LoadingCard, MessageCard } from '../../ui/MessageCard';
import { useDocumentTitle } from '../../ui/useDocumentTitle';

/**
 * /session/{id}/resolve (docs/rules.md, "Best solution"): the agreed conflict, the best
 * solution, both conflict styles and the way on to strategies, which needs both styles.
 * Opening it marks the session resolved (forward only) and fills the viewer's own empty style
 * from their profile. Live, so the other side's style shows up without a reload.
 */
export default function ResolvePage() {
  useDocumentTitle('Resolve');
  const id = sessionIdFromRoute(useParams().id);
  const user = useUser();
  const live = useLiveSession(id, 'Unable to load this session.');
  const back = (
    <LinkButton to={id ? paths.session.overview(id) : paths.session.list()} variant="outline-secondary">
      Back to Session
    </LinkButton>
  );
  if (live.state === 'loading') return <LoadingCard />;
  if (live.state === 'error') return <MessageCard variant="danger" actions={back}>{live.message}</MessageCard>;
  if (live.state === 'missing') return <MessageCard variant="warning" actions={back}>Session not found.</MessageCard>;
  const email = user.status === 'signedIn' ? user.user.email : '';
  const role = roleOf(live.session, email);
  if (!role) return <MessageCard variant="warning" actions={back}>{NOT_A_PARTICIPANT}</MessageCard>;
  return <Resolve session={live.session} role={role} email={email} />;
}

const styleLabel = (mode: keyof typeof DCS_MODE_LABELS | null) => (mode ? DCS_MODE_LABELS[mode] : 'Not set');

function Resolve({ session, role, email }: { session: IssueRecord; role: Role; email: string }) {
  useStatusOnOpen(session, 'resolved', { fallbackToIssueStatus: true });
  useStyleFromProfile(session, role, email);

  const me = role === 'initiator' ? session.initiatorFirstName : session.collaboratorFirstName;
  const best = storedBestSolution(session);
  const styles = sessionStyles(session);
  const next = resolveNext(session, role);
  const nameOf = (first: string, address: string) => first || address;
  return (
    <Container className="py-4 px-3">
      <Card className="shadow-sm border-0 mx-auto" style={{ maxWidth: 900 }}>
        <Card.Body className="p-3 p-sm-4">
          <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
            <h1 className="h3 mb-0">Resolve</h1>
            <Badge bg="success">Ready</Badge>
          </div>
          <p className="mb-2">Welcome, {me}.</p>
          <div className="d-flex flex-wrap gap-2 mb-3">
            <Badge bg="light" text="dark" className="border">
              Initiator: {nameOf(session.initiatorFirstName, session.initiatorEmail)}
            </Badge>
            <Badge bg="light" text="dark" className="border">
              Collaborator: {nameOf(session.collaboratorFirstName, session.collaboratorEmail)}
            </Badge>
          </div>

          <h2 className="h6 text-uppercase text-body-secondary mb-1">Agreed Conflict</h2>
          <p className="fs-5 text-break">{agreedConflictText(session)}</p>

          {best ? (
            <BestSolutionCard solution={best.solution} />
          ) : (
            <Alert variant="warning">
              No best solution has been chosen yet. <LinkButton to={paths.session.solutions(session.id)} size="sm" variant="outline-primary">Go to the solutions</LinkButton>
            </Alert>
          )}

          <p>
            Would you like help putting this solution into practice? Dfuse prepares strategies and communication tips for each of you, tailored to how
            each of you tends to handle conflict: your conflict style, from the short DCS questionnaire.
          </p>
          <div className="d-flex flex-wrap gap-2 mb-3" aria-label="Conflict styles">
            {/* White on Bootstrap's info blue fails AA contrast: known styles get dark text. */}
            <Badge bg={styles.initiator ? 'info' : 'secondary'} text={styles.initiator ? 'dark' : undefined}>
              Initiator DCS: {styleLabel(styles.initiator)}
            </Badge>
            <Badge bg={styles.collaborator ? 'info' : 'secondary'} text={styles.collaborator ? 'dark' : undefined}>
              Collaborator DCS: {styleLabel(styles.collaborator)}
            </Badge>
          </div>
          {next.kind !== 'strategies' ? (
            <Alert variant={next.kind === 'your-style' ? 'warning' : 'info'} role="status">
              {next.message}{' '}
              {next.kind === 'their-style' ? 'This page moves on by itself once they have.' : 'It takes about five minutes.'}
            </Alert>
          ) : null}
          <SessionFooterLinks>
            {next.kind === 'their-style' ? (
              <button type="button" className="btn btn-primary" disabled>
                Implement Solutions
              </button>
            ) : (
              <LinkButton to={next.kind === 'strategies' ? paths.session.proposeStrategies(session.id) : paths.session.dcsQuiz(session.id)}>
                Implement Solutions
              </LinkButton>
            )}
            <LinkButton to={paths.session.overview(session.id)} variant="outline-secondary">
              Back to Session
            </LinkButton>
          </SessionFooterLinks>
        </Card.Body>
      </Card>
    </Container>
  );
}
