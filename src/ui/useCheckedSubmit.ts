import { useState } from 'react';

/**
 * A form's submit: its own check first (a clear message, nothing sent), then the work, whose
 * refusal is shown as its message; `busy` while it runs, so a double click sends once.
 */
export function useCheckedSubmit() {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (check: () => string | null, work: () => Promise<unknown>) => {
    const invalid = check();
    setProblem(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      await work();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return { problem, busy, submit };
}
