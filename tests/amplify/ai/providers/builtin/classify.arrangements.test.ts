import { describe, expect, it } from 'vitest';
import { analyzeText } from '../../../../../amplify/ai/providers/builtin/analysis';
import { classify } from '../../../../../amplify/ai/providers/builtin/classify';

const texts = (...list: string[]) => list.map((text) => analyzeText(text));

describe('conflict-type classification: arrangements asked for and fair shares', () => {
  it('does not count "fair" or "equal" before a share, a split or a rota as a principle', () => {
    expect(classify(texts('I want a fair rota and an equal split.')).scores.values).toBe(0);
    // A fairness of its own still counts.
    expect(classify(texts('It is not fair to me.')).scores.values).toBeGreaterThan(0);
  });

  it('counts a side asking for an arrangement (a number, a day, a share) for task', () => {
    const answers = texts('He never listens to me.', 'She is rude.');
    const without = classify(answers).scores.task;
    const asked = classify(answers, [texts('Quiet after 10 on weekdays.'), texts('We split it 50/50.')]).scores.task;
    expect(asked).toBe(without + 3);
    // A request without an arrangement adds nothing.
    expect(classify(answers, [texts('Be kinder to me.'), texts('More respect.')]).scores.task).toBe(without);
  });
});
