import { describe, expect, it } from 'vitest';
import { builtinProposeIssues } from '../../../../../amplify/ai/providers/builtin/proposeIssues';
import { FRESH_2_SCENARIOS } from '../../../../support/ai-scenarios/fresh2';
import { SCENARIOS } from '../../../../support/ai-scenarios/scenarios';

const statementsOf = (id: string) => builtinProposeIssues(SCENARIOS.find((scenario) => scenario.id === id)!.answers).candidates.map((candidate) => candidate.statement);

describe('builtin statements: which are offered, and in which order', () => {
  it('puts first a statement whose two parts each stand on several words only that side wrote', () => {
    // Ruth's “keep the camera where it is” names one word of hers alone (the camera is both sides'):
    // the clause about the side path the thieves used says her concern more firmly (the first
    // statement may quote the whole sentence, which names both).
    const [first] = statementsOf('neighbours-cctv-camera');
    expect(first).not.toMatch(/“keep the camera where it is”/);
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
    // Hannah's request or reason, and Will's.
    expect(first).toMatch(/train him|calls all day|dog walker/);
  });

  it('does not take an answer that says nothing (“fine”) for a side’s concern', () => {
    const statements = statementsOf('partners-thin-bills');
    expect(statements[0]).not.toMatch(/“fine”|“whatever”/);
    expect(statements[0]).toMatch(/“money”/);
  });
  it('lets only the first statement quote a whole clause a little longer than the others may', () => {
    // “no drilling before 10 on weekdays and none at all at the weekend” (13 words) has no
    // shorter clause that says it: the first statement may quote it whole.
    const [first] = statementsOf('neighbours-loft-conversion');
    expect(first).toMatch(/“no drilling before 10 on weekdays and none at all at the weekend”/);
    const quoteLengths = (statement: string) => [...statement.matchAll(/“([^”]*)”/g)].map((match) => match[1].split(/\s+/).length);
    let longFirst = 0;
    for (const { answers } of SCENARIOS) {
      const [lead, ...rest] = builtinProposeIssues(answers).candidates.map((candidate) => candidate.statement);
      if (quoteLengths(lead ?? '').some((length) => length > 11)) longFirst++;
      for (const length of quoteLengths(lead ?? '')) expect(length).toBeLessThanOrEqual(15);
      // 11 words, or 13 where the longer clause names more of that side's own words.
      for (const statement of rest) for (const length of quoteLengths(statement)) expect(length).toBeLessThanOrEqual(13);
    }
    expect(longFirst).toBeGreaterThan(0);
  });

  it('does not name a side’s concern by a word any conflict of its kind has (“money”, “honesty”)', () => {
    // Tyrone wants a car he can rely on; Imogen no new debt ("We only just cleared the credit card").
    const { answers } = FRESH_2_SCENARIOS.find((scenario) => scenario.id === 'fresh2-partners-electric-car')!;
    const statements = builtinProposeIssues(answers).candidates.map((candidate) => candidate.statement);
    expect(statements.join('\n')).not.toMatch(/request for a clear plan for the money|money in view for Tyrone|protecting money for/);
    // "the credit card" is a debt, not credit for work.
    expect(statements.join('\n')).not.toMatch(/credit for their work/);
    expect(statements.length).toBeGreaterThanOrEqual(2);
  });

  it('quotes, of a request in two sentences, the one naming most of what only that side wrote', () => {
    const statementsFor = (id: string) => builtinProposeIssues(FRESH_2_SCENARIOS.find((scenario) => scenario.id === id)!.answers).candidates.map((candidate) => candidate.statement).join('\n');
    // Gunnar: "… Alternate July and August every year, and write it down." Renata: "… Put a rota on the team page …".
    expect(statementsFor('fresh2-siblings-lake-cottage-summers')).toMatch(/Gunnar asks for “Alternate July and August every year, and write it down”/);
    expect(statementsFor('fresh2-teammates-meeting-notes')).toMatch(/“Put a rota on the team page and everyone takes a turn/);
    // Not a fallback ("Or a smaller amount, 1,200 max"), a concession ("i'll even pay the difference") or a reassurance.
    const salaries = statementsFor('fresh2-cofounders-founder-salaries');
    expect(salaries).toMatch(/Magnus for “Salaries when we hit 10k MRR, not before”/);
    expect(salaries).not.toMatch(/“Or a smaller amount/);
    expect(statementsFor('fresh2-housemates-eco-cleaning')).not.toMatch(/“i'll even pay the difference”/);
    expect(statementsFor('fresh2-partners-snoring-spare-room')).not.toMatch(/“It doesn't mean anything about us”/);
  });

  it('quotes a reason whole, two words over the limit, where its shorter clause leaves out what the side is concerned with', () => {
    const { answers } = FRESH_2_SCENARIOS.find((scenario) => scenario.id === 'fresh2-cofounders-founder-salaries')!;
    const statements = builtinProposeIssues(answers).candidates.map((candidate) => candidate.statement).join('\n');
    expect(statements).toMatch(/Magnus(?:’s reason,)? “I watched my last startup die because the founders paid themselves first”/);
  });
});
