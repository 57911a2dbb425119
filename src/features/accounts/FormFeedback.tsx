import { useState } from 'react';
import { Alert } from 'react-bootstrap';

/** What went wrong on an account form, and the field to fix. */
export interface FieldProblem<F extends string> {
  message: string;
  field?: F;
}

/**
 * An account form's problem: shown in an alert, the field it names marked invalid and focused,
 * so the fix starts where the cursor is.
 */
export function useFieldProblem<F extends string>(fieldIds: Record<F, string>) {
  const [problem, setProblem] = useState<FieldProblem<F> | null>(null);
  return {
    problem,
    show(found: FieldProblem<F>) {
      setProblem(found);
      if (found.field) document.getElementById(fieldIds[found.field])?.focus();
    },
    clear: () => setProblem(null),
    invalid: (field: F) => problem?.field === field || undefined,
  };
}

/** A success notice and a problem, as the account forms show them above their buttons. */
export function FormAlerts({ notice, problem }: { notice?: string | null; problem: FieldProblem<string> | null }) {
  return (
    <>
      {notice ? (
        <Alert variant="success" role="status">
          {notice}
        </Alert>
      ) : null}
      {problem ? (
        <Alert variant="danger" role="alert">
          {problem.message}
        </Alert>
      ) : null}
    </>
  );
}
