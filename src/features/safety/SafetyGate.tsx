import { useCallback, useEffect, useState } from 'react';
import { Button, Container } from 'react-bootstrap';
import { Outlet, useParams } from 'react-router-dom';
import { goOnAfterCaution, readOwnSafetyCheck, submitSafetyCheck, type OwnSafetyCheck } from '../../backend/safetyChecks';
import { sendSessionEmail } from '../../backend/sessionFunctions';
import { deleteSession } from '../../backend/sessions';
import { useLiveSession } from '../../backend/useLiveSession';
import { useUser } from '../../backend/UserProvider';
import { paths } from '../../domain/paths';
import { SAFETY_TEXTS, type SafetyAnswers } from '../../domain/safety';
import { SESSION_PAUSED_LINE } from '../../domain/safetyPause';
import { sessionIdFromRoute } from '../../domain/sessionId';
import { roleOf } from '../../domain/sessionRole';
import { LinkButton } from '../../ui/LinkButton';
import { LoadingCard, MessageCard } from '../../ui/MessageCard';
import { HelpList } from '../../ui/HelpList';
import { SafetyCheckForm } from './SafetyCheckForm';

type Mine = { state: 'loading' } | { state: 'ready'; check: OwnSafetyCheck | null };

/**
 * Every screen of one session passes through here (docs/rules.md, "Safety"): a participant who
 * has not answered their private safety check answers it before anything else of the session is
 * shown; a session a check paused shows its owner what it means and where to find help, and the
 * other person only the neutral line. A caution (milder items only) shows a clear note first,
 * and the person chooses to go on or to close. The initiator's invitation goes out only once
 * their own check lets them go on (send-email refuses before).
 */
export default function SafetyGate() {
  const user = useUser();
  const email = user.status === 'signedIn' ? user.user.email : null;
  const id = sessionIdFromRoute(useParams().id);
  const live = useLiveSession(id, 'The session could not be loaded.');
  const [mine, setMine] = useState<Mine>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(
    () =>
      !id || !email
        ? Promise.resolve()
        : readOwnSafetyCheck(id, email).then(
            (check) => setMine({ state: 'ready', check }),
            (problem: unknown) => {
              console.warn('The safety check could not be read', problem);
              setMine({ state: 'ready', check: null });
            },
          ),
    [id, email],
  );
  useEffect(() => {
    void reload();
  }, [reload]);

  if (live.state !== 'ready' || !email || !id) return live.state === 'loading' ? <LoadingCard /> : <Outlet />;
  const session = live.session;
  const role = roleOf(session, email);
  if (!role) return <Outlet />;
  if (mine.state === 'loading') return <LoadingCard />;
  const check = mine.check;

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
  // The invitation follows the initiator's check, once it lets them go on.
  const inviteIfDue = async () => {
    if (role === 'initiator' && session.inviteEmailStatus !== 'sent') await sendSessionEmail('invite', id).catch((problem: unknown) => console.warn('The invitation was not sent', problem));
  };
  const closeSession = () => act(() => deleteSession(id));
  const closeButton = (
    <Button variant="outline-danger" disabled={busy} onClick={() => void closeSession()}>
      Close the session
    </Button>
  );

  if (session.safetyPausedAt) {
    if (check?.outcome === 'pause') {
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
        const outcome = await submitSafetyCheck(id, email, answers);
        if (outcome === 'clear') await inviteIfDue();
      });
    return (
      <Container className="py-4 px-3" style={{ maxWidth: 820 }}>
        <SafetyCheckForm other={other} busy={busy} error={error} onSubmit={(answers) => void submit(answers)} />
      </Container>
    );
  }
  if (check.outcome === 'caution' && !check.goOnAt) {
    const goOn = () =>
      act(async () => {
        await goOnAfterCaution(id);
        await inviteIfDue();
      });
    return (
      <MessageCard
        title={SAFETY_TEXTS.cautionTitle}
        actions={
          <>
            <Button disabled={busy} onClick={() => void goOn()}>
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
  }
  return <Outlet />;
}
