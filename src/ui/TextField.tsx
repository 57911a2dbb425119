import { Form, type FormControlProps } from 'react-bootstrap';
import type { InputHTMLAttributes } from 'react';

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'name' | 'autoComplete' | 'inputMode' | 'required' | 'disabled' | 'maxLength' | 'autoFocus' | 'placeholder'
>;

interface TextFieldProps extends InputProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Marks the input invalid for assistive technology (aria-invalid). */
  invalid?: boolean;
  size?: FormControlProps['size'];
}

/** A labelled Bootstrap text input: the label is tied to the input, and changes report the new text. */
export function TextField({ id, label, onChange, invalid, ...input }: TextFieldProps) {
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control {...input} onChange={(e) => onChange(e.target.value)} aria-invalid={invalid} />
    </Form.Group>
  );
}
