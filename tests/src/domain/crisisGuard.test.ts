import { describe, expect, it } from 'vitest';
import { THREAT_NOT_PASSED_ON } from '../../../src/domain/crisis';
import { freeTexts, threatProblem } from '../../../src/domain/crisisGuard';

const THREAT = "I know where you live, you'll regret this";
const draft = (when: string, will: string) => JSON.stringify({ commitments: [{ when: 'Monday comes', will: 'call at six' }, { when, will }], trialDays: 14 });
const checkIn = (note: string) => JSON.stringify({ checkIn: 1, kept: {}, fairness: 3, talking: 3, note });

describe('the later free texts are checked on the server too', () => {
  it.each([
    ['a proposed wording of the issue', { collaboratorProposedIssue: THREAT }],
    ['the initiator’s own wording', { initiatorProposedIssue: 'We share the car. I will hurt you if not.' }],
    ['the When of a commitment', { initiatorCommitmentsJson: draft(THREAT, 'call') }],
    ['the I will of a commitment', { collaboratorCommitmentsJson: draft('he is late', 'make him pay') }],
    ['a check-in note', { initiatorCheckInJson: checkIn(THREAT) }],
    ['a check-in note as the data source parsed it', { collaboratorCheckInJson: JSON.parse(checkIn(THREAT)) as unknown }],
    ['a clarification', { initiatorClarifiedIssue: ['More detail', THREAT] }],
    ['the closing comment', { closedComment: 'Watch your back.' }],
  ])('a threat in %s is refused', (_, input) => {
    expect(threatProblem(input as Record<string, unknown>)).toBe(THREAT_NOT_PASSED_ON);
  });

  it('lets the same fields through without a threat, words of danger to the writer included', () => {
    const input = {
      initiatorProposedIssue: 'How we share the car',
      initiatorCommitmentsJson: draft('I feel I want to die', 'call the helpline'),
      collaboratorCheckInJson: checkIn('I would never hurt him'),
      closedComment: 'Thanks',
    };
    expect(threatProblem(input)).toBeNull();
    expect(freeTexts(input)).toEqual(['Thanks', 'How we share the car', 'Monday comes', 'call at six', 'I feel I want to die', 'call the helpline', 'I would never hurt him']);
  });

  it('reads text that is no JSON document as nothing, not as an error', () => {
    expect(freeTexts({ initiatorCommitmentsJson: 'not json', collaboratorCheckInJson: '{"checkIn": "one"}' })).toEqual([]);
  });
});
