/**
 * Where the app may send a user after signing in or registering (docs/rules.md, "Redirect
 * targets"). Only same-site paths are ever returned: absolute URLs are reduced to their path,
 * query and hash, so `next=https://evil.example` cannot leave the site, and a path that a
 * browser would read as another site (`//evil.example/`, `/\\evil.example`) is reduced to one
 * leading slash.
 */
import { paths } from './paths';
import { isSessionId } from './sessionId';

const BASE = 'https://dfuse.invalid';
const SITE = new URL(BASE).origin;

/** Two or more slashes or backslashes at the start of a path make it a link to another host. */
const LEADING_SEPARATORS = /^[/\\]+/;

/** Reduces any target to path + query + hash on this site, or null when it is not a usable target. */
export function toPathTarget(target: string | null | undefined): string | null {
  const raw = (target ?? '').trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  // A scheme other than http(s) (javascript:, data:, ...) is never a target.
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  // The parsed path of 'https://x//evil.example/' (or of '/.//evil.example') is '//evil.example/',
  // which a link or the router would take to evil.example: keep one leading slash.
  const path = `/${url.pathname.replace(LEADING_SEPARATORS, '')}${url.search}${url.hash}`;
  // Whatever the browser makes of the result, it is a page of this site.
  return new URL(path, BASE).origin === SITE ? path : null;
}

const NOT_AFTER_LOGIN = [paths.login(), paths.register(), paths.forgotPassword(), '/assets', '/static', '/build', '/vite'];
const ASSET_FILE = /\.(js|css|map)$/i;

const pathOf = (target: string) => new URL(target, BASE).pathname;
const underAny = (path: string, prefixes: string[]) => prefixes.some((p) => path === p || path.startsWith(`${p}/`));

/** After login: a same-site path that is not an auth page or a build asset, else '/'. */
export function safeLoginTarget(target: string | null | undefined): string {
  const candidate = target?.trim().startsWith('/') || /^[a-z]+:/i.test(target?.trim() ?? '') ? toPathTarget(target) : null;
  if (!candidate) return paths.home();
  const path = pathOf(candidate);
  if (underAny(path, NOT_AFTER_LOGIN) || ASSET_FILE.test(path)) return paths.home();
  return candidate;
}

/** `/`, `/home`, `/session/{id}` or `/coll/{id}`. */
function isAfterRegisterPath(path: string): boolean {
  if (path === paths.home() || path === paths.homeAlias()) return true;
  const id = path.split('/')[2] ?? '';
  return isSessionId(id) && (path === paths.session.overview(id) || path === paths.invitation(id));
}

/** After registration only `/`, `/home`, `/session/{id}` and `/coll/{id}`; else '/'. */
export function safeRegisterTarget(target: string | null | undefined): string {
  const candidate = toPathTarget(target);
  if (!candidate) return paths.home();
  const path = pathOf(candidate);
  return isAfterRegisterPath(path) ? path : paths.home();
}

export type RegisterSource = 'initiator' | 'collaborator';

/** `coll…` roles go to the invitation, `init…` roles to the session. */
export function sessionPathForRole(role: string | null | undefined, id: string | null | undefined): string | null {
  const sessionId = (id ?? '').trim();
  if (!isSessionId(sessionId)) return null;
  const r = (role ?? '').trim().toLowerCase();
  if (r.startsWith('coll')) return paths.invitation(sessionId);
  if (r.startsWith('init')) return paths.session.overview(sessionId);
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
    if (!candidate || pathOf(candidate) === paths.home()) continue;
    const safe = safeLoginTarget(candidate);
    if (safe !== paths.home()) return safe;
  }
  return paths.session.list();
}
