import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAiEngineFromEnv } from '../../../../amplify/ai';
import { chores } from '../../../support/aiFixtures';
import { startFakeServer } from '../../../support/fakeOpenAiServer';
import { goodReply } from '../../../support/aiProviders';

const completion = (content: string) => ({ json: { choices: [{ message: { role: 'assistant', content } }] } });

describe('openai provider against an OpenAI-compatible server', () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  beforeEach(async () => {
    server = await startFakeServer();
  });
  afterEach(() => server.close());

  const engine = (env: Record<string, string> = {}) =>
    createAiEngineFromEnv({
      AI_PROVIDER: 'openai',
      AI_OPENAI_BASE_URL: `${server.url}/v1/`,
      AI_OPENAI_MODEL: 'llama3.1:8b',
      AI_OPENAI_API_KEY: 'sk-test',
      ...env,
    });

  it('posts a chat completion with the output schema as structured output and validates the reply', async () => {
    server.steps.push(completion(`Here you go:\n${JSON.stringify(goodReply)}`));
    const result = await engine().proposeIssues(chores);
    expect(result.candidates.map((c) => c.score)).toEqual([0.83, 0.61]);
    expect(result.metadata).toMatchObject({ provider: 'openai', model: 'llama3.1:8b', attempts: 1 });
    const [request] = server.requests;
    expect(request.url).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer sk-test');
    expect(request.body).toMatchObject({
      model: 'llama3.1:8b',
      response_format: { type: 'json_schema', json_schema: { name: 'propose_issue_statements', strict: true } },
    });
    expect(request.body.response_format.json_schema.schema.properties.candidates.items.properties.conflictType.enum).toEqual(['personality', 'values', 'task']);
    expect(request.body.messages.map((m: any) => m.role)).toEqual(['system', 'user']);
    expect(request.body.messages[1].content).toContain('Split the housework evenly.');
  });

  it('retries once after a broken reply, then succeeds', async () => {
    server.steps.push(completion('{"candidates": [{"statement": "How we'), completion(JSON.stringify(goodReply)));
    const result = await engine().proposeIssues(chores);
    expect(result.metadata.attempts).toBe(2);
    expect(server.requests[1].body.messages[1].content).toContain('Your previous reply was rejected');
  });

  it('fails with invalid_output after two broken replies', async () => {
    server.steps.push(completion('no JSON here'), completion('{"candidates": "none"}'));
    await expect(engine().proposeIssues(chores)).rejects.toMatchObject({ code: 'invalid_output' });
  });

  it('times out after AI_TIMEOUT_MS without retrying', async () => {
    server.steps.push('hang');
    const started = performance.now();
    await expect(engine({ AI_TIMEOUT_MS: '150' }).proposeIssues(chores)).rejects.toMatchObject({
      code: 'timeout',
      userMessage: 'The AI took too long to answer. Please try again in a moment.',
    });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(server.requests).toHaveLength(1);
  });

  it('falls back to JSON mode, then to no response_format, when the server refuses them, and remembers', async () => {
    const refused = (what: string) => ({ status: 400, json: { error: { message: `Unrecognized request argument: ${what}` } } });
    server.steps.push(refused('response_format.json_schema'), refused('response_format'), completion(JSON.stringify(goodReply)));
    const ai = engine();
    await ai.proposeIssues(chores);
    expect(server.requests.map((request) => request.body.response_format?.type)).toEqual(['json_schema', 'json_object', undefined]);

    server.steps.push(completion(JSON.stringify(goodReply)));
    await ai.proposeIssues(chores);
    expect(server.requests[3].body.response_format).toBeUndefined();
  });

  it('keeps JSON mode when only the schema is refused', async () => {
    server.steps.push({ status: 400, json: { error: { message: 'json_schema is not supported by this model' } } }, completion(JSON.stringify(goodReply)));
    await engine().proposeIssues(chores);
    expect(server.requests[1].body.response_format).toEqual({ type: 'json_object' });
  });

  it('retries a 503 once, and reports a refused request as provider_rejected', async () => {
    server.steps.push({ status: 503, text: 'loading model' }, completion(JSON.stringify(goodReply)));
    expect((await engine().proposeIssues(chores)).metadata.attempts).toBe(2);

    server.steps.push({ status: 401, json: { error: { message: 'bad key' } } });
    await expect(engine().proposeIssues(chores)).rejects.toMatchObject({ code: 'provider_rejected' });
  });

  it('reports an unreachable endpoint as provider_unavailable', async () => {
    await server.close();
    await expect(engine().proposeIssues(chores)).rejects.toMatchObject({ code: 'provider_unavailable' });
    server = await startFakeServer();
  });
});
