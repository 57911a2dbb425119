import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, ButtonGroup, ListGroup } from 'react-bootstrap';
import { useNavigate, useParams } from 'react-router-dom';
import { sessionStore } from '../../backend/browserStorage';
import type { IssueRecord } from '../../backend/data';
import { DEFAULT_POLLING, type PollingFor } from '../../backend/watchSessions';
import { useFollowUp } from '../../backend/useFollowUp';
import { useLiveSession } from '../../backend/useLiveSession';
import { useUser } from '../../backend/UserProvider';
import {
  AGREE_POLLING,
  NOT_A_PARTICIPANT,
  agreeDraftKey,
  agreeWait,
  choicesComplete,
  hasReviewedAll,
  outcomePath,
  parseAgreeDraft,
  proposedCandidates,
  recordedOutcome,
  reviewOutcome,
  sideReview,
  storedChoices,
  type Candidate,
  type Choices,
  type ReviewOutcome,
} from '../../domain/agreement';
import { paths } from '../../domain/paths';
import { sessionIdFromRoute } from '../../domain/sessionId';
import { roleOf, type Role } from '../../domain/sessionRole';
import { noSharedIssueText } from '../../domain/sessionStage';
import { statementKey } from '../../domain/statements';
import { LinkButton } from '../../ui/LinkButton';
import { LoadingCard, MessageCard } from '../../ui/MessageCard';
import { DeletedSession } from '../../ui/SessionUnavailable';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { recordOutcome, saveSelections, saveWording } from './reviewActions';
import { WordingPanel } from './WordingPanel';
import { useProposalRequest } from './useProposalRequest';

/**
 * /session/{id}/agree, 'Agree on the Issue' (docs/rules.md, "Agreement"): both sides say
 * Yes or No to each proposed statement and submit; once both have, the outcome is recorded
 * and each is taken to the agreed issue or the communication-style step. Live throughout.
 */
export default function AgreePage() {
  useDocumentTitle('Agree on the Issue');
  const id = sessionIdFromRoute(useParams().id);
  const user = useUser();
  const email = user.status === 'signedIn' ? user.user.email : '';
  // While live updates are down, poll as the spec says for what this viewer is waiting for.
  const polling = useCallback<PollingFor>(
    (session) => {
      const role = session ? roleOf(session, email) : null;
      const wait = session && role ? agreeWait(session, role) : null;
      return wait ? { name: wait, ...AGREE_POLLING[wait] } : DEFAULT_POLLING;
    },
    [email],
  );
  const live = useLiveSession(id, 'Failed to fetch issue.', polling);
  if (live.state === 'loading') return <LoadingCard label="Loading…" />;
  if (live.state === 'error') return <MessageCard variant="danger">{live.message}</MessageCard>;
  // Deleted while open (issue 27): say so plainly, with the way back, not 'Session not found'.
  if (live.state === 'missing' && live.closed && roleOf(live.closed, email)) return <DeletedSession session={live.closed} email={email} />;
  if (live.state === 'missing') {
    // The API shows a session to its two participants only, so to anyone else it is missing too.
    return (
      <MessageCard variant="warning">
        Session not found.
        <br />
        {NOT_A_PARTICIPANT}
      </MessageCard>
    );
  }
  const role = roleOf(live.session, email);
  if (!role) return <MessageCard variant="warning">{NOT_A_PARTICIPANT}</MessageCard>;
  return <AgreeOnTheIssue session={live.session} role={role} />;
}

const partnerName = (session: IssueRecord, role: Role) =>
  (role === 'initiator' ? session.collaboratorFirstName : session.initiatorFirstName) || 'the other person';

/** The newer of two states of the session, by updatedAt (the live one when they tie). */
const newer = (live: IssueRecord, own: IssueRecord | null) => (own && (own.updatedAt ?? '') > (live.updatedAt ?? '') ? own : live);

