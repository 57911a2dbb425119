/**
 * Where to go once the user has signed in or registered, and the browser keys that carry
 * it across pages (spec part 1, 3 "Local browser keys"; part 2, 2.3 and 3.7):
 *
 * - `nextAfterAuth`: the protected page a signed-out visitor was heading for;
 * - `pendingSessionId` + `registerSource`: the session an invitation (collaborator) or a
 *   new session (initiator) is about, for the secure-area gate's third rule.
 *
 * Pure rules plus never-throwing storage helpers; the storage is passed in (default:
 * window.localStorage), as in sessionFlags.ts.
 */
import { safeLoginTarget, safeRegisterTarget, sessionPathForRole, type RegisterSource } from './redirects';

export const NEXT_AFTER_AUTH_KEY = 'nextAfterAuth';
export const PENDING_SESSION_ID_KEY = 'pendingSessionId';
export const REGISTER_SOURCE_KEY = 'registerSource';

const SESSION_ID = /^[A-Za-z0-9_-]{1,200}$/;

const present = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed ? trimmed : null;
};

/** 'coll…' is a collaborator, 'init…' an initiator (the gate's role rule); anything else is nothing. */
export function registerSourceOf(role: string | null | undefined): RegisterSource | null {
  const r = (role ?? '').trim().toLowerCase();
  if (r.startsWith('coll')) return 'collaborator';
  if (r.startsWith('init')) return 'initiator';
  return null;
}

/** A usable session id (letters, digits, underscore, hyphen), or null. */
export function sessionIdOf(value: string | null | undefined): string | null {
  const id = present(value);
  return id && SESSION_ID.test(id) ? id : null;
}

/** The gate's id parameter: the first of `id`, `sessionId` and `sid` that is present. */
export function sessionIdParam(params: URLSearchParams): string | null {
  for (const name of ['id', 'sessionId', 'sid']) {
    const value = present(params.get(name));
    if (value) return value;
  }
  return null;
}

/** After login: the `next` parameter, else the stored nextAfterAuth, through the after-login rule. */
export function afterLoginTarget(next: string | null | undefined, nextAfterAuth: string | null | undefined): string {
  return safeLoginTarget(present(next) ?? present(nextAfterAuth));
}

export interface AfterRegisterInputs {
  next?: string | null;
  nextAfterAuth?: string | null;
  registerSource?: string | null;
  pendingSessionId?: string | null;
}

/**
 * After registration: `next`, else the stored nextAfterAuth, else the pending session for the
 * register source (an invitee lands on /coll/{id}), through the after-registration rule.
 */
export function afterRegisterTarget(inputs: AfterRegisterInputs): string {
  return safeRegisterTarget(
    present(inputs.next) ??
      present(inputs.nextAfterAuth) ??
      sessionPathForRole(inputs.registerSource, inputs.pendingSessionId),
  );
}

export interface StoredAfterAuth {
  nextAfterAuth: string | null;
  pendingSessionId: string | null;
  registerSource: string | null;
}

function defaultStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // storage disabled by the browser
  }
}

function read(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: Storage | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // full or disabled storage: the redirect then falls back to its default
  }
}

function remove(storage: Storage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // nothing to do
  }
}

export function readAfterAuth(storage: Storage | null = defaultStorage()): StoredAfterAuth {
  return {
    nextAfterAuth: read(storage, NEXT_AFTER_AUTH_KEY),
    pendingSessionId: read(storage, PENDING_SESSION_ID_KEY),
    registerSource: read(storage, REGISTER_SOURCE_KEY),
  };
}

/** Remembers where a signed-out visitor was heading (a path; absolute URLs are never stored). */
export function rememberNextAfterAuth(target: string, storage: Storage | null = defaultStorage()): void {
  if (target.startsWith('/') && !target.startsWith('//')) write(storage, NEXT_AFTER_AUTH_KEY, target);
}

export function forgetNextAfterAuth(storage: Storage | null = defaultStorage()): void {
  remove(storage, NEXT_AFTER_AUTH_KEY);
}

/**
 * Remembers the invitation or session a visitor arrived for: the register source, and the session
 * id when it is usable (an earlier pending id is dropped otherwise). Without a known role nothing
 * changes.
 */
export function rememberPendingSession(
  role: string | null | undefined,
  sessionId: string | null | undefined,
  storage: Storage | null = defaultStorage(),
): void {
  const source = registerSourceOf(role);
  if (!source) return;
  write(storage, REGISTER_SOURCE_KEY, source);
  const id = sessionIdOf(sessionId);
  // A new journey replaces the old one: never pair this role with an earlier session id.
  if (id) write(storage, PENDING_SESSION_ID_KEY, id);
  else remove(storage, PENDING_SESSION_ID_KEY);
}

/** Forgets the journey once it has been completed (the user reached the target). */
export function clearAfterAuth(storage: Storage | null = defaultStorage()): void {
  for (const key of [NEXT_AFTER_AUTH_KEY, PENDING_SESSION_ID_KEY, REGISTER_SOURCE_KEY]) remove(storage, key);
}
