/**
 * How long an untouched session is kept (docs/rules.md, "My data"): a session nobody has touched
 * for the retention period (12 months unless the deployment sets RETENTION_MONTHS) is deleted by
 * the scheduled retention job, after a warning e-mail a month before. Touching the session again
 * starts the period afresh; a session is never deleted without a warning sent at least a month
 * earlier for its latest activity.
 */
export const RETENTION_DEFAULTS = { months: 12, warningDays: 30 } as const;

export interface RetentionPolicy {
  months: number;
  warningDays: number;
}

export interface RetentionFacts {
  /** The latest activity (lastActivityAt, else updatedAt, else createdAt). */
  lastActivityAt: string | null | undefined;
  /** When the warning for the current period went out, if it did. */
  retentionWarnedAt: string | null | undefined;
  /** A deleted (closed) session: nobody can open it, so it goes when due without a warning. */
  closed?: boolean;
}

export type RetentionDecision = 'keep' | 'warn' | 'delete';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The policy from the deployment's RETENTION_MONTHS (a whole number of months from 2 up), else the default. */
export function retentionPolicy(months: string | undefined): RetentionPolicy {
  const parsed = Number(months);
  const valid = Number.isInteger(parsed) && parsed >= 2 && parsed <= 120;
  return { months: valid ? parsed : RETENTION_DEFAULTS.months, warningDays: RETENTION_DEFAULTS.warningDays };
}

/** The moment a session last active at `lastActivity` falls due for deletion. */
export function deletionDue(lastActivity: Date, policy: RetentionPolicy): Date {
  const due = new Date(lastActivity.getTime());
  due.setUTCMonth(due.getUTCMonth() + policy.months);
  return due;
}

/** What the retention job does with one session at `now`. */
export function retentionDecision(facts: RetentionFacts, now: Date, policy: RetentionPolicy = RETENTION_DEFAULTS): RetentionDecision {
  const last = facts.lastActivityAt ? new Date(facts.lastActivityAt) : null;
  if (!last || Number.isNaN(last.getTime())) return 'keep';
  const due = deletionDue(last, policy);
  const warnFrom = due.getTime() - policy.warningDays * DAY_MS;
  if (now.getTime() < warnFrom) return 'keep';
  if (facts.closed) return now.getTime() >= due.getTime() ? 'delete' : 'keep';
  const warned = facts.retentionWarnedAt ? new Date(facts.retentionWarnedAt) : null;
  // A warning counts only for the current period: one sent before the latest activity is stale.
  const warnedThisPeriod = warned !== null && !Number.isNaN(warned.getTime()) && warned.getTime() >= last.getTime();
  if (!warnedThisPeriod) return 'warn';
  return now.getTime() >= due.getTime() && now.getTime() - warned.getTime() >= policy.warningDays * DAY_MS ? 'delete' : 'keep';
}
