import type { Role } from '../../domain/sessionRole';

const ROLE_LABELS: Record<Role, string> = { initiator: 'Initiator', collaborator: 'Collaborator' };

/** The viewer's side as the assessment pages name it; someone else is 'Not a participant'. */
export const roleLabel = (role: Role | null): string => (role ? ROLE_LABELS[role] : 'Not a participant');
