import { describe, expect, it } from 'vitest';
import { COMPLETE_YOUR_STYLE, WAITING_ON_OTHER_STYLE, agreedConflictText, resolveNext, sessionStyles, styleBackfill } from '../../../src/domain/resolve';

describe('the agreed conflict shown on the resolve page', () => {
  it('is the agreed issue, else the reframed issue, else the human precedence principle, else a dash', () => {
    expect(agreedConflictText({ agreedIssue: ' How we share the car ', reframedIssue: 'x' })).toBe('How we share the car');
    expect(agreedConflictText({ agreedIssue: '', reframedIssue: 'Reframed' })).toBe('Reframed');
    expect(agreedConflictText({ precedencePrincipleHuman: 'Safety first' })).toBe('Safety first');
    expect(agreedConflictText({})).toBe('—');
  });
});

describe('resolveNext', () => {
  it('goes on to strategies once both styles are set', () => {
    expect(resolveNext({ initiatorDCS: 'avoiding', collaboratorDCS: 'competing' }, 'initiator')).toEqual({ kind: 'strategies' });
  });
  it('asks the viewer without a style to complete theirs', () => {
    expect(resolveNext({ collaboratorDCS: 'competing' }, 'initiator')).toEqual({ kind: 'your-style', message: COMPLETE_YOUR_STYLE });
    expect(resolveNext({}, 'collaborator')).toEqual({ kind: 'your-style', message: COMPLETE_YOUR_STYLE });
  });
  it('waits on the other party when only their style is missing', () => {
    expect(resolveNext({ collaboratorDCS: 'competing' }, 'collaborator')).toEqual({ kind: 'their-style', message: WAITING_ON_OTHER_STYLE });
  });
  it('honours only the five valid modes', () => {
    expect(sessionStyles({ initiatorDCS: 'Avoiding-ish', collaboratorDCS: 'collaborating' })).toEqual({ initiator: null, collaborator: 'collaborating' });
  });
});

describe('styleBackfill', () => {
  it('copies the profile’s mode to the viewer’s own empty side', () => {
    expect(styleBackfill({}, 'collaborator', 'compromising')).toEqual({ field: 'collaboratorDCS', mode: 'compromising' });
  });
  it('writes nothing when the side has a style, or the profile has none that is valid', () => {
    expect(styleBackfill({ initiatorDCS: 'avoiding' }, 'initiator', 'competing')).toBeNull();
    expect(styleBackfill({}, 'initiator', 'bossy')).toBeNull();
    expect(styleBackfill({}, 'initiator', null)).toBeNull();
  });
});
