import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Col, Container, Row } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { copyDcsToSession, saveDcsMode } from '../../backend/assessments';
import { ProfileWriteError } from '../../backend/profileWriteError';
import { useOwnProfile } from '../../backend/useOwnProfile';
import { ASSESSMENT_MESSAGES } from '../../domain/assessmentMessages';
import { paths } from '../../domain/paths';
import { DCS_MODES, DCS_MODE_DESCRIPTIONS, DCS_MODE_LABELS, parseDcsMode, type DcsMode } from '../../domain/dcs';
import { LinkButton } from '../../ui/LinkButton';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { SessionNotice } from './SessionNotice';
import { afterDcsSavePath, greetingName, useAssessmentContext } from './useAssessmentContext';
import './assessments.css';
import { ProfileLoading, SaveFeedback } from './SaveFeedback';

/** How long the verified-save confirmation shows before the page moves on (the spec's toast time). */
export const CONFIRMATION_MS = 4000;

/** The picker's message for a failed save (docs/rules.md, "DCS"). */
export function dcsSaveMessage(error: unknown): string {
  if (error instanceof ProfileWriteError) {
    switch (error.kind) {
      case 'noEmail':
        return ASSESSMENT_MESSAGES.noEmail;
      case 'createFailed':
        return ASSESSMENT_MESSAGES.createFailed;
      case 'updateReturnedNull':
        return ASSESSMENT_MESSAGES.updateReturnedNull;
      case 'verificationFailed':
        return ASSESSMENT_MESSAGES.verificationFailed;
      default:
        return `${ASSESSMENT_MESSAGES.dcsSaveFailed} ${error.detail ?? ''}`.trim();
    }
  }
  return `${ASSESSMENT_MESSAGES.dcsSaveFailed} ${error instanceof Error ? error.message : ''}`.trim();
}

/**
 * Conflict mode picker (docs/rules.md, "DCS"), at /dcs/test and /session/{id}/dcs/test. In a
 * session, a mode the profile already holds is applied (copied to the viewer's side of the
 * session) and the user is forwarded to propose-strategies, as after a save. Standalone there is
 * nowhere to forward to: the page names the current mode and lets the person change it (issue 27:
 * forwarding home left no way to change a style).
 */
export default function DcsPickerPage() {
  useDocumentTitle('Choose Your Conflict Mode');
  const navigate = useNavigate();
  const { issueId, user, session } = useAssessmentContext();
  const { state: profile } = useOwnProfile(user?.email || undefined);
  const [selected, setSelected] = useState<DcsMode | null>(null);
  const [busy, setBusy] = useState(false);
  const [verified, setVerified] = useState<DcsMode | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [forwarding, setForwarding] = useState<DcsMode | null>(null);
  const forwarded = useRef(false);
  const destination = afterDcsSavePath(issueId);
  const sessionSettled = session.status !== 'loading';

  // On load: a valid stored mode is applied and the user forwarded. Anything else is ignored.
  const storedMode = profile.status === 'ready' ? parseDcsMode(profile.profile?.dcsMode) : null;
  useEffect(() => {
    if (!issueId || !storedMode || !sessionSettled || forwarded.current) return;
    forwarded.current = true;
    setForwarding(storedMode);
    const apply = async () => {
      if (session.status === 'ready' && session.role) {
        await copyDcsToSession(session.issue, session.role, storedMode).catch((e: unknown) =>
          console.warn('Could not copy the stored mode to the session', e),
        );
      }
      navigate(destination, { replace: true });
    };
    void apply();
  }, [issueId, storedMode, sessionSettled, session, navigate, destination]);

  // After a verified save, the confirmation stays for a moment, then the page moves on.
  useEffect(() => {
    if (!verified) return;
    const timer = setTimeout(() => navigate(destination), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [verified, navigate, destination]);

  async function save() {
    if (!selected || busy || !user) return;
    if (!user.email) return setError(ASSESSMENT_MESSAGES.noEmail);
    setBusy(true);
    setError(null);
    setVerified(null);
    try {
      await saveDcsMode(user, selected);
      if (session.status === 'ready' && session.role) await copyDcsToSession(session.issue, session.role, selected);
      setVerified(selected);
    } catch (e) {
      setError(dcsSaveMessage(e));
    } finally {
      setBusy(false);
    }
  }

  if (forwarding) {
    return (
      <Container className="py-4 assessment-page">
        <h1 className="h3">Choose Your Conflict Mode</h1>
        <p role="status">
          Your profile already has a conflict mode: <strong>{DCS_MODE_LABELS[forwarding]}</strong>. Taking you on…
        </p>
      </Container>
    );
  }

  const loading = profile.status === 'loading' || !sessionSettled;
  return (
    <Container className="py-4 assessment-page">
      <h1 className="h3">Choose Your Conflict Mode</h1>
      <p className="lead fs-6">Hi {greetingName(user)}, pick the style you typically use during conflict.</p>
      <SessionNotice session={session} consequence="Your choice is saved to your profile only." />
      {!issueId && storedMode && !verified ? (
        <p role="status">
          Your current conflict mode is <strong>{DCS_MODE_LABELS[storedMode]}</strong>. Pick another and save to change it.
        </p>
      ) : null}
      {profile.status === 'failed' ? (
        <Alert variant="warning">{ASSESSMENT_MESSAGES.profileLoadFailed}</Alert>
      ) : null}
      <ProfileLoading loading={loading} />
      <fieldset disabled={loading || busy}>
        <legend className="visually-hidden">Conflict modes</legend>
        <Row xs={1} sm={2} lg={3} className="g-3 mb-3">
          {DCS_MODES.map((mode) => (
            <Col key={mode}>
              <div className={`card h-100 choice-card${selected === mode ? ' choice-card-selected' : ''}`}>
                <div className="card-body">
                  <div className="form-check">
                    <input
                      className="form-check-input"
                      type="radio"
                      name="dcs-mode"
                      id={`dcs-mode-${mode}`}
                      value={mode}
                      checked={selected === mode}
                      onChange={() => setSelected(mode)}
                      aria-describedby={`dcs-mode-${mode}-text`}
                    />
                    <label className="form-check-label fw-semibold stretched-link" htmlFor={`dcs-mode-${mode}`}>
                      {DCS_MODE_LABELS[mode]}
                    </label>
                  </div>
                  <p id={`dcs-mode-${mode}-text`} className="small text-body-secondary mb-0 mt-1">
                    {DCS_MODE_DESCRIPTIONS[mode]}
                  </p>
                </div>
              </div>
            </Col>
          ))}
        </Row>
      </fieldset>
      <SaveFeedback
        error={error}
        success={
          verified ? (
            <>
              Saved and verified: your conflict mode is <strong>{DCS_MODE_LABELS[verified]}</strong>.{' '}
              {issueId ? 'Taking you to the strategies…' : 'Taking you home…'}
            </>
          ) : null
        }
      />
      <div className="d-flex flex-wrap gap-2">
        <Button onClick={() => void save()} disabled={!selected || busy || loading}>
          {busy ? 'Saving…' : verified ? 'Save Again' : 'Save'}
        </Button>
        {verified ? (
          <LinkButton to={destination} variant="outline-primary">
            Continue
          </LinkButton>
        ) : null}
        <LinkButton to={paths.home()} variant="outline-secondary">
          Home
        </LinkButton>
      </div>
    </Container>
  );
}
