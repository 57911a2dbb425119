import { describe, expect, it } from 'vitest';
import { mergeLiveEvent } from '../../../src/domain/liveRecord';

interface Rec {
  id: string;
  status?: string | null;
  aiErrorMessage?: string | null;
  proposedIssues?: string[] | null;
  updatedAt?: string | null;
}

const shown: Rec = {
  id: 'a',
  status: 'created',
  aiErrorMessage: 'earlier failure',
  proposedIssues: ['one'],
  updatedAt: '2026-01-01T10:00:00.000Z',
};

describe('mergeLiveEvent', () => {
  it("lays the event's non-null fields over the record", () => {
    const merged = mergeLiveEvent(shown, { id: 'a', status: 'accepted', proposedIssues: ['one', 'two'], updatedAt: '2026-01-01T10:00:01.000Z' });
    expect(merged).toEqual({ ...shown, status: 'accepted', proposedIssues: ['one', 'two'], updatedAt: '2026-01-01T10:00:01.000Z' });
  });

  it('never blanks a field: a null may be a field the writer did not select', () => {
    const merged = mergeLiveEvent(shown, { id: 'a', status: 'accepted', aiErrorMessage: null, proposedIssues: null, updatedAt: '2026-01-01T10:00:01.000Z' });
    expect(merged).toMatchObject({ aiErrorMessage: 'earlier failure', proposedIssues: ['one'], status: 'accepted' });
  });

  it('refuses an event older than the record, or one it cannot order', () => {
    expect(mergeLiveEvent(shown, { id: 'a', status: 'accepted', updatedAt: '2026-01-01T09:59:59.999Z' })).toBeNull();
    expect(mergeLiveEvent(shown, { id: 'a', status: 'accepted', updatedAt: null })).toBeNull();
  });

  it('takes an event as new as the record (two writes in one millisecond)', () => {
    expect(mergeLiveEvent(shown, { id: 'a', status: 'accepted', updatedAt: shown.updatedAt })).toMatchObject({ status: 'accepted' });
  });

  it('leaves the record it was given alone', () => {
    mergeLiveEvent(shown, { id: 'a', status: 'accepted', updatedAt: '2026-01-01T10:00:01.000Z' });
    expect(shown.status).toBe('created');
  });
});
