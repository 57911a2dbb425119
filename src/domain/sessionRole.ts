import { normalizeEmail } from './identity';

/**
 * A viewer's role in a session (spec part 2, 6): initiator or collaborator when the signed-in
 * e-mail matches the session's stored one (trimmed, case-insensitive), otherwise 'unknown'.
 */
export type SessionRole = 'initiator' | 'collaborator' | 'unknown';

export interface SessionParticipants {
  initiatorEmail?: string | null;
  collaboratorEmail?: string | null;
}

export function sessionRoleOf(viewerEmail: string | null | undefined, session: SessionParticipants): SessionRole {
  const viewer = normalizeEmail(viewerEmail);
  if (!viewer) return 'unknown';
  if (viewer === normalizeEmail(session.initiatorEmail)) return 'initiator';
  if (viewer === normalizeEmail(session.collaboratorEmail)) return 'collaborator';
  return 'unknown';
}

export const SESSION_ROLE_LABELS: Record<SessionRole, string> = {
  initiator: 'Initiator',
  collaborator: 'Collaborator',
  unknown: 'Not a participant',
};

/** A session id from the route: URL-decoded already by the router, then trimmed; trailing slashes dropped. */
export function sessionIdFromRoute(raw: string | undefined): string | undefined {
  const id = (raw ?? '').trim().replace(/\/+$/, '');
  return id || undefined;
}
