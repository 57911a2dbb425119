import { useState } from 'react';
import { Alert, Button, Col, Container, Row } from 'react-bootstrap';
import { copyDpiToSession, saveDpi } from '../../backend/assessments';
import { ProfileWriteError } from '../../backend/profileWriteError';
import { useOwnProfile } from '../../backend/useOwnProfile';
import { ASSESSMENT_MESSAGES } from '../../domain/assessmentMessages';
import { paths } from '../../domain/paths';
import { DPI_TYPES, parseDpiType, type DpiType } from '../../domain/dpi';
import { LinkButton } from '../../ui/LinkButton';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { SessionNotice } from './SessionNotice';
import { greetingName, useAssessmentContext } from './useAssessmentContext';
import './assessments.css';
import { ProfileLoading, SaveFeedback } from './SaveFeedback';

/** The picker's message for a failed save (docs/rules.md, "DPI"). */
export function dpiPickerSaveMessage(error: unknown): string {
  if (error instanceof ProfileWriteError) {
    if (error.kind === 'createFailed') return 'Create failed.';
    if (error.kind === 'updateReturnedNull') return 'Update returned null.';
    if (error.kind === 'noEmail') return ASSESSMENT_MESSAGES.noEmail;
  }
  return ASSESSMENT_MESSAGES.dpiSaveFailed;
}

/**
 * DPI quick setup (docs/rules.md, "DPI"): choose one of the 16 types and Submit. Submit is
 * disabled until a type is chosen, while saving, and once a type is saved, which locks the
 * picker; a type already on the profile counts as saved.
 */
export default function DpiPickerPage() {
  useDocumentTitle('DPI Quick Setup');
  const { issueId, user, session } = useAssessmentContext();
  const { state: profile } = useOwnProfile(user?.email || undefined);
  const [selected, setSelected] = useState<DpiType | null>(null);
  const [saving, setSaving] = useState(false);
  const [savedNow, setSavedNow] = useState<DpiType | null>(null);
  const [error, setError] = useState<string | null>(null);

  const storedType = profile.status === 'ready' ? parseDpiType(profile.profile?.dpiType) : null;
  const savedType = savedNow ?? storedType;
  const locked = Boolean(savedType);
  const shown = savedType ?? selected;
  const loading = profile.status === 'loading' || session.status === 'loading';

  async function submit() {
    if (!selected || saving || locked || !user) return;
    if (!user.sub) return setError(ASSESSMENT_MESSAGES.noSub);
    setSaving(true);
    setError(null);
    try {
      await saveDpi(user, selected, [selected, 'test']);
      if (session.status === 'ready' && session.role) await copyDpiToSession(session.issue, session.role, selected);
      setSavedNow(selected);
    } catch (e) {
      setError(dpiPickerSaveMessage(e));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Container className="py-4 assessment-page">
      <h1 className="h3">DPI Quick Setup</h1>
      <p className="lead fs-6">Hi {greetingName(user)}, choose the four-letter personality type that fits you best.</p>
      <SessionNotice session={session} consequence="Your type is saved to your profile only." />
      {profile.status === 'failed' ? <Alert variant="warning">{ASSESSMENT_MESSAGES.profileLoadFailed}</Alert> : null}
      <ProfileLoading loading={loading} />
      <fieldset disabled={loading || saving || locked}>
        <legend className="visually-hidden">Personality types</legend>
        <Row xs={2} sm={4} className="g-2 mb-3">
          {DPI_TYPES.map((type) => (
            <Col key={type}>
              <div className={`card choice-card text-center${shown === type ? ' choice-card-selected' : ''}`}>
                <div className="card-body py-2">
                  <input
                    className="form-check-input me-2"
                    type="radio"
                    name="dpi-type"
                    id={`dpi-type-${type}`}
                    value={type}
                    checked={shown === type}
                    onChange={() => setSelected(type)}
                  />
                  <label className="form-check-label fw-semibold stretched-link" htmlFor={`dpi-type-${type}`}>
                    {type}
                  </label>
                </div>
              </div>
            </Col>
          ))}
        </Row>
      </fieldset>
      <SaveFeedback
        error={error}
        success={
          savedType ? (
            <>
              {savedNow ? ASSESSMENT_MESSAGES.dpiSaved(savedType) : `Your profile's DPI type is ${savedType}.`} The picker is
              locked; take the questionnaire to change it.
            </>
          ) : null
        }
      />
      <div className="d-flex flex-wrap gap-2">
        <Button onClick={() => void submit()} disabled={!selected || saving || locked || loading}>
          {saving ? 'Saving…' : 'Submit'}
        </Button>
        {locked ? (
          <LinkButton
            to={issueId ? paths.session.communicationStyleQuiz(issueId) : paths.communicationStyle.quiz()}
            variant="outline-primary"
          >
            Take the questionnaire
          </LinkButton>
        ) : null}
        {issueId ? (
          <LinkButton to={paths.session.overview(issueId)} variant="outline-secondary">
            Back to Session
          </LinkButton>
        ) : null}
        <LinkButton to={paths.home()} variant="outline-secondary">
          Home
        </LinkButton>
      </div>
    </Container>
  );
}
