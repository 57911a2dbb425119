import { useEffect, useRef } from 'react';
import { Card, Container } from 'react-bootstrap';
import { useNavigate, useParams } from 'react-router-dom';
import { localStore } from '../../backend/browserStorage';
import type { IssueRecord } from '../../backend/data';
import type { PollingFor } from '../../backend/watchSessions';
import { useLiveSession } from '../../backend/useLiveSession';
import { useStyleFromProfile } from '../../backend/useStyleFromProfile';
import { useUser } from '../../backend/UserProvider';
import { NOT_A_PARTICIPANT } from '../../domain/agreement';
import { storedBestSolution } from '../../domain/bestSolution';
import { paths } from '../../domain/paths';
import { proposeStartedKey } from '../../domain/sessionFlags';
import { sessionIdFromRoute } from '../../domain/sessionId';
import { roleOf, type Role } from '../../domain/sessionRole';
import { STRATEGY_POLLING, awaitingStyles, hasAnyStrategies, hasChosenSolution, stylesNeededFor } from '../../domain/strategies';
import { BestSolutionCard } from '../../ui/BestSolutionCard';
import { LinkButton } from '../../ui/LinkButton';
import { LoadingCard, MessageCard } from '../../ui/MessageCard';
import { NoSolutionYetCard } from '../../ui/NoSolutionYetCard';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { GenerationBanners } from './GenerationBanners';
import { useStrategyGeneration } from './useStrategyGeneration';

const POLLING: PollingFor = () => ({ name: 'strategies', ...STRATEGY_POLLING.propose });

/**
 * /session/{id}/prepare-strategies-waiting (docs/rules.md, "Strategies"): starts the strategies
 * once per session (an in-memory guard and a stored flag, cleared on an error or a retry), says
 * who is awaited, and moves on to the strategies (replacing itself) as soon as any exist.
 */
export default function PrepareStrategiesWaitingPage() {
  useDocumentTitle('Preparing Personalized Strategies');
  const id = sessionIdFromRoute(useParams().id);
  const user = useUser();
  const live = useLiveSession(id, 'Issue not found', POLLING);
  if (live.state === 'loading') return <LoadingCard />;
  if (live.state !== 'ready') return <MessageCard variant="warning">Issue not found</MessageCard>;
  const email = user.status === 'signedIn' ? user.user.email : '';
  const role = roleOf(live.session, email);
  if (!role) return <MessageCard variant="warning">{NOT_A_PARTICIPANT}</MessageCard>;
  // Nothing is being prepared yet, so the heading does not say 'Preparing'.
  if (!hasChosenSolution(live.session)) return <NoSolutionYetCard sessionId={live.session.id} title="Personalized Strategies" />;
  return <Waiting session={live.session} role={role} email={email} />;
}

function Waiting({ session, role, email }: { session: IssueRecord; role: Role; email: string }) {
  const navigate = useNavigate();
  useStyleFromProfile(session, role, email);
  const generation = useStrategyGeneration(session, { auto: false });
  const ready = hasAnyStrategies(session);
  const best = storedBestSolution(session);

  // Once per session: this page's own guard and the stored flag (both cleared on a retry or an error).
  const started = useRef(false);
  const flag = proposeStartedKey(session.id);
  const canStart = !awaitingStyles(session) && !ready && generation.job.kind !== 'working';
  const { generate } = generation;
  useEffect(() => {
    if (!canStart || started.current || localStore.get(flag) === '1') return;
    started.current = true;
    localStore.set(flag, '1');
    generate();
  }, [canStart, flag, generate]);
  useEffect(() => {
    if (generation.requestError || generation.job.kind === 'failed') {
      started.current = false;
      localStore.remove(flag);
    }
  }, [generation.requestError, generation.job.kind, flag]);

  useEffect(() => {
    if (ready) navigate(paths.session.proposeStrategies(session.id), { replace: true });
  }, [ready, navigate, session.id]);

  const retry = () => {
    started.current = true;
    localStore.set(flag, '1');
    generate();
  };
  return (
    <Container className="py-4 px-3">
      <Card className="shadow-sm border-0 mx-auto" style={{ maxWidth: 820 }}>
        <Card.Body className="p-3 p-sm-4">
          <h1 className="h3 mb-3">Preparing Personalized Strategies</h1>
          {generation.job.kind !== 'failed' && !stylesNeededFor(session, role) ? (
            <p className="mb-3" role="status">
              Dfuse is writing strategies and communication tips for each of you. This page moves on by itself when they are ready.
            </p>
          ) : null}
          <GenerationBanners generation={{ ...generation, generate: retry }} ready={ready} session={session} role={role} />
          <div className="d-flex flex-wrap gap-2 mb-3">
            <button type="button" className="btn btn-primary" onClick={retry} disabled={generation.job.kind === 'working'}>
              Generate / Retry
            </button>
            <LinkButton to={paths.session.proposeStrategies(session.id)} variant="outline-secondary">
              View Page
            </LinkButton>
          </div>
          {best ? <BestSolutionCard solution={best.solution} /> : null}
          {import.meta.env.DEV ? (
            <details className="small text-body-secondary">
              <summary>Debug (development builds only)</summary>
              <pre className="mb-0">
                {JSON.stringify(
                  {
                    id: session.id,
                    initiatorEmail: session.initiatorEmail,
                    collaboratorEmail: session.collaboratorEmail,
                    initiatorDCS: session.initiatorDCS,
                    collaboratorDCS: session.collaboratorDCS,
                    status: session.status,
                    proposeStrategiesStatus: session.proposeStrategiesStatus,
                    guard: localStore.get(flag) === '1',
                  },
                  null,
                  2,
                )}
              </pre>
            </details>
          ) : null}
        </Card.Body>
      </Card>
    </Container>
  );
}
