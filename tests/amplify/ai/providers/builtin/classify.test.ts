import { describe, expect, it } from 'vitest';
import { analyzeText } from '../../../../../amplify/ai/providers/builtin/analysis';
import { classify } from '../../../../../amplify/ai/providers/builtin/classify';

const typeOf = (...texts: string[]) => classify(texts.map((text) => analyzeText(text))).conflictType;

describe('conflict-type classification', () => {
  it('reads words by their root', () => {
    expect(classify([analyzeText('He lied and kept lying')]).categories[0]).toMatchObject({ label: 'trust and honesty' });
  });

  it('types a conflict by its nature, not its setting', () => {
    // Work words (code review, meetings) are the setting; how feedback is given is the conflict.
    expect(typeOf('His code review comments are brutal and sarcastic in front of the team.', 'She takes every comment personally.')).toBe('personality');
    expect(typeOf('Who does the dishes and the laundry this week?', 'I do the cooking every evening.')).toBe('task');
    expect(typeOf('She asked me to hide the failed safety tests from the client.', 'It is about honesty and my signature.')).toBe('values');
  });

  it('counts blame and "I feel" + adjective for personality', () => {
    expect(classify([analyzeText('You always ignore me and I feel stupid.')]).scores.personality).toBeGreaterThan(0);
  });

  it('does not read a word inside a pair that means something else', () => {
    // "right now" is no right, "a credit card" no credit for work.
    const scores = classify([analyzeText('I cannot pay right now, the credit card is maxed.')]).scores;
    expect(scores.values).toBe(0);
    expect(scores.task).toBeGreaterThan(0);
  });

  it('knows duty, culture and beliefs as values and slammed doors and mocking as personality', () => {
    expect(typeOf('I send money to my parents every month.', 'In my culture it is my duty as a son.')).toBe('values');
    expect(typeOf('He slams doors and mocks me in front of people.', 'I feel invisible.')).toBe('personality');
  });

  it('counts phrases that say the kind of disagreement: how one treats the other, what one holds right', () => {
    expect(classify([analyzeText('The way he talks to me.')]).scores.personality).toBeGreaterThan(0);
    expect(classify([analyzeText('It is wrong, and it matters to me.')]).scores.values).toBeGreaterThan(0);
  });

  it('falls back to task when nothing matches', () => {
    expect(typeOf('הוא תמיד מאחר')).toBe('task');
  });
});
