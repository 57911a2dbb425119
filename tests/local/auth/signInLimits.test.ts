/**
 * Issue 24: unauthenticated sign-in starts (each a 3072-bit exponentiation) could load the
 * cloud. The limiter's arithmetic on a clock the test moves; the whole path, through real
 * sockets to the cloud process, is in tests/local/start.underAttack.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { CognitoError } from '../../../local/auth/errors';
import { SIGN_IN_START_LIMITS, SignInStartLimiter } from '../../../local/auth/signInLimits';

const { perAddress, overall } = SIGN_IN_START_LIMITS;

function limiterAt(start = 1_000_000) {
  const clock = { now: start };
  return { clock, limiter: new SignInStartLimiter(() => clock.now) };
}

/** How many of `count` starts from `address` are admitted. */
function admitted(limiter: SignInStartLimiter, address: string, count: number): number {
  let n = 0;
  for (let i = 0; i < count; i += 1) {
    try {
      limiter.admit(address);
      n += 1;
    } catch (error) {
      expect(error).toBeInstanceOf(CognitoError);
      expect(error).toMatchObject({ type: 'TooManyRequestsException', message: 'Rate exceeded', status: 400 });
    }
  }
  return n;
}

describe('the sign-in start limiter', () => {
  it(`admits a client's burst of ${perAddress.burst}, then ${perAddress.perSecond} a second`, () => {
    const { clock, limiter } = limiterAt();
    expect(admitted(limiter, '203.0.113.7', perAddress.burst * 3)).toBe(perAddress.burst);
    clock.now += 1000;
    expect(admitted(limiter, '203.0.113.7', perAddress.burst)).toBe(perAddress.perSecond);
  });

  it('holds up the client that floods, not another one, and the refused starts use up nothing of the overall allowance', () => {
    const { limiter } = limiterAt();
    expect(admitted(limiter, '203.0.113.7', overall.burst * 10)).toBe(perAddress.burst);
    expect(admitted(limiter, '198.51.100.1', 1)).toBe(1);
  });

  it(`bounds all clients together to ${overall.burst} at once`, () => {
    const { limiter } = limiterAt();
    let total = 0;
    for (let i = 0; i < 100; i += 1) total += admitted(limiter, `192.0.2.${i}`, 5);
    expect(total).toBe(overall.burst);
  });

  it('forgets a quiet client, however many came, and still limits a busy one', () => {
    const { clock, limiter } = limiterAt();
    for (let i = 0; i < 12_000; i += 1) {
      // Each a second apart: every bucket is full again, and the overall one refilled.
      clock.now += 1000;
      limiter.admit(`10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`);
    }
    expect(admitted(limiter, '203.0.113.7', perAddress.burst + 5)).toBe(perAddress.burst);
  });
});
