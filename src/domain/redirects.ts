/**
 * Where the app may send a user after signing in or registering (spec part 1, section 5;
 * part 2, section 2.3). Only same-site paths are ever returned: absolute URLs are reduced
 * to their path, query and hash, so `next=https://evil.example` cannot leave the site.
 */

const BASE = 'https://dfuse.invalid';

/** Reduces any target to path + query + hash, or null when it is not a usable target. */
export function toPathTarget(target: string | null | undefined): string | null {
  const raw = (target ?? '').trim();
  if (!raw) return null;
  try {
    const url = new URL(raw, BASE);
    // A scheme other than http(s) (javascript:, data:, ...) is never a target.
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

const NOT_AFTER_LOGIN = ['/login', '/register', '/forgot-password', '/assets', '/static', '/build', '/vite'];
const ASSET_FILE = /\.(js|css|map)$/i;

const pathOf = (target: string) => new URL(target, BASE).pathname;
const underAny = (path: string, prefixes: string[]) => prefixes.some((p) => path === p || path.startsWith(`${p}/`));

/** After login: a same-site path that is not an auth page or a build asset, else '/'. */
export function safeLoginTarget(target: string | null | undefined): string {
  const candidate = target?.trim().startsWith('/') || /^[a-z]+:/i.test(target?.trim() ?? '') ? toPathTarget(target) : null;
  if (!candidate) return '/';
  const path = pathOf(candidate);
  if (underAny(path, NOT_AFTER_LOGIN) || ASSET_FILE.test(path)) return '/';
  return candidate;
}

const AFTER_REGISTER = /^\/(?:home|session\/[A-Za-z0-9_-]+|coll\/[A-Za-z0-9_-]+)?$/;

/** After registration only `/`, `/home`, `/session/{id}` and `/coll/{id}`; else '/'. */
export function safeRegisterTarget(target: string | null | undefined): string {
  const candidate = toPathTarget(target);
  if (!candidate) return '/';
  const path = pathOf(candidate);
  return AFTER_REGISTER.test(path) ? path : '/';
}

export type RegisterSource = 'initiator' | 'collaborator';

/** `coll…` roles go to the invitation, `init…` roles to the session (spec part 2, 2.3). */
export function sessionPathForRole(role: string | null | undefined, id: string | null | undefined): string | null {
  const sessionId = (id ?? '').trim();
  if (!sessionId || !/^[A-Za-z0-9_-]+$/.test(sessionId)) return null;
  const r = (role ?? '').trim().toLowerCase();
  if (r.startsWith('coll')) return `/coll/${sessionId}`;
  if (r.startsWith('init')) return `/session/${sessionId}`;
  return null;
}

export interface SecureAccessInputs {
  next?: string | null;
  role?: string | null;
  /** The first of the id, sessionId and sid query parameters. */
  id?: string | null;
  pendingSessionId?: string | null;
  registerSource?: string | null;
  nextAfterAuth?: string | null;
}

/**
 * The secure-area gate's target, in the spec's order: `next` (as a path, not '/'), then
 * role + id, then the stored pending session + register source, then the stored
 * nextAfterAuth, then /session. Every candidate must also pass the after-login rule.
 */
export function secureAccessTarget(inputs: SecureAccessInputs): string {
  const candidates = [
    toPathTarget(inputs.next),
    sessionPathForRole(inputs.role, inputs.id),
    sessionPathForRole(inputs.registerSource, inputs.pendingSessionId),
    toPathTarget(inputs.nextAfterAuth),
  ];
  for (const candidate of candidates) {
    if (!candidate || pathOf(candidate) === '/') continue;
    const safe = safeLoginTarget(candidate);
    if (safe !== '/') return safe;
  }
  return '/session';
}
