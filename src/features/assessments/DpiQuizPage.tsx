import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Container } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { copyDpiToSession, saveDpi } from '../../backend/assessments';
import { ProfileWriteError } from '../../backend/profileWriteError';
import { useOwnProfile } from '../../backend/useOwnProfile';
import { reviewOutcome } from '../../domain/agreement';
import { ASSESSMENT_MESSAGES } from '../../domain/assessmentMessages';
import {
  DPI_ANSWERS,
  DPI_LETTER_NAMES,
  DPI_QUESTIONS,
  dpiAnsweredCount,
  formatDpiResults,
  isDpiAnswer,
  parseDpiQuizState,
  parseDpiType,
  scoreDpi,
  type DpiAnswer,
  type DpiAnswers,
  type DpiResult,
} from '../../domain/dpi';
import { paths } from '../../domain/paths';
import { noSharedIssueText } from '../../domain/sessionStage';
import type { SessionRoleState } from '../../backend/useSessionRole';
import { LeaningBar } from '../../ui/LeaningBar';
import { LinkButton } from '../../ui/LinkButton';
import { ProgressMeter } from '../../ui/ProgressMeter';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { SessionNotice } from './SessionNotice';
import { clearQuizState, quizStorageKey, readQuizState, writeQuizState } from './quizStorage';
import { greetingName, useAssessmentContext } from './useAssessmentContext';
import './assessments.css';

type SaveStatus = { status: 'idle' } | { status: 'saving' } | { status: 'ok'; message: string } | { status: 'err'; message: string };

/** The questionnaire's failure text: 'Could not save your DPI type.' plus the detail (docs/rules.md, "DPI"). */
export function dpiQuizSaveMessage(error: unknown): string {
  let detail = error instanceof Error ? error.message : String(error);
  if (error instanceof ProfileWriteError) {
    detail =
      error.kind === 'createFailed'
        ? ASSESSMENT_MESSAGES.dpiCreateFailed
        : error.kind === 'noEmail'
          ? ASSESSMENT_MESSAGES.noEmail
          : ASSESSMENT_MESSAGES.dpiUpdateFailed;
  }
  return `${ASSESSMENT_MESSAGES.dpiQuizSaveFailed} ${detail}`;
}

/**
 * The 12-statement DPI questionnaire (docs/rules.md, "DPI"): one statement at a time,
 * then the type with its four-pair breakdown, saved to the profile and, in a session, to the
 * viewer's own side. This is also the 'communication-style page' of the agree step.
 */
