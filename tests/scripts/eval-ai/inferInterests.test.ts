import { describe, expect, it } from 'vitest';
import type { ProposedSolution } from '../../../amplify/ai';
import { maxSolutionOverlap } from '../../../scripts/eval-ai/inferInterests';
import { SAME_SOLUTION_OVERLAP } from '../../../scripts/eval-ai/thresholds';

const solution = (title: string, summary: string, steps: string[], metric: string): ProposedSolution => ({
  id: 'x',
  title,
  summary,
  steps,
  benefits: ['Both see some of what they asked for.'],
  risksOrTradeoffs: ['It can still feel uneven.'],
  successMetric: metric,
});

/** One approach written up twice in different words, and a different approach for the same conflict. */
const halfway = solution(
  'Meet halfway on the kitchen',
  'Mia asks to split kitchen cleanup and Tom asks for the kitchen clean by bedtime. Each keeps the piece of their own request they care about most and shares out the rest.',
  ['By the end of this week, Mia and Tom each name the piece they cannot do without.', 'Agree on a split of the kitchen that keeps both pieces and divides the rest evenly.', 'Write the split down as who does what and by when.'],
  'After two weeks, Mia and Tom each rate the split at least 7 out of 10 for fairness.',
);
const halfwayReworded = solution(
  'Split the kitchen cleanup down the middle',
  'Mia asks for the cleanup to be split and Tom asks for the kitchen to be clean by bedtime. They share the rest of the cleanup evenly once each has kept the piece that matters most.',
  ['This week, Mia and Tom each say which piece of the cleanup they cannot do without.', 'They sit down and split the kitchen cleanup so both pieces are kept and the rest is divided evenly.', 'They write down who does what and by when.'],
  'After two weeks, Mia and Tom both rate the split as fair, at least 7 out of 10.',
);
const trial = solution(
  'A two-week trial of Tom’s request',
  'Tom asks for the kitchen clean by bedtime. For two weeks, Mia goes along with it in full; then both review it.',
  ['Agree on a start date.', 'During the trial, Mia notes each time it costs her something.', 'At the end, decide together: keep it, adjust it, or try another option.'],
  'At the review, both can say whether the trial happened as written on most days.',
);

describe('the solutions’ overlap measure', () => {
  it('counts the same approach written up twice as the same, and a different approach for the same conflict as distinct', () => {
    expect(maxSolutionOverlap([halfway, halfwayReworded], ['Mia', 'Tom'])).toBeGreaterThanOrEqual(SAME_SOLUTION_OVERLAP);
    expect(maxSolutionOverlap([halfway, trial], ['Mia', 'Tom'])).toBeLessThan(SAME_SOLUTION_OVERLAP);
  });
});
