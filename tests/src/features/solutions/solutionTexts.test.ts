import { describe, expect, it } from 'vitest';
import { whyFirst } from '../../../../src/features/solutions/solutionTexts';

describe('why the first solution came first', () => {
  it('names every option it tied with, in words', () => {
    expect(whyFirst('disagreement', 1)).toBe('Its total ties with another option, and the two of you disagree least about it.');
    expect(whyFirst('disagreement', 2)).toBe('Its total ties with two other options, and the two of you disagree least about it.');
    expect(whyFirst('order', 4)).toBe('It ties with four other options on every measure, so the one Dfuse proposed first comes first.');
  });

  it('needs no count where nothing tied', () => {
    expect(whyFirst('sum', 0)).toBe('It has the lowest total of your two ranks: together you placed it highest.');
    expect(whyFirst('same-first', 0)).toBe('You both put it first.');
    expect(whyFirst('only', 0)).toBe('It is the only option left.');
  });
});
