import { describe, expect, it } from 'vitest';
import { retentionDecision, retentionPolicy } from '../../../src/domain/retention';

const at = (iso: string) => new Date(iso);
const LAST = '2025-01-15T10:00:00.000Z';

describe('retention (docs/rules.md, "My data")', () => {
  it('keeps a session until a month before 12 months without activity, then warns', () => {
    expect(retentionDecision({ lastActivityAt: LAST, retentionWarnedAt: null }, at('2025-12-15T09:00:00Z'))).toBe('keep');
    expect(retentionDecision({ lastActivityAt: LAST, retentionWarnedAt: null }, at('2025-12-17T10:00:00Z'))).toBe('warn');
  });

  it('deletes only when due and warned at least a month before, for the latest activity', () => {
    const warned = '2025-12-17T10:00:00.000Z';
    expect(retentionDecision({ lastActivityAt: LAST, retentionWarnedAt: warned }, at('2026-01-10T10:00:00Z'))).toBe('keep');
    expect(retentionDecision({ lastActivityAt: LAST, retentionWarnedAt: warned }, at('2026-01-16T10:00:00Z'))).toBe('delete');
    // Never warned (the job did not run): a warning first, never a deletion straight away.
    expect(retentionDecision({ lastActivityAt: LAST, retentionWarnedAt: null }, at('2026-06-01T00:00:00Z'))).toBe('warn');
    // Warned late: deleted a month after the warning, not before.
    expect(retentionDecision({ lastActivityAt: LAST, retentionWarnedAt: '2026-01-14T00:00:00Z' }, at('2026-01-20T00:00:00Z'))).toBe('keep');
    expect(retentionDecision({ lastActivityAt: LAST, retentionWarnedAt: '2026-01-14T00:00:00Z' }, at('2026-02-14T00:00:00Z'))).toBe('delete');
  });

  it('starts afresh when the session is touched after the warning', () => {
    const touched = '2025-12-20T00:00:00.000Z';
    expect(retentionDecision({ lastActivityAt: touched, retentionWarnedAt: '2025-12-17T10:00:00Z' }, at('2026-01-16T10:00:00Z'))).toBe('keep');
  });

  it('deletes a deleted (closed) session when due, without a warning nobody could act on', () => {
    expect(retentionDecision({ lastActivityAt: LAST, retentionWarnedAt: null, closed: true }, at('2025-12-20T00:00:00Z'))).toBe('keep');
    expect(retentionDecision({ lastActivityAt: LAST, retentionWarnedAt: null, closed: true }, at('2026-01-16T00:00:00Z'))).toBe('delete');
  });

  it('takes the period from RETENTION_MONTHS, falling back to 12 for nonsense', () => {
    expect(retentionPolicy('6').months).toBe(6);
    for (const bad of [undefined, '', 'ten', '0', '1', '1.5', '999']) expect(retentionPolicy(bad).months).toBe(12);
    expect(retentionDecision({ lastActivityAt: LAST, retentionWarnedAt: null }, at('2025-06-20T00:00:00Z'), retentionPolicy('6'))).toBe('warn');
  });
});
