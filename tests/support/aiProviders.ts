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

/** A valid propose-strategies reply. */
export const goodStrategiesReply = {
  initiatorStrategies: ['Say what you need early.', 'If Sam goes quiet, then I will ask when we can talk.', 'Keep the rota on the fridge.'],
  initiatorCommunicationTips: ['Say: “Could we talk on Thursday?”', 'Avoid saying “You never help.”', 'Start with what Sam said matters.'],
  collaboratorStrategies: ['Give Alex a time to talk.', 'If Alex pushes for an answer, then I will say when I will answer.', 'Do your half of the rota.'],
  collaboratorCommunicationTips: ['Say: “I can talk on Thursday.”', 'Avoid saying “Fine, whatever.”', 'Tell Alex what you need after work.'],
};

/** A valid implement-plan reply for today = 2026-03-09. */
export const goodPlanReply = {
  planTitle: 'Your part in the rota',
  summary: 'For the next week you try the rota with Sam, and you check in on Monday 16 March.',
  steps: ['By Tuesday, write the rota.', 'By Thursday, agree it with Sam.', 'On Monday 16 March, check in with Sam.'],
  communicationTips: ['Say: “Could we look at the rota together?”'],
  monitoringIdeas: ['Note each evening whether the rota held.'],
  checkInDate: '2026-03-16',
};
