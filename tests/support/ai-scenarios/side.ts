import type { PartyAnswers } from '../../../amplify/ai/types';

/** One side's answers as a scenario writes them: a first name, then the three answer lists. */
export const side = (firstName: string, issue: string[], desiredOutcome: string[], whyOutcomeMatters: string[]): PartyAnswers => ({
  firstName,
  issue,
  desiredOutcome,
  whyOutcomeMatters,
});
