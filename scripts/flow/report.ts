/** What bench:flow and bench:crash print: completions, errors by kind, lost updates, steps. */
import { readFileSync } from 'node:fs';
import { FlowError } from '../../tests/support/flowUser';
import { STEPS, type PairRun, type Sample } from './pair';
import type { LostUpdate } from './readBack';

export const BUDGET_STEP_P95_MS = 250;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

export function asFlowError(error: unknown): FlowError {
  if (error instanceof FlowError) return error;
  const e = error as { name?: string; message?: string };
  return new FlowError(e?.name && e.name !== 'Error' ? `auth ${e.name}` : 'unexpected', e?.message ?? String(error));
}

/** Fields a pair's ledger holds (what the read-back compares). */
export const ledgerSize = (run: PairRun) =>
  Object.keys(run.ledger.initiator.issue).length +
  Object.keys(run.ledger.collaborator.issue).length +
  Object.keys(run.ledger.initiator.profile).length +
  Object.keys(run.ledger.collaborator.profile).length +
  Object.keys(run.ledger.server).length +
  (run.ledger.status ? 1 : 0) +
  (run.ledger.inviteSent ? 1 : 0);

/** What the report needs of a pair: plain data, so a load-generator thread can post it. */
export interface PairOutcome {
  index: number;
  done: boolean;
  error: { kind: string; message: string } | null;
  samples: Sample[];
  /** Acknowledged fields the read-back compared (ledgerSize). */
  fields: number;
  startedAt: number | null;
  endedAt: number | null;
}

export const outcomeOf = (run: PairRun): PairOutcome => ({
  index: run.index,
  done: run.done,
  error: run.error ? { kind: run.error.kind, message: run.error.message } : null,
  samples: run.samples,
  fields: ledgerSize(run),
  startedAt: run.startedAt,
  endedAt: run.endedAt,
});

/**
 * The most pairs that were in the flow at the same moment, and for how long all of them were
 * (from the last start to the first end; 0 when the first pair ended before the last began).
 */
export function concurrency(runs: PairOutcome[]): { peak: number; allAtOnceMs: number } {
  const spans = runs.filter((r) => r.startedAt !== null && r.endedAt !== null) as (PairOutcome & { startedAt: number; endedAt: number })[];
  const events = spans.flatMap((r) => [
    [r.startedAt, 1],
    [r.endedAt, -1],
  ]);
  // Ends before starts at the same millisecond: a pair that ended is not counted with one that began.
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let inFlow = 0;
  let peak = 0;
  for (const [, change] of events) {
    inFlow += change;
    peak = Math.max(peak, inFlow);
  }
  const lastStart = Math.max(...spans.map((r) => r.startedAt));
  const firstEnd = Math.min(...spans.map((r) => r.endedAt));
  return { peak, allAtOnceMs: spans.length ? Math.max(0, firstEnd - lastStart) : 0 };
}

export function printOutcome(runs: PairOutcome[], lost: LostUpdate[]): void {
  const completed = runs.filter((r) => r.done).length;
  console.log(`  completed ${completed} of ${runs.length}`);
  const errors = new Map<string, { count: number; example: string }>();
  for (const run of runs) {
    if (!run.error) continue;
    const entry = errors.get(run.error.kind) ?? { count: 0, example: run.error.message };
    entry.count += 1;
    errors.set(run.error.kind, entry);
  }
  if (!errors.size) console.log('  errors 0');
  else {
    console.log(`  errors ${[...errors.values()].reduce((n, e) => n + e.count, 0)}, by kind:`);
    for (const [kind, { count, example }] of errors) console.log(`    ${count} × ${kind}: ${example.slice(0, 300)}`);
  }
  const fields = runs.reduce((n, r) => n + r.fields, 0);
  console.log(`  lost updates ${lost.length} (${fields} acknowledged fields read back)`);
  for (const l of lost.slice(0, 10)) console.log(`    pair ${l.pair} ${l.field}: expected ${l.expected}, found ${l.found}`);
}

/**
 * p50/p95/p99 per step, and the p95 of the time spent waiting for the cloud's answers; returns
 * the worst p95 of the steps without AI, of the whole step and of the waiting.
 */
export function printSteps(runs: PairOutcome[]): { worstNonAiP95: number; worstStep: string; worstWaitingP95: number; worstWaitingStep: string } {
  console.log('  step                 samples    p50     p95     p99     max   p95 waiting for the cloud (ms)');
  const worst = { worstNonAiP95: 0, worstStep: '', worstWaitingP95: 0, worstWaitingStep: '' };
  for (const [step, ai] of STEPS) {
    const samples = runs.flatMap((r) => r.samples.filter((s) => s.step === step));
    if (!samples.length) continue;
    const values = samples.map((s) => s.ms).sort((a, b) => a - b);
    const waiting = samples.map((s) => s.inFetchMs).sort((a, b) => a - b);
    const p95 = percentile(values, 95);
    const waitingP95 = percentile(waiting, 95);
    if (!ai && p95 > worst.worstNonAiP95) Object.assign(worst, { worstNonAiP95: p95, worstStep: step });
    if (!ai && waitingP95 > worst.worstWaitingP95) Object.assign(worst, { worstWaitingP95: waitingP95, worstWaitingStep: step });
    const cell = (v: number) => v.toFixed(0).padStart(7);
    console.log(
      `  ${step.padEnd(20)} ${String(values.length).padStart(7)} ${cell(percentile(values, 50))} ${cell(p95)} ${cell(percentile(values, 99))} ${cell(values.at(-1)!)} ${cell(waitingP95)}   ${ai ? 'AI' : ''}`,
    );
  }
  return worst;
}

/** CPU seconds every process on the machine has used so far (/proc/stat, all CPUs; 100 ticks a second). */
export function machineCpuSeconds(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
  return (user + nice + system + irq + softirq + steal) / 100;
}

/** Error lines the cloud logged (its stderr), without the runtime's notices. */
export const cloudErrors = (lines: string[]) => lines.filter((line) => /error|fail|exception|\[local cloud\]|\[function/i.test(line));
