import { describe, expect, it } from 'vitest';
import { builtinProposeIssues } from '../../../../../amplify/ai/providers/builtin/proposeIssues';
import { SCENARIOS } from '../../../../support/ai-scenarios/scenarios';

const statementsOf = (id: string) => builtinProposeIssues(SCENARIOS.find((scenario) => scenario.id === id)!.answers).candidates.map((candidate) => candidate.statement);

describe('builtin statements: which are offered, and in which order', () => {
  it('offers beyond two only statements naming words each side alone wrote', () => {
    // Rita's “fixed income” beside Marcus's “rent in this city” names none of Rita's own words about the move-out or the bills.
    const statements = statementsOf('parent-son-at-home');
    expect(statements.length).toBeGreaterThanOrEqual(2);
    expect(statements.some((statement) => /fixed income/.test(statement))).toBe(false);
  });

  it('keeps the app’s order: scores never rise down the list', () => {
    for (const { answers } of SCENARIOS) {
      const scores = builtinProposeIssues(answers).candidates.map((candidate) => candidate.score);
      expect(scores).toEqual([...scores].sort((x, y) => y - x));
    }
  });

  it('ranks the two accounts (“Mia raises …, Tom …”) below the requests and reasons that cover as much', () => {
    expect(statementsOf('partners-kitchen-cleanup').some((statement) => / raises /.test(statement))).toBe(false);
  });
});
