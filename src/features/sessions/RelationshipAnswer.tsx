import { useState } from 'react';
import { Form } from 'react-bootstrap';
import type { IssueRecord } from '../../backend/data';
import { updateSession } from '../../backend/sessions';
import { RELATIONSHIPS, RELATIONSHIP_QUESTION, RELATIONSHIP_WHY, parseRelationship, relationshipField, relationshipLabel, type Relationship } from '../../domain/relationship';
import type { Role } from '../../domain/sessionRole';

const SAVE_FAILED = 'Your answer could not be saved. Please try again.';

/** What the other person answered to how they know the viewer, when they did. */
export function OtherRelationship({ session, role, otherFirst }: { session: IssueRecord; role: Role; otherFirst: string }) {
  const stored = parseRelationship(session[relationshipField(role)]);
  return stored ? (
    <p className="small mb-0 mt-2">
      <span className="text-body-secondary fw-semibold">How {otherFirst} knows you:</span> {relationshipLabel(stored)}
    </p>
  ) : null;
}

/**
 * The viewer's answer to how they know the other person (src/domain/relationship.ts): optional,
 * saved as soon as it is chosen, changeable while the session is open; shown only once it cannot be.
 */
export function RelationshipAnswer({ session, role, otherFirst, editable }: { session: IssueRecord; role: Role; otherFirst: string; editable: boolean }) {
  const stored = parseRelationship(session[relationshipField(role)]);
  // What is chosen shows at once; the stored value takes over when the live record brings it.
  const [chosen, setChosen] = useState<Relationship | '' | undefined>(undefined);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const value = chosen ?? stored ?? '';
  const id = `relationship-${role}`;

  if (!editable) {
    return stored ? (
      <p className="small mb-0 mt-2">
        <span className="text-body-secondary fw-semibold">{RELATIONSHIP_QUESTION(otherFirst)}</span> {relationshipLabel(stored)}
      </p>
    ) : null;
  }

  async function choose(next: Relationship | '') {
    setChosen(next);
    setState('saving');
    try {
      await updateSession({ id: session.id, [relationshipField(role)]: next || null });
      setState('saved');
    } catch {
      setChosen(undefined);
      setState('failed');
    }
  }

  return (
    <Form.Group controlId={id} className="mt-2">
      <Form.Label className="small fw-semibold mb-1">{RELATIONSHIP_QUESTION(otherFirst)}</Form.Label>
      <Form.Select size="sm" value={value} disabled={state === 'saving'} aria-describedby={`${id}-why ${id}-status`} onChange={(event) => void choose(parseRelationship(event.target.value) ?? '')}>
        <option value="">Not said</option>
        {RELATIONSHIPS.map((relationship) => (
          <option key={relationship.key} value={relationship.key}>
            {relationship.label}
          </option>
        ))}
      </Form.Select>
      <Form.Text id={`${id}-why`}>{RELATIONSHIP_WHY}</Form.Text>
      <div id={`${id}-status`} role="status" className={`small ${state === 'failed' ? 'text-danger' : 'text-body-secondary'}`}>
        {state === 'saving' ? 'Saving…' : state === 'saved' ? 'Saved.' : state === 'failed' ? SAVE_FAILED : ''}
      </div>
    </Form.Group>
  );
}
