import { describe, expect, it } from 'vitest';
import type { Metric } from '../../../scripts/eval-ai/harness';
import { judge, NO_VALUE, table, verdictLines, type Bars } from '../../../scripts/eval-ai/report';
import { NOT_YET_GATING, THRESHOLDS } from '../../../scripts/eval-ai/thresholds';

const BARS: Bars = {
  thresholds: { demo: { quality: { min: 0.8 }, schemaValid: { min: 1 } } },
  notYetGating: { 'held-out': { demo: ['quality'] } },
};
const metric = (key: string, value: number, extra: Partial<Metric> = {}): Metric => ({ key, label: key, value, format: 'rate', ...extra });
/** A rate as the tasks compute it: NaN over zero items. */
const rate = (part: number, whole: number) => (whole === 0 ? NaN : part / whole);

describe('eval report', () => {
  it('gates on no timing: no bar in THRESHOLDS is about time (that is bench:ai)', () => {
    for (const [task, bars] of Object.entries(THRESHOLDS)) {
      for (const key of Object.keys(bars)) expect(`${task}.${key}`).not.toMatch(/ms$|latency|cpu|time/i);
    }
  });

  it('fails a metric with no value (computed over zero items, NaN), with or without a bar, and says why', () => {
    const verdicts = judge('demo', [metric('quality', rate(0, 0)), metric('unbarred', NaN)], 'builtin', 'tuning', BARS);
    for (const key of ['quality', 'unbarred']) {
      const verdict = verdicts.find((candidate) => candidate.metric.key === key);
      expect(verdict?.status, key).toBe('fail');
      expect(verdict?.reason, key).toBe(NO_VALUE);
    }
    const { failures } = verdictLines('demo', [{ set: 'tuning', verdicts }]);
    expect(failures).toEqual([`FAIL demo, tuning: quality: ${NO_VALUE}`, `FAIL demo, tuning: unbarred: ${NO_VALUE}`]);
    expect(table('demo', [{ set: 'tuning', verdicts }])).toMatch(/\| quality\s+\| >= 80\.0%\s+\| NO VALUE\s+\| FAIL\s+\|/);
  });

  it('does not judge a metric that says why this run has nothing to measure', () => {
    const [verdict] = judge('demo', [metric('quality', NaN, { notApplicable: 'no thin scenario in this run' })], 'builtin', 'tuning', BARS);
    expect(verdict.status).toBe('n/a');
  });

  it('judges against the bars per provider', () => {
    const bars: Bars = { thresholds: { demo: { quality: { min: 0.8, providers: ['builtin'] } } }, notYetGating: {} };
    expect(judge('demo', [metric('quality', 0.5)], 'openai', 'tuning', bars)[0].status).toBe('info');
    expect(judge('demo', [metric('quality', 0.5)], 'builtin', 'tuning', bars)[0].status).toBe('fail');
    expect(judge('demo', [metric('quality', 0.9)], 'builtin', 'tuning', bars)[0].status).toBe('ok');
  });

  it('gates the held-out set on every bar except those listed as not gating yet, which it prints with the figure', () => {
    const low = [metric('quality', 0.5, { note: '1/2' }), metric('schemaValid', 0.5)];
    const tuning = judge('demo', low, 'builtin', 'tuning', BARS);
    const heldOut = judge('demo', low, 'builtin', 'held-out', BARS);
    expect(tuning.map((verdict) => verdict.status)).toEqual(['fail', 'fail']);
    expect(heldOut.map((verdict) => verdict.status)).toEqual(['not-yet-gating', 'fail']);
    const lines = verdictLines('demo', [{ set: 'held-out', verdicts: heldOut }]);
    expect(lines.notes).toEqual(['demo, held-out, not yet gating (issue 28): quality: 50.0% (1/2), bar >= 80.0%']);
    expect(lines.failures).toEqual(['FAIL demo, held-out: schemaValid: 50.0%, needs >= 100.0%']);

    const met = judge('demo', [metric('quality', 0.9)], 'builtin', 'held-out', BARS);
    expect(met[0]).toMatchObject({ status: 'not-yet-gating', readyToGate: true });
    expect(verdictLines('demo', [{ set: 'held-out', verdicts: met }]).notes[0]).toMatch(/now meets >= 80\.0%: take 'quality' out of HELD_OUT_NOT_YET_GATING/);
  });

  it('keeps each held-out set’s list apart: a bar not gating on one set still gates on the other', () => {
    const heldOut2 = judge('demo', [metric('quality', 0.5)], 'builtin', 'held-out-2', BARS);
    expect(heldOut2[0].status).toBe('fail');
    const listed = judge('demo', [metric('quality', 0.9)], 'builtin', 'held-out-2', { ...BARS, notYetGating: { 'held-out-2': { demo: ['quality'] } } });
    expect(verdictLines('demo', [{ set: 'held-out-2', verdicts: listed }]).notes[0]).toMatch(/^demo, held-out-2, not yet gating .* take 'quality' out of HELD_OUT_2_NOT_YET_GATING/);
  });

  it('lists only bars that exist as not gating yet on the held-out sets', () => {
    for (const perTask of Object.values(NOT_YET_GATING)) {
      for (const [task, keys] of Object.entries(perTask ?? {})) for (const key of keys) expect(THRESHOLDS[task]?.[key], `${task}.${key}`).toBeDefined();
    }
  });
});
