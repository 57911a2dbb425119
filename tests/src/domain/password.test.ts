import { describe, expect, it } from 'vitest';
import { PASSWORD_COMPLEXITY_MESSAGE, PASSWORD_TOO_LONG_MESSAGE, passwordProblem } from '../../../src/domain/password';

describe('password policy: min 8, lower, upper, digit, symbol', () => {
  it('accepts a password with every class', () => expect(passwordProblem('Abcdef1!')).toBeNull());
  it.each(['Abcde1!', 'abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1', ''])('refuses %s', (p) =>
    expect(passwordProblem(p)).toBe(PASSWORD_COMPLEXITY_MESSAGE),
  );
  it('refuses 10,000 characters with a clear message', () => expect(passwordProblem(`Aa1!${'x'.repeat(9996)}`)).toBe(PASSWORD_TOO_LONG_MESSAGE));
  it('counts a space as a symbol, as Cognito does', () => expect(passwordProblem('Abcdef1 ')).toBeNull());
});
