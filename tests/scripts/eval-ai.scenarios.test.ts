import { describe, expect, it } from 'vitest';
import { CONFLICT_TYPES } from '../../src/domain/statements';
import { DCS_MODES } from '../../src/domain/dcs';
import { FOLLOW_UPS, STYLE_PAIRS, stylesAt } from '../support/ai-scenarios/followUps';
import { HELD_OUT_SCENARIOS } from '../support/ai-scenarios/heldOut';
import { SCENARIOS } from '../support/ai-scenarios/scenarios';
import { AUDIENCES } from '../support/ai-scenarios/types';

const all = [...SCENARIOS, ...HELD_OUT_SCENARIOS];

describe('the AI scenario set eval:ai runs', () => {
  it('has at least 24 tuning scenarios over every audience, and every conflict type', () => {
    expect(SCENARIOS.length).toBeGreaterThanOrEqual(24);
    for (const audience of AUDIENCES) expect(SCENARIOS.filter((scenario) => scenario.audience === audience).length).toBeGreaterThanOrEqual(4);
    for (const type of CONFLICT_TYPES) expect(all.filter((scenario) => scenario.conflictType === type).length).toBeGreaterThanOrEqual(8);
  });

  it('gives every scenario a unique id, two named sides with answers, a type note and concern words for each side', () => {
    expect(new Set(all.map((scenario) => scenario.id)).size).toBe(all.length);
    for (const scenario of all) {
      for (const role of ['initiator', 'collaborator'] as const) {
        const side = scenario.answers[role];
        expect(side.firstName, scenario.id).not.toBe('');
        expect(side.issue.length + side.desiredOutcome.length + side.whyOutcomeMatters.length, scenario.id).toBeGreaterThan(0);
        expect(scenario.concerns[role].length, scenario.id).toBeGreaterThan(0);
      }
      expect(scenario.typeNote, scenario.id).not.toBe('');
    }
  });

  it('includes thin answers (one word, "idk")', () => {
    expect(all.filter((scenario) => scenario.thin).length).toBeGreaterThanOrEqual(2);
  });

  it('gives every scenario a follow-up (an agreed issue, some left empty) and deals all 25 style pairs over the set', () => {
    expect(Object.keys(FOLLOW_UPS).sort()).toEqual(all.map((scenario) => scenario.id).sort());
    expect(Object.values(FOLLOW_UPS).some((followUp) => followUp.agreedIssue === '')).toBe(true);
    expect(STYLE_PAIRS).toHaveLength(DCS_MODES.length ** 2);
    const dealt = new Set(all.map((_, position) => stylesAt(position).join('/')));
    expect(dealt.size).toBe(25);
  });
});
