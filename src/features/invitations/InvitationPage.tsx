import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { clearDraft, draftKey, parseJson, readDraft, writeDraft } from '../../backend/drafts';
import { getOwnProfile } from '../../backend/profile';
import type { IssueRecord } from '../../backend/data';
import { requestProposedIssues } from '../../backend/sessionFunctions';
import { updateSession } from '../../backend/sessions';
import { parseRelationship, type Relationship } from '../../domain/relationship';
import { RelationshipSelect } from '../../ui/RelationshipSelect';
import { useLiveSession } from '../../backend/useLiveSession';
import { useUser, type SignedInUser } from '../../backend/UserProvider';
import { normalizeEmail } from '../../domain/identity';
import { LIMITS, LIMIT_MESSAGES } from '../../domain/limits';
import { paths } from '../../domain/paths';
import { sessionIdFromRoute } from '../../domain/sessionId';
import { roleOf } from '../../domain/sessionRole';
import { DCS_MODE_LABELS, parseDcsMode } from '../../domain/dcs';
import { collaboratorResponseUpdate, fullName } from '../../domain/sessions';
import { sessionStage } from '../../domain/sessionStage';
import { CharacterCount } from '../../ui/CharacterCount';
import { useCrisisStep } from '../../ui/useCrisisStep';
import { LinkButton } from '../../ui/LinkButton';
import { LoadingCard, MessageCard } from '../../ui/MessageCard';
import { DeletedSession } from '../../ui/SessionUnavailable';
import { StatusBadge } from '../../ui/StatusBadge';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { RESPONSE_REQUIRED, WRONG_ACCOUNT } from './invitationTexts';

const LOAD_FAILED = 'Failed to load invitation.';
const NOT_FOUND = 'Invitation not found.';
const SAVE_FAILED = 'Failed to save your response.';

/**
 * /coll/{id}: the collaborator's landing (docs/rules.md, "Intake"). The route is protected, so the
 * visitor is signed in here. A visitor who is not the invited collaborator sees only the two
 * addresses: the invited one comes from the link itself (`?invited=`), never from the session.
 */
export default function InvitationPage() {
  useDocumentTitle('Your Invitation');
  const { id: rawId } = useParams();
  const id = sessionIdFromRoute(rawId);
  const [params] = useSearchParams();
  const user = useUser();
  const live = useLiveSession(id, LOAD_FAILED);
  if (user.status !== 'signedIn') return <LoadingCard label="Checking your account…" />;
  const me = user.user;

  const back = (
    <>
      <LinkButton to={paths.invitations()}>Back to Invitations</LinkButton>
      <LinkButton to={paths.home()} variant="outline-secondary">
        Home
      </LinkButton>
    </>
  );

  if (live.state === 'loading') return <LoadingCard />;
  if (live.state === 'error') return <MessageCard variant="danger" actions={back}>{live.message}</MessageCard>;

  // Deleted by the other side (perhaps while this form was open): say so and offer the way back (issue 27).
  if (live.state === 'missing' && live.closed && roleOf(live.closed, me.email)) return <DeletedSession session={live.closed} email={me.email} />;

  const invitedInLink = normalizeEmail(params.get('invited'));
  const session = live.state === 'ready' ? live.session : null;
  const invited = session ? normalizeEmail(session.collaboratorEmail) : invitedInLink;
  if (invited && invited !== normalizeEmail(me.email) && (session || live.state === 'missing')) {
    // Either a participant who is not the collaborator (the initiator), or someone the API refused.
    if (session || invitedInLink) return <WrongAccount id={id!} invited={invited} signedIn={me.email} />;
  }
  if (!session) return <MessageCard variant="warning" actions={back}>{NOT_FOUND}</MessageCard>;

  if (session.collaboratorJoined) {
    const stage = sessionStage(session);
    // An old link opened late: the session has moved on, so say where it is and lead there (issue 27).
    if (stage?.key !== 'preparing' && stage?.key !== 'agreeing') return <AlreadyJoined session={session} stageLabel={stage?.label ?? null} />;
    return (
      <MessageCard
        title="Thanks for joining!"
        width={900}
        actions={
          <>
            <LinkButton to={paths.session.agree(session.id)}>Open Agree Step</LinkButton>
            <LinkButton to={paths.invitations()} variant="outline-secondary">
              Back to Invitations
            </LinkButton>
            <LinkButton to={paths.home()} variant="outline-secondary">
              Home
            </LinkButton>
          </>
        }
      >
        <p className="mb-0">
          Your answers are in. Next you and {fullName(session.initiatorFirstName, session.initiatorLastName)} review the proposed issue
          statements and agree on one.
        </p>
      </MessageCard>
    );
  }
  return <ResponseForm session={session} user={me} />;
}

