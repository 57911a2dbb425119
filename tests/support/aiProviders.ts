import type { AiProvider, ProviderRequest } from '../../amplify/ai';

/** A provider that replays scripted replies (a value, or an error to throw) and records requests. */
export function scriptedProvider(replies: unknown[]): AiProvider & { requests: ProviderRequest[] } {
  const requests: ProviderRequest[] = [];
  return {
    name: 'openai',
    model: 'scripted-model',
    requests,
    async generate(request) {
      requests.push(request);
      if (replies.length === 0) throw new Error('no scripted reply left');
      const reply = replies.shift();
      if (reply instanceof Error) throw reply;
      return reply;
    },
  };
}

export const goodReply = {
  candidates: [
    { statement: 'How we share the chores fairly', conflictType: 'task', score: 0.61 },
    { statement: 'How we talk about the dishes without nagging', conflictType: 'personality', score: 0.83 },
  ],
  conflictType: 'task',
  inferredIssueSummary: 'Chores and tone.',
  inferredRationale: 'Mostly who does what.',
  inferredCategories: ['household chores'],
};
