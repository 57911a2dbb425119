import { describe, expect, it } from 'vitest';
import { scheduleMinutes } from '../../../local/functions/scheduler';

describe('the schedules the local cloud can run, as defineFunction synthesizes them', () => {
  it('reads every-N-minutes, hourly, daily and rate expressions', () => {
    expect(scheduleMinutes('cron(*/15 * * * ? *)')).toBe(15);
    expect(scheduleMinutes('cron(0 * * * ? *)')).toBe(60);
    // "every day" (the retention job)
    expect(scheduleMinutes('cron(0 0 * * ? *)')).toBe(24 * 60);
    expect(scheduleMinutes('rate(2 hours)')).toBe(120);
    expect(scheduleMinutes('rate(5 minutes)')).toBe(5);
  });

  it('refuses what it cannot run rather than running it at the wrong times', () => {
    expect(() => scheduleMinutes('cron(0 0 ? * MON *)')).toThrow(/cannot run the schedule/);
  });
});
