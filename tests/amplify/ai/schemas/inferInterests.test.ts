import { describe, expect, it } from 'vitest';
import { INFER_INTERESTS_SCHEMA, snakeCase, validateInferInterestsOutput } from '../../../../amplify/ai/schemas/inferInterests';
import { goodSolutionsReply } from '../../../support/aiProviders';

const reply = (change: (copy: typeof goodSolutionsReply) => unknown) => change(structuredClone(goodSolutionsReply));
const problemsOf = (raw: unknown) => {
  const result = validateInferInterestsOutput(raw);
  return result.ok ? [] : result.problems;
};

describe('validateInferInterestsOutput', () => {
  it('accepts five complete solutions and returns them with ids sol-1..sol-5 in order', () => {
    const result = validateInferInterestsOutput(reply((copy) => ({ ...copy, solutions: copy.solutions.map((s, i) => ({ ...s, id: `model-${5 - i}` })) })));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.solutions.map((solution) => solution.id)).toEqual(['sol-1', 'sol-2', 'sol-3', 'sol-4', 'sol-5']);
    expect(result.value.solutions[0].title).toBe('Split the chores evenly');
    expect(result.value.precedencePrinciple).toEqual(goodSolutionsReply.precedencePrinciple);
  });

  it.each([
    ['four', 4],
    ['six', 6],
  ])('rejects %s solutions: the app pads nothing for a model and shows exactly five', (_, count) => {
    const solutions = Array.from({ length: count }, (_, i) => ({ ...goodSolutionsReply.solutions[i % 5], title: `Option title ${i}` }));
    expect(problemsOf({ ...goodSolutionsReply, solutions })).toContain(`solutions must hold exactly 5 solutions, not ${count}`);
  });

  it('rejects an empty solution, and one missing any field', () => {
    expect(problemsOf(reply((copy) => ({ ...copy, solutions: [...copy.solutions.slice(0, 4), {}] })))).toEqual(
      expect.arrayContaining(['solutions[4].title is missing or empty', 'solutions[4].summary is missing or empty', 'solutions[4].steps has no non-empty item']),
    );
    for (const field of ['title', 'summary', 'steps', 'benefits', 'risksOrTradeoffs', 'successMetric'] as const) {
      const broken = reply((copy) => {
        (copy.solutions[2] as Record<string, unknown>)[field] = field === 'title' || field === 'summary' || field === 'successMetric' ? '  ' : ['', '  '];
        return copy;
      });
      expect(problemsOf(broken).join(' ')).toContain(`solutions[2].${field}`);
    }
  });

  it('rejects two solutions with the same title, case and spacing aside', () => {
    const copy = reply((c) => c) as typeof goodSolutionsReply;
    copy.solutions[4].title = '  split the CHORES evenly ';
    expect(problemsOf(copy)).toEqual([expect.stringContaining('two solutions have the title')]);
  });

  it('reads lists leniently: text split on lines and bullets, blank and non-string entries dropped, risks/tradeoffs variants', () => {
    const copy = reply((c) => c) as Record<string, any>;
    copy.solutions[0].steps = '- Alex lists the chores\n- Sam picks theirs\n\n- Check on Sunday';
    copy.solutions[1].benefits = ['  ', 42, null, 'Clear turns'];
    delete copy.solutions[2].risksOrTradeoffs;
    copy.solutions[2].risks = ['Takes time'];
    copy.solutions[2].tradeoffs = 'Less flexible';
    const result = validateInferInterestsOutput(copy);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.solutions[0].steps).toEqual(['Alex lists the chores', 'Sam picks theirs', 'Check on Sunday']);
    expect(result.value.solutions[1].benefits).toEqual(['Clear turns']);
    expect(result.value.solutions[2].risksOrTradeoffs).toEqual(['Takes time', 'Less flexible']);
  });

  it('puts the precedence code in snake_case and needs both parts of the principle', () => {
    const spaced = validateInferInterestsOutput(reply((c) => ({ ...c, precedencePrinciple: { code: 'Safety First!', human: 'Safety comes first.' } })));
    expect(spaced.ok && spaced.value.precedencePrinciple.code).toBe('safety_first');
    expect(problemsOf(reply((c) => ({ ...c, precedencePrinciple: { code: 'x', human: '' } })))).toContain('precedencePrinciple.human is missing or empty');
    expect(problemsOf(reply((c) => ({ ...c, precedencePrinciple: 'Safety first' })))).toContain('precedencePrinciple must be an object with code and human');
    expect(snakeCase('  Rest & health, then money ')).toBe('rest_health_then_money');
  });

  it('drops incomplete interests, keeps at most six, and rejects a side with none left', () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ category: ' Time ', label: `label ${i}`, rationale: 'They said so.' }));
    const result = validateInferInterestsOutput(reply((c) => ({ ...c, initiatorInterests: [{ category: 'money', label: '', rationale: 'x' }, 'time', ...many] })));
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.initiatorInterests).toHaveLength(6);
      expect(result.value.initiatorInterests[0]).toEqual({ category: 'time', label: 'label 0', rationale: 'They said so.' });
    }
    expect(problemsOf(reply((c) => ({ ...c, collaboratorInterests: [{ category: 'x', label: ' ', rationale: 'y' }] })))).toContain(
      'collaboratorInterests has no interest with a category, a label and a rationale',
    );
  });

  it('describes the output as a strict JSON Schema whose every property is required', () => {
    const schema = INFER_INTERESTS_SCHEMA.schema as { required: string[]; properties: Record<string, any> };
    expect(schema.required).toEqual(['solutions', 'precedencePrinciple', 'initiatorInterests', 'collaboratorInterests']);
    const item = schema.properties.solutions.items;
    expect(item.required).toEqual(Object.keys(item.properties));
    expect(item.additionalProperties).toBe(false);
  });
});
