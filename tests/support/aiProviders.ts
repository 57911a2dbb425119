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

const solution = (n: number, title: string) => ({
  id: `sol-${n}`,
  title,
  summary: `Alex and Sam try option ${n} for the chores.`,
  steps: ['Alex lists the chores this week.', 'Sam picks the ones they will do.', 'Both check the list on Sunday.'],
  benefits: ['Both know who does what.'],
  risksOrTradeoffs: ['It takes an evening to set up.'],
  successMetric: 'After two weeks, both rate it at least 7 out of 10.',
});

/** A valid infer-interests reply, as a model might send it. */
export const goodSolutionsReply = {
  solutions: [
    solution(1, 'Split the chores evenly'),
    solution(2, 'Take turns week by week'),
    solution(3, 'Trade cooking for cleaning'),
    solution(4, 'Try a rota for two weeks'),
    solution(5, 'Ask a friend to suggest a fair rota'),
  ],
  precedencePrinciple: { code: 'rest_first', human: 'Both people’s rest comes before a spotless house.' },
  initiatorInterests: [{ category: 'fairness', label: 'split the housework evenly', rationale: 'Alex asks to split the housework evenly.' }],
  collaboratorInterests: [{ category: 'wellbeing', label: 'time to decompress', rationale: 'Sam needs time to decompress after the commute.' }],
};
