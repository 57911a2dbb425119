import { describe, expect, it } from 'vitest';
import { commonMetrics, judge, type Call } from '../../../scripts/eval-ai/harness';
import type { Scenario } from '../../support/ai-scenarios/types';

const scenario = { id: 's' } as Scenario;
const call = (ms: number, output?: object, attempts = 1): Call<object> => ({ scenario, output, attempts, ms, cpuMs: ms / 2, error: output ? undefined : 'x' });

describe('eval harness', () => {
  it('measures schema validity (first try and after the retry) and latency for every task', () => {
    const metrics = commonMetrics([call(10, {}), call(20, {}, 2), call(30)]);
    const value = (key: string) => metrics.find((metric) => metric.key === key)?.value;
    expect(value('schemaValid')).toBeCloseTo(2 / 3);
    expect(value('schemaValidFirstTry')).toBeCloseTo(1 / 3);
    expect(value('latencyMedianMs')).toBe(20);
    expect(value('cpuP95Ms')).toBe(15);
  });

  it('judges against the thresholds, per provider, and skips metrics with nothing measured', () => {
    const verdicts = judge('propose-issues', [
      { key: 'typeAccuracy', label: 'type', value: 0.8, format: 'rate' },
      { key: 'cpuP95Ms', label: 'cpu', value: 80, format: 'ms' },
      { key: 'thinStatementsMax', label: 'thin', value: NaN, format: 'count' },
    ], 'openai');
    expect(verdicts.map((verdict) => verdict.pass)).toEqual([false, true, true]);
    expect(judge('propose-issues', [{ key: 'cpuP95Ms', label: 'cpu', value: 80, format: 'ms' }], 'builtin')[0].pass).toBe(false);
  });
});
