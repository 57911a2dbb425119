import { describe, expect, it } from 'vitest';
import { quoteAround, quoteText, wholeClause } from '../../../../../amplify/ai/providers/builtin/quotes';

const echoes = (...words: string[]) => (word: string) => (words.includes(word) ? 1 : 0);

describe('quoting a long sentence where its writer’s recurring words are', () => {
  it('keeps the stretch that carries the words the writer comes back to, marked with "…"', () => {
    const sentence = 'My son Paul and his wife have decided not to vaccinate the baby.';
    expect(quoteAround(sentence, 7, echoes('vaccinate', 'baby'))).toBe('…have decided not to vaccinate the baby');
  });

  it('quotes from the start when the start says as much, and a short text whole', () => {
    expect(quoteAround('Sam pays the 600 for the carpet before June.', 5, echoes('600'))).toBe(quoteText('Sam pays the 600 for the carpet before June.', 5));
    expect(quoteAround('Split it 50/50.', 9, echoes('split'))).toBe('Split it 50/50');
  });

  it('does not open a stretch on a joining word', () => {
    expect(quoteAround('I asked twice and then the dog barked all night', 4, echoes('dog', 'barked'))).not.toMatch(/^…(?:and|then)\b/);
  });
});

describe('quoting a whole clause (issue 28: never a quote cut mid-sentence)', () => {
  it('quotes a short sentence whole, without its closing full stop', () => {
    expect(wholeClause('Split it 50/50.', 9)).toBe('Split it 50/50');
  });

  it('quotes the whole clause that carries the writer’s words, never cut with "…"', () => {
    const sentence = 'My mother is alone and I visit her every day after work, and I am worn out by all of it.';
    const quote = wholeClause(sentence, 9, echoes('visit', 'work'));
    expect(quote).toBe('I visit her every day after work');
    expect(quote).not.toMatch(/…/);
  });

  it('says nothing rather than cut when no clause is short enough', () => {
    expect(wholeClause('hire a caregiver at the house for the nights and weekends every single week', 5)).toBeUndefined();
  });
});
