import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Container, Table, Toast, ToastContainer } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { copyDcsToSession, saveDcsResult } from '../../backend/assessments';
import { ProfileWriteError } from '../../backend/profileWriteError';
import { useOwnProfile } from '../../backend/useOwnProfile';
import { ASSESSMENT_MESSAGES } from '../../domain/assessmentMessages';
import { paths } from '../../domain/paths';
import {
  DCS_BANDS,
  DCS_CONTEXT_LABELS,
  DCS_MODE_LABELS,
  DCS_QUESTIONS,
  DCS_QUESTION_COUNT,
  DCS_SCALE,
  DCS_SCALE_LABELS,
  dcsAnsweredCount,
  dcsComplete,
  dcsProgress,
  dominantExplanation,
  dominantMode,
  formatDcsScores,
  parseDcsMode,
  parseDcsQuizState,
  scoreDcs,
  type DcsAnswer,
  type DcsAnswers,
  type DcsMode,
} from '../../domain/dcs';
import { LinkButton } from '../../ui/LinkButton';
import { ProgressMeter } from '../../ui/ProgressMeter';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { DcsScoreChart } from './DcsScoreChart';
import { roleLabel } from './roleLabels';
import { SessionNotice } from './SessionNotice';
import { clearQuizState, quizStorageKey, readQuizState, writeQuizState } from './quizStorage';
import { afterDcsSavePath, greetingName, useAssessmentContext } from './useAssessmentContext';
import './assessments.css';
import { SaveFeedback } from './SaveFeedback';

/** The 'Saved' toast auto-hides after 4 s (docs/rules.md, "DCS"); the page then moves on. */
export const SAVED_TOAST_MS = 4000;

interface Saved {
  mode: DcsMode;
  /** The other participant's full name when the style was also saved to a session, or null standalone. */
  sessionWith: string | null;
}


function saveFailure(error: unknown): string {
  const detail = error instanceof ProfileWriteError ? error.detail ?? error.kind : error instanceof Error ? error.message : '';
  if (error instanceof ProfileWriteError && error.kind === 'noEmail') return ASSESSMENT_MESSAGES.noEmail;
  return detail ? `${ASSESSMENT_MESSAGES.dcsSaveFailed} (${detail})` : ASSESSMENT_MESSAGES.dcsSaveFailed;
}

