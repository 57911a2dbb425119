import { describe, expect, it } from 'vitest';
import { dominantExplanation, scoreDcs, type DcsAnswers } from '../../../src/domain/dcs';

const answers = (score: (n: number) => number): DcsAnswers => Object.fromEntries(Array.from({ length: 20 }, (_, i) => [i + 1, score(i + 1)])) as DcsAnswers;

describe('dominantExplanation', () => {
  it('names a single dominant style by its mode and says it is saved', () => {
    const result = scoreDcs(answers((n) => (n >= 17 ? 5 : 2)))!;
    expect(dominantExplanation(result.dominant)).toBe(
      'Collaborating scored highest (20 of 20): it is the style you tend to use most when a disagreement comes up. It is saved as your conflict style.',
    );
  });

  it('explains a tie: both used about equally, the first saved, nothing against the other', () => {
    const result = scoreDcs(answers((n) => ((n >= 5 && n <= 8) || n >= 17 ? 4 : 1)))!;
    expect(dominantExplanation(result.dominant)).toBe(
      'A tie: Competing and Collaborating scored the same (16 of 20), so you tend to use both about equally. Only one style can be saved, so Dfuse saves the first in the list, Competing; it says nothing against the other.',
    );
    const three = scoreDcs(answers((n) => (n <= 12 ? 3 : 1)))!;
    expect(dominantExplanation(three.dominant)).toMatch(/^A tie: Avoiding, Competing and Compromising scored the same \(12 of 20\), so you tend to use each of them about equally\..*nothing against the others\.$/);
  });
});
