import { describe, expect, it } from 'vitest';
import { createAiEngine, createBuiltinProvider, type InferInterestsInput } from '../../../../../amplify/ai';
import { builtinInferInterests } from '../../../../../amplify/ai/providers/builtin/solutions';
import { LIMITS } from '../../../../../src/domain/limits';
import { chores, meetings, party } from '../../../../support/aiFixtures';
import { FRESH_SCENARIOS } from '../../../../support/ai-scenarios/fresh';

const engine = createAiEngine(createBuiltinProvider());
const solutionText = (solution: ReturnType<typeof builtinInferInterests>['solutions'][number]) =>
  [solution.title, solution.summary, ...solution.steps, ...solution.benefits, ...solution.risksOrTradeoffs, solution.successMetric].join('\n');
const text = (output: ReturnType<typeof builtinInferInterests>) =>
  output.solutions.flatMap((s) => [s.title, s.summary, ...s.steps, ...s.benefits, ...s.risksOrTradeoffs, s.successMetric]).join('\n');

const kitchen: InferInterestsInput = {
  agreedIssue: 'How we share the kitchen cleanup so that neither of us is worn out at the end of the day',
  conflictType: 'task',
  initiator: party('Mia', ["I cook dinner every night and then I'm also the one cleaning the kitchen after."], ['Split kitchen cleanup.'], ["I'm wiped out by 9pm"]),
  collaborator: party('Tom', ['i do clean up, just not right after dinner'], ['kitchen clean by bedtime, not straight away'], ['I work 10 hour shifts on my feet']),
};

describe('builtin infer-interests', () => {
  it('offers concrete arrangements for what the answers are about, filled with both parties’ own words', () => {
    const output = builtinInferInterests(kitchen);
    expect(output.solutions.map((solution) => solution.title)).toEqual([
      'A written rota for the kitchen cleanup: who does which job on which day',
      'Whoever cooks does not clean: the other clears up by an agreed time',
      'A cleaner every two weeks, paid from a shared pot',
      'A 15-minute reset together at a set time each evening',
      'One shared calendar for the kitchen cleanup: every date, job and payment, with a name on each',
    ]);
    // Each summary ends with both sides' own words, quoted with their names; a step names who does what this week.
    expect(output.solutions[0].summary).toContain('In their own words, Mia asked for “Split kitchen cleanup” and Tom for “kitchen clean by bedtime, not straight away”.');
    expect(output.solutions[1].summary).toContain('Mia wrote “I\'m wiped out by 9pm” and Tom wrote “I work 10 hour shifts on my feet”');
    expect(output.solutions[0].steps[0]).toBe('This week, Mia and Tom list every job in the kitchen cleanup and how long each takes.');
  });

  it('reads interests with a category, a label in that side’s words and a quote as the rationale', () => {
    const output = builtinInferInterests(kitchen);
    expect(output.initiatorInterests).toContainEqual({
      category: 'wellbeing',
      label: 'wiped out by 9pm',
      rationale: 'In saying why it matters, Mia wrote: “I\'m wiped out by 9pm.”',
    });
    expect(output.collaboratorInterests.map((interest) => interest.category)).toContain('workload');
    // Both named the workload: common ground is weighed first.
    expect(output.precedencePrinciple).toEqual({
      code: 'workload_first',
      human: 'First, a fair workload, which both Mia and Tom named: rule out any option that puts it at risk for either of them before weighing anything else.',
    });
  });

  it('chooses by what the answers are about: feedback and meetings for two colleagues, never the same five moulds', () => {
    const output = builtinInferInterests({ agreedIssue: '', conflictType: 'personality', ...meetings });
    expect(output.solutions.map((solution) => solution.title)).toEqual([
      'Feedback in private, in writing, with what to change',
      'A weekly 20-minute check-in, one topic each',
      'Each drops one habit the other named, for four weeks',
      'A fortnightly one-to-one for feedback: one thing to keep, one to change',
      'Meetings with an agenda, a timekeeper and a round where everyone speaks',
    ]);
    const kitchenTitles = new Set(builtinInferInterests(kitchen).solutions.map((solution) => solution.title));
    expect(output.solutions.filter((solution) => kitchenTitles.has(solution.title))).toEqual([]);
  });

  it('offers at most two pieces of process advice, even when nothing in the answers fits a pattern', () => {
    const thin = builtinInferInterests({ agreedIssue: '', conflictType: 'task', initiator: party('Ana', ['hmm'], ['less stress'], ['idk']), collaborator: party('Ben', ['eh'], ['fine'], ['whatever']) });
    expect(thin.solutions).toHaveLength(5);
    expect(thin.solutions.filter((solution) => /one-page agreement|trial|slot each week|shared list of what each needs|through once with/.test(solution.title)).length).toBeLessThanOrEqual(2);
  });

  it('reads the type itself when none is given', () => {
    const typed = builtinInferInterests({ agreedIssue: '', conflictType: 'task', ...chores });
    expect(builtinInferInterests({ agreedIssue: '', conflictType: null, ...chores })).toEqual(typed);
  });

  it('still writes five complete solutions when one side has not answered yet', async () => {
    const result = await engine.inferInterests({ agreedIssue: 'How we share the chores', conflictType: null, initiator: chores.initiator, collaborator: party('Sam', [], [], []) });
    expect(result.solutions).toHaveLength(5);
    expect(result.collaboratorInterests).toEqual([
      { category: 'being heard', label: 'to be asked what matters', rationale: 'Sam has not written any answers yet, so what matters to them still needs to be asked.' },
    ]);
    for (const solution of result.solutions) expect(solutionText(solution), solution.title).toContain('Sam');
  });

  it('treats markup as text and stays within the limits at the largest allowed input', async () => {
    const huge = (name: string) =>
      party(
        name,
        Array.from({ length: LIMITS.answerEntries }, () => `<b>I</b> clean the kitchen every night <script>alert(1)</script> ${'and it is unfair '.repeat(120)}`.slice(0, LIMITS.answer)),
        Array.from({ length: LIMITS.answerEntries }, () => 'Split the chores evenly. '.repeat(90).slice(0, LIMITS.answer)),
        Array.from({ length: LIMITS.answerEntries }, () => 'I am exhausted. '.repeat(130).slice(0, LIMITS.answer)),
      );
    const result = await engine.inferInterests({ agreedIssue: 'How we share the chores '.repeat(60), conflictType: null, initiator: huge('Alex'), collaborator: huge('Sam') });
    const all = text(result);
    expect(all).not.toMatch(/<|script|alert/);
    for (const solution of result.solutions) {
      expect(solution.title.length).toBeLessThanOrEqual(LIMITS.shortText);
      expect(solution.summary.length).toBeLessThanOrEqual(LIMITS.longText);
      for (const item of [...solution.steps, ...solution.benefits, ...solution.risksOrTradeoffs, solution.successMetric]) expect(item.length).toBeLessThanOrEqual(LIMITS.statement);
    }
  });
});

