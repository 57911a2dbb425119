import { useState, type FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { SAFETY_QUESTIONS, SAFETY_TEXTS, type SafetyAnswers, type SafetyQuestionId } from '../../domain/safety';

interface Props {
  other: string;
  busy: boolean;
  error: string | null;
  onSubmit: (answers: Required<SafetyAnswers>) => void;
  /** Offered again at a check-in: its own heading and words, and a way to skip it this time. */
  again?: { onSkip: () => void };
}

/** The private yes/no questions; `onSubmit` gets every answer once all are given. */
export function SafetyCheckForm({ other, busy, error, onSubmit, again }: Props) {
  const [answers, setAnswers] = useState<SafetyAnswers>({});
  const [missing, setMissing] = useState(false);
  const set = (id: SafetyQuestionId, value: boolean) => setAnswers((current) => ({ ...current, [id]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (SAFETY_QUESTIONS.some((q) => typeof answers[q.id] !== 'boolean')) return setMissing(true);
    onSubmit(answers as Required<SafetyAnswers>);
  }

  return (
    <Form onSubmit={submit} aria-labelledby="safety-heading" noValidate>
      <h1 id="safety-heading" className="h3">
        {again ? SAFETY_TEXTS.recheckHeading : SAFETY_TEXTS.heading}
      </h1>
      <p>{again ? SAFETY_TEXTS.recheckIntro : SAFETY_TEXTS.intro}</p>
      {SAFETY_QUESTIONS.map((question, index) => (
        <fieldset key={question.id} className="mb-3 border-bottom pb-2">
          <legend className="fs-6 fw-semibold">
            {index + 1}. {question.text(other)}
          </legend>
          {(['No', 'Yes'] as const).map((label) => (
            <Form.Check
              inline
              key={label}
              type="radio"
              id={`safety-${question.id}-${label}`}
              name={`safety-${question.id}`}
              label={label}
              checked={answers[question.id] === (label === 'Yes')}
              onChange={() => set(question.id, label === 'Yes')}
            />
          ))}
        </fieldset>
      ))}
      {missing && SAFETY_QUESTIONS.some((q) => typeof answers[q.id] !== 'boolean') && (
        <Alert variant="warning">Please answer every question, yes or no.</Alert>
      )}
      {error && <Alert variant="danger">{error}</Alert>}
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save my answers'}
        </Button>
        {again && (
          <Button variant="outline-secondary" disabled={busy} onClick={again.onSkip}>
            {SAFETY_TEXTS.recheckSkip}
          </Button>
        )}
      </div>
    </Form>
  );
}
