import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Card, Container, Spinner } from 'react-bootstrap';
import { useNavigate, useParams } from 'react-router-dom';
import { localStore } from '../../backend/browserStorage';
import { clearDraft, draftKey, parseJson, readDraft, writeDraft } from '../../backend/drafts';
import type { IssueRecord } from '../../backend/data';
import { settleSession } from '../../backend/sessionFunctions';
import type { PollingFor } from '../../backend/watchSessions';
import { saveRanking } from '../../backend/solutions';
import { useFollowUp } from '../../backend/useFollowUp';
import { ReminderNote } from '../../ui/ReminderNote';
import { useLiveSession } from '../../backend/useLiveSession';
import { useUser } from '../../backend/UserProvider';
import { NOT_A_PARTICIPANT } from '../../domain/agreement';
import { storedBestSolution } from '../../domain/bestSolution';
import { paths } from '../../domain/paths';
import { solutionsSavedKey } from '../../domain/sessionFlags';
import { sessionIdFromRoute } from '../../domain/sessionId';
import { roleOf, type Role } from '../../domain/sessionRole';
import { fullName } from '../../domain/sessions';
import { storedSolutions } from '../../domain/solutions';
import { readSuggestion } from '../../domain/suggestion';
import { TOP_THREE_NEEDS_BOTH, computeTopThree, rankingStage, type SolutionScore } from '../../domain/topThree';
import { LinkButton } from '../../ui/LinkButton';
import { LoadingCard, MessageCard } from '../../ui/MessageCard';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { ChoicePicture } from './ChoicePicture';
import { RankingBoard } from './RankingBoard';
import { SOLUTION_TEXTS, SUGGESTION_TEXTS, header, sameFirst, suggestion } from './solutionTexts';
import { ReRankNote, SuggestionPanel } from './SuggestionPanel';
import { useSolutionGeneration } from './useSolutionGeneration';
import './solutions.css';

/** While live updates are down the page re-reads every 3 s (docs/rules.md, "Solutions"). */
const POLLING: PollingFor = () => ({ name: 'solutions', everyMs: 3000, forMs: Infinity });
/** How long the same-#1 message stays before the move to the resolve step. */
const TO_RESOLVE_MS = 2000;

/**
 * /session/{id}/solutions: five solutions for the agreed issue, each side ranks them by drag and
 * drop, the server computes the top three, each re-ranks those, and the best solution is chosen
 * (the same #1) or suggested (docs/rules.md, "Solutions", "Top three", "Best solution"). Live.
 */
export default function SolutionsPage() {
  useDocumentTitle('Rank the Solutions');
  const id = sessionIdFromRoute(useParams().id);
  const user = useUser();
  const live = useLiveSession(id, SOLUTION_TEXTS.loadFailed, POLLING);
  const footer = <Footer />;
  if (!id) return <MessageCard variant="warning" actions={footer}>{SOLUTION_TEXTS.missingId}</MessageCard>;
  if (live.state === 'loading') return <LoadingCard label={SOLUTION_TEXTS.loading} />;
  if (live.state === 'error') return <MessageCard variant="danger" actions={footer}>{live.message}</MessageCard>;
  if (live.state === 'missing') {
    return (
      <MessageCard variant="warning" actions={footer}>
        Session not found.
        <br />
        {NOT_A_PARTICIPANT}
      </MessageCard>
    );
  }
  const email = user.status === 'signedIn' ? user.user.email : '';
  const role = roleOf(live.session, email);
  if (!role) return <MessageCard variant="warning" actions={footer}>{NOT_A_PARTICIPANT}</MessageCard>;
  return <RankTheSolutions session={live.session} role={role} email={email} />;
}

function Footer() {
  return (
    <>
      <Button variant="outline-secondary" onClick={() => window.location.reload()}>
        Reload
      </Button>
      <LinkButton to={paths.session.list()} variant="outline-secondary">
        My Sessions
      </LinkButton>
      <LinkButton to={paths.home()} variant="outline-secondary">
        Home
      </LinkButton>
    </>
  );
}

