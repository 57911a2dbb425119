import { describe, expect, it } from 'vitest';
import { allSpelledRight, spelledRight } from '../../../../../amplify/ai/providers/builtin/spelling';

describe('spelling of the words the engine says back (issue 28)', () => {
  it('knows English words in American and British spelling, and not common misspellings', () => {
    for (const word of ['massive', 'literally', 'colour', 'behaviour', 'organise', 'mum', 'rota', 'fortnight']) expect(spelledRight(word), word).toBe(true);
    for (const word of ['masive', 'litterally', 'embarassing', 'elses', 'thier']) expect(spelledRight(word), word).toBe(false);
  });

  it('reads a contraction or a possessive by the word it is built on', () => {
    for (const word of ['can’t', "won't", 'don’t', 'you’re', 'I’m', 'they’ve', 'Dad’s', 'shouldn’t']) expect(spelledRight(word), word).toBe(true);
    expect(spelledRight('masive’s')).toBe(false);
  });

  it('checks every word of a line but names and numbers, which no list can know', () => {
    expect(allSpelledRight('you’ve lived in Bristol since 2019 and you won’t use WhatsApp after 9pm')).toBe(true);
    expect(allSpelledRight('leaving them out would cause a masive rift with mum')).toBe(false);
    expect(allSpelledRight('Masive rift')).toBe(false);
  });
});
