import { describe, expect, it } from 'vitest';
import { continueAfterRegister, continueState, continueTarget } from '../../../src/domain/afterAuth';

describe('continueAfterRegister', () => {
  it('offers the chat the new user came for, which registration itself may not lead to', () => {
    expect(continueAfterRegister({ next: '/init' })).toBe('/init');
    expect(continueAfterRegister({ nextAfterAuth: '/session/abc/agree' })).toBe('/session/abc/agree');
  });

  it('offers nothing when registration already leads there, or they were heading nowhere in particular', () => {
    expect(continueAfterRegister({ next: '/coll/abc?invited=a%40b.co' })).toBeNull();
    expect(continueAfterRegister({ next: '/session/abc' })).toBeNull();
    expect(continueAfterRegister({ next: '/' })).toBeNull();
    expect(continueAfterRegister({})).toBeNull();
    expect(continueAfterRegister({ registerSource: 'collaborator', pendingSessionId: 'abc' })).toBeNull();
  });

  it('never offers another site or an auth page', () => {
    expect(continueAfterRegister({ next: 'https://evil.example/init' })).toBe('/init');
    expect(continueAfterRegister({ next: '/login' })).toBeNull();
    expect(continueAfterRegister({ next: 'javascript:alert(1)' })).toBeNull();
  });
});

describe('continueTarget', () => {
  it('reads the way on back from navigation state, checked again', () => {
    expect(continueTarget(continueState('/init'))).toBe('/init');
    expect(continueTarget({ continueTo: '//evil.example' })).toBeNull();
    expect(continueTarget({ continueTo: '/' })).toBeNull();
    expect(continueTarget(null)).toBeNull();
    expect(continueTarget({ notFound: '/x' })).toBeNull();
  });
});
