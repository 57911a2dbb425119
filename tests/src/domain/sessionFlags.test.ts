import { describe, expect, it } from 'vitest';
import {
  AGREE_PREFIX,
  PROPOSE_STARTED_PREFIX,
  SOLUTIONS_SAVED_PREFIX,
  agreeKey,
  isPerSessionFlagKey,
  notifiedNoCommonConflictKey,
  proposeStartedKey,
  solutionsSavedKey,
} from '../../../src/domain/sessionFlags';

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
