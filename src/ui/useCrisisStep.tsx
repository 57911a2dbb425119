import { useState } from 'react';
import { Alert } from 'react-bootstrap';
import { crisisStepFor } from '../domain/crisis';
import { HelpList } from './HelpList';

/**
 * Crisis words are never left unanswered (docs/rules.md, "Safety"), in any form a person writes
 * into after the intake: `goOn(texts)` runs the crisis step (src/domain/crisis.ts) before the form
 * saves. A threat to the other person is not sent (the writer reads why and may rewrite it; the
 * server refuses it anyway); words of danger get the fixed response with the help list first,
 * and the next press sends the same words as they are. `notice` shows what was said.
 */
export function useCrisisStep() {
  const [message, setMessage] = useState<string | null>(null);
  // The words the response was last shown for: pressing again sends them as they are.
  const [answeredFor, setAnsweredFor] = useState<string | null>(null);
  const goOn = (texts: readonly string[]): boolean => {
    const step = crisisStepFor(texts, answeredFor);
    if (step.kind === 'go-on') {
      setMessage(null);
      return true;
    }
    if (step.kind === 'respond') setAnsweredFor(step.key);
    setMessage(step.message);
    return false;
  };
  const notice = message ? (
    <Alert variant="warning" role="alert" data-testid="crisis-response">
      <p>{message}</p>
      <HelpList />
    </Alert>
  ) : null;
  return { goOn, notice };
}
