import { describe, expect, it } from 'vitest';
import { CONCEPTS } from '../../../../../amplify/ai/providers/builtin/concepts';
import { conceptsNamedIn } from '../../../../../amplify/ai/providers/builtin/reading';
import { SCENARIOS } from '../../../../support/ai-scenarios/scenarios';

/** The count the cue scan replaces: every concept's cue tested on the text. */
const testedOneByOne = (text: string) => CONCEPTS.filter((concept) => concept.cue.test(text)).length;

/** Every sentence and every comma-separated piece of the tuning answers, lower-cased as clauses are. */
const texts = SCENARIOS.flatMap(({ answers }) =>
  [answers.initiator, answers.collaborator].flatMap((side) =>
    [...side.issue, ...side.desiredOutcome, ...side.whyOutcomeMatters].flatMap((answer) => {
      const lower = answer.toLowerCase().replace(/[’‘`]/g, "'");
      return [lower, ...lower.split(/(?<=[.!?])\s+|,\s*/)];
    }),
  ),
);

describe('reading: how many concepts a clause names, found by the cue scan', () => {
  it('counts exactly the concepts whose cue tests true, on every sentence and clause of the tuning answers', () => {
    expect(texts.length).toBeGreaterThan(100);
    for (const text of texts) expect(conceptsNamedIn(text), text).toBe(testedOneByOne(text));
  });

  it('counts the same on edge cases: nothing, one cue at the very start or end, one concept named twice, several concepts', () => {
    const cases = ['', 'zzz qqq', 'fees', 'the care home fees, care fees, fees', 'i am exhausted and worn out, exhausted', "a paid carer at mum's house so she is not confused at night"];
    for (const text of cases) expect(conceptsNamedIn(text), text).toBe(testedOneByOne(text));
    expect(conceptsNamedIn("a paid carer at mum's house so she is not confused at night")).toBeGreaterThan(1);
  });
});
