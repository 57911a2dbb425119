import { describe, expect, it } from 'vitest';
import { jobStaleAfterMs } from '../../../../amplify/functions/shared/jobWindow';
import { JOB_STALE_AFTER_MS } from '../../../../src/domain/jobs';

describe('jobStaleAfterMs', () => {
  it("uses the domain's window unless the environment names one", () => {
    expect(jobStaleAfterMs({})).toBe(JOB_STALE_AFTER_MS);
    expect(jobStaleAfterMs({ JOB_STALE_AFTER_MS: '  ' })).toBe(JOB_STALE_AFTER_MS);
    expect(jobStaleAfterMs({ JOB_STALE_AFTER_MS: '4000' })).toBe(4000);
  });

  it.each(['0', '-5', '1.5', 'soon'])('refuses %s with a message naming the variable', (raw) => {
    expect(() => jobStaleAfterMs({ JOB_STALE_AFTER_MS: raw })).toThrow(/JOB_STALE_AFTER_MS must be a whole number/);
  });
});
