/**
 * The task-generic part of the AI evaluation: run one task of the engine over every
 * scenario, time each call, measure, compare with THRESHOLDS and print a table. A task
 * (propose-issues now; solutions and strategies when they land) registers how to call the
 * engine and which metrics it adds; schema validity and latency are measured here for all.
 */
import type { AiEngine } from '../../amplify/ai/engine';
import { isAiTaskError } from '../../amplify/ai/errors';
import type { ProviderName } from '../../amplify/ai/types';
import type { Scenario } from '../../tests/support/ai-scenarios/types';
import type { GrammarChecker } from './language';
import { THRESHOLDS, type Threshold } from './thresholds';

export interface Call<Output> {
  scenario: Scenario;
  /** Absent when the task failed (invalid output twice, timeout, provider error). */
  output?: Output;
  attempts?: number;
  error?: string;
  /** Wall time of the call. */
  ms: number;
  /** CPU time this process spent in the call: the engine's own cost, whatever else the machine runs. */
  cpuMs: number;
}

export type MetricFormat = 'rate' | 'ms' | 'number' | 'count';

export interface Metric {
  /** The key THRESHOLDS uses. */
  key: string;
  label: string;
  value: number;
  format: MetricFormat;
  /** What the figure is made of, e.g. "29/34". */
  note?: string;
}

export interface Tools {
  /** Loaded on first use, after the calls are timed: compiling Harper's WebAssembly takes a core for a while. */
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
  /** One call at the largest input the product accepts (every list full, every answer at its length limit). */
  largest?(engine: AiEngine): Promise<unknown>;
  /** Work the calls depend on (an earlier task's output), done before they are timed. */
  prepare?(engine: AiEngine, scenarios: readonly Scenario[]): Promise<void>;
  /** Metrics that need calls of their own beyond one per scenario (every style pair, for example). */
  sweep?(engine: AiEngine, scenarios: readonly Scenario[], tools: Tools): Promise<{ metrics: Metric[]; details: string[] }>;
}

/** A task with its output type erased, so tasks of different outputs share one list. */
export interface RegisteredTask {
  name: string;
  evaluate(engine: AiEngine, scenarios: readonly Scenario[], tools: Tools, warmUp: boolean): Promise<{ metrics: Metric[]; details: string[]; failures: string[] }>;
}

export function registerTask<Output>(task: EvalTask<Output>): RegisteredTask {
  return {
    name: task.name,
    async evaluate(engine, scenarios, tools, warmUp) {
      await task.prepare?.(engine, scenarios);
      // A long-lived function has its code loaded and compiled: time the calls, not the first import.
      if (warmUp) for (let i = 0; i < WARM_UP_CALLS; i++) await task.call(engine, scenarios[0]).catch(() => undefined);
      const calls = await runTask(engine, task, scenarios);
      const largest = task.largest ? [await largestInputMetric(task.largest, engine)] : [];
      const swept = task.sweep ? await task.sweep(engine, scenarios, tools) : { metrics: [], details: [] };
      const metrics = [...commonMetrics(calls), ...largest, ...(await task.measure(calls, tools)), ...swept.metrics];
      const details = [...(task.describe ? calls.flatMap((call) => [`${call.scenario.id} (${call.scenario.audience})`, ...task.describe!(call)]) : []), ...swept.details];
      const failures = calls.filter((call) => call.error).map((call) => `${task.name} failed on ${call.scenario.id}: ${call.error}`);
      return { metrics, details, failures };
    },
  };
}

const WARM_UP_CALLS = 5;

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

export const median = (values: readonly number[]) => percentile([...values].sort((a, b) => a - b), 50);

export async function runTask<Output>(engine: AiEngine, task: EvalTask<Output>, scenarios: readonly Scenario[]): Promise<Call<Output>[]> {
  const calls: Call<Output>[] = [];
  for (const scenario of scenarios) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const cost = () => {
      const used = process.cpuUsage(cpu);
      return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
    };
    try {
      const { output, attempts } = await task.call(engine, scenario);
      calls.push({ scenario, output, attempts, ...cost() });
    } catch (error) {
      const message = isAiTaskError(error) ? `${error.code}: ${error.detail}` : String(error);
      calls.push({ scenario, error: message, ...cost() });
    }
  }
  return calls;
}

