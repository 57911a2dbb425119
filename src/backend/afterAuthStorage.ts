/**
 * The after-sign-in journey kept in local storage (the rules are in src/domain/afterAuth.ts):
 * where a signed-out visitor was heading, and the invitation or session they arrived for.
 */
import {
  AFTER_AUTH_KEYS,
  NEXT_AFTER_AUTH_KEY,
  PENDING_SESSION_ID_KEY,
  REGISTER_SOURCE_KEY,
  nextAfterAuthToKeep,
  pendingSessionToKeep,
  type StoredAfterAuth,
} from '../domain/afterAuth';
import { localStore, type BrowserStore } from './browserStorage';

export function readAfterAuth(store: BrowserStore = localStore): StoredAfterAuth {
  return {
    nextAfterAuth: store.get(NEXT_AFTER_AUTH_KEY),
    pendingSessionId: store.get(PENDING_SESSION_ID_KEY),
    registerSource: store.get(REGISTER_SOURCE_KEY),
  };
}

/** Remembers where a signed-out visitor was heading (a path; absolute URLs are never stored). */
export function rememberNextAfterAuth(target: string, store: BrowserStore = localStore): void {
  const kept = nextAfterAuthToKeep(target);
  if (kept) store.set(NEXT_AFTER_AUTH_KEY, kept);
}

export function forgetNextAfterAuth(store: BrowserStore = localStore): void {
  store.remove(NEXT_AFTER_AUTH_KEY);
}

/** Remembers the invitation or session a visitor arrived for; without a known role nothing changes. */
export function rememberPendingSession(
  role: string | null | undefined,
  sessionId: string | null | undefined,
  store: BrowserStore = localStore,
): void {
  const kept = pendingSessionToKeep(role, sessionId);
  if (!kept) return;
  store.set(REGISTER_SOURCE_KEY, kept.registerSource);
  if (kept.pendingSessionId) store.set(PENDING_SESSION_ID_KEY, kept.pendingSessionId);
  else store.remove(PENDING_SESSION_ID_KEY);
}

/** Forgets the journey once it has been completed (the user reached the target). */
export function clearAfterAuth(store: BrowserStore = localStore): void {
  for (const key of AFTER_AUTH_KEYS) store.remove(key);
}