/** The 20-question conflict styles questionnaire (docs/rules.md, "DCS"), standalone or in a session. */
export default function DcsQuizPage() {
  useDocumentTitle('20-Question Conflict Styles Assessment');
  const navigate = useNavigate();
  const { issueId, inSession, user, session } = useAssessmentContext();
  const { state: profile } = useOwnProfile(user?.email || undefined);
  const storageKey = quizStorageKey('dcs', user?.email, issueId);
  const [stored] = useState(() => readQuizState(storageKey, parseDcsQuizState));
  const [answers, setAnswers] = useState<DcsAnswers>(() => stored?.answers ?? {});
  const [showResults, setShowResults] = useState(() => stored?.showResults ?? false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<Saved | null>(null);

  useEffect(() => {
    writeQuizState(storageKey, { answers, showResults });
  }, [storageKey, answers, showResults]);

  const result = scoreDcs(answers);
  const answered = dcsAnsweredCount(answers);
  const percent = dcsProgress(answers);
  const role = session.status === 'ready' ? session.role : null;
  const sessionBlocksSave = inSession && role === null;
  const currentMode = profile.status === 'ready' ? parseDcsMode(profile.profile?.dcsMode) : null;

  function answer(id: number, value: DcsAnswer) {
    setAnswers((previous) => ({ ...previous, [id]: value }));
    setSaved(null);
  }

  function reset() {
    setAnswers({});
    setShowResults(false);
    setError(null);
    setSaved(null);
    clearQuizState(storageKey);
  }

  async function save() {
    if (busy || !user || sessionBlocksSave) return;
    const mode = dominantMode(result);
    if (!result || !mode) return setError(ASSESSMENT_MESSAGES.noDominantStyle);
    if (!user.email) return setError(ASSESSMENT_MESSAGES.noEmail);
    setBusy(true);
    setError(null);
    try {
      await saveDcsResult(user, mode, formatDcsScores(result));
      let sessionWith: string | null = null;
      if (session.status === 'ready' && session.role) {
        await copyDcsToSession(session.issue, session.role, mode);
        const { issue } = session;
        sessionWith =
          session.role === 'initiator'
            ? `${issue.collaboratorFirstName} ${issue.collaboratorLastName}`.trim()
            : `${issue.initiatorFirstName} ${issue.initiatorLastName}`.trim();
      }
      clearQuizState(storageKey);
      setSaved({ mode, sessionWith });
    } catch (e) {
      setError(saveFailure(e));
    } finally {
      setBusy(false);
    }
  }

  const roleLine = inSession ? `Role: ${session.status === 'loading' ? '…' : roleLabel(role)}` : '(standalone)';

  return (
    <Container className="py-4 assessment-page">
      <h1 className="h3">20-Question Conflict Styles Assessment</h1>
      <p className="lead fs-6 mb-1">
        Hi {greetingName(user)}, rate how often each statement describes what you do when a disagreement comes up.
      </p>
      <p className="fw-semibold" data-testid="role-line">
        {roleLine}
      </p>
      <SessionNotice session={session} consequence="Save is not available for this session." />
      {currentMode ? (
        <p className="small text-body-secondary">
          Your profile&apos;s current conflict mode: <strong>{DCS_MODE_LABELS[currentMode]}</strong>.
        </p>
      ) : null}

      <ProgressMeter percent={percent} label={`Answered ${answered} of ${DCS_QUESTION_COUNT}`} className="mb-2" />
      <p className="small mb-3">
        {answered} of {DCS_QUESTION_COUNT} answered. Scale: 1 = never, 2 = seldom, 3 = sometimes, 4 = often, 5 = always.
      </p>

      <ol className="list-unstyled mb-4">
        {DCS_QUESTIONS.map((q) => (
          <li key={q.id}>
            <fieldset className="quiz-statement" aria-describedby={`dcs-q${q.id}-context`}>
              <legend className="fs-6 mb-2">
                <span className="fw-semibold">{q.id}.</span> {q.text}{' '}
                <Badge bg={q.context === 'work' ? 'secondary' : 'info'} text={q.context === 'work' ? undefined : 'dark'} id={`dcs-q${q.id}-context`}>
                  {DCS_CONTEXT_LABELS[q.context]}
                </Badge>
              </legend>
              <div className="quiz-scale">
                {DCS_SCALE.map((value) => {
                  const id = `dcs-q${q.id}-${value}`;
                  return (
                    <span key={value}>
                      <input
                        type="radio"
                        className="btn-check"
                        name={`dcs-q${q.id}`}
                        id={id}
                        value={value}
                        checked={answers[q.id] === value}
                        onChange={() => answer(q.id, value)}
                      />
                      <label className="btn btn-outline-primary" htmlFor={id}>
                        {value}
                        <span className="visually-hidden"> ({DCS_SCALE_LABELS[value]})</span>
                      </label>
                    </span>
                  );
                })}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>

      <div className="d-flex flex-wrap gap-2 mb-4">
        <Button onClick={() => setShowResults(true)} disabled={!dcsComplete(answers) || showResults}>
          Show Results
        </Button>
        <Button variant="outline-secondary" onClick={reset}>
          Reset
        </Button>
      </div>

      {showResults && result ? (
        <section aria-labelledby="dcs-results-heading">
          <h2 id="dcs-results-heading" className="h4">
            Your results
          </h2>
          <div className="table-responsive">
            <Table bordered size="sm" className="bg-white small">
              <thead>
                <tr>
                  <th scope="col">Style</th>
                  <th scope="col">Questions</th>
                  <th scope="col">Score</th>
                  <th scope="col">Band</th>
                </tr>
              </thead>
              <tbody>
                {result.styles.map((s) => (
                  <tr key={s.style}>
                    <th scope="row">{DCS_MODE_LABELS[s.mode]}</th>
                    <td>{s.questions.join(', ')}</td>
                    <td>{s.score}</td>
                    <td>{s.band}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
          <Alert variant="primary" role="status" data-testid="dominant">
            <strong>Dominant style(s):</strong> {result.dominant.map((d) => DCS_MODE_LABELS[d.mode]).join(', ')}
            <p className="mb-0 mt-1" data-testid="dominant-explained">
              {dominantExplanation(result.dominant)}
            </p>
          </Alert>
          <DcsScoreChart styles={result.styles} dominant={result.dominant} />
          <h3 className="h6">Bands</h3>
          <ul className="small" aria-label="Band legend">
            {DCS_BANDS.map((b) => (
              <li key={b.band}>
                {b.min}–{b.max}: {b.band}
              </li>
            ))}
          </ul>
          <SaveFeedback error={error} />
          <div className="d-flex flex-wrap gap-2 mb-4">
            <Button onClick={() => void save()} disabled={busy || !user || sessionBlocksSave || session.status === 'loading' || Boolean(saved)}>
              {busy ? 'Saving…' : saved ? 'Saved' : 'Save'}
            </Button>
            {!inSession ? (
              <LinkButton to={paths.home()} variant="outline-secondary">
                Back to Home
              </LinkButton>
            ) : null}
          </div>
        </section>
      ) : null}

      <ToastContainer position="bottom-end" className="p-3 position-fixed">
        <Toast
          show={Boolean(saved)}
          onClose={() => navigate(afterDcsSavePath(issueId))}
          delay={SAVED_TOAST_MS}
          autohide
          bg="success"
        >
          <Toast.Header closeLabel="Close and continue">
            <strong className="me-auto">Saved</strong>
          </Toast.Header>
          <Toast.Body className="text-white">
            {saved ? (
              <ul className="mb-0 ps-3">
                {/* The spec's three facts (session snapshot, profile mode, scores stored), without field names or version tags. */}
                <li>{saved.sessionWith ? `Saved to your session with ${saved.sessionWith}, who can see it there.` : 'Not tied to a session: you took it on its own.'}</li>
                <li>Your profile’s conflict style is now {DCS_MODE_LABELS[saved.mode]}.</li>
                <li>Your scores are saved with your profile.</li>
              </ul>
            ) : null}
          </Toast.Body>
        </Toast>
      </ToastContainer>
    </Container>
  );
}
