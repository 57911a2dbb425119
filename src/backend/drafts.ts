import { normalizeEmail } from '../domain/identity';
import { sessionStore } from './browserStorage';

/**
 * What a person has typed or arranged but not yet saved, kept in the tab's sessionStorage (as the
 * intake chat and the questionnaires keep theirs): a reload keeps it, a new tab does not, and
 * 'Leave quickly' clears it with the rest of the tab's storage. One entry per kind of draft, account
 * and session. Reads go through a validator: a malformed or tampered entry is ignored and removed.
 * Blocked storage: the page still works, the draft just does not survive a reload.
 */
export function draftKey(kind: string, email: string | undefined, issueId: string | undefined): string {
  return `dfuse.${kind}:${normalizeEmail(email)}:${issueId ?? 'standalone'}`;
}

export function readDraft<T>(key: string, parse: (raw: string | null) => T | null): T | null {
  const raw = sessionStore.get(key);
  const draft = parse(raw);
  if (raw !== null && draft === null) sessionStore.remove(key);
  return draft;
}

export function writeDraft(key: string, draft: unknown): void {
  sessionStore.set(key, JSON.stringify(draft));
}

export function clearDraft(key: string): void {
  sessionStore.remove(key);
}

/** JSON.parse that answers null for anything unreadable. */
export function parseJson(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}
