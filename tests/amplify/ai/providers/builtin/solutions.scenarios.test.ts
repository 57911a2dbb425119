import { describe, expect, it } from 'vitest';
import { builtinInferInterests } from '../../../../../amplify/ai/providers/builtin/solutions';
import { validateInferInterestsOutput } from '../../../../../amplify/ai/schemas/inferInterests';
import { inferInterestsInput, solutionText } from '../../../../../scripts/eval-ai/inferInterests';
import { SCENARIOS } from '../../../../support/ai-scenarios/scenarios';

const withoutQuotes = (text: string) => text.replace(/“[^”]*”/g, '');

/** Properties every builtin infer-interests output must have on the tuning scenario set (never the held-out one); eval:ai measures the rest. */
describe.each(SCENARIOS)('builtin infer-interests on $id', (scenario) => {
  const input = inferInterestsInput(scenario);
  const output = builtinInferInterests(input);
  const names = [scenario.answers.initiator.firstName, scenario.answers.collaborator.firstName];

  it('passes the schema unchanged and repeats itself exactly on the same input', () => {
    expect(validateInferInterestsOutput(output)).toEqual({ ok: true, value: output });
    expect(builtinInferInterests(input)).toEqual(output);
  });

  it('writes five solutions with different titles, each naming both parties, none addressing anyone as “you”', () => {
    expect(new Set(output.solutions.map((solution) => solution.title)).size).toBe(5);
    for (const solution of output.solutions) {
      const text = solutionText(solution);
      for (const name of names) expect(text, solution.title).toContain(name);
      expect(withoutQuotes(text)).not.toMatch(/\b(?:you|your)\b/i);
      expect(text).not.toMatch(/\bundefined\b|\bnull\b|\s[,.]|\(\)|“”/);
      for (const sentence of [solution.summary, ...solution.steps, ...solution.benefits, ...solution.risksOrTradeoffs, solution.successMetric]) {
        expect(sentence, sentence).toMatch(/^[“(]?\p{Lu}/u);
        expect(sentence, sentence).toMatch(/[.!?…][”)]?$/);
      }
    }
  });

  it('gives each side one to six interests and a principle in one plain sentence', () => {
    for (const list of [output.initiatorInterests, output.collaboratorInterests]) {
      expect(list.length).toBeGreaterThanOrEqual(1);
      expect(list.length).toBeLessThanOrEqual(6);
    }
    expect(output.precedencePrinciple.code).toMatch(/^[a-z]+(?:_[a-z]+)*$/);
    expect(output.precedencePrinciple.human.split(/(?<=[.!?])\s+(?=\p{Lu})/u)).toHaveLength(1);
  });
});
