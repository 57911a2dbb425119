import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Card, Col, Container, Row, Spinner } from 'react-bootstrap';
import { useParams } from 'react-router-dom';
import type { IssueRecord } from '../../backend/data';
import type { PollingFor } from '../../backend/watchSessions';
import { enqueueStrategies, requestPlan } from '../../backend/strategies';
import { useFollowUp } from '../../backend/useFollowUp';
import { useLiveSession } from '../../backend/useLiveSession';
import { useStatusOnOpen } from '../../backend/useStatusOnOpen';
import { useUser } from '../../backend/UserProvider';
import { NOT_A_PARTICIPANT } from '../../domain/agreement';
import { storedBestSolution } from '../../domain/bestSolution';
import { DCS_MODE_LABELS } from '../../domain/dcs';
import { paths } from '../../domain/paths';
import { sessionIdFromRoute } from '../../domain/sessionId';
import { roleOf, type Role } from '../../domain/sessionRole';
import { fullName } from '../../domain/sessions';
import { STRATEGY_POLLING, bothHaveStrategies, hasChosenSolution, readPlan, sideStrategies, styleOf, type ImplementPlan } from '../../domain/strategies';
import { BestSolutionCard } from '../../ui/BestSolutionCard';
import { LinkButton } from '../../ui/LinkButton';
import { LoadingCard, MessageCard } from '../../ui/MessageCard';
import { NoSolutionYetCard } from '../../ui/NoSolutionYetCard';
import { StrategyList } from '../../ui/StrategyList';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { CommitSection } from './CommitSection';
import './implement.css';

/** The implement page waits for both sides' strategies: every 2 s for up to a minute (docs/rules.md, "Strategies"). */
const POLLING: PollingFor = (session) =>
  session && !bothHaveStrategies(session) ? { name: 'implement', ...STRATEGY_POLLING.implement } : { name: 'implemented', everyMs: 4000, forMs: Infinity };

/**
 * /session/{id}/implement (docs/rules.md, "Strategies"): once both conflict styles are set, the
 * agreed issue, the best solution, the viewer's tailored plan (made once and kept; made again on
 * request or when the session changed), and both sides' ways to implement it; it prints as a
 * clean document (Print / Save PDF). Before that, which styles are still pending.
 */
export default function ImplementPage() {
  useDocumentTitle('Implement the Solution');
  const id = sessionIdFromRoute(useParams().id);
  const user = useUser();
  const live = useLiveSession(id, 'Failed to load session.', POLLING);
  if (live.state === 'loading') return <LoadingCard />;
  if (live.state === 'error') return <MessageCard variant="danger">{live.message}</MessageCard>;
  const email = user.status === 'signedIn' ? user.user.email : '';
  const role = live.state === 'ready' ? roleOf(live.session, email) : null;
  if (live.state === 'missing' || !role) return <MessageCard variant="warning">{NOT_A_PARTICIPANT}</MessageCard>;
  if (!hasChosenSolution(live.session)) return <NoSolutionYetCard sessionId={live.session.id} title="Implement the Solution" />;
  return <Implement session={live.session} role={role} />;
}

function Implement({ session, role }: { session: IssueRecord; role: Role }) {
  useFollowUp(session.id, session, role);
  useStatusOnOpen(session, 'implemented');
  const styles = { initiator: styleOf(session, 'initiator'), collaborator: styleOf(session, 'collaborator') };
  if (!styles.initiator || !styles.collaborator) return <Prep session={session} styles={styles} />;
  return <Plan session={session} role={role} />;
}

