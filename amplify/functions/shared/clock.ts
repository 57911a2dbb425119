/**
 * The functions' clock. In AWS it is the clock. The local cloud runs the functions in its own
 * process and can move their clock forward in development (`POST /__dev/clock`,
 * local/functions/scheduler.ts), which it does by setting DEV_CLOCK_OFFSET_MS; AWS never sets it.
 */
export const DEV_CLOCK_OFFSET_VARIABLE = 'DEV_CLOCK_OFFSET_MS';

export function functionNow(): Date {
  const offset = Number(process.env[DEV_CLOCK_OFFSET_VARIABLE] ?? 0);
  return new Date(Date.now() + (Number.isFinite(offset) ? offset : 0));
}
