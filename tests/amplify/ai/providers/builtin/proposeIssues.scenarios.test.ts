import { describe, expect, it } from 'vitest';
import { builtinProposeIssues } from '../../../../../amplify/ai/providers/builtin/proposeIssues';
import { validateProposeIssuesOutput } from '../../../../../amplify/ai/schema';
import { SCENARIOS } from '../../../../support/ai-scenarios/scenarios';

/**
 * Properties every builtin output must have on the tuning scenario set; eval:ai measures the
 * rest, and the held-out set (tests/support/ai-scenarios/heldOut.ts) is measured only there.
 */
describe.each(SCENARIOS)('builtin propose-issues on $id', (scenario) => {
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
});

describe.each(SCENARIOS.filter((scenario) => scenario.thin))('builtin propose-issues on thin answers ($id)', (scenario) => {
  it('keeps to two plain statements', () => {
    expect(builtinProposeIssues(scenario.answers).candidates.length).toBeLessThanOrEqual(2);
  });
});
