import { describe, expect, it } from 'vitest';
import { stepLimit } from '../../../src/domain/intake';
import { COUNT_FROM_SHARE, LIMITS, lengthState } from '../../../src/domain/limits';

describe('lengthState', () => {
  it('shows the count from 80% of the limit, and how far over it is', () => {
    expect(COUNT_FROM_SHARE).toBe(0.8);
    expect(lengthState('a'.repeat(1599), 2000)).toEqual({ count: 1599, limit: 2000, show: false, over: 0 });
    expect(lengthState('a'.repeat(1600), 2000)).toMatchObject({ show: true, over: 0 });
    expect(lengthState('a'.repeat(2000), 2000)).toMatchObject({ show: true, over: 0 });
    expect(lengthState('a'.repeat(2310), 2000)).toMatchObject({ count: 2310, show: true, over: 310 });
  });

  it('counts the text as it is saved: trimmed', () => {
    expect(lengthState(`  ${'a'.repeat(2000)}  \n`, 2000).over).toBe(0);
  });
});

describe('stepLimit', () => {
  it('is the answer limit for the three answers, the name and e-mail limits for the rest', () => {
    for (const step of ['issue', 'outcome', 'why'] as const) expect(stepLimit(step)).toBe(LIMITS.answer);
    expect(stepLimit('firstName')).toBe(LIMITS.name);
    expect(stepLimit('lastName')).toBe(LIMITS.name);
    expect(stepLimit('email')).toBe(LIMITS.email);
  });
});
