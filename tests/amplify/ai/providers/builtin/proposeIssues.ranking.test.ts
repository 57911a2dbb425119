import { describe, expect, it } from 'vitest';
import { builtinProposeIssues } from '../../../../../amplify/ai/providers/builtin/proposeIssues';
import { SCENARIOS } from '../../../../support/ai-scenarios/scenarios';

const statementsOf = (id: string) => builtinProposeIssues(SCENARIOS.find((scenario) => scenario.id === id)!.answers).candidates.map((candidate) => candidate.statement);

describe('builtin statements: which are offered, and in which order', () => {
  it('puts first a statement whose two parts each stand on several words only that side wrote', () => {
    // Ruth's “keep the camera where it is” names one word of hers alone (the camera is both sides'):
    // the clause about the side path the thieves used says her concern more firmly.
    const [first] = statementsOf('neighbours-cctv-camera');
    expect(first).not.toMatch(/keep the camera where it is/);
    expect(first).toMatch(/thieves|safe/);
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

  it('does not put the two accounts first when the account is of what the other did (“We only just found out he barks”)', () => {
    const [first] = statementsOf('neighbours-barking-dog');
    expect(first).not.toMatch(/ raises /);
    expect(first).toMatch(/train him|calls all day/);
  });

  it('does not take an answer that says nothing (“fine”) for a side’s concern', () => {
    const statements = statementsOf('partners-thin-bills');
    expect(statements[0]).not.toMatch(/“fine”|“whatever”/);
    expect(statements[0]).toMatch(/“money”/);
  });
});
