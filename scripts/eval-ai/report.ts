/**
 * Judging the AI evaluation's figures and printing them: each metric of a task against its bar
 * in THRESHOLDS, per scenario set (tuning and held-out side by side), and the lines that say
 * what failed and what on the held-out set does not gate yet.
 */
import type { ProviderName } from '../../amplify/ai/types';
import type { ScenarioSet } from '../../tests/support/ai-scenarios/types';
import type { Metric, MetricFormat } from './harness';
import { NOT_YET_GATING, NOT_YET_GATING_NAMES, THRESHOLDS, type Threshold } from './thresholds';

/**
 * ok / fail: judged against a bar. info: no bar (printed only). n/a: nothing in this run to
 * measure, and the metric says why. not-yet-gating: a held-out figure under a bar the builtin
 * engine does not meet yet (NOT_YET_GATING, per held-out set), printed and not failed.
 */
export type Status = 'ok' | 'fail' | 'info' | 'n/a' | 'not-yet-gating';

export interface Verdict {
  metric: Metric;
  threshold?: Threshold;
  status: Status;
  /** Why a metric failed without a figure, or why it is not judged. */
  reason?: string;
  /** A held-out figure listed as not gating yet that meets its bar now: it can gate. */
  readyToGate?: boolean;
}

export const NO_VALUE = 'no value: computed over zero items';

/** The bars a run is judged by: the project's own (thresholds.ts) unless a test gives others. */
export interface Bars {
  thresholds: Record<string, Record<string, Threshold>>;
  /** Per held-out set, per task: the metrics printed but not failed yet. */
  notYetGating: Partial<Record<ScenarioSet, Record<string, readonly string[]>>>;
}

const PROJECT_BARS: Bars = { thresholds: THRESHOLDS, notYetGating: NOT_YET_GATING };

export function judge(taskName: string, metrics: readonly Metric[], provider: ProviderName, set: ScenarioSet, given: Bars = PROJECT_BARS): Verdict[] {
  const bars = given.thresholds[taskName] ?? {};
  const notYetGating = given.notYetGating[set]?.[taskName] ?? [];
  return metrics.map((metric): Verdict => {
    if (metric.notApplicable) return { metric, status: 'n/a', reason: metric.notApplicable };
    const bar = bars[metric.key];
    const threshold = bar && (!bar.providers || bar.providers.includes(provider)) ? bar : undefined;
    // A figure over nothing is a broken measure (or a task that produced nothing), never a pass.
    if (Number.isNaN(metric.value)) return { metric, threshold, status: 'fail', reason: NO_VALUE };
    if (!threshold) return { metric, status: 'info' };
    const meets = (threshold.min === undefined || metric.value >= threshold.min) && (threshold.max === undefined || metric.value <= threshold.max);
    if (notYetGating.includes(metric.key)) return { metric, threshold, status: 'not-yet-gating', readyToGate: meets };
    return { metric, threshold, status: meets ? 'ok' : 'fail' };
  });
}

export function formatValue(value: number, format: MetricFormat): string {
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

export function formatBar(threshold: Threshold | undefined, format: MetricFormat): string {
  if (!threshold) return '';
  const parts = [];
  if (threshold.min !== undefined) parts.push(`>= ${formatValue(threshold.min, format)}`);
  if (threshold.max !== undefined) parts.push(`<= ${formatValue(threshold.max, format)}`);
  return parts.join(', ');
}

/** One scenario set's figures for one task. */
export interface Column {
  set: ScenarioSet;
  verdicts: readonly Verdict[];
}

const cell = (verdict: Verdict | undefined) => {
  if (!verdict) return '';
  if (verdict.status === 'n/a') return 'n/a';
  if (verdict.reason === NO_VALUE) return 'NO VALUE';
  const value = formatValue(verdict.metric.value, verdict.metric.format);
  return verdict.metric.note ? `${value} (${verdict.metric.note})` : value;
};

const STATUS_TEXT: Record<Status, string> = { ok: 'ok', fail: 'FAIL', info: '', 'n/a': '', 'not-yet-gating': 'not yet gating (issue 28)' };

/** A table of one task: a row per metric, the value and verdict in each scenario set side by side. */
export function table(title: string, columns: readonly Column[]): string {
  const keys = [...new Set(columns.flatMap((column) => column.verdicts.map((verdict) => verdict.metric.key)))];
  const find = (column: Column, key: string) => column.verdicts.find((verdict) => verdict.metric.key === key);
  const rows = keys.map((key) => {
    const verdicts = columns.map((column) => find(column, key));
    const any = verdicts.find((verdict) => verdict !== undefined)!;
    const threshold = verdicts.find((verdict) => verdict?.threshold)?.threshold;
    return [any.metric.label, formatBar(threshold, any.metric.format), ...verdicts.flatMap((verdict) => [cell(verdict), verdict ? STATUS_TEXT[verdict.status] : ''])];
  });
  const header = ['metric', 'threshold', ...columns.flatMap((column) => [column.set, ''])];
  const widths = header.map((text, i) => Math.max(text.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => `| ${cells.map((text, i) => text.padEnd(widths[i])).join(' | ')} |`;
  return [title, line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

/** What failed, and what on a held-out set is printed without gating (and whether it could gate now), one line each. */
export function verdictLines(taskName: string, columns: readonly Column[]): { failures: string[]; notes: string[] } {
  const failures: string[] = [];
  const notes: string[] = [];
  for (const { set, verdicts } of columns) {
    for (const verdict of verdicts) {
      const { metric, threshold } = verdict;
      const figure = `${formatValue(metric.value, metric.format)}${metric.note ? ` (${metric.note})` : ''}`;
      const bar = formatBar(threshold, metric.format);
      if (verdict.status === 'fail') failures.push(`FAIL ${taskName}, ${set}: ${metric.label}: ${verdict.reason ?? `${figure}, needs ${bar}`}`);
      if (verdict.status === 'not-yet-gating') {
        notes.push(
          verdict.readyToGate
            ? `${taskName}, ${set}, not yet gating (issue 28): ${metric.label}: ${figure} now meets ${bar}: take '${metric.key}' out of ${NOT_YET_GATING_NAMES[set] ?? 'NOT_YET_GATING'} (scripts/eval-ai/thresholds.ts) so it gates`
            : `${taskName}, ${set}, not yet gating (issue 28): ${metric.label}: ${figure}, bar ${bar}`,
        );
      }
    }
  }
  return { failures, notes };
}
