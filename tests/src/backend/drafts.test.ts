// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, draftKey, parseJson, readDraft, writeDraft } from '../../../src/backend/drafts';
import { leaveNow } from '../../../src/ui/LeaveQuickly';

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const isOrder = (raw: string | null) => {
  const value = parseJson(raw);
  return Array.isArray(value) && value.every((id) => typeof id === 'string') ? (value as string[]) : null;
};

describe('drafts', () => {
  it('keeps one draft per kind, account (any case) and session, in this tab only', () => {
    writeDraft(draftKey('rankingDraft', 'Owen@Example.com', 's1'), ['b', 'a']);
    expect(readDraft(draftKey('rankingDraft', ' owen@example.com ', 's1'), isOrder)).toEqual(['b', 'a']);
    expect(readDraft(draftKey('rankingDraft', 'owen@example.com', 's2'), isOrder)).toBeNull();
    expect(readDraft(draftKey('rankingDraft', 'nora@example.com', 's1'), isOrder)).toBeNull();
    expect(readDraft(draftKey('responseDraft', 'owen@example.com', 's1'), isOrder)).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });

  it('drops an entry its validator refuses, and clears on request', () => {
    const key = draftKey('rankingDraft', 'owen@example.com', 's1');
    window.sessionStorage.setItem(key, '{not json');
    expect(readDraft(key, isOrder)).toBeNull();
    expect(window.sessionStorage.getItem(key)).toBeNull();
    writeDraft(key, ['a']);
    clearDraft(key);
    expect(readDraft(key, isOrder)).toBeNull();
  });

  it("is cleared by 'Leave quickly' with the rest of the tab's drafts", () => {
    vi.stubGlobal('location', { ...window.location, replace: vi.fn() });
    const key = draftKey('responseDraft', 'owen@example.com', 's1');
    writeDraft(key, { issue: 'half typed', outcome: '', why: '' });
    leaveNow();
    expect(window.sessionStorage.getItem(key)).toBeNull();
  });
});
