/**
 * The claim window of the AI jobs (src/domain/jobs.ts): a claim older than this died with its
 * invocation and may be retaken. Deployed functions never set JOB_STALE_AFTER_MS and use the
 * domain's window; a test stack (bench:crash, the crash test) sets a short one so a job a
 * crash interrupted can be retried within the run, and reads job states with the same value.
 */
import { JOB_STALE_AFTER_MS } from '../../../src/domain/jobs';

export function jobStaleAfterMs(env: Record<string, string | undefined> = process.env): number {
  const raw = env.JOB_STALE_AFTER_MS?.trim();
  if (!raw) return JOB_STALE_AFTER_MS;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms <= 0) throw new Error(`JOB_STALE_AFTER_MS must be a whole number of milliseconds above 0, not "${raw}"`);
  return ms;
}
