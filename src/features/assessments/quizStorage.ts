import { normalizeEmail } from '../../domain/identity';

/**
 * Questionnaire answers are kept in the tab's sessionStorage, one entry per quiz, user and
 * session, so a reload mid-way keeps them. Reads go through the domain's validators: a
 * malformed or tampered entry is ignored (and removed).
 */
export function quizStorageKey(quiz: 'dcs' | 'dpi', email: string | undefined, issueId: string | undefined): string {
  return `dfuse.${quiz}Quiz:${normalizeEmail(email)}:${issueId ?? 'standalone'}`;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readQuizState<T>(key: string, parse: (raw: string | null) => T | null): T | null {
  const store = storage();
  const raw = store?.getItem(key) ?? null;
  const state = parse(raw);
  if (raw !== null && state === null) store?.removeItem(key);
  return state;
}

export function writeQuizState(key: string, state: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(state));
  } catch {
    // Storage full or blocked: the quiz still works, it just will not survive a reload.
  }
}

export function clearQuizState(key: string): void {
  storage()?.removeItem(key);
}
