import { describe, expect, it } from 'vitest';
import { leaning } from '../../../src/domain/leaning';

describe('leaning', () => {
  it('clamps the total to -10..10 and places it on the bar', () => {
    expect(leaning(0)).toEqual({ total: 0, position: 50, side: 'balanced' });
    expect(leaning(5)).toEqual({ total: 5, position: 25, side: 'left' });
    expect(leaning(-5)).toEqual({ total: -5, position: 75, side: 'right' });
    expect(leaning(25)).toEqual({ total: 10, position: 0, side: 'left' });
    expect(leaning(-11)).toEqual({ total: -10, position: 100, side: 'right' });
    expect(leaning(Number.NaN)).toEqual({ total: 0, position: 50, side: 'balanced' });
  });
});
