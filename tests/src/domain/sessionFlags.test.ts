// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  AGREE_PREFIX,
  LAST_ISSUE_ID_KEY,
  PROPOSE_STARTED_PREFIX,
  SOLUTIONS_SAVED_PREFIX,
  agreeKey,
  clearPerSessionFlags,
  isPerSessionFlagKey,
  notifiedNoCommonConflictKey,
  proposeStartedKey,
  solutionsSavedKey,
} from '../../../src/domain/sessionFlags';

/** A minimal in-memory Storage. */
class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  get length(): number {
    return this.data.size;
  }
  clear(): void {
    this.data.clear();
  }
  getItem(key: string): string | null {
    return this.data.has(key) ? (this.data.get(key) as string) : null;
  }
  key(index: number): string | null {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
  setItem(key: string, value: string): void {
    this.data.set(key, String(value));
  }
}

function seed(storage: Storage): void {
  storage.setItem(LAST_ISSUE_ID_KEY, 'issue-1');
  storage.setItem(proposeStartedKey('issue-1'), '1');
  storage.setItem(proposeStartedKey('issue-2'), '1');
  storage.setItem(solutionsSavedKey('issue-1', 'initiator', 'five'), '1');
  storage.setItem(solutionsSavedKey('issue-1', 'collaborator', 'top3'), '1');
  storage.setItem(agreeKey('issue-1', 'initiatorEmailed'), '1');
  storage.setItem(notifiedNoCommonConflictKey('issue-1'), '1');
  // Not per-session flags: must survive.
  storage.setItem('pendingSessionId', 'issue-9');
  storage.setItem('registerSource', 'coll');
  storage.setItem('nextAfterAuth', '/session');
  storage.setItem('email', 'a@example.com');
  storage.setItem('accessGate', '{"ok":true}');
  storage.setItem('CognitoIdentityServiceProvider.abc.LastAuthUser', 'x');
  storage.setItem('agreement', 'not a flag: no colon');
}

describe('session flag keys', () => {
  it('builds keys under the exported prefixes', () => {
    expect(proposeStartedKey('s1')).toBe('proposeStarted:s1');
    expect(solutionsSavedKey('s1', 'initiator', 'top3')).toBe('solutionsSaved:s1:initiator:top3');
    expect(agreeKey('s1', 'initiatorEmailed')).toBe('agree:s1:initiatorEmailed');
    expect(proposeStartedKey('s1').startsWith(PROPOSE_STARTED_PREFIX)).toBe(true);
    expect(solutionsSavedKey('s1', 'r', 'five').startsWith(SOLUTIONS_SAVED_PREFIX)).toBe(true);
    expect(agreeKey('s1', 'n').startsWith(AGREE_PREFIX)).toBe(true);
    expect(notifiedNoCommonConflictKey('s1')).toBe('notifiedNoCommonConflict:s1');
  });

  it('recognises per-session keys only', () => {
    expect(isPerSessionFlagKey('lastIssueId')).toBe(true);
    expect(isPerSessionFlagKey('proposeStarted:x')).toBe(true);
    expect(isPerSessionFlagKey('lastIssueIdOld')).toBe(false);
    expect(isPerSessionFlagKey('agreement')).toBe(false);
    expect(isPerSessionFlagKey('pendingSessionId')).toBe(false);
  });
});

describe('clearPerSessionFlags', () => {
  afterEach(() => window.localStorage.clear());

  it('removes the last issue id and every propose-started, saved-solutions, agree and no-common-conflict notice flag', () => {
    const storage = new MemoryStorage();
    seed(storage);
    expect(clearPerSessionFlags(storage)).toBe(7);
    expect(storage.getItem(LAST_ISSUE_ID_KEY)).toBeNull();
    expect(storage.getItem(proposeStartedKey('issue-1'))).toBeNull();
    expect(storage.getItem(proposeStartedKey('issue-2'))).toBeNull();
    expect(storage.getItem(solutionsSavedKey('issue-1', 'initiator', 'five'))).toBeNull();
    expect(storage.getItem(solutionsSavedKey('issue-1', 'collaborator', 'top3'))).toBeNull();
    expect(storage.getItem(agreeKey('issue-1', 'initiatorEmailed'))).toBeNull();
    expect(storage.getItem(notifiedNoCommonConflictKey('issue-1'))).toBeNull();
  });

  it('leaves every other key alone', () => {
    const storage = new MemoryStorage();
    seed(storage);
    clearPerSessionFlags(storage);
    expect(storage.length).toBe(7);
    expect(storage.getItem('pendingSessionId')).toBe('issue-9');
    expect(storage.getItem('registerSource')).toBe('coll');
    expect(storage.getItem('nextAfterAuth')).toBe('/session');
    expect(storage.getItem('email')).toBe('a@example.com');
    expect(storage.getItem('accessGate')).toBe('{"ok":true}');
    expect(storage.getItem('CognitoIdentityServiceProvider.abc.LastAuthUser')).toBe('x');
    expect(storage.getItem('agreement')).toBe('not a flag: no colon');
  });

  it('uses window.localStorage by default', () => {
    seed(window.localStorage);
    expect(clearPerSessionFlags()).toBe(7);
    expect(window.localStorage.getItem(LAST_ISSUE_ID_KEY)).toBeNull();
    expect(window.localStorage.getItem('pendingSessionId')).toBe('issue-9');
  });

  it('is a no-op on empty or missing storage and never throws', () => {
    expect(clearPerSessionFlags(new MemoryStorage())).toBe(0);
    expect(clearPerSessionFlags(null)).toBe(0);
    const broken = new MemoryStorage();
    broken.setItem(LAST_ISSUE_ID_KEY, 'x');
    broken.removeItem = () => {
      throw new Error('denied');
    };
    expect(() => clearPerSessionFlags(broken)).not.toThrow();
  });
});
