import type { ReactNode } from 'react';
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
  /** What is said under it (the overview's save status). */
  children?: ReactNode;
}

/** 'How do you know {other}?' with the fixed list and 'Not said' ('' clears it), and why it is asked. */
export function RelationshipSelect({ id, other, value, disabled, small, onChange, children }: SelectProps) {
  return (
    <Form.Group controlId={id} className={small ? 'mt-2' : 'mb-3'}>
      <Form.Label className={small ? 'small fw-semibold mb-1' : undefined}>{RELATIONSHIP_QUESTION(other)}</Form.Label>
      <Form.Select size={small ? 'sm' : undefined} value={value} disabled={disabled} aria-describedby={`${id}-why${children ? ` ${id}-status` : ''}`} onChange={(event) => onChange(parseRelationship(event.target.value) ?? '')}>
        <option value="">Not said</option>
        {RELATIONSHIPS.map((relationship) => (
          <option key={relationship.key} value={relationship.key}>
            {relationship.label}
          </option>
        ))}
      </Form.Select>
      <Form.Text id={`${id}-why`}>{RELATIONSHIP_WHY}</Form.Text>
      {children}
    </Form.Group>
  );
}
