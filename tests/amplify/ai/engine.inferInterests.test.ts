import { describe, expect, it } from 'vitest';
import { AiTaskError, createAiEngine, createAiEngineFromEnv } from '../../../amplify/ai';
import type { InferInterestsInput } from '../../../amplify/ai';
import { chores, party } from '../../support/aiFixtures';
import { goodSolutionsReply, scriptedProvider } from '../../support/aiProviders';

const input: InferInterestsInput = { agreedIssue: 'How we share the chores fairly', conflictType: 'task', ...chores };

describe('engine.inferInterests: validate, retry once, then fail with AiTaskError', () => {
  it('returns five validated solutions, the principle and both sides’ interests, with metadata', async () => {
    const provider = scriptedProvider([JSON.stringify(goodSolutionsReply)]);
    const result = await createAiEngine(provider).inferInterests(input);
    expect(result.solutions.map((solution) => solution.id)).toEqual(['sol-1', 'sol-2', 'sol-3', 'sol-4', 'sol-5']);
    expect(result.precedencePrinciple.code).toBe('rest_first');
    expect(result.metadata).toMatchObject({ provider: 'openai', model: 'scripted-model', attempts: 1 });
    const [request] = provider.requests;
    expect(request.task).toBe('inferInterests');
    expect(request.prompt.schema?.name).toBe('propose_five_solutions');
    // The answers and the agreed issue travel as JSON data.
    const data = JSON.parse(request.prompt.user.slice(request.prompt.user.indexOf('{')));
    expect(data).toMatchObject({ agreedIssue: 'How we share the chores fairly', conflictType: 'task', initiator: { firstName: 'Alex' } });
  });

  it('retries junk once, telling the model what was wrong, then takes the good reply', async () => {
    const four = { ...goodSolutionsReply, solutions: goodSolutionsReply.solutions.slice(0, 4) };
    const provider = scriptedProvider([JSON.stringify(four), goodSolutionsReply]);
    const result = await createAiEngine(provider).inferInterests(input);
    expect(result.metadata.attempts).toBe(2);
    expect(provider.requests[1].prompt.user).toContain('rejected because: solutions must hold exactly 5 solutions, not 4');
  });

  it('fails with invalid_output and a message naming solutions when the retry is junk too', async () => {
    const six = { ...goodSolutionsReply, solutions: [...goodSolutionsReply.solutions, { ...goodSolutionsReply.solutions[0], title: 'A sixth' }] };
    const provider = scriptedProvider(['no JSON at all', six]);
    const failure = await createAiEngine(provider).inferInterests(input).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AiTaskError);
    expect(failure).toMatchObject({
      code: 'invalid_output',
      task: 'inferInterests',
      userMessage: 'The AI could not produce usable solutions this time. Please try again.',
    });
    expect((failure as AiTaskError).detail).toContain('not 6');
    expect(provider.requests).toHaveLength(2);
  });

  it('works without an agreed issue, but not with nothing at all to go on', async () => {
    const provider = scriptedProvider([goodSolutionsReply]);
    await expect(createAiEngine(provider).inferInterests({ ...input, agreedIssue: '   ' })).resolves.toMatchObject({ metadata: { attempts: 1 } });
    const empty = { agreedIssue: '', conflictType: null, initiator: party('Alex', [], [], []), collaborator: party('Sam', [' '], [], []) };
    await expect(createAiEngine(scriptedProvider([])).inferInterests(empty)).rejects.toMatchObject({ code: 'empty_input' });
  });

  it('normalises the input: an unknown conflict type becomes null, the agreed issue is trimmed and capped', async () => {
    const provider = scriptedProvider([goodSolutionsReply]);
    await createAiEngine(provider).inferInterests({ ...input, agreedIssue: `  ${'x'.repeat(5000)}`, conflictType: 'drama' as never });
    const request = provider.requests[0];
    expect(request.task === 'inferInterests' && request.input.conflictType).toBeNull();
    expect(request.task === 'inferInterests' && request.input.agreedIssue).toHaveLength(1000);
  });

  it('an unconfigured engine rejects the task with not_configured', async () => {
    await expect(createAiEngineFromEnv({ AI_PROVIDER: 'openai' }).inferInterests(input)).rejects.toMatchObject({ code: 'not_configured' });
  });
});
