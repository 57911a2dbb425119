import { describe, expect, it } from 'vitest';
import { parseModelJson, validateProposeIssuesOutput } from '../../../amplify/ai/schema';
import { LIMITS } from '../../../src/domain/limits';

const FILLED = 'It draws on both answers about equally.';
const judge = () => ({ score: 0.42, reason: FILLED });
const candidate = (statement: string, score?: number, conflictType = 'task') => ({ statement, conflictType, score });
const validate = (raw: unknown) => validateProposeIssuesOutput(raw, judge);

describe('parseModelJson', () => {
  it('reads JSON wrapped in prose or code fences', () => {
    expect(parseModelJson('Sure!\n```json\n{"a":1}\n```')).toEqual({ ok: true, value: { a: 1 } });
  });
  it('reports broken JSON and replies without an object', () => {
    expect(parseModelJson('{"candidates": [')).toMatchObject({ ok: false });
    expect(parseModelJson('I cannot help with that.')).toEqual({ ok: false, problems: ['the reply contains no JSON object'] });
  });
  it('passes structured output through', () => {
    expect(parseModelJson({ a: 1 })).toEqual({ ok: true, value: { a: 1 } });
  });
});

describe('validateProposeIssuesOutput', () => {
  it('orders by score, rounds to 2 decimals, trims statements and normalises the type', () => {
    const result = validate({
      candidates: [candidate('  How we plan  ', 0.5), { statement: 'How we talk', conflictType: ' Personality ', score: 0.876 }],
    });
    expect(result).toEqual({
      ok: true,
      value: {
        candidates: [
          { statement: 'How we talk', conflictType: 'personality', score: 0.88, reason: FILLED },
          { statement: 'How we plan', conflictType: 'task', score: 0.5, reason: FILLED },
        ],
        conflictType: 'personality', // missing overall type: the best candidate's
        inferredIssueSummary: '',
        inferredRationale: '',
        inferredCategories: [],
      },
    });
  });

  it('keeps a reason the model gave, gives one in words where it gave none, and refuses one that is not text or too long', () => {
    const result = validate({ candidates: [{ ...candidate('How we plan', 0.5), reason: '  Both asks, side by side.  ' }, candidate('How we talk', 0.4)] });
    expect(result.ok && result.value.candidates.map((c) => c.reason)).toEqual(['Both asks, side by side.', FILLED]);
    expect(validate({ candidates: [{ ...candidate('How we plan', 0.5), reason: 7 }] })).toMatchObject({ ok: false, problems: ['candidates[0].reason must be a string'] });
    expect(validate({ candidates: [{ ...candidate('How we plan', 0.5), reason: 'x'.repeat(LIMITS.statement + 1) }] })).toMatchObject({
      ok: false,
      problems: [`candidates[0].reason is longer than ${LIMITS.statement} characters`],
    });
  });

  it('keeps the 4 best-scored of more than 4 candidates', () => {
    const result = validate({ candidates: [0.1, 0.9, 0.3, 0.7, 0.5, 0.8].map((score, i) => candidate(`Statement ${i}`, score)) });
    expect(result.ok && result.value.candidates.map((c) => c.score)).toEqual([0.9, 0.8, 0.7, 0.5]);
  });

  it('scores a candidate that came without a score, and keeps equal scores in the model’s order', () => {
    const result = validate({ candidates: [candidate('A', 0.42), candidate('B'), { statement: 'C', conflictType: 'values', score: null }] });
    expect(result.ok && result.value.candidates).toEqual([
      { statement: 'A', conflictType: 'task', score: 0.42, reason: FILLED },
      { statement: 'B', conflictType: 'task', score: 0.42, reason: FILLED },
      { statement: 'C', conflictType: 'values', score: 0.42, reason: FILLED },
    ]);
  });

  it.each([
    ['not an object', [1, 2]],
    ['no candidates', { candidates: [] }],
    ['candidates missing', { conflictType: 'task' }],
    ['empty statement', { candidates: [candidate('   ', 0.5)] }],
    ['over-long statement', { candidates: [candidate('x'.repeat(LIMITS.statement + 1), 0.5)] }],
    ['unknown conflict type', { candidates: [candidate('How we plan', 0.5, 'logistics')] }],
    ['score above 1', { candidates: [candidate('How we plan', 85)] }],
    ['score as text', { candidates: [{ statement: 'How we plan', conflictType: 'task', score: '0.8' }] }],
    ['duplicates after trimming, any case', { candidates: [candidate('How we plan', 0.5), candidate('  how WE plan ', 0.4)] }],
    ['bad overall type', { candidates: [candidate('How we plan', 0.5)], conflictType: 'mixed' }],
    ['categories not strings', { candidates: [candidate('How we plan', 0.5)], inferredCategories: [1] }],
    ['over-long rationale', { candidates: [candidate('How we plan', 0.5)], inferredRationale: 'x'.repeat(LIMITS.longText + 1) }],
  ])('rejects %s', (_label, raw) => {
    const result = validate(raw);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems.length).toBeGreaterThan(0);
  });

  it('deduplicates categories and keeps summary and rationale', () => {
    const result = validate({
      candidates: [candidate('How we plan', 0.5)],
      conflictType: 'values',
      inferredIssueSummary: ' About plans. ',
      inferredRationale: 'Because.',
      inferredCategories: ['Money', 'money', ' ', 'Time'],
    });
    expect(result.ok && result.value).toMatchObject({
      conflictType: 'values',
      inferredIssueSummary: 'About plans.',
      inferredCategories: ['Money', 'Time'],
    });
  });
});
