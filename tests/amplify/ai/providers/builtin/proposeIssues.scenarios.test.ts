import { describe, expect, it } from 'vitest';
import { builtinProposeIssues } from '../../../../../amplify/ai/providers/builtin/proposeIssues';
import { validateProposeIssuesOutput } from '../../../../../amplify/ai/schema';
import { HELD_OUT_SCENARIOS } from '../../../../support/ai-scenarios/heldOut';
import { SCENARIOS } from '../../../../support/ai-scenarios/scenarios';

/** Properties every builtin output must have on the whole scenario set; eval:ai measures the rest. */
describe.each([...SCENARIOS, ...HELD_OUT_SCENARIOS])('builtin propose-issues on $id', (scenario) => {
  const output = builtinProposeIssues(scenario.answers);
  const statements = output.candidates.map((candidate) => candidate.statement);
  const names = [scenario.answers.initiator.firstName, scenario.answers.collaborator.firstName];

  it('passes the schema and repeats itself exactly on the same input', () => {
    expect(validateProposeIssuesOutput(output, () => 0).ok).toBe(true);
    expect(builtinProposeIssues(scenario.answers)).toEqual(output);
  });

  it('writes "How we" statements that address nobody as "you" and name both parties', () => {
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      expect(statement).toMatch(/^How we /);
      expect(statement).not.toMatch(/\b(?:you|your|I|me|my)\b/);
      expect(statement).not.toMatch(/\b\w+nots\b|\bcan not\b/);
    }
    for (const name of names) expect(statements.join(' ')).toContain(name);
  });

  it.runIf(scenario.thin)('keeps to two plain statements when the answers are thin', () => {
    expect(statements.length).toBeLessThanOrEqual(2);
  });
});
