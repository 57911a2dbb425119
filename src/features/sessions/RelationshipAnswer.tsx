import { useRef, useState } from 'react';
import type { IssueRecord } from '../../backend/data';
import { updateSession } from '../../backend/sessions';
import { relationshipLabel, relationshipOf, relationshipUpdate, type Relationship } from '../../domain/relationship';
import type { Role } from '../../domain/sessionRole';
import { RelationshipSelect } from '../../ui/RelationshipSelect';

const SAVE_FAILED = 'Your answer could not be saved.';

/** A stored answer as a line of text ("How Jess knows you: Partner or spouse"), nothing when there is none. */
function RelationshipLine({ lead, relationship }: { lead: string; relationship: Relationship | undefined }) {
  return relationship ? (
    <p className="small mb-0 mt-2">
      <span className="text-body-secondary fw-semibold">{lead}</span> {relationshipLabel(relationship)}
    </p>
  ) : null;
}

/** What the other person answered to how they know the viewer, when they did. */
export function OtherRelationship({ session, role, otherFirst }: { session: IssueRecord; role: Role; otherFirst: string }) {
  return <RelationshipLine lead={`How ${otherFirst} knows you:`} relationship={relationshipOf(session, role)} />;
}

type SaveState = { state: 'idle' | 'saving' | 'saved' } | { state: 'failed'; problem: string };

/**
 * The viewer's answer to how they know the other person (src/domain/relationship.ts): optional,
 * saved as soon as it is chosen, changeable while the session is open; shown only once it cannot be.
 * The control is never disabled while saving: arrow keys on a closed select change it at once, and
 * a keyboard user stepping through the list would be stopped at the first step. Only the latest
 * choice is saved, one save at a time.
 */
export function RelationshipAnswer({ session, role, otherFirst, editable }: { session: IssueRecord; role: Role; otherFirst: string; editable: boolean }) {
  const stored = relationshipOf(session, role);
  // A choice shows at once; the live record's value takes over whenever it changes (this save's echo, or another device's).
  const [chosen, setChosen] = useState<Relationship | '' | undefined>(undefined);
  const [storedBefore, setStoredBefore] = useState(stored);
  if (storedBefore !== stored) {
    setStoredBefore(stored);
    setChosen(undefined);
  }
  const [save, setSave] = useState<SaveState>({ state: 'idle' });
  const wanted = useRef<Relationship | ''>('');
  const saving = useRef(false);
  const id = `relationship-${role}`;

  if (!editable) return <RelationshipLine lead={`How you know ${otherFirst}:`} relationship={stored} />;

  async function choose(next: Relationship | '') {
    setChosen(next);
    wanted.current = next;
    if (saving.current) return;
    saving.current = true;
    setSave({ state: 'saving' });
    try {
      let saved: Relationship | '';
      do {
        saved = wanted.current;
        await updateSession({ id: session.id, ...relationshipUpdate(role, saved || null) });
      } while (wanted.current !== saved);
      setSave({ state: 'saved' });
    } catch (error) {
      setChosen(undefined);
      // The server's own words (the session was deleted meanwhile, say) say more than ours.
      setSave({ state: 'failed', problem: error instanceof Error && error.message ? `${SAVE_FAILED} ${error.message}` : `${SAVE_FAILED} Please try again.` });
    } finally {
      saving.current = false;
    }
  }

  const status = save.state === 'saving' ? 'Saving…' : save.state === 'saved' ? 'Saved.' : save.state === 'failed' ? save.problem : '';
  return <RelationshipSelect id={id} other={otherFirst} value={chosen ?? stored ?? ''} small status={{ text: status, failed: save.state === 'failed' }} onChange={(next) => void choose(next)} />;
}
