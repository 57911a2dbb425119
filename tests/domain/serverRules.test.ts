import { describe, expect, it } from 'vitest';
import { isAllowedToSignUp, parseAllowlist } from '../../src/domain/allowlist';
import { GATE_INCORRECT, GATE_NOT_CONFIGURED, verifyGatePassword } from '../../src/domain/devGateCheck';

describe('sign-up allowlist', () => {
  it('is open when empty', () => {
    expect(parseAllowlist('')).toEqual([]);
    expect(parseAllowlist(undefined)).toEqual([]);
    expect(isAllowedToSignUp('anyone@anywhere.com', [])).toBe(true);
  });
  it('admits listed addresses and domains, case-insensitively', () => {
    const list = parseAllowlist(' Ana@Example.com, @dfuse.app;partner.org ');
    expect(list).toEqual(['ana@example.com', 'dfuse.app', 'partner.org']);
    expect(isAllowedToSignUp('ANA@example.com ', list)).toBe(true);
    expect(isAllowedToSignUp('sam@dfuse.app', list)).toBe(true);
    expect(isAllowedToSignUp('lee@partner.org', list)).toBe(true);
  });
  it('refuses everyone else, including look-alike domains', () => {
    const list = parseAllowlist('ana@example.com dfuse.app');
    expect(isAllowedToSignUp('bob@example.com', list)).toBe(false);
    expect(isAllowedToSignUp('eve@evil-dfuse.app', list)).toBe(false);
    expect(isAllowedToSignUp('eve@dfuse.app.evil.com', list)).toBe(false);
  });
});

describe('development gate password check', () => {
  const equal = (a: string, b: string) => a === b;
  it('refuses everything when no password is configured', () => {
    expect(verifyGatePassword(undefined, 'x', equal)).toEqual({ ok: false, status: 503, message: GATE_NOT_CONFIGURED });
    expect(verifyGatePassword('   ', 'x', equal)).toEqual({ ok: false, status: 503, message: GATE_NOT_CONFIGURED });
  });
  it('compares after trimming both sides', () => {
    expect(verifyGatePassword(' open sesame ', 'open sesame  ', equal)).toEqual({ ok: true });
  });
  it('refuses a wrong, empty or non-string password', () => {
    for (const offered of ['nope', '', '   ', 42, null, undefined, { password: 'open' }]) {
      expect(verifyGatePassword('open', offered, equal)).toEqual({ ok: false, status: 401, message: GATE_INCORRECT });
    }
  });
});
