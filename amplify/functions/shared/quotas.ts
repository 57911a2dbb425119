/**
 * Counting a request against per-scope quotas over fixed windows (the invitation quotas of
 * send-email, the AI tasks' quotas of shared/aiRuns.ts), in the shared counters (shared/counters.ts).
 */
import { createHash } from 'node:crypto';
import { attemptWindow } from '../../../src/domain/devGateCheck';
import { rateCounters } from './counters';

export interface Quota<Scope extends string> {
  scope: Scope;
  per: string;
  limit: number;
  windowMinutes: number;
}

/** An address as a counter key may carry it: not readable in the table. */
export const hashedKey = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

export interface Counted {
  /** The keys this request was counted under, to give back if the work does not happen after all. */
  keys: string[];
}

/**
 * Counts one request under `prefix` against every quota, each for the subject `who(scope)`.
 * When one is used up, the counts are taken back (a refused request uses up nothing) and the
 * answer names it with the minutes until its window ends; else the keys counted.
 */
export async function countAgainst<Scope extends string>(
  prefix: string,
  quotas: readonly Quota<Scope>[],
  who: (scope: Scope) => string,
  now: number,
): Promise<{ over: { scope: Scope; minutesLeft: number } } | Counted> {
  const counters = rateCounters();
  const keys: string[] = [];
  for (const quota of quotas) {
    const window = attemptWindow(now, quota.windowMinutes);
    const key = `${prefix}#${quota.scope}#${quota.per}#${who(quota.scope)}#${window.index}`;
    keys.push(key);
    if ((await counters.add(key, window.endsAt)) > quota.limit) {
      await giveBack({ keys });
      return { over: { scope: quota.scope, minutesLeft: window.minutesLeft } };
    }
  }
  return { keys };
}

/** Takes back what countAgainst counted (the work did not happen). Never throws. */
export async function giveBack(counted: Counted): Promise<void> {
  const counters = rateCounters();
  await Promise.all(counted.keys.map((key) => counters.takeBack(key))).catch(() => undefined);
}