function AlreadyJoined({ session, stageLabel }: { session: IssueRecord; stageLabel: string | null }) {
  return (
    <MessageCard
      title="You have already joined"
      width={900}
      actions={
        <>
          <LinkButton to={paths.session.overview(session.id)}>Open the Session</LinkButton>
          <LinkButton to={paths.session.list()} variant="outline-secondary">
            My Sessions
          </LinkButton>
        </>
      }
    >
      <p className="mb-0">
        You answered this invitation from {fullName(session.initiatorFirstName, session.initiatorLastName)} earlier, and the session has moved
        on since{stageLabel ? <> (now: <strong>{stageLabel}</strong>)</> : null}. Open it to carry on from where you both are.
      </p>
    </MessageCard>
  );
}

function WrongAccount({ id, invited, signedIn }: { id: string; invited: string; signedIn: string }) {
  const navigate = useNavigate();
  const login = paths.login({ next: paths.invitation(id, { invited }), email: invited });
  async function switchAccount() {
    const { signOutEverywhere } = await import('../../backend/auth');
    await signOutEverywhere().catch((error: unknown) => console.warn('Sign-out failed', error));
    navigate(login, { replace: true });
  }
  return (
    <MessageCard
      title="This invitation is for another account"
      variant="warning"
      width={900}
      actions={
        <>
          <Button onClick={() => void switchAccount()}>Switch Account</Button>
          <LinkButton to={login} variant="outline-primary">
            Log In
          </LinkButton>
          <LinkButton to={paths.home()} variant="outline-secondary">
            Home
          </LinkButton>
        </>
      }
    >
      <p>{WRONG_ACCOUNT}</p>
      <p className="mb-1">
        Invited: <strong className="text-break">{invited}</strong>
      </p>
      <p className="mb-0">
        Signed in as: <strong className="text-break">{signedIn}</strong>
      </p>
    </MessageCard>
  );
}

interface ResponseDraft {
  issue: string;
  outcome: string;
  why: string;
  relationship?: Relationship | '';
}

/** A half-typed response, if the stored entry is one (src/backend/drafts.ts). */
function parseResponseDraft(raw: string | null): ResponseDraft | null {
  const value = parseJson(raw) as Partial<ResponseDraft> | null;
  if (!value || ![value.issue, value.outcome, value.why].every((text) => typeof text === 'string')) return null;
  return { issue: value.issue!, outcome: value.outcome!, why: value.why!, relationship: parseRelationship(value.relationship) ?? '' };
}