const sameOrder = (a: readonly string[] | null, b: readonly string[]) => !!a && a.length === b.length && a.every((id, i) => id === b[i]);

/** The newer of two states of the session, by updatedAt (the live one when they tie). */
const newer = (live: IssueRecord, own: IssueRecord | null) => (own && (own.updatedAt ?? '') > (live.updatedAt ?? '') ? own : live);

interface RankingDraft {
  round: string;
  order: string[];
}

/** A stored order not yet saved, if it is one (src/backend/drafts.ts). */
function parseRankingDraft(raw: string | null): RankingDraft | null {
  const value = parseJson(raw) as Partial<RankingDraft> | null;
  if (!value || typeof value.round !== 'string' || !Array.isArray(value.order) || !value.order.every((id) => typeof id === 'string')) return null;
  return { round: value.round, order: value.order };
}

/** The same ids in any order: a draft of an older set of solutions is not applied. */
const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

function RankTheSolutions({ session: liveSession, role, email }: { session: IssueRecord; role: Role; email: string }) {
  const navigate = useNavigate();
  useFollowUp(liveSession.id, liveSession, role);
  // What the viewer's own save returned shows at once, without waiting for its live echo.
  const [ownWrite, setOwnWrite] = useState<IssueRecord | null>(null);
  const session = newer(liveSession, ownWrite);
  const solutions = storedSolutions(session);
  const stage = rankingStage(session, role);
  const generation = useSolutionGeneration(session);
  const me = role === 'initiator' ? session.initiatorFirstName : session.collaboratorFirstName;
  const partner = (role === 'initiator' ? session.collaboratorFirstName : session.initiatorFirstName) || 'the other person';
  const principle = session.precedencePrincipleHuman?.trim() || session.precedencePrinciple?.human?.trim() || '';

  // The order on screen: the viewer's moves since the last save, else their saved order, else the proposals' (or the top three's) order.
  const round = stage.kind === 'ranking' ? stage.round : null;
  // An order moved but not saved survives a reload of the tab (src/backend/drafts.ts).
  const draftStorageKey = draftKey('rankingDraft', email, liveSession.id);
  const [draft, setDraftState] = useState<RankingDraft | null>(() => readDraft(draftStorageKey, parseRankingDraft));
  const setDraft = (next: RankingDraft | null) => {
    setDraftState(next);
    if (next) writeDraft(draftStorageKey, next);
    else clearDraft(draftStorageKey);
  };
  const draftApplies = stage.kind === 'ranking' && draft?.round === stage.round && sameIds(draft.order, stage.ids);
  const order = stage.kind === 'ranking' ? (draftApplies && draft ? draft.order : (stage.mine ?? stage.ids)) : [];
  const saved = stage.kind === 'ranking' && sameOrder(stage.mine, order);
  const [busy, setBusy] = useState<'save' | 'top3' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const save = async () => {
    if (stage.kind !== 'ranking') return;
    setBusy('save');
    setProblem(null);
    try {
      const written = await saveRanking(session.id, role, order, solutions);
      setOwnWrite(written);
      localStore.set(solutionsSavedKey(session.id, role, stage.round), '1');
      setDraft(null);
    } catch (error) {
      setProblem(`${SOLUTION_TEXTS.saveFailed} ${error instanceof Error ? error.message : ''}`.trim());
    } finally {
      setBusy(null);
    }
  };

  // "Both must rank" goes away by itself once it is no longer true.
  const shownProblem = problem === TOP_THREE_NEEDS_BOTH && computeTopThree(session).kind === 'ready' ? null : problem;

  const computeTopThreeNow = async () => {
    setProblem(null);
    if (computeTopThree(session).kind !== 'ready') {
      setProblem(TOP_THREE_NEEDS_BOTH);
      return;
    }
    setBusy('top3');
    try {
      const outcome = await settleSession(session.id, 'top-three');
      if (!outcome) setProblem(TOP_THREE_NEEDS_BOTH);
    } catch (error) {
      setProblem(`${SOLUTION_TEXTS.topThreeFailed} ${error instanceof Error ? error.message : ''}`.trim());
    } finally {
      setBusy(null);
    }
  };

  // Once both have re-ranked the three, whoever's page sees it asks the server to choose (once each).
  const bothRankedThree = stage.kind === 'ranking' && stage.round === 'top3' && stage.mine !== null && stage.partnerDone;
  const askedForBest = useRef(false);
  useEffect(() => {
    // After a re-rank both rank again, and the page asks again once both have.
    if (!bothRankedThree) askedForBest.current = false;
    if (!bothRankedThree || askedForBest.current) return;
    askedForBest.current = true;
    settleSession(session.id, 'best-solution').catch((error: unknown) => {
      askedForBest.current = false;
      console.warn('Could not settle the best solution', error);
    });
  }, [bothRankedThree, session.id]);

  // A suggestion waits for both answers (src/domain/suggestion.ts); after a re-rank, who asked.
  const suggestionRecord = readSuggestion(session.bestSolutionSuggestionJson);
  const openSuggestion = stage.kind === 'ranking' && stage.round === 'top3' && suggestionRecord.open ? suggestionRecord : null;
  const lastReRank = stage.kind === 'ranking' && stage.round === 'top3' && !openSuggestion ? suggestionRecord.declined.at(-1) : undefined;

  const best = stage.kind === 'decided' ? storedBestSolution(session) : null;
  const autoChosen = best?.decidedBy === 'same-first';
  useEffect(() => {
    if (!autoChosen) return;
    const timer = setTimeout(() => navigate(paths.session.resolve(session.id)), TO_RESOLVE_MS);
    return () => clearTimeout(timer);
  }, [autoChosen, navigate, session.id]);

  const onChange = (next: string[]) => {
    if (round) setDraft({ round, order: next });
  };
  const fiveScores = (session.solutionScores ?? []).filter((s): s is SolutionScore => !!s && typeof s.sol === 'string') as SolutionScore[];

  return (
    <Container className="py-4 px-3">
      <Card className="shadow-sm border-0">
        {/* Narrower padding than other cards, so five 210 px cards fit side by side on a laptop. */}
        <Card.Body className="p-3">
          <h1 className="h4 mb-1">{header(me)}</h1>
          <p className="text-body-secondary mb-3">
            For: {fullName(session.initiatorFirstName, session.initiatorLastName)} &amp; {fullName(session.collaboratorFirstName, session.collaboratorLastName)}
          </p>
          {session.agreedIssue ? (
            <p className="mb-3">
              <span className="fw-semibold">The issue you agreed on:</span> <span className="text-break">{session.agreedIssue}</span>
            </p>
          ) : null}
          {principle ? (
            <Alert variant="info">
              <Alert.Heading as="h2" className="h6">
                Dfuse thinks
              </Alert.Heading>
              <p className="mb-0 text-break">{principle}</p>
            </Alert>
          ) : null}

          {stage.kind === 'no-solutions' ? <Generation generation={generation} /> : null}

          {stage.kind === 'decided' && best ? (
            <Alert variant="success" role="status">
              <p className="mb-2">{autoChosen ? sameFirst(best.solution.title) : suggestion(best.solution.title)}</p>
              {best.decidedBy === 'suggestion' ? <p className="mb-2">{SUGGESTION_TEXTS.bothAccepted}</p> : null}
              {autoChosen ? null : <LinkButton to={paths.session.resolve(session.id)}>Continue to Resolve</LinkButton>}
            </Alert>
          ) : null}

          {openSuggestion ? <SuggestionPanel sessionId={session.id} record={openSuggestion} role={role} partner={partner} /> : null}

          {stage.kind === 'ranking' && !openSuggestion ? (
            <>
              {lastReRank ? <ReRankNote declined={lastReRank} role={role} partner={partner} /> : null}
              <p className="mb-2">
                {stage.round === 'five'
                  ? 'Drag the cards into your order, first choice on the left, then save. Nobody sees your order until you have both saved.'
                  : 'These are the top three from both your rankings. Put them in your order once more and save; if you both put the same one first, it is chosen.'}
                <span className="d-lg-none"> Scroll or swipe sideways to see every card.</span>
              </p>
              <RankingBoard solutions={solutions} order={order} onChange={onChange} locked={busy !== null} />
              <div className="d-flex flex-wrap gap-2 my-2">
                {stage.round === 'five' ? (
                  <>
                    <Button onClick={save} disabled={busy !== null || saved}>
                      {busy === 'save' ? 'Saving…' : saved ? 'Ranking saved' : 'Save Ranking'}
                    </Button>
                    {/* Looks disabled until both have saved, yet still answers a click with the spec's message. */}
                    <Button
                      variant="success"
                      onClick={computeTopThreeNow}
                      disabled={busy !== null || !saved}
                      aria-disabled={!stage.partnerDone}
                      className={stage.partnerDone ? undefined : 'opacity-50'}
                    >
                      {busy === 'top3' ? 'Computing…' : 'Compute Top 3'}
                    </Button>
                  </>
                ) : (
                  <Button onClick={save} disabled={busy !== null || saved}>
                    {busy === 'save' ? 'Saving…' : saved ? 'Saved' : 'Save Top-3 Ranking'}
                  </Button>
                )}
              </div>
              {shownProblem ? (
                <Alert variant="warning" className="mb-2">
                  {shownProblem}
                </Alert>
              ) : null}
              <WhereItStands saved={saved} partnerDone={stage.partnerDone} partner={partner} round={stage.round} />
              <ReminderNote session={liveSession} role={role} otherFirst={partner} />
            </>
          ) : null}

          {stage.kind === 'decided' && best ? (
            <ChoicePicture title="How you both ranked the top three" scores={best.scores} role={role} partnerName={partner} sameFirst={autoChosen} />
          ) : null}
          {stage.kind !== 'no-solutions' && fiveScores.length ? (
            <ChoicePicture title="How you both ranked the five" scores={fiveScores} role={role} partnerName={partner} />
          ) : null}

          <div className="d-flex flex-wrap gap-2 mt-3">
            <Footer />
          </div>
        </Card.Body>
      </Card>
    </Container>
  );
}