export default function DpiQuizPage() {
  useDocumentTitle('Communication Style Questionnaire');
  const navigate = useNavigate();
  const { issueId, user, session } = useAssessmentContext();
  const storageKey = quizStorageKey('dpi', user?.email, issueId);
  const [stored] = useState(() => readQuizState(storageKey, parseDpiQuizState));
  const [answers, setAnswers] = useState<DpiAnswers>(() => stored?.answers ?? {});
  const [index, setIndex] = useState(() => stored?.index ?? 0);
  const [result, setResult] = useState<DpiResult | null>(null);
  const [save, setSave] = useState<SaveStatus>({ status: 'idle' });
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const questionLegend = useRef<HTMLLegendElement>(null);
  const [retaking, setRetaking] = useState(false);

  // Offered, never repeated (issue 27): a type already on the session side or the profile is
  // shown instead of question 1, and a profile's type counts for the session too.
  const { state: profile } = useOwnProfile(user?.email || undefined);
  const sessionSide = session.status === 'ready' && session.role ? (session.role === 'initiator' ? 'initiatorDPI' : 'collaboratorDPI') : null;
  const sessionType = session.status === 'ready' && sessionSide ? parseDpiType(session.issue[sessionSide]?.[0]) : null;
  const profileType = profile.status === 'ready' ? parseDpiType(profile.profile?.dpiType) : null;
  const takenType = sessionType ?? profileType;
  useEffect(() => {
    if (session.status !== 'ready' || !session.role || sessionType || !profileType) return;
    copyDpiToSession(session.issue, session.role, profileType).catch((error: unknown) => console.warn('Could not copy the type to the session', error));
  }, [session, sessionType, profileType]);

  useEffect(() => {
    if (!result) writeQuizState(storageKey, { answers, index });
  }, [storageKey, answers, index, result]);

  useEffect(() => {
    if (result) resultsHeading.current?.focus();
  }, [result]);

  const question = DPI_QUESTIONS[index];
  const total = DPI_QUESTIONS.length;
  const answered = dpiAnsweredCount(answers);
  const last = index === total - 1;
  const current = answers[question.id];

  function go(to: number) {
    setIndex(to);
    // Keep keyboard and screen-reader users on the new statement.
    requestAnimationFrame(() => questionLegend.current?.focus());
  }

  async function finish() {
    const scored = scoreDpi(answers);
    if (!scored || !user) return;
    setResult(scored);
    setSave({ status: 'saving' });
    try {
      await saveDpi(user, scored.type, formatDpiResults(scored));
      if (session.status === 'ready' && session.role) await copyDpiToSession(session.issue, session.role, scored.type);
      clearQuizState(storageKey);
      setSave({ status: 'ok', message: ASSESSMENT_MESSAGES.dpiSaved(scored.type) });
    } catch (e) {
      setSave({ status: 'err', message: dpiQuizSaveMessage(e) });
    }
  }

  function retake() {
    clearQuizState(storageKey);
    setAnswers({});
    setIndex(0);
    setResult(null);
    setSave({ status: 'idle' });
  }

  const percent = Math.round((answered / total) * 100);
  return (
    <Container className="py-4 assessment-page">
      <h1 className="h3">Communication Style Questionnaire</h1>
      <p className="lead fs-6">
        Hi {greetingName(user)}, 12 short statements place you among 16 personality types (DPI), so tips fit the way you
        communicate.
      </p>
      <SessionNotice session={session} consequence="Your type is saved to your profile only." />
      <NoSharedIssue session={session} />

      {takenType && !result && !retaking && answered === 0 ? (
        <section aria-labelledby="dpi-taken-heading" data-testid="dpi-already-taken">
          <h2 id="dpi-taken-heading" className="h4">
            You have already taken this questionnaire: <span data-testid="dpi-type">{takenType}</span>
          </h2>
          <p>Your type is saved{sessionSide ? ' and counts for this session' : ''}. You do not need to take it again.</p>
          <div className="d-flex flex-wrap gap-2">
            {session.status === 'ready' && session.role ? (
              <LinkButton to={paths.session.agree(session.issue.id)}>Back to the statements</LinkButton>
            ) : null}
            <Button variant="outline-secondary" onClick={() => setRetaking(true)}>
              Take it again
            </Button>
          </div>
        </section>
      ) : !result ? (
        <>
          <ProgressMeter percent={percent} label={`Answered ${answered} of ${total}`} className="mb-2" />
          <p className="small">
            Question {index + 1} of {total}
          </p>
          <fieldset className="quiz-statement mb-3">
            <legend ref={questionLegend} tabIndex={-1} className="fs-5 mb-3">
              {question.text}
            </legend>
            <div className="quiz-scale">
              {DPI_ANSWERS.map(({ value, label }) => {
                const id = `dpi-${question.id}-${value}`;
                return (
                  <span key={value}>
                    <input
                      type="radio"
                      className="btn-check"
                      name={`dpi-${question.id}`}
                      id={id}
                      value={value}
                      checked={current === value}
                      onChange={() => setAnswers((previous) => ({ ...previous, [question.id]: value as DpiAnswer }))}
                    />
                    <label className="btn btn-outline-primary" htmlFor={id}>
                      {label}
                    </label>
                  </span>
                );
              })}
            </div>
          </fieldset>
          <div className="d-flex flex-wrap gap-2">
            <Button variant="outline-secondary" onClick={() => go(index - 1)} disabled={index === 0}>
              Back
            </Button>
            {last ? (
              <Button onClick={() => void finish()} disabled={answered !== total || !user}>
                See Results &amp; Save
              </Button>
            ) : (
              <Button onClick={() => go(index + 1)} disabled={!isDpiAnswer(current)}>
                Next
              </Button>
            )}
          </div>
        </>
      ) : (
        <section aria-labelledby="dpi-results-heading">
          <h2 id="dpi-results-heading" ref={resultsHeading} tabIndex={-1} className="h4">
            Your type: <span data-testid="dpi-type">{result.type}</span>
          </h2>
          <p className="small text-body-secondary">
            {result.breakdown.map((b) => DPI_LETTER_NAMES[b.letter]).join(' · ')}
          </p>
          <div className="mb-3" data-testid="dpi-breakdown">
            {result.breakdown.map((b) => (
              <LeaningBar
                key={b.pair}
                label={b.label}
                left={b.first}
                right={b.second}
                total={b.total}
                leftName={DPI_LETTER_NAMES[b.first]}
                rightName={DPI_LETTER_NAMES[b.second]}
              />
            ))}
          </div>
          <div aria-live="polite" data-testid="dpi-save-status">
            {save.status === 'saving' ? <Alert variant="secondary" role="status">Saving…</Alert> : null}
            {save.status === 'ok' ? <Alert variant="success" role="status">{save.message}</Alert> : null}
            {save.status === 'err' ? (
              <Alert variant="danger" role="alert">
                {save.message}
              </Alert>
            ) : null}
          </div>
          <div className="d-flex flex-wrap gap-2">
            {save.status === 'err' ? <Button onClick={() => void finish()}>Try Saving Again</Button> : null}
            <Button variant="outline-secondary" onClick={retake}>
              Retake
            </Button>
            <Button variant="outline-primary" onClick={() => navigate(-1)}>
              Done
            </Button>
          </div>
        </section>
      )}
    </Container>
  );
}

/**
 * The no-common-conflict e-mail links here (the spec's communication-style page): say what
 * happened, that the questionnaire is optional, and offer the way on (a shared wording).
 */
function NoSharedIssue({ session }: { session: SessionRoleState }) {
  if (session.status !== 'ready' || !session.role) return null;
  const outcome = reviewOutcome(session.issue);
  if (outcome.kind !== 'no-common-conflict' && outcome.kind !== 'no-overlap') return null;
  const text = noSharedIssueText();
  return (
    <Alert variant="warning" data-testid="no-shared-issue">
      <h2 className="h6">{text.headline}</h2>
      <p className="mb-1">{text.what}</p>
      <p className="mb-2">{text.next}</p>
      <LinkButton to={paths.session.agree(session.issue.id)} size="sm" variant="outline-dark">
        Write or accept a wording
      </LinkButton>
    </Alert>
  );
}
