import { describe, expect, it } from 'vitest';
import { CONFLICT_TYPES } from '../../src/domain/statements';
import { DCS_MODES } from '../../src/domain/dcs';
import { LIMITS } from '../../src/domain/limits';
import { FOLLOW_UPS, STYLE_PAIRS, stylesAt } from '../support/ai-scenarios/followUps';
import { HELD_OUT_SCENARIOS } from '../support/ai-scenarios/heldOut';
import { FRESH_SCENARIOS } from '../support/ai-scenarios/fresh';
import { FRESH_2_SCENARIOS } from '../support/ai-scenarios/fresh2';
import { HELD_OUT_2_SCENARIOS } from '../support/ai-scenarios/heldOut2';
import { LONG_ANSWER_SCENARIOS } from '../support/ai-scenarios/longAnswers';
import { SCENARIOS } from '../support/ai-scenarios/scenarios';
import { AUDIENCES, type Scenario } from '../support/ai-scenarios/types';

const all = [...SCENARIOS, ...HELD_OUT_SCENARIOS, ...HELD_OUT_2_SCENARIOS, ...LONG_ANSWER_SCENARIOS, ...FRESH_SCENARIOS, ...FRESH_2_SCENARIOS];
const answersOf = (scenario: Scenario) =>
  (['initiator', 'collaborator'] as const).flatMap((role) => {
    const side = scenario.answers[role];
    return [side.issue, side.desiredOutcome, side.whyOutcomeMatters];
  });

describe('the AI scenario set eval:ai runs', () => {
  it('has at least 24 tuning scenarios and 24 in each held-out set, every audience and conflict type in each held-out set', () => {
    expect(SCENARIOS.length).toBeGreaterThanOrEqual(24);
    for (const type of CONFLICT_TYPES) expect(all.filter((scenario) => scenario.conflictType === type).length, type).toBeGreaterThanOrEqual(8);
    for (const heldOut of [HELD_OUT_SCENARIOS, HELD_OUT_2_SCENARIOS]) {
      expect(heldOut.length).toBeGreaterThanOrEqual(24);
      for (const audience of AUDIENCES) expect(heldOut.filter((scenario) => scenario.audience === audience).length, audience).toBeGreaterThanOrEqual(3);
      for (const type of CONFLICT_TYPES) expect(heldOut.filter((scenario) => scenario.conflictType === type).length, type).toBeGreaterThanOrEqual(6);
    }
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

  it('keeps every answer within what the product accepts, with some held-out answers near the limit and some of one word', () => {
    for (const scenario of all) {
      for (const list of answersOf(scenario)) {
        expect(list.length, scenario.id).toBeLessThanOrEqual(LIMITS.answerEntries);
        for (const answer of list) expect(answer.length, scenario.id).toBeLessThanOrEqual(LIMITS.answer);
      }
    }
    const longest = (scenario: Scenario) => Math.max(...answersOf(scenario).flat().map((answer) => answer.length));
    expect(HELD_OUT_SCENARIOS.filter((scenario) => longest(scenario) >= 0.9 * LIMITS.answer).length).toBeGreaterThanOrEqual(2);
    expect(HELD_OUT_SCENARIOS.filter((scenario) => scenario.thin).length).toBeGreaterThanOrEqual(2);
  });

  it('includes thin answers (one word, "idk")', () => {
    expect(all.filter((scenario) => scenario.thin).length).toBeGreaterThanOrEqual(2);
  });

  it('holds out the two conflicts issue 28 names: Maria and Tomasz, Jess and Mark', () => {
    const pairs = HELD_OUT_SCENARIOS.map((scenario) => `${scenario.answers.initiator.firstName}/${scenario.answers.collaborator.firstName}`);
    expect(pairs).toContain('Maria/Tomasz');
    expect(pairs).toContain('Jess/Mark');
  });

  it('gives every scenario an agreed issue (some left empty): the tuning set in followUps.ts, each held-out set in its own scenarios', () => {
    expect(Object.keys(FOLLOW_UPS).sort()).toEqual(SCENARIOS.map((scenario) => scenario.id).sort());
    expect(Object.values(FOLLOW_UPS).some((followUp) => followUp.agreedIssue === '')).toBe(true);
    for (const heldOut of [HELD_OUT_SCENARIOS, HELD_OUT_2_SCENARIOS]) {
      for (const scenario of heldOut) expect(typeof scenario.agreedIssue, scenario.id).toBe('string');
      expect(heldOut.some((scenario) => scenario.agreedIssue === '')).toBe(true);
      expect(heldOut.some((scenario) => scenario.agreedIssue !== '')).toBe(true);
    }
  });

  it('gives every long-answers scenario one side whose three answers are each one text of 350 to 1,500 characters, and an agreed issue', () => {
    expect(LONG_ANSWER_SCENARIOS.length).toBeGreaterThanOrEqual(8);
    for (const scenario of LONG_ANSWER_SCENARIOS) {
      const long = (['initiator', 'collaborator'] as const).filter((role) => {
        const side = scenario.answers[role];
        return [side.issue, side.desiredOutcome, side.whyOutcomeMatters].every((list) => list.length === 1 && list[0].length >= 350 && list[0].length <= 1500);
      });
      expect(long.length, scenario.id).toBeGreaterThanOrEqual(1);
      expect(typeof scenario.agreedIssue, scenario.id).toBe('string');
    }
    for (const type of CONFLICT_TYPES) expect(LONG_ANSWER_SCENARIOS.some((scenario) => scenario.conflictType === type), type).toBe(true);
  });

  it('gives each fresh set 30 conflicts over every audience and conflict type, each with an agreed issue', () => {
    for (const fresh of [FRESH_SCENARIOS, FRESH_2_SCENARIOS]) {
      expect(fresh).toHaveLength(30);
      for (const audience of AUDIENCES) expect(fresh.filter((scenario) => scenario.audience === audience).length, audience).toBeGreaterThanOrEqual(4);
      for (const type of CONFLICT_TYPES) expect(fresh.filter((scenario) => scenario.conflictType === type).length, type).toBeGreaterThanOrEqual(5);
      for (const scenario of fresh) expect(scenario.agreedIssue, scenario.id).toMatch(/^How we /);
    }
  });

  it('deals all 25 style pairs over each set (by the place of a scenario in its set)', () => {
    expect(STYLE_PAIRS).toHaveLength(DCS_MODES.length ** 2);
    for (const set of [SCENARIOS, HELD_OUT_SCENARIOS, HELD_OUT_2_SCENARIOS]) {
      const dealt = new Set(set.map((_, position) => stylesAt(position).join('/')));
      expect(dealt.size).toBe(25);
    }
  });
});
