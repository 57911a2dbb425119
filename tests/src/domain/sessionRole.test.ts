import { describe, expect, it } from 'vitest';
import { sessionIdFromRoute, sessionRoleOf } from '../../../src/domain/sessionRole';

describe('sessionRoleOf', () => {
  const session = { initiatorEmail: 'ana@example.com', collaboratorEmail: 'ben@example.com' };

  it('matches the trimmed, lower-cased e-mail with either participant', () => {
    expect(sessionRoleOf(' Ana@Example.COM ', session)).toBe('initiator');
    expect(sessionRoleOf('ben@example.com', session)).toBe('collaborator');
    expect(sessionRoleOf('ben@example.com', { initiatorEmail: ' BEN@example.com', collaboratorEmail: 'x@y.z' })).toBe('initiator');
  });

  it('is unknown for anyone else, and for a missing e-mail', () => {
    expect(sessionRoleOf('carl@example.com', session)).toBe('unknown');
    expect(sessionRoleOf('', session)).toBe('unknown');
    expect(sessionRoleOf(undefined, { initiatorEmail: null, collaboratorEmail: undefined })).toBe('unknown');
    expect(sessionRoleOf('', { initiatorEmail: '', collaboratorEmail: '' })).toBe('unknown');
  });
});

describe('sessionIdFromRoute', () => {
  it('trims and drops trailing slashes; empty is no session', () => {
    expect(sessionIdFromRoute(' abc-1 ')).toBe('abc-1');
    expect(sessionIdFromRoute('abc/')).toBe('abc');
    expect(sessionIdFromRoute('  ')).toBeUndefined();
    expect(sessionIdFromRoute(undefined)).toBeUndefined();
  });
});
