import { describe, expect, it } from 'vitest';
import { GATE_INCORRECT, GATE_NOT_CONFIGURED, verifyGatePassword } from '../../../src/domain/devGateCheck';

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