const LARGEST_INPUT_RUNS = 3;

/** CPU time of one call at the largest allowed input: the median of a few runs, so one collection pause does not decide it. */
async function largestInputMetric(call: (engine: AiEngine) => Promise<unknown>, engine: AiEngine): Promise<Metric> {
  const times: number[] = [];
  for (let i = 0; i < LARGEST_INPUT_RUNS; i++) {
    const cpu = process.cpuUsage();
    await call(engine).catch(() => undefined);
    const used = process.cpuUsage(cpu);
    times.push((used.user + used.system) / 1000);
  }
  return { key: 'cpuLargestInputMs', label: 'CPU time per call at the largest input', value: median(times), format: 'ms', note: `median of ${LARGEST_INPUT_RUNS}` };
}

/** Metrics every task has: did the output pass the schema, and how long did a call take. */
export function commonMetrics(calls: readonly Call<unknown>[]): Metric[] {
  const valid = calls.filter((call) => call.output !== undefined);
  const firstTry = valid.filter((call) => call.attempts === 1);
  const times = calls.map((call) => call.ms).sort((a, b) => a - b);
  const cpu = calls.map((call) => call.cpuMs).sort((a, b) => a - b);
  return [
    { key: 'schemaValid', label: 'schema-valid', value: valid.length / calls.length, format: 'rate', note: `${valid.length}/${calls.length}` },
    { key: 'schemaValidFirstTry', label: 'schema-valid on the first try', value: firstTry.length / calls.length, format: 'rate', note: `${firstTry.length}/${calls.length}` },
    { key: 'latencyMedianMs', label: 'latency median', value: percentile(times, 50), format: 'ms' },
    { key: 'latencyP95Ms', label: 'latency p95', value: percentile(times, 95), format: 'ms' },
    { key: 'cpuMedianMs', label: 'CPU time per call, median', value: percentile(cpu, 50), format: 'ms' },
    { key: 'cpuP95Ms', label: 'CPU time per call, p95', value: percentile(cpu, 95), format: 'ms' },
  ];
}

export interface Verdict {
  metric: Metric;
  threshold?: Threshold;
  pass: boolean;
}

export function judge(taskName: string, metrics: readonly Metric[], provider: ProviderName): Verdict[] {
  const bars = THRESHOLDS[taskName] ?? {};
  return metrics.map((metric) => {
    const bar = bars[metric.key];
    // A metric with nothing to measure (no thin scenario in --only) is not applicable, not failed.
    const applies = bar && (!bar.providers || bar.providers.includes(provider)) && !Number.isNaN(metric.value);
    if (!applies) return { metric, pass: true };
    const pass = (bar.min === undefined || metric.value >= bar.min) && (bar.max === undefined || metric.value <= bar.max);
    return { metric, threshold: bar, pass };
  });
}

function formatValue(value: number, format: MetricFormat): string {
  if (Number.isNaN(value)) return 'n/a';
  switch (format) {
    case 'rate':
      return `${(value * 100).toFixed(1)}%`;
    case 'ms':
      return `${value.toFixed(1)} ms`;
    case 'count':
      return String(Math.round(value));
    case 'number':
      return value.toFixed(2);
  }
}

function formatBar(threshold: Threshold | undefined, format: MetricFormat): string {
  if (!threshold) return '';
  const parts = [];
  if (threshold.min !== undefined) parts.push(`>= ${formatValue(threshold.min, format)}`);
  if (threshold.max !== undefined) parts.push(`<= ${formatValue(threshold.max, format)}`);
  return parts.join(', ');
}

export function table(title: string, verdicts: readonly Verdict[]): string {
  const rows = verdicts.map(({ metric, threshold, pass }) => [
    metric.label,
    formatValue(metric.value, metric.format),
    metric.note ?? '',
    formatBar(threshold, metric.format),
    threshold ? (pass ? 'ok' : 'FAIL') : '',
  ]);
  const header = ['metric', 'value', 'of', 'threshold', ''];
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  return [title, line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}
