import { describe, expect, it } from 'vitest';
import { forwardStatus } from '../../../src/domain/status';
import {
  DEFAULT_AWAITING_MESSAGE,
  OTHER_409_MESSAGE,
  awaitingStyles,
  bothHaveStrategies,
  hasAnyStrategies,
  readPlan,
  sideStrategies,
  personalityOf,
  strategyInputsChecksum,
  styleOf,
} from '../../../src/domain/strategies';

const base = {
  id: 's1',
  initiatorFirstName: 'Ana',
  collaboratorFirstName: 'Ben',
  agreedIssue: 'How we share the car',
  initiatorIssue: ['The car'],
  collaboratorIssue: ['Training'],
};

describe('the texts and timings', () => {
  // The pages' polling, by behaviour: tests/src/features.polling.test.tsx.
  it('has the spec’s messages', () => {
    expect(DEFAULT_AWAITING_MESSAGE).toBe('Awaiting the other party to complete Dfuse conflict mode questions to provide strategies and communication tips.');
    expect(OTHER_409_MESSAGE).toBe('Awaiting required inputs to proceed.');
  });
});

describe('styles and the 409 rule', () => {
  it('needs both styles, naming who is awaited by first name and the missing fields', () => {
    expect(awaitingStyles({ ...base, initiatorDCS: 'avoiding' })).toEqual({
      awaiting: true,
      message: 'Awaiting Ben to complete the conflict style questions to provide strategies and communication tips.',
      missing: ['collaboratorDCS'],
    });
    expect(awaitingStyles({ id: 's1' })).toEqual({
      awaiting: true,
      message: 'Awaiting the initiator and the collaborator to complete the conflict style questions to provide strategies and communication tips.',
      missing: ['initiatorDCS', 'collaboratorDCS'],
    });
    expect(awaitingStyles({ ...base, initiatorDCS: 'avoiding', collaboratorDCS: 'competing' })).toBeNull();
  });

  it('counts only the five modes, and the inferred style only as a fallback', () => {
    expect(styleOf({ ...base, initiatorDCS: 'bossy' }, 'initiator')).toBeNull();
    expect(awaitingStyles({ ...base, initiatorDCS: 'bossy', collaboratorDCS: 'competing' })?.missing).toEqual(['initiatorDCS']);
    expect(styleOf({ ...base, inferCollaboratorDCS: 'Accommodating' }, 'collaborator')).toBe('accommodating');
    expect(styleOf({ ...base, collaboratorDCS: 'avoiding', inferCollaboratorDCS: 'competing' }, 'collaborator')).toBe('avoiding');
  });
});

describe('lists of strategies and tips', () => {
  it('ignores blank and non-string entries and splits text on lines and bullets', () => {
    const session = { ...base, initiatorStrategies: ['If he is late, then I will wait 10 minutes', '', null], initiatorCommunicationTips: ['- Say "I"\n- Avoid "always"'] as (string | null)[] };
    expect(sideStrategies(session, 'initiator')).toEqual({ strategies: ['If he is late, then I will wait 10 minutes'], tips: ['Say "I"', 'Avoid "always"'] });
    expect(sideStrategies(session, 'collaborator')).toEqual({ strategies: [], tips: [] });
  });

  it('knows when any or both sides have them', () => {
    expect(hasAnyStrategies(base)).toBe(false);
    expect(hasAnyStrategies({ ...base, collaboratorCommunicationTips: ['Listen first'] })).toBe(true);
    expect(bothHaveStrategies({ ...base, collaboratorStrategies: ['x'] })).toBe(false);
    expect(bothHaveStrategies({ ...base, collaboratorStrategies: ['x'], initiatorStrategies: ['y'] })).toBe(true);
  });
});

describe('the inputs checksum', () => {
  const both = { ...base, initiatorDCS: 'avoiding', collaboratorDCS: 'competing' };
  it('is stable for the same inputs', () => {
    expect(strategyInputsChecksum(both)).toBe(strategyInputsChecksum({ ...both, initiatorStrategies: ['made later'] }));
    expect(strategyInputsChecksum(both)).toMatch(/^v1-[0-9a-f]{8}$/);
  });
  it('changes when a style changes (a retaken quiz), or the agreed issue, the best solution or an answer', () => {
    const sum = strategyInputsChecksum(both);
    expect(strategyInputsChecksum({ ...both, collaboratorDCS: 'collaborating' })).not.toBe(sum);
    expect(strategyInputsChecksum({ ...both, agreedIssue: 'Something else' })).not.toBe(sum);
    expect(strategyInputsChecksum({ ...both, bestSolution: 'Take turns' })).not.toBe(sum);
    expect(strategyInputsChecksum({ ...both, collaboratorIssue: ['Training, and fuel'] })).not.toBe(sum);
  });
  it('changes when a personality type is taken or changes, and not for an entry that is no type', () => {
    const sum = strategyInputsChecksum(both);
    expect(strategyInputsChecksum({ ...both, initiatorDPI: ['ISTJ', 'EI: I (-3)', 'test'] })).not.toBe(sum);
    expect(strategyInputsChecksum({ ...both, initiatorDPI: ['ISTJ'] })).not.toBe(strategyInputsChecksum({ ...both, initiatorDPI: ['ENFP'] }));
    expect(strategyInputsChecksum({ ...both, collaboratorDPI: ['not a type'] })).toBe(sum);
  });
});

describe('personalityOf', () => {
  it('reads a side’s type from the first entry of its list, and nothing else', () => {
    expect(personalityOf({ ...base, initiatorDPI: ['istj', 'EI: I (-3)'] }, 'initiator')).toBe('ISTJ');
    expect(personalityOf({ ...base, collaboratorDPI: ['EI: I (-3)', 'ISTJ'] }, 'collaborator')).toBeNull();
    expect(personalityOf(base, 'initiator')).toBeNull();
  });
});

describe('readPlan', () => {
  it('reads planTitle or title, summary or overview, and normalises the lists', () => {
    expect(readPlan({ title: 'Weekend car plan', overview: 'Two weeks', steps: '1. Agree\n2. Try', communicationTips: ['Ask', ''], monitoringIdeas: 'Check Sunday', checkInDate: '2026-12-01' })).toEqual({
      planTitle: 'Weekend car plan',
      summary: 'Two weeks',
      steps: ['Agree', 'Try'],
      communicationTips: ['Ask'],
      monitoringIdeas: ['Check Sunday'],
      checkInDate: '2026-12-01',
      checksum: '',
    });
  });
  it('is null for junk or an empty plan, and drops a malformed date', () => {
    expect(readPlan('{broken')).toBeNull();
    expect(readPlan({ steps: [] })).toBeNull();
    expect(readPlan(JSON.stringify({ planTitle: 'x', checkInDate: 'next week' }))?.checkInDate).toBeNull();
  });
});

describe('the statuses of this area', () => {
  it('moves to strategies, then implemented, and never back', () => {
    expect(forwardStatus('resolved', 'strategies')).toEqual({ status: 'strategies' });
    expect(forwardStatus('strategies', 'implemented')).toEqual({ status: 'implemented' });
    expect(forwardStatus('implemented', 'strategies')).toEqual({});
    expect(forwardStatus('strategies', 'strategies')).toEqual({});
  });
});
