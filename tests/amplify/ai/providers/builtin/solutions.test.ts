import { describe, expect, it } from 'vitest';
import { createAiEngine, createBuiltinProvider, type InferInterestsInput } from '../../../../../amplify/ai';
import { builtinInferInterests } from '../../../../../amplify/ai/providers/builtin/solutions';
import { LIMITS } from '../../../../../src/domain/limits';
import { chores, meetings, party } from '../../../../support/aiFixtures';

const engine = createAiEngine(createBuiltinProvider());
const text = (output: ReturnType<typeof builtinInferInterests>) =>
  output.solutions.flatMap((s) => [s.title, s.summary, ...s.steps, ...s.benefits, ...s.risksOrTradeoffs, s.successMetric]).join('\n');

const kitchen: InferInterestsInput = {
  agreedIssue: 'How we share the kitchen cleanup so that neither of us is worn out at the end of the day',
  conflictType: 'task',
  initiator: party('Mia', ["I cook dinner every night and then I'm also the one cleaning the kitchen after."], ['Split kitchen cleanup.'], ["I'm wiped out by 9pm"]),
  collaborator: party('Tom', ['i do clean up, just not right after dinner'], ['kitchen clean by bedtime, not straight away'], ['I work 10 hour shifts on my feet']),
};

describe('builtin infer-interests', () => {
  it('builds the five from both parties’ own words: requests, reasons and the topic of the agreed issue', () => {
    const output = builtinInferInterests(kitchen);
    const all = text(output);
    for (const words of ['split kitchen cleanup', 'kitchen clean by bedtime', 'Mia is wiped out by 9pm', 'the kitchen']) expect(all).toContain(words);
    expect(output.solutions.map((solution) => solution.title)).toEqual([
      'Meet halfway on the kitchen',
      'Take turns with the kitchen, evening by evening',
      expect.stringMatching(/^A trade: /),
      'A two-week trial of Tom’s request',
      'Let an outside standard settle the kitchen',
    ]);
    // A step names who does what, in this session's words.
    expect(output.solutions[0].steps[0]).toBe('By the end of this week, Mia names the piece they cannot do without (splitting kitchen cleanup), and Tom does the same (“kitchen clean by bedtime”).');
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

  it('chooses approaches by the kind of conflict: ground rules and habits for how two people treat each other', () => {
    const output = builtinInferInterests({ agreedIssue: '', conflictType: 'personality', ...meetings });
    expect(output.solutions.map((solution) => solution.title)).toEqual([
      expect.stringMatching(/^Ground rules for talking about /),
      'Each changes one habit the other has asked about',
      expect.stringMatching(/^Take turns to speak and to listen/),
      expect.stringMatching(/trial/),
      expect.stringMatching(/^Talk .* through with /),
    ]);
    const values = builtinInferInterests({ agreedIssue: '', conflictType: 'values', ...meetings });
    expect(values.solutions[0].title).toMatch(/^Find a third option/);
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
    expect(text(result)).toContain('Sam has not yet said what they would like');
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
