import { Alert, Badge, Card, Col, Container, Row } from 'react-bootstrap';
import { useNavigate, useParams } from 'react-router-dom';
import type { IssueRecord } from '../../backend/data';
import type { PollingFor } from '../../backend/watchSessions';
import { useStatusOnOpen } from '../../backend/useStatusOnOpen';
import { useLiveSession } from '../../backend/useLiveSession';
import { useStyleFromProfile } from '../../backend/useStyleFromProfile';
import { useUser } from '../../backend/UserProvider';
import { NOT_A_PARTICIPANT } from '../../domain/agreement';
import { storedBestSolution } from '../../domain/bestSolution';
import { DCS_MODE_LABELS } from '../../domain/dcs';
import { paths } from '../../domain/paths';
import { sessionIdFromRoute } from '../../domain/sessionId';
import { atSentenceStart } from '../../domain/sessions';
import { roleOf, type Role } from '../../domain/sessionRole';
import { STRATEGY_POLLING, hasAnyStrategies, hasChosenSolution, sideStrategies, styleOf } from '../../domain/strategies';
import { BestSolutionCard } from '../../ui/BestSolutionCard';
import { LinkButton } from '../../ui/LinkButton';
import { LoadingCard, MessageCard } from '../../ui/MessageCard';
import { NoSolutionYetCard } from '../../ui/NoSolutionYetCard';
import { StrategyList } from '../../ui/StrategyList';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { GenerationBanners } from './GenerationBanners';
import { useStrategyGeneration } from './useStrategyGeneration';

const POLLING: PollingFor = () => ({ name: 'strategies', ...STRATEGY_POLLING.propose });

/**
 * /session/{id}/propose-strategies (docs/rules.md, "Strategies"): each person's recommended
 * strategies and communication tips, made for this conflict, this solution and the two conflict
 * styles. Generation starts by itself once both styles are known; the page follows it live.
 */
export default function ProposeStrategiesPage() {
  useDocumentTitle('Implementation Strategies');
  const id = sessionIdFromRoute(useParams().id);
  const navigate = useNavigate();
  const user = useUser();
  const live = useLiveSession(id, 'Failed to load issue.', POLLING);
  const goBack = (
    <button type="button" className="btn btn-outline-secondary" onClick={() => navigate(-1)}>
      Go back
    </button>
  );
  if (live.state === 'loading') return <LoadingCard />;
  if (live.state === 'error') return <MessageCard variant="danger" actions={goBack}>{live.message}</MessageCard>;
  if (live.state === 'missing') return <MessageCard variant="warning" actions={goBack}>Issue not found.</MessageCard>;
  const email = user.status === 'signedIn' ? user.user.email : '';
  const role = roleOf(live.session, email);
  if (!role) return <MessageCard variant="warning" actions={goBack}>{NOT_A_PARTICIPANT}</MessageCard>;
  if (!hasChosenSolution(live.session)) return <NoSolutionYetCard sessionId={live.session.id} title="Implementation Strategies" />;
  return <Strategies session={live.session} role={role} email={email} />;
}

function Strategies({ session, role, email }: { session: IssueRecord; role: Role; email: string }) {
  const navigate = useNavigate();
  useStyleFromProfile(session, role, email);
  useStatusOnOpen(session, 'strategies');
  const generation = useStrategyGeneration(session, { auto: true });
  const best = storedBestSolution(session);
  const me = role === 'initiator' ? session.initiatorFirstName : session.collaboratorFirstName;
  const ready = hasAnyStrategies(session);
  return (
    <Container className="py-4 px-3">
      <Card className="shadow-sm border-0">
        <Card.Body className="p-3 p-sm-4">
          <h1 className="h3 mb-1">Implementation Strategies</h1>
          <p className="mb-3">Hi {me}. Here is what each of you can do, and how to say it, to make the solution you chose work.</p>
          <GenerationBanners generation={generation} ready={ready} session={session} role={role} />

          <h2 className="h6 text-uppercase text-body-secondary mb-1">Agreed Issue</h2>
          <p className="fs-5 text-break">{session.agreedIssue?.trim() || '—'}</p>
          {best ? <BestSolutionCard solution={best.solution} /> : <Alert variant="warning">No best solution has been chosen for this session yet.</Alert>}

          <Row className="g-3">
            {(['initiator', 'collaborator'] as const).map((side) => (
              <Col md={6} key={side}>
                <PartyCard session={session} side={side} isViewer={side === role} />
              </Col>
            ))}
          </Row>
          <div className="d-flex flex-wrap gap-2 mt-3 d-print-none">
            <button type="button" className="btn btn-outline-secondary" onClick={() => navigate(-1)}>
              Back
            </button>
            {ready ? (
              <LinkButton to={paths.session.implement(session.id)}>Continue to Implementation</LinkButton>
            ) : (
              <button type="button" className="btn btn-primary" disabled>
                Continue to Implementation
              </button>
            )}
          </div>
        </Card.Body>
      </Card>
    </Container>
  );
}

function PartyCard({ session, side, isViewer }: { session: IssueRecord; side: Role; isViewer: boolean }) {
  const name = side === 'initiator' ? session.initiatorFirstName : session.collaboratorFirstName;
  const style = styleOf(session, side);
  const { strategies, tips } = sideStrategies(session, side);
  return (
    <Card className={`h-100 strategy-card ${isViewer ? 'border-primary' : ''}`}>
      <Card.Body>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <h2 className="h5 mb-0">{isViewer ? 'Your Plan' : `${atSentenceStart(name ?? '')}’s Plan`}</h2>
          {isViewer ? <Badge bg="primary">You</Badge> : null}
        </div>
        <div className="small text-body-secondary mt-1">
          Conflict style (DCS): {style ? DCS_MODE_LABELS[style] : '—'}
        </div>
        <StrategyList title="Recommended Strategies" items={strategies} />
        <StrategyList title="Communication Tips" items={tips} />
      </Card.Body>
    </Card>
  );
}
