/**
 * Runs the backend's scheduled functions (defineFunction's `schedule`, EventBridge Scheduler in
 * AWS) on the same schedule, read from the synthesized template (local/generated/functions.json).
 *
 * Development clock: `advance(hours)` moves the functions' clock forward (DEV_CLOCK_OFFSET_MS,
 * read by amplify/functions/shared/clock.ts: the functions run in this process) and runs every
 * scheduled function at once (the follow-up function's reminders, two days and a week on, in
 * seconds). Only the local cloud has it (`POST /__dev/clock`, loopback only); in AWS the clock is the clock.
 */
import { DEV_CLOCK_OFFSET_VARIABLE } from '../../amplify/functions/shared/clock';
import type { FunctionDescription, FunctionHost } from './host';

const MINUTE = 60_000;

/**
 * How often a schedule fires, in minutes: `cron(*\/N * * * ? *)`, `cron(M * * * ? *)` (hourly),
 * `cron(M H * * ? *)` (daily, defineFunction's "every day") or `rate(N minute|minutes|hour|hours)`.
 */
export function scheduleMinutes(expression: string): number {
  const everyMinutes = expression.match(/^cron\(\*\/(\d+) \* \* \* \? \*\)$/);
  if (everyMinutes) return Number(everyMinutes[1]);
  if (/^cron\(\d+ \* \* \* \? \*\)$/.test(expression)) return 60;
  if (/^cron\(\d+ \d+ \* \* \? \*\)$/.test(expression)) return 24 * 60;
  const rate = expression.match(/^rate\((\d+) (minute|minutes|hour|hours)\)$/);
  if (rate) return Number(rate[1]) * (rate[2].startsWith('hour') ? 60 : 1);
  throw new Error(`The local cloud cannot run the schedule ${expression}; use "every Nm", "every Nh" or "every day".`);
}

export interface Scheduler {
  /** The scheduler's clock (real time plus what the development clock was moved by). */
  now(): number;
  /** Moves the clock `hours` forward and runs every scheduled function now; their results, by name. */
  advance(hours: number): Promise<Record<string, unknown>>;
  stop(): void;
}

export function createScheduler(functions: FunctionDescription[], host: FunctionHost, { tickMs = MINUTE } = {}): Scheduler {
  const scheduled = functions.flatMap((fn) => (fn.schedules ?? []).map((expression) => ({ name: fn.name, everyMs: scheduleMinutes(expression) * MINUTE })));
  let offsetMs = 0;
  const now = () => Date.now() + offsetMs;
  // EventBridge Scheduler sends an empty event when no input is set (as defineFunction sets none).
  const event = () => ({});
  let last = now();

  // Each schedule fires when the clock crosses one of its boundaries (every N minutes from the hour, as cron does).
  const timer = setInterval(() => {
    const current = now();
    for (const { name, everyMs } of scheduled) {
      if (Math.floor(current / everyMs) !== Math.floor(last / everyMs)) void host.invoke(name, event(), { async: true });
    }
    last = current;
  }, tickMs);
  timer.unref();

  return {
    now,
    async advance(hours) {
      offsetMs += hours * 3_600_000;
      process.env[DEV_CLOCK_OFFSET_VARIABLE] = String(offsetMs);
      last = now();
      const results: Record<string, unknown> = {};
      for (const name of new Set(scheduled.map((s) => s.name))) results[name] = await host.invoke(name, event());
      return results;
    },
    stop() {
      clearInterval(timer);
      delete process.env[DEV_CLOCK_OFFSET_VARIABLE];
    },
  };
}
