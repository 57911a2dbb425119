import { describe, expect, it } from 'vitest';
import { createAiEngine, createAiEngineFromEnv, type ImplementPlanInput, type ProposeStrategiesInput } from '../../../amplify/ai';
import { chores } from '../../support/aiFixtures';
import { goodPlanReply, goodSolutionsReply, goodStrategiesReply, scriptedProvider } from '../../support/aiProviders';

const strategiesInput: ProposeStrategiesInput = {
  agreedIssue: 'How we share the chores fairly',
  bestSolution: goodSolutionsReply.solutions[0],
  initiator: { ...chores.initiator, style: 'competing' },
  collaborator: { ...chores.collaborator, style: 'avoiding' },
};
const planInput: ImplementPlanInput = {
  role: 'initiator',
  agreedIssue: 'How we share the chores fairly',
  bestSolution: goodSolutionsReply.solutions[0],
  viewer: strategiesInput.initiator,
  partner: strategiesInput.collaborator,
  today: '2026-03-09',
};

describe('engine.proposeStrategies', () => {
  it('sends the styles and the chosen solution as data with the schema, and retries junk once', async () => {
    const provider = scriptedProvider([{ ...goodStrategiesReply, initiatorStrategies: ['Only one.'] }, JSON.stringify(goodStrategiesReply)]);
    const result = await createAiEngine(provider).proposeStrategies(strategiesInput);
    expect(result.metadata.attempts).toBe(2);
    expect(result.initiatorStrategies).toEqual(goodStrategiesReply.initiatorStrategies);
    const [first, second] = provider.requests;
    expect(first.prompt.schema?.name).toBe('propose_strategies');
    const data = JSON.parse(first.prompt.user.slice(first.prompt.user.indexOf('{')));
    expect(data).toMatchObject({ chosenSolution: { title: 'Split the chores evenly' }, initiator: { conflictStyle: 'competing' }, collaborator: { conflictStyle: 'avoiding' } });
    expect(second.prompt.user).toContain('rejected because: initiatorStrategies needs 3 to 6 items, not 1');
  });

  it('fails with a message naming strategies after two invalid replies', async () => {
    const provider = scriptedProvider(['nothing', { initiatorStrategies: [] }]);
    await expect(createAiEngine(provider).proposeStrategies(strategiesInput)).rejects.toMatchObject({
      code: 'invalid_output',
      userMessage: 'The AI could not produce usable strategies this time. Please try again.',
    });
  });

  it('reads a style case-insensitively and refuses one that is not a mode before asking any provider', async () => {
    const provider = scriptedProvider([goodStrategiesReply]);
    await createAiEngine(provider).proposeStrategies({ ...strategiesInput, initiator: { ...strategiesInput.initiator, style: ' Competing ' as never } });
    expect(provider.requests[0].input).toMatchObject({ initiator: { style: 'competing' } });
    const unused = scriptedProvider([]);
    await expect(createAiEngine(unused).proposeStrategies({ ...strategiesInput, collaborator: { ...strategiesInput.collaborator, style: 'sulking' as never } })).rejects.toMatchObject({
      code: 'invalid_input',
      detail: expect.stringContaining('collaborator'),
    });
    expect(unused.requests).toHaveLength(0);
  });
});

describe('engine.implementPlan', () => {
  it('checks the check-in date against today and retries a plan dated in the past', async () => {
    const provider = scriptedProvider([{ ...goodPlanReply, checkInDate: '2026-03-01' }, goodPlanReply]);
    const result = await createAiEngine(provider).implementPlan(planInput);
    expect(result).toMatchObject({ checkInDate: '2026-03-16', metadata: { attempts: 2 } });
    expect(provider.requests[0].prompt.schema?.name).toBe('implementation_plan');
    expect(provider.requests[1].prompt.user).toContain('checkInDate must be after today (2026-03-09)');
  });

  it('fails with a message naming a plan after two invalid replies', async () => {
    const provider = scriptedProvider([{ steps: [] }, { ...goodPlanReply, steps: ['one'] }]);
    await expect(createAiEngine(provider).implementPlan(planInput)).rejects.toMatchObject({
      code: 'invalid_output',
      userMessage: 'The AI could not produce a usable plan this time. Please try again.',
    });
  });

  it.each([
    [{ today: '9 March' }, /today must be a date/],
    [{ today: '2026-02-30' }, /today must be a date/],
    [{ role: 'mediator' }, /role must be initiator or collaborator/],
    [{ partner: { ...planInput.partner, style: undefined } }, /collaborator's conflict style/],
  ])('refuses input it cannot plan with (%o)', async (change, detail) => {
    await expect(createAiEngine(scriptedProvider([])).implementPlan({ ...planInput, ...change } as ImplementPlanInput)).rejects.toMatchObject({
      code: 'invalid_input',
      detail: expect.stringMatching(detail),
    });
  });
});

describe('an unconfigured engine', () => {
  it('rejects every task with not_configured', async () => {
    const engine = createAiEngineFromEnv({ AI_PROVIDER: 'bedrock' });
    await expect(engine.proposeIssues(chores)).rejects.toMatchObject({ code: 'not_configured' });
    await expect(engine.inferInterests({ agreedIssue: 'x', conflictType: null, ...chores })).rejects.toMatchObject({ code: 'not_configured' });
    await expect(engine.proposeStrategies(strategiesInput)).rejects.toMatchObject({ code: 'not_configured' });
    await expect(engine.implementPlan(planInput)).rejects.toMatchObject({ code: 'not_configured' });
  });
});
