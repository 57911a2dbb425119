import { describe, expect, it } from 'vitest';
import { matchesFilter } from '../../../local/data/filters';
import { JOB_STALLED_MESSAGE, claimCondition, jobState } from '../../../src/domain/jobs';

const NOW = new Date('2026-05-05T10:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe('jobState', () => {
  it('reads the job vocabulary', () => {
    expect(jobState(null, null, null, NOW)).toEqual({ kind: 'idle' });
    expect(jobState('idle', null, null, NOW)).toEqual({ kind: 'idle' });
    expect(jobState('pending', ago(1000), null, NOW)).toEqual({ kind: 'working' });
    expect(jobState('running', ago(1000), null, NOW)).toEqual({ kind: 'working' });
    expect(jobState('succeeded', ago(1000), null, NOW)).toEqual({ kind: 'done' });
    expect(jobState('failed', ago(1000), 'The model timed out.', NOW)).toEqual({ kind: 'failed', message: 'The model timed out.' });
    expect(jobState('failed', ago(1000), '  ', NOW)).toEqual({ kind: 'failed', message: JOB_STALLED_MESSAGE });
  });

  it('never shows a job that died mid-way as in progress forever: after two minutes it failed, and can be started again', () => {
    expect(jobState('running', ago(2 * 60_000 - 1), null, NOW)).toEqual({ kind: 'working' });
    expect(jobState('running', ago(2 * 60_000 + 1), null, NOW)).toEqual({ kind: 'failed', message: JOB_STALLED_MESSAGE });
  });

  it('reads staleness against a shorter window when given one (a test stack)', () => {
    expect(jobState('running', ago(5001), null, NOW, 5000)).toEqual({ kind: 'failed', message: JOB_STALLED_MESSAGE });
    expect(jobState('running', ago(4999), null, NOW, 5000)).toEqual({ kind: 'working' });
  });
});

describe('claimCondition', () => {
  const condition = claimCondition('jobStatus', 'jobRequestedAt', NOW);
  it.each([
    ['never claimed', {}, true],
    ['done', { jobStatus: 'succeeded', jobRequestedAt: ago(1000) }, true],
    ['failed', { jobStatus: 'failed', jobRequestedAt: ago(1000) }, true],
    ['under way', { jobStatus: 'running', jobRequestedAt: ago(1000) }, false],
    ['just claimed', { jobStatus: 'pending', jobRequestedAt: ago(10) }, false],
    ['under way for just under two minutes', { jobStatus: 'running', jobRequestedAt: ago(2 * 60_000 - 1) }, false],
    ['under way for over two minutes (stale)', { jobStatus: 'running', jobRequestedAt: ago(2 * 60_000 + 1) }, true],
  ])('lets a new claim through when %s: %s', (_name, item, allowed) => {
    expect(matchesFilter(item, condition)).toBe(allowed);
  });

  it('retakes a claim past a shorter window when given one', () => {
    const short = claimCondition('jobStatus', 'jobRequestedAt', NOW, 5000);
    expect(matchesFilter({ jobStatus: 'running', jobRequestedAt: ago(5001) }, short)).toBe(true);
    expect(matchesFilter({ jobStatus: 'running', jobRequestedAt: ago(4999) }, short)).toBe(false);
  });
});
