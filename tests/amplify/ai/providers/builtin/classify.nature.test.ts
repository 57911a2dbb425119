import { describe, expect, it } from 'vitest';
import { analyzeText } from '../../../../../amplify/ai/providers/builtin/analysis';
import { classify } from '../../../../../amplify/ai/providers/builtin/classify';

const texts = (...lines: string[]) => lines.map((line) => analyzeText(line));

describe('conflict type: the nature of a disagreement over its setting', () => {
  it('counts a setting repeated in every sentence less than a principle named once', () => {
    // Money is the setting of a conflict about trust: five money words, one trust word, one promise.
    const answers = texts('I lent him money, he owes me the money, the loan and the payment and the debt.', 'I trusted him and he promised.');
    const result = classify(answers);
    expect(result.scores.values).toBeGreaterThan(result.scores.task);
    const money = result.categories.find((category) => category.label === 'money and costs');
    expect(money?.hits).toBeGreaterThan(3);
    expect(result.scores.task).toBeLessThan(money!.hits);
  });

  it('weighs a principle or a feeling in why it matters more than the same words elsewhere', () => {
    const why = texts('We promised each other this would not eat our lives.');
    const rest = texts('Open on sundays from 8 to 1.', 'Keep sunday closed.');
    const withoutReasons = classify([...rest, ...why]).scores.values;
    expect(classify([...rest, ...why], [], why).scores.values).toBeGreaterThan(withoutReasons);
    // A practical reason (a setting word) gets no extra weight.
    const practical = texts('I work 10 hour shifts.');
    expect(classify([...rest, ...practical], [], practical).scores.task).toBe(classify([...rest, ...practical]).scores.task);
  });

  it('knows general words of each kind beyond the ones it was first written with', () => {
    expect(classify(texts('He keeps imitating my accent and people laugh.')).conflictType).toBe('personality');
    expect(classify(texts('A mission does not matter if we built this for nobody; we said it from day one.')).conflictType).toBe('values');
    expect(classify(texts('My manager makes exceptions and it is favouritism.')).conflictType).toBe('values');
  });
});