function ResponseForm({ session, user }: { session: IssueRecord; user: SignedInUser }) {
  const navigate = useNavigate();
  // What is typed survives a reload of the tab, as the intake chat's draft does.
  const draftStorageKey = draftKey('responseDraft', user.email, session.id);
  const [initial] = useState(() => readDraft(draftStorageKey, parseResponseDraft));
  const [issue, setIssue] = useState(initial?.issue ?? '');
  const [outcome, setOutcome] = useState(initial?.outcome ?? '');
  const [why, setWhy] = useState(initial?.why ?? '');
  const [relationship, setRelationship] = useState<Relationship | ''>(initial?.relationship ?? '');
  useEffect(() => {
    if (issue || outcome || why || relationship) writeDraft(draftStorageKey, { issue, outcome, why, relationship });
  }, [draftStorageKey, issue, outcome, why, relationship]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const crisis = useCrisisStep();
  const [dcs, setDcs] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    getOwnProfile(user.email).then(
      (profile) => active && setDcs(profile?.dcsMode ?? null),
      () => active && setDcs(null),
    );
    return () => {
      active = false;
    };
  }, [user.email]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const answers = { issue, outcome, why, relationship };
    if (![issue, outcome, why].every((a) => a.trim())) return setProblem(RESPONSE_REQUIRED);
    if ([issue, outcome, why].some((a) => a.trim().length > LIMITS.answer)) return setProblem(LIMIT_MESSAGES.answer);
    if (normalizeEmail(user.email) !== normalizeEmail(session.collaboratorEmail)) return setProblem(WRONG_ACCOUNT);
    // Crisis words are never left unanswered (docs/rules.md, "Safety"): a threat is not passed on;
    // words of danger get the help list first, and the next press sends the answers as they are.
    if (!crisis.goOn([issue, outcome, why])) return;
    setBusy(true);
    setProblem(null);
    try {
      await updateSession(collaboratorResponseUpdate(session, answers, new Date()));
      clearDraft(draftStorageKey);
      // Both answers are in: start the statements now; the agree step picks them up live.
      requestProposedIssues(session.id).catch((error: unknown) => console.warn('Could not request the proposed issues', error));
      navigate(paths.session.agree(session.id));
    } catch (error) {
      console.warn(SAVE_FAILED, error);
      setProblem(SAVE_FAILED);
      setBusy(false);
    }
  }

  const field = (id: string, label: string, value: string, set: (v: string) => void) => (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control as="textarea" rows={3} required value={value} onChange={(e) => set(e.target.value)} disabled={busy} aria-describedby={`${id}-count`} />
      <CharacterCount id={`${id}-count`} value={value} limit={LIMITS.answer} overHint="Please shorten it; what you typed stays here." />
    </Form.Group>
  );
  const inviter = session.initiatorFirstName;
  const style = parseDcsMode(dcs);

  return (
    <MessageCard title="You're invited" width={900}>
      <dl className="row mb-3">
        <dt className="col-sm-4">From</dt>
        <dd className="col-sm-8">{fullName(session.initiatorFirstName, session.initiatorLastName)}</dd>
        {/* The one-line neutral topic the initiator approved for the invitation (issue 27): what it is about, before answering. */}
        {session.invitationTopic ? (
          <>
            <dt className="col-sm-4">Topic</dt>
            <dd className="col-sm-8 text-break" data-testid="invitation-topic-line">
              {session.invitationTopic}
            </dd>
          </>
        ) : null}
        <dt className="col-sm-4">Status</dt>
        <dd className="col-sm-8">
          <StatusBadge status={session.status} />
        </dd>
        {/* The spec's 'Your DCS (from Profile)', in plain words. */}
        <dt className="col-sm-4">Your conflict style</dt>
        <dd className="col-sm-8">
          {style
            ? `${DCS_MODE_LABELS[style]} (from your profile)`
            : 'Not known yet. It is optional; you can find it later with a short questionnaire.'}
        </dd>
      </dl>
      <p>
        {inviter} opened a private session to work through something between you, and would like to hear your side. Answer the three
        questions below in your own words.
      </p>
      <p>
        <strong>What {inviter} will see:</strong> your three answers as you write them, and how you know them if you say. Nobody else can open this session.{' '}
        <strong>What happens next:</strong> Dfuse suggests a few ways to name the issue from both your answers, and you each say which fit.
      </p>
      <Form noValidate onSubmit={(e) => void submit(e)}>
        {field('coll-issue', 'Your issue', issue, setIssue)}
        {field('coll-outcome', 'Your desired outcome', outcome, setOutcome)}
        {field('coll-why', 'Why does this outcome matter?', why, setWhy)}
        <RelationshipSelect id="coll-relationship" other={inviter || 'them'} value={relationship} disabled={busy} onChange={setRelationship} />
        {problem ? (
          <Alert variant="danger" role="alert">
            {problem}
          </Alert>
        ) : null}
        {crisis.notice}
        <Button type="submit" disabled={busy}>
          {busy ? 'Submitting…' : 'Submit Response'}
        </Button>
      </Form>
    </MessageCard>
  );
}