function Generation({ generation }: { generation: ReturnType<typeof useSolutionGeneration> }) {
  const { ready, job, requestError, generate } = generation;
  const working = job.kind === 'working';
  const failure = requestError ?? (job.kind === 'failed' ? job.message : null);
  return (
    <section aria-live="polite" className="mb-3">
      {working ? (
        <Alert variant="info" className="d-flex align-items-start gap-2">
          <Spinner animation="border" size="sm" className="mt-1" aria-hidden="true" />
          <div>
            <div className="fw-semibold">{SOLUTION_TEXTS.generating}</div>
            <div className="small">{SOLUTION_TEXTS.generatingNote}</div>
          </div>
        </Alert>
      ) : null}
      {failure ? <Alert variant="danger">{failure}</Alert> : null}
      {!ready ? <p className="text-body-secondary">{SOLUTION_TEXTS.waitingForBoth}</p> : null}
      {ready ? (
        <Button onClick={generate} disabled={working}>
          {working ? 'Generating…' : 'Generate 5 Solutions'}
        </Button>
      ) : null}
    </section>
  );
}

function WhereItStands({ saved, partnerDone, partner, round }: { saved: boolean; partnerDone: boolean; partner: string; round: 'five' | 'top3' }) {
  const badge = (done: boolean, who: string) => (
    <Badge bg={done ? 'success' : 'secondary'} className="me-2">
      {who}: {done ? 'saved' : 'not saved yet'}
    </Badge>
  );
  let next: string;
  if (!saved) next = 'Save your order when it feels right. You can change it until you both have saved.';
  else if (!partnerDone) next = `Your ranking is saved. Waiting for ${partner} to save theirs; this page moves on by itself.`;
  else next = round === 'five' ? 'You have both saved your rankings. Compute the top three when you are ready.' : 'You have both saved. Dfuse is choosing…';
  return (
    <div className="small mb-2" role="status">
      <div className="mb-1">
        {badge(saved, 'You')}
        {badge(partnerDone, partner)}
      </div>
      {next}
    </div>
  );
}
