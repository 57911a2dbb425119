import { describe, expect, it, vi } from 'vitest';
import { createAiEngine, type AiProvider } from '../../../amplify/ai';
import { buildProposeIssuesPrompt } from '../../../amplify/ai/prompts/proposeIssues';
import { chores } from '../../support/aiFixtures';
import { goodReply } from '../../support/aiProviders';

// The real prompt builder, counted: a provider that never reads the prompt should not pay for it.
vi.mock('../../../amplify/ai/prompts/proposeIssues', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../amplify/ai/prompts/proposeIssues')>();
  return { ...original, buildProposeIssuesPrompt: vi.fn(original.buildProposeIssuesPrompt) };
});

const replying = (readPrompt: boolean): AiProvider & { prompts: string[] } => {
  const prompts: string[] = [];
  return {
    name: 'openai',
    model: 'lazy-test',
    prompts,
    async generate(request) {
      if (readPrompt) prompts.push(request.prompt.user, request.prompt.user);
      return JSON.stringify(goodReply);
    },
  };
};

describe('engine: the prompt is built only when a provider reads it', () => {
  it('builds no prompt for a provider that works from the input alone (the builtin engine does)', async () => {
    vi.mocked(buildProposeIssuesPrompt).mockClear();
    await createAiEngine(replying(false)).proposeIssues(chores);
    expect(buildProposeIssuesPrompt).not.toHaveBeenCalled();
  });

  it('builds it once per attempt for a provider that reads it, however often it is read', async () => {
    vi.mocked(buildProposeIssuesPrompt).mockClear();
    const provider = replying(true);
    await createAiEngine(provider).proposeIssues(chores);
    expect(buildProposeIssuesPrompt).toHaveBeenCalledTimes(1);
    expect(provider.prompts[0]).toContain('You always leave the dishes');
    expect(provider.prompts[1]).toBe(provider.prompts[0]);
  });
});
