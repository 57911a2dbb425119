import { useState } from 'react';
import type { IssueRecord } from '../../backend/data';
import { updateSession } from '../../backend/sessions';
import { RELATIONSHIP_QUESTION, parseRelationship, relationshipField, relationshipLabel, type Relationship } from '../../domain/relationship';
import type { Role } from '../../domain/sessionRole';
import { RelationshipSelect } from '../../ui/RelationshipSelect';

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
    <RelationshipSelect id={id} other={otherFirst} value={value} disabled={state === 'saving'} small onChange={(next) => void choose(next)}>
      <div id={`${id}-status`} role="status" className={`small ${state === 'failed' ? 'text-danger' : 'text-body-secondary'}`}>
        {state === 'saving' ? 'Saving…' : state === 'saved' ? 'Saved.' : state === 'failed' ? SAVE_FAILED : ''}
      </div>
    </RelationshipSelect>
  );
}
