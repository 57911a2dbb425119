import { describe, expect, it } from 'vitest';
import { deleterOf, deletionLine } from '../../../src/domain/deletion';

const stored = { status: 'resolving_issue', initiatorEmail: 'gina@example.com', collaboratorEmail: 'hugo@example.com' };
const closing = { id: 'issue-1', status: 'closed', closedAt: '2026-11-27T17:00:00.000Z' };

describe('deleterOf', () => {
  it('is the side of the caller whose write closes the session, from the token’s e-mail in any case', () => {
    expect(deleterOf(closing, stored, 'gina@example.com')).toBe('initiator');
    expect(deleterOf(closing, stored, ' HUGO@example.com ')).toBe('collaborator');
  });

  it('is nobody for another write, an already closed or paused session, a stranger or the functions (no token)', () => {
    expect(deleterOf({ id: 'issue-1', lastActivityAt: closing.closedAt }, stored, 'gina@example.com')).toBeNull();
    expect(deleterOf(closing, { ...stored, status: 'closed' }, 'gina@example.com')).toBeNull();
    expect(deleterOf(closing, { ...stored, safetyPausedAt: closing.closedAt }, 'gina@example.com')).toBeNull();
    expect(deleterOf(closing, stored, 'mallory@example.com')).toBeNull();
    expect(deleterOf(closing, stored, null)).toBeNull();
  });
});

describe('deletionLine', () => {
  const names = { initiator: 'Gina', collaborator: 'Hugo' };
  it('names the side that deleted, or says "you" to it, and says nothing for a record without it', () => {
    expect(deletionLine('initiator', 'collaborator', names)).toBe('Gina deleted this session.');
    expect(deletionLine('collaborator', 'initiator', names)).toBe('Hugo deleted this session.');
    expect(deletionLine('collaborator', 'collaborator', names)).toBe('You deleted this session.');
    expect(deletionLine(null, 'initiator', names)).toBeNull();
    expect(deletionLine('someone else', 'initiator', names)).toBeNull();
  });
});
