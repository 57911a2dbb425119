import { Form } from 'react-bootstrap';
import { RELATIONSHIPS, RELATIONSHIP_QUESTION, RELATIONSHIP_WHY, parseRelationship, type Relationship } from '../domain/relationship';

interface SelectProps {
  id: string;
  other: string;
  value: Relationship | '';
  disabled?: boolean;
  /** The overview's compact form; the collaborator's answer form shows it like its other questions. */
  small?: boolean;
  onChange(next: Relationship | ''): void;
  /** A line under it, announced as it changes (the overview's save status). */
  status?: { text: string; failed: boolean };
}

/** 'How do you know {other}?' with the fixed list and 'Not said' ('' clears it), and why it is asked. */
export function RelationshipSelect({ id, other, value, disabled, small, onChange, status }: SelectProps) {
  return (
    <Form.Group controlId={id} className={small ? 'mt-2' : 'mb-3'}>
      <Form.Label className={small ? 'small fw-semibold mb-1' : undefined}>{RELATIONSHIP_QUESTION(other)}</Form.Label>
      <Form.Select
        size={small ? 'sm' : undefined}
        value={value}
        disabled={disabled}
        aria-describedby={status ? `${id}-why ${id}-status` : `${id}-why`}
        onChange={(event) => onChange(parseRelationship(event.target.value) ?? '')}
      >
        <option value="">Not said</option>
        {RELATIONSHIPS.map((relationship) => (
          <option key={relationship.key} value={relationship.key}>
            {relationship.label}
          </option>
        ))}
      </Form.Select>
      <Form.Text id={`${id}-why`}>{RELATIONSHIP_WHY}</Form.Text>
      {status ? (
        <div id={`${id}-status`} role="status" className={`small ${status.failed ? 'text-danger' : 'text-body-secondary'}`}>
          {status.text}
        </div>
      ) : null}
    </Form.Group>
  );
}
