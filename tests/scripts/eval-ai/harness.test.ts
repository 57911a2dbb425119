import { describe, expect, it } from 'vitest';
import type { AiEngine } from '../../../amplify/ai/engine';
import { commonMetrics, registerTask, type Call, type EvalTask, type Metric } from '../../../scripts/eval-ai/harness';
import { judge, NO_VALUE, type Bars } from '../../../scripts/eval-ai/report';
import type { Scenario } from '../../support/ai-scenarios/types';

const scenario = { id: 's' } as Scenario;
const call = (ms: number, output?: object, attempts = 1): Call<object> => ({ scenario, output, attempts, ms, error: output ? undefined : 'x' });
const engine = {} as AiEngine;
const tools = { grammar: () => Promise.reject(new Error('not used')) };
const BARS: Bars = {
  thresholds: { demo: { quality: { min: 0.8 }, largestInput: { min: 1 }, schemaValid: { min: 1 } } },
  notYetGating: {},
};
const metric = (key: string, value: number, extra: Partial<Metric> = {}): Metric => ({ key, label: key, value, format: 'rate', ...extra });

/** A task whose calls all succeed; its largest-input call and its measure are given. */
const demoTask = (largest: EvalTask<object>['largest'], measure: EvalTask<object>['measure']): EvalTask<object> => ({
  name: 'demo',
  call: async () => ({ output: {}, attempts: 1 }),
  largest,
  measure,
});

describe('eval harness', () => {
  it('measures schema validity (first try and after the retry), and wall time for information', () => {
    const metrics = commonMetrics([call(10, {}), call(20, {}, 2), call(30)]);
    const value = (key: string) => metrics.find((candidate) => candidate.key === key)?.value;
    expect(value('schemaValid')).toBeCloseTo(2 / 3);
    expect(value('schemaValidFirstTry')).toBeCloseTo(1 / 3);
    expect(value('latencyMedianMs')).toBe(20);
    expect(judge('propose-issues', metrics, 'builtin', 'tuning').find((verdict) => verdict.metric.key === 'latencyP95Ms')?.status).toBe('info');
  });

  it('fails a task that throws at the largest input, and says so', async () => {
    const task = registerTask(
      demoTask(
        () => Promise.reject(new Error('out of memory at the largest input')),
        async () => [metric('quality', 0.9)],
      ),
    );
    const { metrics, failures } = await task.evaluate(engine, [scenario], tools, { largest: true });
    const verdict = judge('demo', metrics, 'builtin', 'tuning', BARS).find((candidate) => candidate.metric.key === 'largestInput');
    expect(verdict?.status).toBe('fail');
    expect(failures).toEqual(['demo failed at the largest allowed input: out of memory at the largest input']);

    const fine = await registerTask(demoTask(async () => ({}), async () => [])).evaluate(engine, [scenario], tools, { largest: true });
    expect(judge('demo', fine.metrics, 'builtin', 'tuning', BARS).find((candidate) => candidate.metric.key === 'largestInput')?.status).toBe('ok');
    expect(fine.failures).toEqual([]);
  });

  it('fails a task whose measure comes out over zero items (NaN)', async () => {
    const overNothing = (part: number, whole: number) => (whole === 0 ? NaN : part / whole);
    const { metrics } = await registerTask(demoTask(undefined, async () => [metric('quality', overNothing(0, 0))])).evaluate(engine, [scenario], tools, { largest: false });
    const verdict = judge('demo', metrics, 'builtin', 'tuning', BARS).find((candidate) => candidate.metric.key === 'quality');
    expect(verdict).toMatchObject({ status: 'fail', reason: NO_VALUE });
  });
});
