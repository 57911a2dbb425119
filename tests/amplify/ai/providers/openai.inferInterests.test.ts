import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAiEngineFromEnv } from '../../../../amplify/ai';
import { chores } from '../../../support/aiFixtures';
import { goodSolutionsReply } from '../../../support/aiProviders';
import { startFakeServer } from '../../../support/fakeOpenAiServer';

const completion = (content: string) => ({ json: { choices: [{ message: { role: 'assistant', content } }] } });

describe('openai provider: infer-interests against an OpenAI-compatible server', () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  beforeEach(async () => {
    server = await startFakeServer();
  });
  afterEach(() => server.close());

  const engine = () => createAiEngineFromEnv({ AI_PROVIDER: 'openai', AI_OPENAI_BASE_URL: `${server.url}/v1`, AI_OPENAI_MODEL: 'llama3.1:8b' });
  const input = { agreedIssue: 'How we share the chores fairly', conflictType: 'task' as const, ...chores };

  it('sends the solutions schema, retries a broken reply once, and returns the good one', async () => {
    server.steps.push(completion('{"solutions": [{"id": "sol-1", "title": "Split'), completion(`Here are five:\n\`\`\`json\n${JSON.stringify(goodSolutionsReply)}\n\`\`\``));
    const result = await engine().inferInterests(input);
    expect(result.metadata).toMatchObject({ provider: 'openai', model: 'llama3.1:8b', attempts: 2 });
    expect(result.solutions).toHaveLength(5);
    expect(result.initiatorInterests[0].label).toBe('split the housework evenly');

    expect(server.requests).toHaveLength(2);
    const [first, second] = server.requests.map((request) => request.body);
    expect(first.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'propose_five_solutions', strict: true } });
    expect(first.response_format.json_schema.schema.required).toContain('precedencePrinciple');
    expect(first.messages[0].content).toMatch(/exactly 5 solutions/);
    expect(first.messages[1].content).toContain('How we share the chores fairly');
    expect(first.messages[1].content).toContain('Split the housework evenly.');
    expect(second.messages[1].content).toContain('Your previous reply was rejected because: the reply contains no JSON object');
  });

  it('fails with invalid_output after two replies with the wrong number of solutions', async () => {
    const four = { ...goodSolutionsReply, solutions: goodSolutionsReply.solutions.slice(0, 4) };
    server.steps.push(completion(JSON.stringify(four)), completion(JSON.stringify(four)));
    await expect(engine().inferInterests(input)).rejects.toMatchObject({
      code: 'invalid_output',
      userMessage: 'The AI could not produce usable solutions this time. Please try again.',
    });
  });
});
