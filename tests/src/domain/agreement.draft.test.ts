import { describe, expect, it } from 'vitest';
import { agreeDraftKey, parseAgreeDraft, type Candidate } from '../../../src/domain/agreement';
import { AGREE_PREFIX } from '../../../src/domain/sessionFlags';
import { statementKey } from '../../../src/domain/statements';

const candidate = (statement: string): Candidate => ({ statement, score: null, conflictType: null, reason: null });
const SHOWN = [candidate('We split the chores unevenly.'), candidate('We value saving differently.')];

describe('the agree page’s unsubmitted choices', () => {
  it('are keyed by session, side and the statements shown', () => {
    const key = agreeDraftKey('s1', 'initiator', SHOWN);
    expect(key.startsWith(`${AGREE_PREFIX}s1:draft:initiator:`)).toBe(true);
    expect(agreeDraftKey('s1', 'initiator', [candidate(' we split the CHORES unevenly. '), SHOWN[1]])).toBe(key);
    expect(agreeDraftKey('s1', 'collaborator', SHOWN)).not.toBe(key);
    expect(agreeDraftKey('s2', 'initiator', SHOWN)).not.toBe(key);
    expect(agreeDraftKey('s1', 'initiator', [SHOWN[0], candidate('Something new.')])).not.toBe(key);
  });

  it('read back only yes and no for statements shown now', () => {
    const stored = JSON.stringify({ [statementKey(SHOWN[0].statement)]: 'yes', [statementKey(SHOWN[1].statement)]: 'maybe', other: 'no' });
    expect(parseAgreeDraft(stored, SHOWN)).toEqual({ [statementKey(SHOWN[0].statement)]: 'yes' });
    for (const bad of [null, '', '{nope', '[1]', '"yes"', JSON.stringify({ other: 'yes' })]) expect(parseAgreeDraft(bad, SHOWN)).toBeNull();
  });
});
