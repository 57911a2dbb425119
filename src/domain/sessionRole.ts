import { normalizeEmail } from './identity';

/**
 * The viewer's side of a session (docs/rules.md, "Permissions"): the initiator or the
 * collaborator when the signed-in e-mail equals the session's stored one, trimmed and
 * lower-cased; null for anyone else. The same rule decides who the functions serve.
 */
export type Role = 'initiator' | 'collaborator';

export interface SessionParticipants {
  initiatorEmail?: string | null;
  collaboratorEmail?: string | null;
}

export function roleOf(session: SessionParticipants, email: string | null | undefined): Role | null {
  const me = normalizeEmail(email);
  if (!me) return null;
  if (normalizeEmail(session.initiatorEmail) === me) return 'initiator';
  if (normalizeEmail(session.collaboratorEmail) === me) return 'collaborator';
  return null;
}

/** The other side of a session. */
export const otherRole = (role: Role): Role => (role === 'initiator' ? 'collaborator' : 'initiator');
