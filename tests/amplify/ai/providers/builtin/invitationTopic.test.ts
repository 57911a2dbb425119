import { describe, expect, it } from 'vitest';
import { proposeInvitationTopic } from '../../../../../amplify/ai/providers/builtin/invitationTopic';
import { FALLBACK_TOPIC } from '../../../../../src/domain/invitationTopic';
import { LIMITS } from '../../../../../src/domain/limits';

const answers = (issue: string, desiredOutcome: string, whyOutcomeMatters: string) => ({
  firstName: 'Ines',
  issue: [issue],
  desiredOutcome: [desiredOutcome],
  whyOutcomeMatters: [whyOutcomeMatters],
});

describe('proposeInvitationTopic', () => {
  it('names the shared question the initiator’s answers raise, never who did what', () => {
    const cases = [
      [answers('Mark gave his brother 3,000 euros from our joint savings without asking me. He is treating me like a criminal', 'I want the money back in our account', 'We need it for the house'), /^How we .*money$/],
      [answers('My mother has dementia and my brother refuses to pay for a carer', 'A night carer for Mom', 'She fell twice last month'), /^How we arrange .*care$/],
      [answers('Mark never does the dishes and leaves the kitchen a mess', 'Share the cleaning fairly', 'I am exhausted'), /^How we share /],
    ] as const;
    for (const [initiator, expected] of cases) {
      const topic = proposeInvitationTopic(initiator, 'Mark');
      expect(topic).toMatch(expected);
      expect(topic).not.toMatch(/Mark|criminal|never|refuses|mess/);
      expect(topic.length).toBeLessThanOrEqual(LIMITS.topic);
    }
  });

  it('falls back to a neutral line when the answers name nothing it can put in neutral words', () => {
    expect(proposeInvitationTopic(answers('He is a liar', 'Stop lying', 'I cannot trust him'), 'Mark')).toBe(FALLBACK_TOPIC);
    expect(proposeInvitationTopic({ firstName: 'Ines', issue: [], desiredOutcome: [], whyOutcomeMatters: [] }, 'Mark')).toBe(FALLBACK_TOPIC);
  });
});
