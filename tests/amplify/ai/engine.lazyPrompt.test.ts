import { describe, expect, it, vi } from 'vitest';
import { createAiEngine } from '../../../amplify/ai';
import { buildProposeIssuesPrompt } from '../../../amplify/ai/prompts/proposeIssues';
import { chores } from '../../support/aiFixtures';
import { goodReply, scriptedProvider } from '../../support/aiProviders';

// The real prompt builder, counted: a provider that never reads the prompt should not pay for it.
vi.mock('../../../amplify/ai/prompts/proposeIssues', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../amplify/ai/prompts/proposeIssues')>();
  return { ...original, buildProposeIssuesPrompt: vi.fn(original.buildProposeIssuesPrompt) };
});

describe('engine: the prompt is built only when a provider reads it', () => {
  it('builds no prompt for a provider that works from the input alone (the builtin engine does)', async () => {
    vi.mocked(buildProposeIssuesPrompt).mockClear();
    // The scripted provider records each request without reading its prompt.
    await createAiEngine(scriptedProvider([JSON.stringify(goodReply)])).proposeIssues(chores);
    expect(buildProposeIssuesPrompt).not.toHaveBeenCalled();
  });

  it('builds it once per attempt for a provider that reads it, however often it is read', async () => {
    vi.mocked(buildProposeIssuesPrompt).mockClear();
    const provider = scriptedProvider([JSON.stringify(goodReply)]);
    await createAiEngine(provider).proposeIssues(chores);
    const [first, second] = [provider.requests[0].prompt, provider.requests[0].prompt];
    expect(buildProposeIssuesPrompt).toHaveBeenCalledTimes(1);
    expect(first.user).toContain('You always leave the dishes');
    expect(second).toBe(first);
  });
});
