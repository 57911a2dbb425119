import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { saveMyNames } from '../../backend/accountNames';
import type { SignedInUser } from '../../backend/UserProvider';
import { FormAlerts, useFieldProblem } from './FormFeedback';
import { namesProblem } from './registration';

export const NAMES_SAVED = 'Your names are saved. New sessions and invitations use them; sessions you already have keep the names they were started with.';
export const NAMES_NOT_SAVED = 'Your names could not be saved. Nothing was changed; please try again.';

const FIELD_IDS = { firstName: 'account-first-name', lastName: 'account-last-name' } as const;
const LABELS = { firstName: 'First name', lastName: 'Last name' } as const;

/** The account page's names: sign-up's rules and messages, then saved to the account and the Profile. */
export function NamesForm({ user }: { user: SignedInUser }) {
  const [names, setNames] = useState({ firstName: user.firstName, lastName: user.lastName });
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const feedback = useFieldProblem<keyof typeof FIELD_IDS>(FIELD_IDS);

  const change = (field: keyof typeof FIELD_IDS) => (event: ChangeEvent<HTMLInputElement>) => {
    setNames((current) => ({ ...current, [field]: event.target.value }));
    setNotice(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const problem = namesProblem(names);
    if (problem) {
      feedback.show({ message: problem.message, field: problem.field === 'lastName' ? 'lastName' : 'firstName' });
      return;
    }
    feedback.clear();
    setSaving(true);
    try {
      await saveMyNames(user, names);
      setNames({ firstName: names.firstName.trim(), lastName: names.lastName.trim() });
      setNotice(NAMES_SAVED);
    } catch {
      feedback.show({ message: NAMES_NOT_SAVED });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <Row className="g-3 mb-3">
        {(['firstName', 'lastName'] as const).map((field) => (
          <Col sm={6} key={field}>
            <Form.Label htmlFor={FIELD_IDS[field]}>{LABELS[field]}</Form.Label>
            <Form.Control
              id={FIELD_IDS[field]}
              autoComplete={field === 'firstName' ? 'given-name' : 'family-name'}
              value={names[field]}
              isInvalid={feedback.invalid(field)}
              onChange={change(field)}
            />
          </Col>
        ))}
      </Row>
      <p className="mb-3">
        <span className="fw-semibold">E-mail:</span> <span className="text-break">{user.email}</span>
      </p>
      <FormAlerts notice={notice} problem={feedback.problem} />
      <Button type="submit" variant="dark" disabled={saving}>
        {saving ? 'Saving…' : 'Save names'}
      </Button>
    </Form>
  );
}