describe('builtin infer-interests: a long quote keeps the words that carry the side', () => {
  it('cut to fit a solution, keeps the stretch naming what only that side wrote about, not the first words', () => {
    const output = builtinInferInterests({
      agreedIssue: 'How Saturdays are shared on the rota',
      conflictType: 'task',
      initiator: party('Shannon', ['I have worked every saturday since march and I never see my boyfriend.'], ['saturdays split evenly on the rota'], ['my boyfriend works all week so saturday is the only day we get to see each other']),
      collaborator: party('Derek', ['Saturday is our busiest day and half the team are parents.'], ['Shannon does 3 saturdays in 4'], ['if i put the parents on saturdays they quit']),
    });
    const quotedConcern = output.solutions.map((solution) => solution.summary).find((summary) => summary.includes('busiest day'));
    expect(quotedConcern).toContain('“…our busiest day and half the team are parents”');
  });
});

describe('each solution set beside the two sides’ words (issue 28)', () => {
  it('never ends two of the five on the same two quotes', () => {
    // The fresh set's working-from-abroad conflict: the request and the reason of one side name
    // nothing of their own, so two of the five ended on what each raised.
    const abroad = FRESH_SCENARIOS.find((scenario) => scenario.id === 'fresh-manager-working-abroad')!;
    for (const scenario of [abroad, ...FRESH_SCENARIOS.slice(0, 10)]) {
      const output = builtinInferInterests({ agreedIssue: scenario.agreedIssue ?? '', conflictType: scenario.conflictType, ...scenario.answers });
      const endings = output.solutions.map((solution) => solution.summary.match(/(?:In their own words|What each raised, in their own words)[^]*$/)?.[0]);
      expect(endings.every(Boolean), scenario.id).toBe(true);
      expect(new Set(endings).size, scenario.id).toBe(endings.length);
    }
  });
});
