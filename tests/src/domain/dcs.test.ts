import { describe, expect, it } from 'vitest';
import {
  DCS_MODES,
  DCS_QUESTIONS,
  DCS_STYLES,
  dcsBand,
  dcsProgress,
  dominantMode,
  formatDcsScores,
  parseDcsMode,
  parseDcsQuizState,
  scoreDcs,
  type DcsAnswer,
  type DcsAnswers,
} from '../../../src/domain/dcs';

/** Answers every statement of a style with the same value. */
function answersByStyle(values: Record<string, DcsAnswer>): DcsAnswers {
  const answers: DcsAnswers = {};
  for (const style of DCS_STYLES) for (const id of style.questions) answers[id] = values[style.style];
  return answers;
}

describe('DCS statements', () => {
  it('has 20 numbered statements, 4 per style, each tagged work or family', () => {
    expect(DCS_QUESTIONS.map((q) => q.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(DCS_STYLES.map((s) => [s.style, s.questions])).toEqual([
      ['Avoidance', [1, 2, 3, 4]],
      ['Competition', [5, 6, 7, 8]],
      ['Compromise', [9, 10, 11, 12]],
      ['Accommodation', [13, 14, 15, 16]],
      ['Collaboration', [17, 18, 19, 20]],
    ]);
    for (const q of DCS_QUESTIONS) {
      expect(['work', 'family']).toContain(q.context);
      expect(q.text.length).toBeGreaterThan(20);
    }
    // Both contexts appear in every style.
    for (const style of DCS_STYLES) {
      const contexts = new Set(style.questions.map((id) => DCS_QUESTIONS[id - 1].context));
      expect(contexts).toEqual(new Set(['work', 'family']));
    }
    expect(new Set(DCS_QUESTIONS.map((q) => q.text)).size).toBe(20);
  });

  it('maps each style to its mode', () => {
    expect(Object.fromEntries(DCS_STYLES.map((s) => [s.style, s.mode]))).toEqual({
      Avoidance: 'avoiding',
      Competition: 'competing',
      Compromise: 'compromising',
      Accommodation: 'accommodating',
      Collaboration: 'collaborating',
    });
  });
});

describe('dcsBand', () => {
  it.each([
    [0, 'Very weak'],
    [4, 'Very weak'],
    [5, 'Weak'],
    [8, 'Weak'],
    [9, 'Average'],
    [12, 'Average'],
    [13, 'Strong'],
    [16, 'Strong'],
    [17, 'Very strong'],
    [20, 'Very strong'],
  ])('%i is %s', (score, band) => {
    expect(dcsBand(score)).toBe(band);
  });
});

describe('scoreDcs', () => {
  it('returns nothing until all 20 are answered', () => {
    const answers = answersByStyle({ Avoidance: 1, Competition: 2, Compromise: 3, Accommodation: 4, Collaboration: 5 });
    delete answers[20];
    expect(scoreDcs(answers)).toBeNull();
    expect(scoreDcs({})).toBeNull();
  });

  it('sums each style with weight 1, bands it, and names the single dominant style', () => {
    const answers = answersByStyle({ Avoidance: 1, Competition: 2, Compromise: 3, Accommodation: 4, Collaboration: 5 });
    answers[17] = 4; // Collaboration 4+5+5+5 = 19
    const result = scoreDcs(answers)!;
    expect(result.styles.map((s) => [s.style, s.score, s.band])).toEqual([
      ['Avoidance', 4, 'Very weak'],
      ['Competition', 8, 'Weak'],
      ['Compromise', 12, 'Average'],
      ['Accommodation', 16, 'Strong'],
      ['Collaboration', 19, 'Very strong'],
    ]);
    expect(result.dominant.map((s) => s.style)).toEqual(['Collaboration']);
    expect(dominantMode(result)).toBe('collaborating');
  });

  it('lists every tied style as dominant, in table order, and saves the first', () => {
    const answers = answersByStyle({ Avoidance: 2, Competition: 4, Compromise: 3, Accommodation: 4, Collaboration: 1 });
    const result = scoreDcs(answers)!;
    expect(result.dominant.map((s) => s.style)).toEqual(['Competition', 'Accommodation']);
    expect(dominantMode(result)).toBe('competing');

    const allEqual = scoreDcs(answersByStyle({ Avoidance: 3, Competition: 3, Compromise: 3, Accommodation: 3, Collaboration: 3 }))!;
    expect(allEqual.dominant).toHaveLength(5);
    expect(dominantMode(allEqual)).toBe('avoiding');
  });

  it('formats the Profile lines as "Style: score (band)"', () => {
    const result = scoreDcs(answersByStyle({ Avoidance: 5, Competition: 1, Compromise: 2, Accommodation: 3, Collaboration: 4 }))!;
    expect(formatDcsScores(result)).toEqual([
      'Avoidance: 20 (Very strong)',
      'Competition: 4 (Very weak)',
      'Compromise: 8 (Weak)',
      'Accommodation: 12 (Average)',
      'Collaboration: 16 (Strong)',
    ]);
  });

  it('has no dominant mode without a result', () => {
    expect(dominantMode(null)).toBeNull();
  });
});

describe('dcsProgress', () => {
  it('is answered / 20 in percent, counting only answers 1..5 to known statements', () => {
    expect(dcsProgress({})).toBe(0);
    expect(dcsProgress({ 1: 3 })).toBe(5);
    expect(dcsProgress({ 1: 3, 2: 4, 3: 5, 4: 1, 5: 2 })).toBe(25);
    expect(dcsProgress({ 1: 9 as DcsAnswer, 21: 3 })).toBe(0);
    expect(dcsProgress(answersByStyle({ Avoidance: 1, Competition: 1, Compromise: 1, Accommodation: 1, Collaboration: 1 }))).toBe(100);
  });
});

describe('parseDcsMode (stored-mode validation)', () => {
  it('accepts exactly the five modes, trimmed and case-insensitive', () => {
    for (const mode of DCS_MODES) expect(parseDcsMode(mode)).toBe(mode);
    expect(parseDcsMode(' Collaborating ')).toBe('collaborating');
    expect(DCS_MODES).toHaveLength(5);
  });

  it.each([null, undefined, '', 'collaboration', 'avoid', 'assertive', 42, {}, ['competing']])('ignores %j', (value) => {
    expect(parseDcsMode(value)).toBeNull();
  });
});

describe('parseDcsQuizState (tampered storage)', () => {
  it('reads back what the page writes', () => {
    const state = { answers: { 1: 3, 20: 5 }, showResults: false };
    expect(parseDcsQuizState(JSON.stringify(state))).toEqual(state);
    const full = answersByStyle({ Avoidance: 1, Competition: 2, Compromise: 3, Accommodation: 4, Collaboration: 5 });
    expect(parseDcsQuizState(JSON.stringify({ answers: full, showResults: true }))?.showResults).toBe(true);
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{answers:'],
    ['an array', '[]'],
    ['a string', '"x"'],
    ['no answers', '{"showResults":false}'],
    ['answers as a list', '{"answers":[1,2],"showResults":false}'],
    ['no showResults flag', '{"answers":{}}'],
    ['an answer out of range', '{"answers":{"1":6},"showResults":false}'],
    ['an answer of zero', '{"answers":{"1":0},"showResults":false}'],
    ['a text answer', '{"answers":{"1":"3"},"showResults":false}'],
    ['a fractional answer', '{"answers":{"1":2.5},"showResults":false}'],
    ['an unknown statement', '{"answers":{"21":3},"showResults":false}'],
    ['statement zero', '{"answers":{"0":3},"showResults":false}'],
    ['a non-numeric key', '{"answers":{"__proto__":3},"showResults":false}'],
    ['results shown while incomplete', '{"answers":{"1":3},"showResults":true}'],
  ])('ignores %s', (_name, raw) => {
    expect(parseDcsQuizState(raw)).toBeNull();
  });
});
