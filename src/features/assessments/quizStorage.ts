import { sessionStore } from '../../backend/browserStorage';
import { normalizeEmail } from '../../domain/identity';

/**
 * Questionnaire answers are kept in the tab's sessionStorage, one entry per quiz, user and
 * session, so a reload mid-way keeps them. Reads go through the domain's validators: a
 * malformed or tampered entry is ignored (and removed). Blocked storage: the quiz still
 * works, it just does not survive a reload.
 */
export function quizStorageKey(quiz: 'dcs' | 'dpi', email: string | undefined, issueId: string | undefined): string {
  return `dfuse.${quiz}Quiz:${normalizeEmail(email)}:${issueId ?? 'standalone'}`;
}

export function readQuizState<T>(key: string, parse: (raw: string | null) => T | null): T | null {
  const raw = sessionStore.get(key);
  const state = parse(raw);
  if (raw !== null && state === null) sessionStore.remove(key);
  return state;
}

export function writeQuizState(key: string, state: unknown): void {
  sessionStore.set(key, JSON.stringify(state));
}

export function clearQuizState(key: string): void {
  sessionStore.remove(key);
}
