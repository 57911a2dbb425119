/**
 * Where to go once the user has signed in or registered, and the browser keys that carry
 * it across pages (docs/rules.md, "Redirect targets"):
 *
 * - `nextAfterAuth`: the protected page a signed-out visitor was heading for;
 * - `pendingSessionId` + `registerSource`: the session an invitation (collaborator) or a
 *   new session (initiator) is about, for the secure-area gate's third rule.
 *
 * The rules only; src/backend/afterAuthStorage.ts reads and writes the keys.
 */
import { paths } from './paths';
import { safeLoginTarget, safeRegisterTarget, sessionPathForRole, toPathTarget, type RegisterSource } from './redirects';
import { isSessionId } from './sessionId';

export const NEXT_AFTER_AUTH_KEY = 'nextAfterAuth';
export const PENDING_SESSION_ID_KEY = 'pendingSessionId';
export const REGISTER_SOURCE_KEY = 'registerSource';

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

/** A usable session id (trimmed), or null. */
export function sessionIdOf(value: string | null | undefined): string | null {
  const id = present(value);
  return id && isSessionId(id) ? id : null;
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

/**
 * Where a new user was heading when the after-registration rule cannot take them there (the
 * start-a-session chat is not an allowed target): the page they land on offers it as the next
 * step, so sign-up does not forget why they came. Null when registration already leads there or
 * they were heading nowhere in particular. Only a target the after-login rule allows.
 */
export function continueAfterRegister(inputs: AfterRegisterInputs): string | null {
  const wanted = present(inputs.next) ?? present(inputs.nextAfterAuth);
  if (!wanted) return null;
  const safe = safeLoginTarget(wanted);
  const landing = afterRegisterTarget(inputs);
  const pathOf = (target: string) => target.split(/[?#]/, 1)[0];
  return safe === paths.home() || pathOf(safe) === pathOf(landing) ? null : safe;
}

/** The navigation state that carries it to the landing page. */
export interface ContinueState {
  continueTo: string;
}

export const continueState = (target: string): ContinueState => ({ continueTo: target });

/** The way on a landing page offers, from its navigation state, checked again; null for none. */
export function continueTarget(state: unknown): string | null {
  const target = (state as Partial<ContinueState> | null)?.continueTo;
  if (typeof target !== 'string' || !target) return null;
  const safe = safeLoginTarget(target);
  return safe === paths.home() ? null : safe;
}

export interface StoredAfterAuth {
  nextAfterAuth: string | null;
  pendingSessionId: string | null;
  registerSource: string | null;
}

/** The nextAfterAuth worth keeping for `target`: a path on this site, never an absolute URL; else null. */
export function nextAfterAuthToKeep(target: string): string | null {
  return /^\/(?![/\\])/.test(target) ? toPathTarget(target) : null;
}

/**
 * What a visit for `role` and `sessionId` stores: the register source, and the session id when
 * it is usable. A new journey replaces the old one: without a usable id the pending id is
 * removed (null), never paired with this role. Without a known role: nothing (null).
 */
export function pendingSessionToKeep(
  role: string | null | undefined,
  sessionId: string | null | undefined,
): { registerSource: RegisterSource; pendingSessionId: string | null } | null {
  const registerSource = registerSourceOf(role);
  return registerSource ? { registerSource, pendingSessionId: sessionIdOf(sessionId) } : null;
}

/** The keys of a completed journey. */
export const AFTER_AUTH_KEYS = [NEXT_AFTER_AUTH_KEY, PENDING_SESSION_ID_KEY, REGISTER_SOURCE_KEY] as const;
