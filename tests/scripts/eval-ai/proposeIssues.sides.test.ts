import { describe, expect, it } from 'vitest';
import { sidesCarried } from '../../../scripts/eval-ai/proposeIssues';
import type { Scenario } from '../../support/ai-scenarios/types';

const scenario: Scenario = {
  id: 'siblings-taxi-test',
  audience: 'siblings-family',
  answers: {
    initiator: { firstName: 'Grace', issue: ['I drive Dad to dialysis every time'], desiredOutcome: ['Peter pays for a taxi on Tuesdays'], whyOutcomeMatters: ['I have used all my leave'] },
    collaborator: { firstName: 'Peter', issue: ['I work shifts'], desiredOutcome: ['I cover the taxi when I am on shift'], whyOutcomeMatters: ['I cannot lose this job'] },
  },
  conflictType: 'task',
  typeNote: 'who takes Dad to dialysis',
  concerns: { initiator: ['taxi', 'drive', 'leave'], collaborator: ['taxi', 'shift', 'job'] },
};

describe('which sides’ concerns a statement carries (eval:ai propose-issues)', () => {
  it('counts a statement as carrying both sides only when two different concern words do it', () => {
    const topicOnly = sidesCarried('How we pay for the taxi', scenario);
    expect(topicOnly.initiator && topicOnly.collaborator).toBe(true);
    expect(topicOnly.both).toBe(false);
  });

  it('counts a word in both lists for one side when the other side is named by a word of its own', () => {
    expect(sidesCarried('How we pay for the taxi around Peter’s shift', scenario).both).toBe(true);
    expect(sidesCarried('How Grace can drive less around Peter’s job', scenario).both).toBe(true);
  });

  it('does not count a statement that names one side only', () => {
    const one = sidesCarried('How Grace gets her leave back', scenario);
    expect(one).toEqual({ initiator: true, collaborator: false, both: false });
  });
});
