import { describe, expect, it } from 'vitest';
import {
  DPI_QUESTIONS,
  DPI_TYPES,
  formatDpiResults,
  parseDpiQuizState,
  parseDpiType,
  scoreDpi,
  type DpiAnswer,
  type DpiAnswers,
  type DpiPair,
} from '../../../src/domain/dpi';

const questionsOf = (pair: DpiPair) => DPI_QUESTIONS.filter((q) => q.pair === pair);

/** Neutral everywhere, with some statements overridden. */
function answering(overrides: Record<string, DpiAnswer> = {}): DpiAnswers {
  return Object.fromEntries(DPI_QUESTIONS.map((q) => [q.id, overrides[q.id] ?? 0]));
}

describe('DPI statements and types', () => {
  it('has 12 statements, 3 per pair, each keyed to a letter of its pair', () => {
    expect(DPI_QUESTIONS).toHaveLength(12);
    const letters: Record<DpiPair, string> = { EI: 'EI', SN: 'SN', TF: 'TF', JP: 'JP' };
    for (const pair of ['EI', 'SN', 'TF', 'JP'] as const) {
      expect(questionsOf(pair)).toHaveLength(3);
      for (const q of questionsOf(pair)) expect(letters[pair]).toContain(q.positiveLetter);
    }
    expect(new Set(DPI_QUESTIONS.map((q) => q.id)).size).toBe(12);
  });

  it('lists the 16 types and validates a stored one', () => {
    expect(DPI_TYPES).toHaveLength(16);
    expect(new Set(DPI_TYPES).size).toBe(16);
    expect(parseDpiType(' enfp ')).toBe('ENFP');
    for (const bad of ['', 'EXXX', 'ABCD', 'ENF', null, 7]) expect(parseDpiType(bad)).toBeNull();
  });
});

describe('scoreDpi', () => {
  it('returns nothing until all 12 are answered', () => {
    const answers = answering();
    delete answers[DPI_QUESTIONS[11].id];
    expect(scoreDpi(answers)).toBeNull();
  });

  it('gives the first letter of every pair on a zero total', () => {
    const result = scoreDpi(answering())!;
    expect(result.type).toBe('ESTJ');
    expect(result.breakdown.map((b) => [b.pair, b.total, b.letter])).toEqual([
      ['EI', 0, 'E'],
      ['SN', 0, 'S'],
      ['TF', 0, 'T'],
      ['JP', 0, 'J'],
    ]);
  });

  it('adds an answer for the positive letter and subtracts it for the other, per pair', () => {
    for (const pair of ['EI', 'SN', 'TF', 'JP'] as const) {
      const [keyedFirst, keyedSecond] = [
        questionsOf(pair).find((q) => q.positiveLetter === pair[0])!,
        questionsOf(pair).find((q) => q.positiveLetter === pair[1])!,
      ];
      const index = ['EI', 'SN', 'TF', 'JP'].indexOf(pair);

      // Agreeing with a statement keyed to the second letter leans to the second letter.
      const second = scoreDpi(answering({ [keyedSecond.id]: 2 }))!;
      expect(second.breakdown[index]).toMatchObject({ total: -2, letter: pair[1] });
      expect(second.type[index]).toBe(pair[1]);

      // Disagreeing with it leans to the first.
      expect(scoreDpi(answering({ [keyedSecond.id]: -1 }))!.breakdown[index]).toMatchObject({ total: 1, letter: pair[0] });

      // Disagreeing with a first-letter statement leans to the second.
      expect(scoreDpi(answering({ [keyedFirst.id]: -1 }))!.breakdown[index]).toMatchObject({ total: -1, letter: pair[1] });

      // Opposite statements that cancel out give a zero total: the first letter.
      expect(scoreDpi(answering({ [keyedFirst.id]: 2, [keyedSecond.id]: 2 }))!.breakdown[index]).toMatchObject({
        total: 0,
        letter: pair[0],
      });
    }
  });

  it('builds the type from all four pairs', () => {
    const introvertedIntuitiveFeelingPerceiver: Record<string, DpiAnswer> = {};
    for (const q of DPI_QUESTIONS) introvertedIntuitiveFeelingPerceiver[q.id] = 'INFP'.includes(q.positiveLetter) ? 2 : -2;
    const result = scoreDpi(answering(introvertedIntuitiveFeelingPerceiver))!;
    expect(result.type).toBe('INFP');
    expect(result.breakdown.map((b) => b.total)).toEqual([-6, -6, -6, -6]);
    expect(formatDpiResults(result)).toEqual(['EI: I (-6)', 'SN: N (-6)', 'TF: F (-6)', 'JP: P (-6)', 'test']);
  });

  it('writes positive totals with a plus sign', () => {
    const firstLetters: Record<string, DpiAnswer> = {};
    for (const q of DPI_QUESTIONS) firstLetters[q.id] = 'ESTJ'.includes(q.positiveLetter) ? 1 : -1;
    expect(formatDpiResults(scoreDpi(answering(firstLetters))!)).toEqual(['EI: E (+3)', 'SN: S (+3)', 'TF: T (+3)', 'JP: J (+3)', 'test']);
  });
});

describe('parseDpiQuizState (tampered storage)', () => {
  it('reads back what the page writes', () => {
    const state = { answers: { ei1: 2, ei2: -1 }, index: 2 };
    expect(parseDpiQuizState(JSON.stringify(state))).toEqual(state);
    expect(parseDpiQuizState('{"answers":{},"index":0}')).toEqual({ answers: {}, index: 0 });
  });

  it.each([
    ['nothing', null],
    ['not JSON', 'nope'],
    ['an array', '[]'],
    ['no index', '{"answers":{}}'],
    ['a negative index', '{"answers":{},"index":-1}'],
    ['an index past the end', '{"answers":{},"index":12}'],
    ['a fractional index', '{"answers":{},"index":1.5}'],
    ['an unknown statement', '{"answers":{"zz9":1},"index":0}'],
    ['an answer out of range', '{"answers":{"ei1":3},"index":0}'],
    ['a text answer', '{"answers":{"ei1":"2"},"index":0}'],
    ['a skipped statement before the index', '{"answers":{"ei1":1},"index":2}'],
  ])('ignores %s', (_name, raw) => {
    expect(parseDpiQuizState(raw)).toBeNull();
  });
});