function Prep({ session, styles }: { session: IssueRecord; styles: Record<Role, string | null> }) {
  const badge = (done: boolean) => <Badge bg={done ? 'success' : 'secondary'}>{done ? 'Done' : 'Pending'}</Badge>;
  return (
    <MessageCard
      title="Implementation Prep"
      actions={
        <>
          <Button onClick={() => window.location.reload()}>Refresh</Button>
          <LinkButton to={paths.session.overview(session.id)} variant="outline-secondary">
            Back to Session
          </LinkButton>
          <LinkButton to={paths.session.list()} variant="outline-secondary">
            My Sessions
          </LinkButton>
        </>
      }
    >
      <ul className="list-unstyled mb-3">
        <li className="mb-1">
          {badge(!!styles.initiator)} Initiator Dfuse Conflict Style ({session.initiatorFirstName})
        </li>
        <li>
          {badge(!!styles.collaborator)} Collaborator Conflict Style ({session.collaboratorFirstName})
        </li>
      </ul>
      <p className="mb-0">You’ll see a tailored plan and role-specific strategies once both conflict styles are set. This page updates by itself.</p>
    </MessageCard>
  );
}

function Plan({ session, role }: { session: IssueRecord; role: Role }) {
  const best = storedBestSolution(session);
  const me = role === 'initiator' ? session.initiatorFirstName : session.collaboratorFirstName;
  const partner = role === 'initiator' ? fullName(session.collaboratorFirstName, session.collaboratorLastName) : fullName(session.initiatorFirstName, session.initiatorLastName);
  const plan = useViewerPlan(session, role);
  useStrategiesOnce(session);
  const waitingForStrategies = !bothHaveStrategies(session);
  return (
    <Container className="py-4 px-3 implement-page">
      <Card className="shadow-sm border-0">
        <Card.Body className="p-3 p-sm-4">
          <h1 className="h3 mb-1">Implement the Solution</h1>
          <p className="mb-3">
            Hi {me}. You are the {role} in this session, with {partner}.
          </p>
          <h2 className="h6 text-uppercase text-body-secondary mb-1">Agreed Issue</h2>
          <p className="fs-5 text-break">{session.agreedIssue?.trim() || '—'}</p>
          {best ? <BestSolutionCard solution={best.solution} /> : <Alert variant="warning">No best solution has been chosen for this session yet.</Alert>}
          <p>
            Make the shared plan feel fair to both of you, and try it for a short trial, two weeks for example, before you judge it. Then sit down
            together and adjust what did not work.
          </p>

          <section className="plan-section mb-3" aria-live="polite">
            <h2 className="h4">Your plan</h2>
            {plan.state === 'loading' ? (
              <p role="status">
                <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
                Preparing a plan for you…
              </p>
            ) : plan.state === 'failed' ? (
              <Alert variant="warning" className="d-print-none">
                {plan.message}{' '}
                <Button size="sm" variant="outline-secondary" onClick={() => plan.reload(true)}>
                  Try again
                </Button>
              </Alert>
            ) : (
              <>
                {plan.notice ? (
                  <Alert variant={plan.notice.changed ? 'success' : 'info'} className="d-print-none" role="status">
                    {plan.notice.text}
                  </Alert>
                ) : null}
                <PlanDetails plan={plan.plan} onRegenerate={() => plan.reload(true)} />
              </>
            )}
          </section>

          <CommitSection session={session} role={role} />

          <h2 className="h4">Ways to implement the solution</h2>
          <Row className="g-3 mb-2">
            {(['initiator', 'collaborator'] as const).map((side) => {
              const { strategies, tips } = sideStrategies(session, side);
              const style = styleOf(session, side);
              const name = side === 'initiator' ? session.initiatorFirstName : session.collaboratorFirstName;
              return (
                <Col md={6} key={side}>
                  <Card className="h-100 strategy-card">
                    <Card.Body>
                      <h3 className="h5 mb-0">
                        {side === 'initiator' ? 'Initiator' : 'Collaborator'}: {name}
                      </h3>
                      <div className="small text-body-secondary">Conflict style: {style ? DCS_MODE_LABELS[style] : '—'}</div>
                      <StrategyList title="Strategies" items={strategies} level={4} />
                      <StrategyList title="Communication tips" items={tips} level={4} />
                    </Card.Body>
                  </Card>
                </Col>
              );
            })}
          </Row>
          {waitingForStrategies ? (
            <p className="small text-body-secondary d-print-none" role="status">
              Strategies appear here by themselves as soon as they are ready; the page checks every few seconds for about a minute.
            </p>
          ) : null}
          <div className="d-flex flex-wrap gap-2 mt-3 d-print-none">
            <Button onClick={() => window.print()}>Print / Save PDF</Button>
            <LinkButton to={paths.session.timeline(session.id)} variant="outline-secondary">
              Your journey
            </LinkButton>
            <LinkButton to={paths.session.list()} variant="outline-secondary">
              My Sessions
            </LinkButton>
            <LinkButton to={paths.init()} variant="outline-secondary">
              Start New Session
            </LinkButton>
          </div>
        </Card.Body>
      </Card>
    </Container>
  );
}

