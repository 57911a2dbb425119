import { startTransition, useCallback, useEffect, useState } from 'react';
import { Button, Container } from 'react-bootstrap';
import { Outlet, useParams } from 'react-router-dom';
import { goOnAfterCaution, readOwnSafetyCheck, submitSafetyCheck, type OwnSafetyCheck } from '../../backend/safetyChecks';
import { deleteSession } from '../../backend/sessions';
import { useLiveSession } from '../../backend/useLiveSession';
import { useUser } from '../../backend/UserProvider';
import { paths } from '../../domain/paths';
import { SAFETY_TEXTS, type SafetyAnswers } from '../../domain/safety';
import { SESSION_PAUSED_LINE } from '../../domain/safetyPause';
import { hasAnsweredCheckIn, openCheckIn } from '../../domain/checkIns';
import { sessionIdFromRoute } from '../../domain/sessionId';
import { roleOf } from '../../domain/sessionRole';
import { LinkButton } from '../../ui/LinkButton';
import { LoadingCard, MessageCard } from '../../ui/MessageCard';
import { HelpList } from '../../ui/HelpList';
import { SafetyCheckForm } from './SafetyCheckForm';

/** My first check, and my check again at the check-in open now (null when none is open or I have not answered it). */
type Mine = { state: 'loading' } | { state: 'ready'; check: OwnSafetyCheck | null; again: OwnSafetyCheck | null; againFor: number | undefined };

const readOrNothing = (read: Promise<OwnSafetyCheck | null>) =>
  read.catch((problem: unknown) => {
    console.warn('The safety check could not be read', problem);
    return null;
  });

/**
 * Every screen of one session passes through here (docs/rules.md, "Safety"): a participant who
 * has not answered their private safety check answers it before anything else of the session is
 * shown; a session a check paused shows its owner what it means and where to find help, and the
 * other person only the neutral line. A caution (milder items only) shows a clear note first,
 * and the person chooses to go on or to close. The initiator's invitation is offered (topic,
 * preview, "Send?") only once their own check lets them go on (send-email refuses before).
 *
 * When a check-in of step 7 is open and this person has not answered it yet, the same check is
 * offered again first (issue 25, "Re-checked later"): one per person per check-in, in its own
 * owner-only record; a yes pauses the session as the first check does, a caution asks as before,
 * and the person may skip it this time (recorded, so it is not asked again at this check-in).
 */
export default function SafetyGate() {
  const user = useUser();
  const email = user.status === 'signedIn' ? user.user.email : null;
  const id = sessionIdFromRoute(useParams().id);
  const live = useLiveSession(id, 'The session could not be loaded.');
  const [mine, setMine] = useState<Mine>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const checkInNumber = live.state === 'ready' ? openCheckIn(live.session)?.number : undefined;

  // The answer usually lets the whole page render: as a transition, which React does in slices (issue 30).
  const reload = useCallback(
    () =>
      !id || !email
        ? Promise.resolve()
        : Promise.all([
            readOrNothing(readOwnSafetyCheck(id, email)),
            checkInNumber === undefined ? null : readOrNothing(readOwnSafetyCheck(id, email, checkInNumber)),
          ]).then(([check, again]) => startTransition(() => setMine({ state: 'ready', check, again, againFor: checkInNumber }))),
    [id, email, checkInNumber],
  );
  useEffect(() => {
    void reload();
  }, [reload]);

  if (live.state !== 'ready' || !email || !id) return live.state === 'loading' ? <LoadingCard /> : <Outlet />;
  const session = live.session;
  const role = roleOf(session, email);
  if (!role) return <Outlet />;
  // Until my check again at a newly opened check-in is read, nothing of the session shows.
  if (mine.state === 'loading' || mine.againFor !== checkInNumber) return <LoadingCard />;
  const { check, again } = mine;

  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      await reload();
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  const closeSession = () => act(() => deleteSession(id));
  const closeButton = (
    <Button variant="outline-danger" disabled={busy} onClick={() => void closeSession()}>
      Close the session
    </Button>
  );

  // A check that asked for care (milder items only): a clear note, then going on or closing.
  const caution = (goOn: () => Promise<unknown>) => (
    <MessageCard
      title={SAFETY_TEXTS.cautionTitle}
      actions={
        <>
          <Button disabled={busy} onClick={() => void act(goOn)}>
            I feel safe to go on
          </Button>
          {closeButton}
        </>
      }
    >
      <p>{SAFETY_TEXTS.caution}</p>
      <HelpList />
      {error && <p className="text-danger mt-2 mb-0">{error}</p>}
    </MessageCard>
  );

  if (session.safetyPausedAt) {
    if (check?.outcome === 'pause' || again?.outcome === 'pause') {
      return (
        <MessageCard title={SAFETY_TEXTS.pauseTitle} actions={closeButton}>
          <p>{SAFETY_TEXTS.pause}</p>
          <HelpList />
          <p className="small mt-3 mb-0">{SAFETY_TEXTS.closeExplained}</p>
        </MessageCard>
      );
    }
    return (
      <MessageCard variant="info" actions={<LinkButton to={paths.session.list()}>My sessions</LinkButton>}>
        {SESSION_PAUSED_LINE}
      </MessageCard>
    );
  }

  const other = role === 'initiator' ? session.collaboratorFirstName || 'the other person' : session.initiatorFirstName || 'the other person';
  if (!check?.outcome) {
    const submit = (answers: Required<SafetyAnswers>) =>
      act(async () => {
        await submitSafetyCheck(id, email, answers);
      });
    return (
      <Container className="py-4 px-3" style={{ maxWidth: 820 }}>
        <SafetyCheckForm other={other} busy={busy} error={error} onSubmit={(answers) => void submit(answers)} />
      </Container>
    );
  }
  if (check.outcome === 'caution' && !check.goOnAt)
    return caution(() => goOnAfterCaution(id));
  if (checkInNumber !== undefined && !hasAnsweredCheckIn(session, role)) {
    const recheck = (answers: Required<SafetyAnswers> | { skipped: true }) => act(() => submitSafetyCheck(id, email, answers, checkInNumber));
    if (!again?.outcome) {
      return (
        <Container className="py-4 px-3" style={{ maxWidth: 820 }}>
          <SafetyCheckForm other={other} busy={busy} error={error} onSubmit={(answers) => void recheck(answers)} again={{ onSkip: () => void recheck({ skipped: true }) }} />
        </Container>
      );
    }
    if (again.outcome === 'caution' && !again.goOnAt) return caution(() => goOnAfterCaution(id, checkInNumber));
  }
  return <Outlet />;
}
