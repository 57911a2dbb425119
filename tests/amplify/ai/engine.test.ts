import { describe, expect, it } from 'vitest';
import { AiTaskError, createAiEngine, createAiEngineFromEnv, createProviderFromEnv } from '../../../amplify/ai';
import { chores } from '../../support/aiFixtures';
import { goodReply, scriptedProvider } from '../../support/aiProviders';

describe('engine: validate, retry once, then fail with AiTaskError', () => {
  it('returns a valid first reply with metadata', async () => {
    const provider = scriptedProvider([JSON.stringify(goodReply)]);
    const result = await createAiEngine(provider).proposeIssues(chores);
    // The model sent no reason: the engine gives one in words, from how the statement covers both answers.
    expect(result.candidates[0]).toEqual({
      statement: 'How we talk about the dishes without nagging',
      conflictType: 'personality',
      score: 0.83,
      reason: expect.stringMatching(/^It (?:draws|uses) .+\.$/),
    });
    expect(result.metadata).toMatchObject({ provider: 'openai', model: 'scripted-model', attempts: 1 });
    expect(result.metadata.durationMs).toBeGreaterThanOrEqual(0);
    expect(provider.requests[0].prompt.user).toContain('You always leave the dishes');
  });

  it('retries broken JSON once, telling the model what was wrong', async () => {
    const provider = scriptedProvider(['{"candidates": [ {"statement": "How we" }', JSON.stringify(goodReply)]);
    const result = await createAiEngine(provider).proposeIssues(chores);
    expect(result.metadata.attempts).toBe(2);
    expect(provider.requests).toHaveLength(2);
    expect(provider.requests[0].prompt.user).not.toContain('rejected');
    expect(provider.requests[1].prompt.user).toMatch(/rejected because: the reply is not valid JSON/);
  });

  it('fails with invalid_output when the retry is invalid too', async () => {
    const provider = scriptedProvider(['not json', JSON.stringify({ candidates: [] })]);
    const failure = await createAiEngine(provider).proposeIssues(chores).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AiTaskError);
    expect(failure).toMatchObject({ code: 'invalid_output', userMessage: expect.stringMatching(/try again/) });
    expect((failure as AiTaskError).detail).toContain('candidates is empty');
    expect(provider.requests).toHaveLength(2);
  });

  it('retries a transient provider failure once, but not a timeout', async () => {
    const transient = scriptedProvider([new AiTaskError('provider_unavailable', 'HTTP 503'), goodReply]);
    expect((await createAiEngine(transient).proposeIssues(chores)).metadata.attempts).toBe(2);

    const slow = scriptedProvider([new AiTaskError('timeout', 'no answer in 20000 ms'), goodReply]);
    await expect(createAiEngine(slow).proposeIssues(chores)).rejects.toMatchObject({ code: 'timeout' });
    expect(slow.requests).toHaveLength(1);
  });

  it('wraps an unexpected provider exception in an AiTaskError', async () => {
    const provider = scriptedProvider([new TypeError('boom'), new TypeError('boom again')]);
    await expect(createAiEngine(provider).proposeIssues(chores)).rejects.toMatchObject({ code: 'provider_unavailable' });
  });

  it('fills a missing model score with the coverage score', async () => {
    const reply = { candidates: [{ statement: 'How we share the dishes and chores', conflictType: 'task' }] };
    const result = await createAiEngine(scriptedProvider([reply])).proposeIssues(chores);
    expect(result.candidates[0].score).toBeGreaterThan(0);
    expect(result.candidates[0].score).toBeLessThanOrEqual(1);
  });

  it('caps oversized answers before they reach a prompt', async () => {
    const provider = scriptedProvider([goodReply]);
    const huge = { ...chores, initiator: { ...chores.initiator, issue: Array.from({ length: 50 }, (_, i) => `${i} ${'x'.repeat(5000)}`) } };
    await createAiEngine(provider).proposeIssues(huge);
    const sent = JSON.parse(provider.requests[0].prompt.user.slice(provider.requests[0].prompt.user.indexOf('{')));
    expect(sent.initiator.issue).toHaveLength(20);
    expect(sent.initiator.issue[0].length).toBe(2000);
  });
});

describe('configuration', () => {
  it('defaults to the builtin provider', () => {
    expect(createProviderFromEnv({})).toMatchObject({ name: 'builtin', model: 'dfuse-builtin-1' });
  });

  it('reads the openai and bedrock settings', () => {
    expect(createProviderFromEnv({ AI_PROVIDER: 'openai', AI_OPENAI_MODEL: 'llama3.1' })).toMatchObject({ name: 'openai', model: 'llama3.1' });
    expect(createProviderFromEnv({ AI_PROVIDER: 'Bedrock', AI_BEDROCK_MODEL_ID: 'amazon.nova-lite-v1:0' })).toMatchObject({
      name: 'bedrock',
      model: 'amazon.nova-lite-v1:0',
    });
  });

  it.each([
    [{ AI_PROVIDER: 'gpt' }, /AI_PROVIDER must be one of/],
    [{ AI_PROVIDER: 'openai' }, /AI_OPENAI_MODEL is required/],
    [{ AI_PROVIDER: 'bedrock' }, /AI_BEDROCK_MODEL_ID is required/],
    [{ AI_PROVIDER: 'openai', AI_OPENAI_MODEL: 'm', AI_TIMEOUT_MS: 'soon' }, /AI_TIMEOUT_MS must be a positive integer/],
  ])('reports a bad configuration as not_configured on the first task (%o)', async (env, detail) => {
    expect(() => createProviderFromEnv(env)).toThrow(detail);
    await expect(createAiEngineFromEnv(env).proposeIssues(chores)).rejects.toMatchObject({ code: 'not_configured' });
  });
});
