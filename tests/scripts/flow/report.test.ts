import { describe, expect, it } from 'vitest';
import { concurrency, type PairOutcome } from '../../../scripts/flow/report';

const pair = (index: number, startedAt: number | null, endedAt: number | null): PairOutcome => ({
  index,
  done: endedAt !== null,
  error: null,
  samples: [],
  fields: 0,
  startedAt,
  endedAt,
});

describe('how many pairs were in the flow at once', () => {
  it('counts the most overlapping pairs and how long all of them overlapped', () => {
    const runs = [pair(0, 0, 100), pair(1, 10, 60), pair(2, 20, 90)];
    expect(concurrency(runs)).toEqual({ peak: 3, allAtOnceMs: 40 });
  });

  it('does not count a pair that ended as one with a pair that began at the same moment', () => {
    const runs = [pair(0, 0, 50), pair(1, 50, 100)];
    expect(concurrency(runs)).toEqual({ peak: 1, allAtOnceMs: 0 });
  });

  it('leaves out pairs that never began', () => {
    expect(concurrency([pair(0, null, null), pair(1, 5, 25)])).toEqual({ peak: 1, allAtOnceMs: 20 });
  });
});
