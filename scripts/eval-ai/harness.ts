/**
 * The task-generic part of the AI evaluation: run one task of the engine over a set of
 * scenarios and measure it. A task registers how to call the engine and which metrics it adds;
 * schema validity, the call at the largest allowed input and (for information) wall time are
 * measured here for all. Judging the figures against THRESHOLDS is report.ts's job; the time
 * a call takes is `npm run bench:ai`'s, never a pass/fail bar here (a timing bar in the test
 * command fails at random on a busy machine).
 */
import type { AiEngine } from '../../amplify/ai/engine';
import { isAiTaskError } from '../../amplify/ai/errors';
import type { Scenario } from '../../tests/support/ai-scenarios/types';
import type { GrammarChecker } from './language';

export interface Call<Output> {
  scenario: Scenario;
  /** Absent when the task failed (invalid output twice, timeout, provider error). */
  output?: Output;
  attempts?: number;
  error?: string;
  /** Wall time of the call, printed for information. */
  ms: number;
}

export type MetricFormat = 'rate' | 'ms' | 'number' | 'count';

export interface Metric {
  /** The key THRESHOLDS uses. */
  key: string;
  label: string;
  /** NaN when there was nothing to compute it over: a failure, unless `notApplicable` says why. */
  value: number;
  format: MetricFormat;
  /** What the figure is made of, e.g. "29/34". */
  note?: string;
  /** Why this run has nothing to measure (no thin scenario in it, the sweep turned off): then it is not judged. */
  notApplicable?: string;
}

export interface Tools {
  /** Loaded on first use, after the calls: compiling Harper's WebAssembly takes a core for a while. */
  grammar(): Promise<GrammarChecker>;
}

export interface EvalTask<Output> {
  /** Kebab-case, as in THRESHOLDS. */
  name: string;
  call(engine: AiEngine, scenario: Scenario): Promise<{ output: Output; attempts: number }>;
  /** The task's own metrics over the successful calls (failed ones have no output). */
  measure(calls: readonly Call<Output>[], tools: Tools): Promise<Metric[]>;
  /** Lines printed per scenario with --verbose. */
  describe?(call: Call<Output>): string[];
  /** Calls at the largest input the product accepts (every list full, every answer at its length limit; largest.ts), failing if any throws. */
  largest?(engine: AiEngine): Promise<unknown>;
  /** Work the calls depend on (an earlier task's output), done before they are made. */
  prepare?(engine: AiEngine, scenarios: readonly Scenario[]): Promise<void>;
  /** Metrics that need calls of their own beyond one per scenario (every style pair, for example). */
  sweep?(engine: AiEngine, scenarios: readonly Scenario[], tools: Tools): Promise<{ metrics: Metric[]; details: string[] }>;
}

export interface Evaluation {
  metrics: Metric[];
  details: string[];
  /** One line per failed call, the largest-input call included. */
  failures: string[];
}

/** A task with its output type erased, so tasks of different outputs share one list. */
export interface RegisteredTask {
  name: string;
  /** `largest`: also make the call at the largest allowed input (once per run, not once per scenario set). */
  evaluate(engine: AiEngine, scenarios: readonly Scenario[], tools: Tools, options: { largest: boolean }): Promise<Evaluation>;
}

export function registerTask<Output>(task: EvalTask<Output>): RegisteredTask {
  return {
    name: task.name,
    async evaluate(engine, scenarios, tools, options) {
      await task.prepare?.(engine, scenarios);
      const calls = await runTask(engine, task, scenarios);
      const largest = options.largest && task.largest ? await largestInputCall(task.largest, engine) : undefined;
      const swept = task.sweep ? await task.sweep(engine, scenarios, tools) : { metrics: [], details: [] };
      const metrics = [...commonMetrics(calls), ...(largest ? [largest.metric] : []), ...(await task.measure(calls, tools)), ...swept.metrics];
      const details = [...(task.describe ? calls.flatMap((call) => [`${call.scenario.id} (${call.scenario.audience})`, ...task.describe!(call)]) : []), ...swept.details];
      const failures = calls.filter((call) => call.error).map((call) => `${task.name} failed on ${call.scenario.id}: ${call.error}`);
      if (largest?.error) failures.push(`${task.name} failed at the largest allowed input: ${largest.error}`);
      return { metrics, details, failures };
    },
  };
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

export const median = (values: readonly number[]) => percentile([...values].sort((a, b) => a - b), 50);

const errorMessage = (error: unknown) => (isAiTaskError(error) ? `${error.code}: ${error.detail}` : error instanceof Error ? error.message : String(error));

export async function runTask<Output>(engine: AiEngine, task: EvalTask<Output>, scenarios: readonly Scenario[]): Promise<Call<Output>[]> {
  const calls: Call<Output>[] = [];
  for (const scenario of scenarios) {
    const started = performance.now();
    try {
      const { output, attempts } = await task.call(engine, scenario);
      calls.push({ scenario, output, attempts, ms: performance.now() - started });
    } catch (error) {
      calls.push({ scenario, error: errorMessage(error), ms: performance.now() - started });
    }
  }
  return calls;
}

/** The call at the largest allowed input must succeed like any other: a throw there is a failure, never swallowed. */
export async function largestInputCall(call: (engine: AiEngine) => Promise<unknown>, engine: AiEngine): Promise<{ metric: Metric; error?: string }> {
  const metric = (ok: boolean): Metric => ({ key: 'largestInput', label: 'calls at the largest allowed inputs succeed (one sentence repeated, and no sentence twice)', value: ok ? 1 : 0, format: 'rate', note: ok ? '1/1' : '0/1' });
  try {
    await call(engine);
    return { metric: metric(true) };
  } catch (error) {
    return { metric: metric(false), error: errorMessage(error) };
  }
}

/** Metrics every task has: did the output pass the schema; and how long a call took, for information. */
export function commonMetrics(calls: readonly Call<unknown>[]): Metric[] {
  const valid = calls.filter((call) => call.output !== undefined);
  const firstTry = valid.filter((call) => call.attempts === 1);
  const times = calls.map((call) => call.ms).sort((a, b) => a - b);
  const rate = (part: number) => (calls.length === 0 ? NaN : part / calls.length);
  return [
    { key: 'schemaValid', label: 'schema-valid', value: rate(valid.length), format: 'rate', note: `${valid.length}/${calls.length}` },
    { key: 'schemaValidFirstTry', label: 'schema-valid on the first try', value: rate(firstTry.length), format: 'rate', note: `${firstTry.length}/${calls.length}` },
    { key: 'latencyMedianMs', label: 'wall time per call, median (information; budget: bench:ai)', value: percentile(times, 50), format: 'ms' },
    { key: 'latencyP95Ms', label: 'wall time per call, p95 (information; budget: bench:ai)', value: percentile(times, 95), format: 'ms' },
  ];
}
