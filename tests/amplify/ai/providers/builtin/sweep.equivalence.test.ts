import nlp from 'compromise';
import { afterEach, describe, expect, it } from 'vitest';
import { SCENARIOS } from '../../../../support/ai-scenarios/scenarios';
import { LARGEST_INPUTS } from '../../../../../scripts/eval-ai/largest';

/** compromise's own sweep, kept before the engine's replacement is installed. */
const methods = nlp.methods() as { one: { bulkMatch: unknown } };
const stockSweep = methods.one.bulkMatch;
const { sweep } = await import('../../../../../amplify/ai/providers/builtin/sweep');

/** Each distinct answer once, as far as the engine tags one (its first few hundred characters). */
const answers = [...new Set([...SCENARIOS.flatMap((scenario) => [scenario.answers.initiator, scenario.answers.collaborator]), LARGEST_INPUTS.proposeIssues.initiator].flatMap(
  (party) => [...party.issue, ...party.desiredOutcome, ...party.whyOutcomeMatters].map((answer) => answer.slice(0, 400)),
))];

/** Every term as compromise leaves it after tagging and roots (its ids differ per run). */
function tagged(text: string, bulkMatch: unknown): string {
  methods.one.bulkMatch = bulkMatch;
  const doc = nlp(text);
  doc.compute('root');
  return JSON.stringify((doc.docs as unknown as Record<string, unknown>[][]).map((terms) => terms.map(({ id: _id, tags, ...term }) => ({ ...term, tags: [...(tags as Set<string>)] }))));
}

describe("the engine's compromise sweep", () => {
  afterEach(() => {
    methods.one.bulkMatch = sweep;
  });

  it('is installed in place of the stock one', () => {
    expect(stockSweep).not.toBe(sweep);
    expect(methods.one.bulkMatch).toBe(sweep);
  });

  it('tags every answer of the tuning scenarios exactly as the stock sweep does', () => {
    expect(answers.length).toBeGreaterThan(200);
    const differing = answers.filter((answer) => tagged(answer, sweep) !== tagged(answer, stockSweep));
    expect(differing).toEqual([]);
  }, 180_000);
});
