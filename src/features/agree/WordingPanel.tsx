import { useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { sessionStore } from '../../backend/browserStorage';
import type { IssueRecord } from '../../backend/data';
import { proposedWording, wordingDraftKey, type Candidate } from '../../domain/agreement';
import { LIMITS, LIMIT_MESSAGES } from '../../domain/limits';
import type { Role } from '../../domain/sessionRole';
import { sameStatement } from '../../domain/statements';
import { useCrisisStep } from '../../ui/useCrisisStep';

interface WordingPanelProps {
  session: IssueRecord;
  role: Role;
  candidates: readonly Candidate[];
  /** Saves the viewer's wording (the other's, to accept it); resolves once saved and settled. */
  onPropose: (wording: string) => Promise<void>;
}

/**
 * The way on after no shared statement (docs/rules.md, "Agreement", issue 27): each side may write
 * its own wording of the issue or edit one of the proposed statements; a wording becomes the
 * agreed issue only when the other accepts it (the server decides). Who proposed is said only as
 * "you" and "the other person".
 */
export function WordingPanel({ session, role, candidates, onPropose }: WordingPanelProps) {
  const other: Role = role === 'initiator' ? 'collaborator' : 'initiator';
  const mine = proposedWording(session, role);
  const theirs = proposedWording(session, other);
  // What is being typed is kept in the tab, so a reload loses nothing.
  const draftKey = wordingDraftKey(session.id, role);
  const [text, setTextState] = useState(() => sessionStore.get(draftKey) ?? mine ?? '');
  const setText = (next: string) => {
    setTextState(next);
    sessionStore.set(draftKey, next);
  };
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const crisis = useCrisisStep();

  const propose = async (wording: string) => {
    if (wording.trim().length > LIMITS.statement) return setError(LIMIT_MESSAGES.statement);
    if (!crisis.goOn([wording])) return;
    setSaving(true);
    setError(null);
    try {
      await onPropose(wording);
      sessionStore.remove(draftKey);
    } catch (e) {
      // The text stays in the box, so nothing typed is lost.
      setError(`Failed to save your wording: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setSaving(false);
    }
  };

  const trimmed = text.trim();
  const unchanged = mine !== null && sameStatement(mine, trimmed);
  return (
    <section aria-labelledby="wording-heading" className="border rounded p-3 mt-3" data-testid="wording-panel">
      <h2 id="wording-heading" className="h5">
        Find a wording you both accept
      </h2>
      {theirs ? (
        <div className="mb-3" data-testid="their-wording">
          <p className="mb-1 fw-semibold">The other person proposes:</p>
          <blockquote className="border-start border-3 ps-2 text-break mb-2">{theirs}</blockquote>
          <div className="d-flex flex-wrap gap-2">
            <Button variant="success" disabled={saving} onClick={() => void propose(theirs)}>
              Accept this wording
            </Button>
            <Button variant="outline-secondary" disabled={saving} onClick={() => setText(theirs)}>
              Edit it
            </Button>
          </div>
        </div>
      ) : null}
      {mine ? (
        <div className="mb-3" data-testid="my-wording" role="status">
          <p className="mb-1 fw-semibold">You propose:</p>
          <blockquote className="border-start border-3 ps-2 text-break mb-1">{mine}</blockquote>
          <p className="small text-body-secondary mb-0">
            It becomes the issue you share once the other person accepts it; this page moves on by itself when they do.
          </p>
        </div>
      ) : null}
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          void propose(trimmed);
        }}
      >
        <Form.Group controlId="own-wording" className="mb-2">
          <Form.Label>{mine ? 'Change your wording' : 'Your wording of the issue'}</Form.Label>
          <Form.Control as="textarea" rows={3} value={text} maxLength={LIMITS.statement} onChange={(e) => setText(e.target.value)} />
          <Form.Text>
            {text.length} / {LIMITS.statement} characters
          </Form.Text>
        </Form.Group>
        {candidates.length ? (
          <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
            <span className="small">Start from a proposed statement:</span>
            {candidates.map((candidate, index) => (
              <Button key={candidate.statement} size="sm" variant="outline-secondary" onClick={() => setText(candidate.statement)}>
                Edit Option {index + 1}
              </Button>
            ))}
          </div>
        ) : null}
        {error ? (
          <Alert variant="danger" className="mb-2">
            {error}
          </Alert>
        ) : null}
        {crisis.notice}
        <Button type="submit" disabled={saving || !trimmed || unchanged}>
          {saving ? 'Saving…' : 'Propose this wording'}
        </Button>
      </Form>
    </section>
  );
}
