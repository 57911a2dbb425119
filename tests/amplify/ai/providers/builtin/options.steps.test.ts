import { describe, expect, it } from 'vitest';
import { OPTION_PATTERNS } from '../../../../../amplify/ai/providers/builtin/options';

/**
 * A plan dates the first three steps of the solution chosen ("By Friday 13 March, …") unless a step
 * opens on its own time ("After a month, …", "When the next bill comes, …"). A time inside such a
 * step would give it two ("By Friday 13 March, review the rule after a month").
 */
const DATED = [1, 2];
const TIME_INSIDE = /\b(?:by the end of (?:the|this|next) (?:week|month)|after (?:a|one|two|three|four|six) (?:days?|weeks?|months?)|this week|next week|tomorrow|within a week)\b/i;
const OPENS_ON_TIME = /^(?:on|during|after|before|once|when|whenever|if|at|halfway|every|each time|from|until|within)\b/i;

describe('the option library’s steps, as a plan dates them', () => {
  it('gives a dated step no time of its own but at its start', () => {
    const twoTimes = OPTION_PATTERNS.flatMap((pattern) =>
      DATED.map((index) => pattern.steps[index])
        .filter((step): step is string => step !== undefined && !OPENS_ON_TIME.test(step) && TIME_INSIDE.test(step))
        .map((step) => `${pattern.id}: ${step}`),
    );
    expect(twoTimes).toEqual([]);
  });
});
