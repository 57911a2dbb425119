// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { browserStore } from '../../../src/backend/browserStorage';
import { clearPerSessionFlags } from '../../../src/backend/sessionFlagsStorage';
import {
  LAST_ISSUE_ID_KEY,
  agreeKey,
  notifiedNoCommonConflictKey,
  proposeStartedKey,
  solutionsSavedKey,
} from '../../../src/domain/sessionFlags';
import { MemoryStorage, refusingStorage } from '../../support/memoryStorage';

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

describe('clearPerSessionFlags', () => {
  afterEach(() => window.localStorage.clear());

  it('removes the last issue id and every propose-started, saved-solutions, agree and no-common-conflict notice flag', () => {
    const storage = new MemoryStorage();
    seed(storage);
    expect(clearPerSessionFlags(browserStore(() => storage))).toBe(7);
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
    clearPerSessionFlags(browserStore(() => storage));
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
    expect(clearPerSessionFlags(browserStore(() => new MemoryStorage()))).toBe(0);
    expect(clearPerSessionFlags(browserStore(() => null))).toBe(0);
    expect(clearPerSessionFlags(browserStore(refusingStorage))).toBe(0);
    const broken = new MemoryStorage();
    broken.setItem(LAST_ISSUE_ID_KEY, 'x');
    broken.removeItem = () => {
      throw new Error('denied');
    };
    expect(() => clearPerSessionFlags(browserStore(() => broken))).not.toThrow();
  });
});
