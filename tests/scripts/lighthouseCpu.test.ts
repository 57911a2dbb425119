/**
 * The CPU slowdown bench:lighthouse calibrates from the host's benchmarkIndex: Lighthouse's
 * calculator's anchors, its default 4x for a high-end desktop, and the cap.
 */
import { describe, expect, it } from 'vitest';
import { MAX_CPU_SLOWDOWN, calculatorSlowdown, cpuSlowdownFor } from '../../scripts/lighthouseCpu';

describe('calculatorSlowdown', () => {
  it.each([
    [150, 1],
    [800, 2],
    [1300, 3],
    [1533, 4],
    [1766, 5],
    [2000, 6],
  ])('benchmarkIndex %i is %ix, as the calculator says', (benchmarkIndex, slowdown) => {
    expect(calculatorSlowdown(benchmarkIndex)).toBeCloseTo(slowdown, 2);
  });

  it('is linear between anchors: a 2-core CI host near 1,050 gets 2.5x', () => {
    expect(calculatorSlowdown(1050)).toBeCloseTo(2.5, 5);
    expect(calculatorSlowdown(475)).toBeCloseTo(1.5, 5);
  });

  it('refuses a host too slow to stand for the target phone, and a missing index', () => {
    expect(() => calculatorSlowdown(149)).toThrow(/too slow/);
    expect(() => calculatorSlowdown(Number.NaN)).toThrow(/too slow/);
  });
});

describe('cpuSlowdownFor', () => {
  it('rounds to one decimal, as the calculator displays it', () => {
    expect(cpuSlowdownFor(1096)).toBe(2.6);
    expect(cpuSlowdownFor(1533)).toBe(4);
  });

  it('asks a fast host for more than the default 4x, up to the cap', () => {
    expect(cpuSlowdownFor(1800)).toBe(5.1);
    expect(cpuSlowdownFor(4000)).toBe(MAX_CPU_SLOWDOWN);
  });
});
