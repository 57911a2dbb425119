/**
 * What a session (Issue) id looks like: 1 to 128 letters, digits, underscores and hyphens, the
 * shape the functions accept too (docs/rules.md, "Routes"). Anything else is never looked up,
 * stored or put in an address.
 */
const SESSION_ID = /^[A-Za-z0-9_-]{1,128}$/;

export const isSessionId = (value: string): boolean => SESSION_ID.test(value);

/**
 * The session id in a route (`/session/{id}`, `/coll/{id}`): decoded (again, for an id that
 * arrives encoded twice), trimmed, trailing slashes dropped; null when malformed.
 */
export function sessionIdFromRoute(raw: string | undefined): string | null {
  let id = raw ?? '';
  try {
    id = decodeURIComponent(id);
  } catch {
    return null;
  }
  id = id.trim().replace(/\/+$/, '');
  return isSessionId(id) ? id : null;
}
