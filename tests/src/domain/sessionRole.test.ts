import { describe, expect, it } from 'vitest';
import { otherRole, roleOf } from '../../../src/domain/sessionRole';

describe('roleOf', () => {
  const session = { initiatorEmail: 'ana@example.com', collaboratorEmail: 'ben@example.com' };

  it('matches the trimmed, lower-cased e-mail with either participant', () => {
    expect(roleOf(session, ' Ana@Example.COM ')).toBe('initiator');
    expect(roleOf(session, 'ben@example.com')).toBe('collaborator');
    expect(roleOf(session, ' ben@example.com\t')).toBe('collaborator');
    expect(roleOf({ initiatorEmail: 'Ann@Example.com', collaboratorEmail: ' sam@example.COM ' }, 'Sam@Example.com')).toBe('collaborator');
    expect(roleOf({ initiatorEmail: ' BEN@example.com', collaboratorEmail: 'x@y.z' }, 'ben@example.com')).toBe('initiator');
  });

  it('is null for anyone else, and for a missing or blank e-mail', () => {
    expect(roleOf(session, 'carl@example.com')).toBeNull();
    expect(roleOf(session, '')).toBeNull();
    expect(roleOf(session, '  ')).toBeNull();
    expect(roleOf({ initiatorEmail: null, collaboratorEmail: undefined }, undefined)).toBeNull();
    expect(roleOf({ initiatorEmail: '', collaboratorEmail: '  ' }, '  ')).toBeNull();
  });
});

describe('otherRole', () => {
  it('is the other side', () => {
    expect(otherRole('initiator')).toBe('collaborator');
    expect(otherRole('collaborator')).toBe('initiator');
  });
});
