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
    expect(validateProposeIssuesOutput(output, () => ({ score: 0, reason: '' })).ok).toBe(true);
    expect(builtinProposeIssues(scenario.answers)).toEqual(output);
  });

  it('writes "How we" statements that name both parties, address nobody as "you", and keep the parties’ words in attributed quotation marks', () => {
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      const ours = statement.replace(/“[^”]*”/g, '“…”');
      expect(statement).toMatch(/^How we /);
      expect(ours, statement).not.toMatch(/\b(?:you|your|I|me|my|he|him|his|she|her)\b/i);
      expect(statement).not.toMatch(/\b\w+nots\b|\bcan not\b/);
      for (const name of names) expect(statement).toContain(name);
    }
  });

  it('quotes only whole clauses: no quote cut with "…" (issue 28)', () => {
    for (const statement of statements) expect(statement).not.toMatch(/…/);
  });

  it('gives each statement a reason in words, in the order of its score', () => {
    for (const candidate of output.candidates) expect(candidate.reason).toMatch(/^It .+\.$/);
    const scores = output.candidates.map((candidate) => candidate.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });
});

describe.each(SCENARIOS.filter((scenario) => scenario.thin))('builtin propose-issues on thin answers ($id)', (scenario) => {
  it('keeps to two plain statements', () => {
    expect(builtinProposeIssues(scenario.answers).candidates.length).toBeLessThanOrEqual(2);
  });
});
