import { describe, expect, it } from 'vitest';
import { isAllowedToSignUp, parseAllowlist } from '../../../src/domain/allowlist';

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
