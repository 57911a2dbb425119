import { describe, expect, it } from 'vitest';
import { isSessionId, sessionIdFromRoute } from '../../../src/domain/sessionId';

describe('isSessionId', () => {
  it('accepts 1 to 128 letters, digits, underscores and hyphens', () => {
    expect(isSessionId('a1b2c3d4-e5f6-7890-abcd-ef1234567890')).toBe(true);
    expect(isSessionId('Under_score-ID')).toBe(true);
    expect(isSessionId('x'.repeat(128))).toBe(true);
    expect(isSessionId('x'.repeat(129))).toBe(false);
    expect(isSessionId('')).toBe(false);
    expect(isSessionId('a/b')).toBe(false);
    expect(isSessionId(' abc')).toBe(false);
  });
});

describe('sessionIdFromRoute', () => {
  it.each([
    ['abc123', 'abc123'],
    ['a1b2c3d4-e5f6-7890-abcd-ef1234567890', 'a1b2c3d4-e5f6-7890-abcd-ef1234567890'],
    ['Under_score-ID', 'Under_score-ID'],
    ['abc123/', 'abc123'],
    ['abc123///', 'abc123'],
    ['abc123%2F', 'abc123'],
    ['%61bc123', 'abc123'],
    ['a%2Db', 'a-b'],
    ['  abc123  ', 'abc123'],
    ['%20abc123%20', 'abc123'],
    ['x'.repeat(128), 'x'.repeat(128)],
  ])('cleans %j to %j', (raw, expected) => {
    expect(sessionIdFromRoute(raw)).toBe(expected);
  });

  it.each(['%', '%E0%A4%A', 'abc%ZZ', 'abc%'])('returns null for malformed URL encoding %j', (raw) => {
    expect(sessionIdFromRoute(raw)).toBeNull();
  });

  it.each([undefined, '', '   ', '/', '///', 'a/b', 'a.b', '../../etc', 'a%2Fb', 'a b', '<script>', 'x'.repeat(129)])(
    'returns null for %j',
    (raw) => {
      expect(sessionIdFromRoute(raw)).toBeNull();
    },
  );
});