function PlanDetails({ plan, onRegenerate }: { plan: ImplementPlan; onRegenerate(): void }) {
  return (
    <Card className="plan-card border-primary">
      <Card.Body>
        <h3 className="h5">{plan.planTitle || 'Your plan'}</h3>
        {plan.summary ? <p className="text-break">{plan.summary}</p> : null}
        {plan.checkInDate ? (
          <p>
            <strong>Check in together on:</strong> <time dateTime={plan.checkInDate}>{formatDay(plan.checkInDate)}</time>
          </p>
        ) : null}
        <h4 className="h6">Steps</h4>
        <ol>
          {plan.steps.map((step, index) => (
            <li key={index} className="text-break">
              {step}
            </li>
          ))}
        </ol>
        <StrategyList title="Communication tips" items={plan.communicationTips} level={4} />
        <StrategyList title="How you will know it is working" items={plan.monitoringIdeas} level={4} />
        <Button size="sm" variant="outline-secondary" className="mt-3 d-print-none" onClick={onRegenerate}>
          Make a new plan
        </Button>
      </Card.Body>
    </Card>
  );
}

const formatDay = (isoDay: string) =>
  new Date(`${isoDay}T12:00:00Z`).toLocaleDateString(undefined, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** What "Make a new plan" did: a new plan, or the same one with the reason no other could be made. */
interface PlanNotice {
  changed: boolean;
  text: string;
}

type PlanState = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; plan: ImplementPlan; notice?: PlanNotice };

/** The line shown after "Make a new plan". */
export const NEW_PLAN_NOTICE = 'Here is a new plan: different steps and a different check-in date. The previous one is replaced.';

/**
 * The viewer's plan: the one stored on the session shows at once; otherwise (or on request) the
 * implement-plan function makes one, which it also stores for next time.
 */
function useViewerPlan(session: IssueRecord, role: Role): PlanState & { reload(regenerate: boolean): void } {
  const stored = readPlan(role === 'initiator' ? session.initiatorImplementPlanJson : session.collaboratorImplementPlanJson);
  const [state, setState] = useState<PlanState>({ state: 'loading' });
  const asked = useRef(false);
  const load = (regenerate: boolean) => {
    setState({ state: 'loading' });
    requestPlan(session.id, regenerate).then(
      ({ plan, changed, message }) =>
        setState({
          state: 'ready',
          plan,
          notice: changed === undefined ? undefined : { changed, text: changed ? NEW_PLAN_NOTICE : (message ?? 'No different plan could be made this time.') },
        }),
      (error: unknown) => setState({ state: 'failed', message: `The plan could not be prepared: ${error instanceof Error ? error.message : String(error)}` }),
    );
  };
  useEffect(() => {
    if (stored || asked.current) return;
    asked.current = true;
    load(false);
    // Asked once per page when nothing is stored; the stored plan arrives with the session afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stored === null]);
  const shown: PlanState = state.state === 'ready' || state.state === 'failed' ? state : stored ? { state: 'ready', plan: stored } : state;
  return { ...shown, reload: load };
}

/** Both styles are set but there are no strategies yet: the page asks for them once (enqueue). Failures are only logged. */
function useStrategiesOnce(session: IssueRecord) {
  const asked = useRef(false);
  const missing = !bothHaveStrategies(session) && session.proposeStrategiesStatus !== 'pending' && session.proposeStrategiesStatus !== 'running';
  useEffect(() => {
    if (!missing || asked.current) return;
    asked.current = true;
    enqueueStrategies(session.id).catch((error: unknown) => console.warn('Could not ask for the strategies', error));
  }, [missing, session.id]);
}
