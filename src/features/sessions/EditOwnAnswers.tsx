import { useState, type FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import type { IssueRecord } from '../../backend/data';
import { updateSession } from '../../backend/sessions';
import { LIMITS, LIMIT_MESSAGES } from '../../domain/limits';
import type { Role } from '../../domain/sessionRole';
import { texts } from '../../domain/sessions';
import { CharacterCount } from '../../ui/CharacterCount';

/** Each side's three answer lists, by the labels the overview shows them under. */
const ANSWER_LISTS: Record<Role, { field: 'initiatorIssue' | 'desiredOutcomeInitiator' | 'whyOutcomeMattersInitiator' | 'collaboratorIssue' | 'desiredOutcomeCollaborator' | 'whyOutcomeMattersCollaborator'; label: string }[]> = {
  initiator: [
    { field: 'initiatorIssue', label: 'The issue' },
    { field: 'desiredOutcomeInitiator', label: 'The outcome wanted' },
    { field: 'whyOutcomeMattersInitiator', label: 'Why it matters' },
  ],
  collaborator: [
    { field: 'collaboratorIssue', label: 'The issue' },
    { field: 'desiredOutcomeCollaborator', label: 'The outcome wanted' },
    { field: 'whyOutcomeMattersCollaborator', label: 'Why it matters' },
  ],
};

const EMPTY_LIST = 'Please keep at least one answer under each heading.';
const SAVE_FAILED = 'Your answers could not be saved; what you typed is still here.';

/**
 * The viewer's own three answers, editable until the proposed statements are written from them
 * (the update guard refuses later changes: src/domain/answerLock.ts). One box per entry given.
 */
export function EditOwnAnswers({ session, role, onDone }: { session: IssueRecord; role: Role; onDone(): void }) {
  const lists = ANSWER_LISTS[role];
  const [values, setValues] = useState<string[][]>(() => lists.map(({ field }) => [...texts(session[field])]));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const change = (list: number, entry: number, text: string) =>
    setValues((current) => current.map((entries, i) => (i === list ? entries.map((old, j) => (j === entry ? text : old)) : entries)));

  async function save(event: FormEvent) {
    event.preventDefault();
    const cleaned = values.map((entries) => entries.map((text) => text.trim()).filter(Boolean));
    if (cleaned.some((entries) => entries.length === 0)) return setProblem(EMPTY_LIST);
    if (cleaned.some((entries) => entries.some((text) => text.length > LIMITS.answer))) return setProblem(LIMIT_MESSAGES.answer);
    setBusy(true);
    setProblem(null);
    try {
      await updateSession({ id: session.id, ...Object.fromEntries(lists.map(({ field }, i) => [field, cleaned[i]])) });
      onDone();
    } catch (error) {
      // The guard's own words (e.g. the statements were proposed meanwhile) say more than ours.
      setProblem(error instanceof Error && error.message ? `${SAVE_FAILED} ${error.message}` : SAVE_FAILED);
      setBusy(false);
    }
  }

  return (
    <Form noValidate onSubmit={(event) => void save(event)} aria-label="Edit your answers">
      {lists.map(({ field, label }, list) => (
        <fieldset key={field} className="mb-2">
          <legend className="small text-body-secondary fw-semibold mb-1">{label}</legend>
          {values[list].map((text, entry) => {
            const id = `edit-${field}-${entry}`;
            return (
              <Form.Group key={entry} className="mb-2" controlId={id}>
                <Form.Label visuallyHidden>{values[list].length > 1 ? `${label}, answer ${entry + 1}` : label}</Form.Label>
                <Form.Control as="textarea" rows={2} value={text} disabled={busy} onChange={(e) => change(list, entry, e.target.value)} aria-describedby={`${id}-count`} />
                <CharacterCount id={`${id}-count`} value={text} limit={LIMITS.answer} overHint="Please shorten it; what you typed stays here." />
              </Form.Group>
            );
          })}
        </fieldset>
      ))}
      {problem ? (
        <Alert variant="danger" role="alert">
          {problem}
        </Alert>
      ) : null}
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? 'Saving…' : 'Save my answers'}
        </Button>
        <Button size="sm" variant="outline-secondary" disabled={busy} onClick={onDone}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
