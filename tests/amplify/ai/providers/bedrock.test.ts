import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAiEngineFromEnv } from '../../../../amplify/ai';
import { chores } from '../../../support/aiFixtures';
import { startFakeServer } from '../../../support/fakeOpenAiServer';
import { goodReply } from '../../../support/aiProviders';

const MODEL = 'us.anthropic.claude-3-5-haiku-20241022-v1:0';

describe('bedrock provider (Converse API, SigV4) against a fake endpoint', () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  beforeEach(async () => {
    server = await startFakeServer();
  });
  afterEach(() => server.close());

  const env = (extra: Record<string, string> = {}) => ({
    AI_PROVIDER: 'bedrock',
    AI_BEDROCK_MODEL_ID: MODEL,
    AI_BEDROCK_ENDPOINT: server.url,
    AWS_REGION: 'us-east-2',
    AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    AWS_SECRET_ACCESS_KEY: 'secret',
    AWS_SESSION_TOKEN: 'session-token',
    ...extra,
  });

  it('sends a signed Converse request and reads the text reply', async () => {
    server.steps.push({ json: { output: { message: { role: 'assistant', content: [{ text: JSON.stringify(goodReply) }] } }, stopReason: 'end_turn' } });
    const result = await createAiEngineFromEnv(env()).proposeIssues(chores);
    expect(result.metadata).toMatchObject({ provider: 'bedrock', model: MODEL });
    const [request] = server.requests;
    expect(request.url).toBe(`/model/${encodeURIComponent(MODEL)}/converse`);
    expect(request.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-2\/bedrock\/aws4_request/);
    expect(request.headers['x-amz-security-token']).toBe('session-token');
    expect(request.body.system[0].text).toContain('JSON object');
    expect(request.body.messages[0]).toMatchObject({ role: 'user', content: [{ text: expect.stringContaining('Alex') }] });
    // The output schema is the input schema of one tool the model must use.
    expect(request.body.toolConfig.toolChoice).toEqual({ tool: { name: 'propose_issue_statements' } });
    expect(request.body.toolConfig.tools[0].toolSpec).toMatchObject({ name: 'propose_issue_statements', inputSchema: { json: { type: 'object' } } });
  });

  it('reads the forced tool call’s input as the output', async () => {
    const toolUse = { toolUseId: 't1', name: 'propose_issue_statements', input: goodReply };
    server.steps.push({ json: { output: { message: { role: 'assistant', content: [{ toolUse }] } }, stopReason: 'tool_use' } });
    const result = await createAiEngineFromEnv(env()).proposeIssues(chores);
    expect(result.candidates.map((c) => c.statement)).toEqual(['How we talk about the dishes without nagging', 'How we share the chores fairly']);
  });

  it('asks again without tools when the model refuses forced tool use, and remembers', async () => {
    const text = { json: { output: { message: { role: 'assistant', content: [{ text: JSON.stringify(goodReply) }] } } } };
    server.steps.push({ status: 400, json: { message: 'This model does not support the toolChoice field.' } }, text, text);
    const ai = createAiEngineFromEnv(env());
    await ai.proposeIssues(chores);
    await ai.proposeIssues(chores);
    expect(server.requests.map((request) => request.body.toolConfig !== undefined)).toEqual([true, false, false]);
  });

  it('fails as not_configured without credentials', async () => {
    await expect(createAiEngineFromEnv(env({ AWS_ACCESS_KEY_ID: '' })).proposeIssues(chores)).rejects.toMatchObject({ code: 'not_configured' });
    expect(server.requests).toHaveLength(0);
  });

  it('reports an access error as provider_rejected', async () => {
    server.steps.push({ status: 403, json: { message: 'not authorized to invoke this model' } });
    await expect(createAiEngineFromEnv(env()).proposeIssues(chores)).rejects.toMatchObject({ code: 'provider_rejected' });
  });
});