function AgreeOnTheIssue({ session: liveSession, role }: { session: IssueRecord; role: Role }) {
  const navigate = useNavigate();
  useFollowUp(liveSession.id, liveSession, role);
  // What the viewer's own save returned shows at once, without waiting for its live echo
  // (which never comes while the realtime connection is down).
  const [ownWrite, setOwnWrite] = useState<IssueRecord | null>(null);
  const session = newer(liveSession, ownWrite);
  const candidates = proposedCandidates(session);
  const proposals = useProposalRequest(session, candidates.length > 0);
  const outcome = reviewOutcome(session);
  const mine = sideReview(session, role);
  const iReviewedAll = hasReviewedAll(mine, candidates);
  // A recorded outcome is final (src/domain/outcomeLocks.ts): the answers can no longer change.
  const locked = outcome.kind === 'agreed' || recordedOutcome(session) !== null;

  // The page starts from what the viewer picked but did not submit yet (kept in this tab across
  // Back, Forward and reloads), else from what this side stored; after that, what the viewer clicks.
  const draftKey = agreeDraftKey(session.id, role, candidates);
  const [picked, setPicked] = useState<{ key: string; choices: Choices } | null>(null);
  const choices = picked?.key === draftKey ? picked.choices : parseAgreeDraft(sessionStore.get(draftKey), candidates);
  const shownChoices = choices ?? storedChoices(mine, candidates);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  // Moving on by itself is only for someone who has answered and is waiting on this page:
  // opening the page later to look back at the options must not bounce the viewer away.
  const waitingHere = useRef(false);
  const waitingForPartner = outcome.kind === 'waiting' && iReviewedAll;
  useEffect(() => {
    if (waitingForPartner) waitingHere.current = true;
  }, [waitingForPartner]);

  // Whoever sees a settled outcome that is not recorded yet records it (the same update
  // either way); the side that was waiting then moves on.
  // A submit in progress records what its own write settles; an outcome that arrives live
  // meanwhile (the other side's write landing second) is taken up here once it ends.
  // No shared statement is recorded by the submit that settled it, so the server e-mails the
  // other side (who may be away), never the one on this screen; only an agreement is taken up here.
  const settledKey = outcome.kind === 'agreed' ? outcomeSignature(outcome) : null;
  useEffect(() => {
    if (!settledKey || saving) return;
    let active = true;
    recordOutcome(session).then(
      (settled) => {
        const path = outcomePath(session.id, settled);
        if (active && waitingHere.current && path) navigate(path);
      },
      (error: unknown) => console.warn('Could not record the review outcome', error),
    );
    return () => {
      active = false;
    };
    // Runs once per settled outcome (and again when a submit ends); the session it reads is
    // the one that settled it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledKey, saving]);

  const choose = (candidate: Candidate, answer: 'yes' | 'no') => {
    const next = { ...shownChoices, [statementKey(candidate.statement)]: answer };
    setPicked({ key: draftKey, choices: next });
    sessionStore.set(draftKey, JSON.stringify(next));
  };

  const submit = async () => {
    setSaving(true);
    setSaveError(null);
    try {
      const saved = await saveSelections(session, role, candidates, shownChoices);
      sessionStore.remove(draftKey);
      setOwnWrite(saved);
      const settled = await recordOutcome(saved);
      const path = outcomePath(session.id, settled);
      if (path) navigate(path);
      else waitingHere.current = true;
    } catch (error) {
      // The choices stay on screen, so nothing the viewer picked is lost.
      setSaveError(`Failed to save your selections: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setSaving(false);
    }
  };

  // A wording proposed or accepted: the agreement, if it is one, is settled by the server;
  // the proposer then waits here for the other to accept.
  const proposeWording = async (wording: string) => {
    const saved = await saveWording(session, role, wording);
    setOwnWrite(saved);
    const settled = await recordOutcome(saved);
    const path = outcomePath(session.id, settled);
    if (path) navigate(path);
    else waitingHere.current = true;
  };

  const complete = choicesComplete(shownChoices, candidates);
  const noSharedStatement = outcome.kind === 'no-common-conflict' || outcome.kind === 'no-overlap';
  return (
    <MessageCard
      title="Agree on the Issue"
      actions={
        <>
          {candidates.length ? (
            <Button onClick={submit} disabled={!complete || saving || locked}>
              {saving ? 'Submitting…' : 'Submit Selections'}
            </Button>
          ) : null}
          {/* Only once both agreed: before that the agreed-issue page would have nothing to show. */}
          {outcome.kind === 'agreed' ? (
            <LinkButton to={paths.session.agreedIssue(session.id)} variant="success">
              Continue
            </LinkButton>
          ) : null}
          <LinkButton to={paths.session.overview(session.id)} variant="outline-secondary">
            Back to Session
          </LinkButton>
        </>
      }
    >
      {proposals.failure ? (
        <Alert variant="danger" className="d-flex flex-wrap justify-content-between align-items-center gap-2">
          <span>{proposals.failure}</span>
          <Button size="sm" variant="outline-danger" onClick={proposals.retry}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {candidates.length ? (
        <>
          <p>Read each statement and say whether it describes the issue between you. {partnerName(session, role)} does the same.</p>
          <ListGroup as="ol" className="mb-3">
            {candidates.map((candidate, index) => (
              <OptionItem
                key={statementKey(candidate.statement)}
                number={index + 1}
                candidate={candidate}
                choice={shownChoices[statementKey(candidate.statement)]}
                disabled={saving || locked}
                onChoose={(answer) => choose(candidate, answer)}
              />
            ))}
          </ListGroup>
          {saveError ? (
            <Alert variant="danger" className="mb-2">
              {saveError}
            </Alert>
          ) : null}
          <ReviewStatus
            outcome={outcome}
            partner={partnerName(session, role)}
            role={role}
            iReviewedAll={iReviewedAll}
            complete={complete}
            sessionId={session.id}
            locked={locked}
            dpiTaken={Boolean((role === 'initiator' ? session.initiatorDPI : session.collaboratorDPI)?.[0])}
          />
          {noSharedStatement ? <WordingPanel session={session} role={role} candidates={candidates} onPropose={proposeWording} /> : null}
        </>
      ) : !proposals.failure ? (
        <p className="mb-0" role="status">
          {proposals.answered ? 'Both answers are in. The proposed issue statements are being prepared…' : 'Waiting for both of you to answer.'}
        </p>
      ) : null}
    </MessageCard>
  );
}

/** A key that changes whenever a different outcome settles. */
function outcomeSignature(outcome: ReviewOutcome): string {
  switch (outcome.kind) {
    case 'agreed':
      return `agreed:${statementKey(outcome.candidate.statement)}`;
    default:
      return outcome.kind;
  }
}

interface OptionItemProps {
  number: number;
  candidate: Candidate;
  choice: 'yes' | 'no' | undefined;
  disabled: boolean;
  onChoose: (answer: 'yes' | 'no') => void;
}

function OptionItem({ number, candidate, choice, disabled, onChoose }: OptionItemProps) {
  const label = `Option ${number}`;
  return (
    <ListGroup.Item as="li" className="d-flex flex-column gap-2" aria-label={label}>
      <strong>{label}</strong>
      <div className="text-break option-statement">{candidate.statement}</div>
      {candidate.reason ? <div className="small text-body-secondary text-break option-reason">Why this option: {candidate.reason}</div> : null}
      <ButtonGroup aria-label={`Do you agree with ${label}?`} className="align-self-start">
        <Button variant={choice === 'yes' ? 'success' : 'outline-success'} aria-pressed={choice === 'yes'} disabled={disabled} onClick={() => onChoose('yes')}>
          Yes, I agree
        </Button>
        <Button variant={choice === 'no' ? 'secondary' : 'outline-secondary'} aria-pressed={choice === 'no'} disabled={disabled} onClick={() => onChoose('no')}>
          No
        </Button>
      </ButtonGroup>
    </ListGroup.Item>
  );
}

interface ReviewStatusProps {
  outcome: ReviewOutcome;
  partner: string;
  role: Role;
  iReviewedAll: boolean;
  complete: boolean;
  sessionId: string;
  /** The answers can no longer change (a recorded outcome). */
  locked: boolean;
  /** The viewer's personality type is already on the session (the questionnaire is then not offered again). */
  dpiTaken: boolean;
}

/** Where the review stands, in words: what is missing, who is awaited, or how it ended. */
function ReviewStatus({ outcome, partner, role, iReviewedAll, complete, sessionId, locked, dpiTaken }: ReviewStatusProps) {
  // Offered, not required, and never twice (issue 27).
  const styleStep = dpiTaken ? null : (
    <LinkButton to={paths.session.communicationStyleQuiz(sessionId)} size="sm" variant="outline-dark">
      Take the communication-style questionnaire (optional)
    </LinkButton>
  );
  switch (outcome.kind) {
    case 'agreed':
      return (
        <Alert variant="success" className="mb-0">
          {outcome.index === null ? 'You both accepted the same wording.' : `You both agreed on Option ${outcome.index + 1}.`} Continue to see the agreed issue.
        </Alert>
      );
    case 'no-common-conflict':
    case 'no-overlap': {
      // Neutral (issue 27): names nobody and says nothing of how either side answered.
      const text = noSharedIssueText();
      return (
        <Alert variant="warning" className="mb-0" data-testid="no-shared-issue">
          <p className="fw-semibold mb-1">{text.headline}</p>
          <p className="mb-1">{text.what}</p>
          <p className="mb-2">
            {text.next}
            {locked ? ' Your answers to the four statements are recorded.' : ' You can also change your answers above and submit again.'}
          </p>
          {styleStep}
        </Alert>
      );
    }
    case 'waiting':
      if (iReviewedAll) {
        return (
          <Alert variant="info" className="mb-0" role="status">
            Your selections are saved. Waiting for {partner} to review the options; this page moves on by itself when they do.
          </Alert>
        );
      }
      return (
        <p className="text-body-secondary mb-0" role="status">
          {complete ? 'Submit your selections when you are ready.' : 'Answer Yes or No for every option, then submit your selections.'}
          {outcome.for.includes(role === 'initiator' ? 'collaborator' : 'initiator') ? null : ` ${partner} has already answered.`}
        </p>
      );
    default:
      return null;
  }
}
