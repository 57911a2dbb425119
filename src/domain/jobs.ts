/**
 * Background AI jobs (the five solutions, the strategies): claimed by one call, run once, and
 * seen by both screens through the session. A job that was claimed but never finished (its
 * function died, the local cloud was killed) must not look 'in progress' forever: past its
 * time limit it reads as failed, and the people can start it again. Pure.
 */
export const JOB_STATUSES = ['idle', 'pending', 'running', 'succeeded', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Longer than any job runs (the functions time out at 60 s): a claim older than this is dead. */
export const JOB_STALE_AFTER_MS = 2 * 60_000;

export type JobState =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'done' }
  | { kind: 'failed'; message: string };

export const JOB_STALLED_MESSAGE = 'This took too long and did not finish. Please try again.';

/**
 * Where a job stands, as the screens show it. `staleAfterMs` is the claim window; only a test
 * stack whose functions use a shorter one (JOB_STALE_AFTER_MS in their environment) passes it.
 */
export function jobState(
  status: string | null | undefined,
  requestedAt: string | null | undefined,
  error: string | null | undefined,
  now: Date,
  staleAfterMs: number = JOB_STALE_AFTER_MS,
): JobState {
  switch (status) {
    case 'pending':
    case 'running': {
      const since = Date.parse(requestedAt ?? '');
      return Number.isFinite(since) && now.getTime() - since > staleAfterMs ? { kind: 'failed', message: JOB_STALLED_MESSAGE } : { kind: 'working' };
    }
    case 'succeeded':
      return { kind: 'done' };
    case 'failed':
      return { kind: 'failed', message: error?.trim() || JOB_STALLED_MESSAGE };
    default:
      return { kind: 'idle' };
  }
}

/**
 * The condition under which a new claim may be written: never claimed, nothing under way, or
 * what is under way has gone stale. `statusField`/`requestedField` name the job's fields on the
 * Issue (every claim writes both; an enum field's condition offers only eq/ne, so "never
 * claimed" is read off the request time).
 */
export function claimCondition(statusField: string, requestedField: string, now: Date, staleAfterMs: number = JOB_STALE_AFTER_MS) {
  const staleBefore = new Date(now.getTime() - staleAfterMs).toISOString();
  return {
    or: [
      { [requestedField]: { attributeExists: false } },
      { and: [{ [statusField]: { ne: 'pending' } }, { [statusField]: { ne: 'running' } }] },
      { [requestedField]: { lt: staleBefore } },
    ],
  };
}
