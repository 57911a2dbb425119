import { describe, expect, it } from 'vitest';
import { validateProposeStrategiesOutput } from '../../../../amplify/ai/schemas/proposeStrategies';
import { LIMITS } from '../../../../src/domain/limits';
import { goodStrategiesReply } from '../../../support/aiProviders';

const problemsOf = (raw: unknown) => {
  const result = validateProposeStrategiesOutput(raw);
  return result.ok ? [] : result.problems;
};

describe('validateProposeStrategiesOutput', () => {
  it('accepts 3 to 6 items per list', () => {
    expect(validateProposeStrategiesOutput(goodStrategiesReply)).toEqual({ ok: true, value: goodStrategiesReply });
  });

  it('reads lists leniently: text split on lines and bullets, blank, non-string and repeated entries dropped, more than six cut to six', () => {
    const result = validateProposeStrategiesOutput({
      ...goodStrategiesReply,
      initiatorStrategies: '- Say what you need early.\n- If Sam goes quiet, then I will ask when we can talk.\n\n* Keep the rota on the fridge.',
      collaboratorStrategies: ['  ', 7, null, 'Give Alex a time.', 'give alex a time.', 'Do your half.', 'Ask Alex.', 'One', 'Two', 'Three', 'Four'],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.initiatorStrategies).toEqual(['Say what you need early.', 'If Sam goes quiet, then I will ask when we can talk.', 'Keep the rota on the fridge.']);
    expect(result.value.collaboratorStrategies).toEqual(['Give Alex a time.', 'Do your half.', 'Ask Alex.', 'One', 'Two', 'Three']);
  });

  it('rejects a list with fewer than three items, an over-long item and advice that is not a list', () => {
    expect(problemsOf({ ...goodStrategiesReply, initiatorCommunicationTips: ['One tip', ' ', 'One tip'] })).toEqual(['initiatorCommunicationTips needs 3 to 6 items, not 1']);
    expect(problemsOf({ ...goodStrategiesReply, collaboratorCommunicationTips: [...goodStrategiesReply.collaboratorCommunicationTips, 'x'.repeat(LIMITS.statement + 1)] })).toEqual([
      `collaboratorCommunicationTips has an item longer than ${LIMITS.statement} characters`,
    ]);
    expect(problemsOf({ ...goodStrategiesReply, initiatorStrategies: { a: 1 } })).toContain('initiatorStrategies must be a list of strings');
    expect(problemsOf('strategies')).toEqual(['the reply must be a JSON object']);
  });

  it('rejects the same advice copied to both sides', () => {
    expect(problemsOf({ ...goodStrategiesReply, collaboratorStrategies: goodStrategiesReply.initiatorStrategies.map((item) => ` ${item.toUpperCase()}`) })).toEqual([
      'initiatorStrategies and collaboratorStrategies are the same: write each for its own side',
    ]);
  });
});
