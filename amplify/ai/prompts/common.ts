/** What every task's prompt shares: a party's answers as JSON data, and the note a retry carries. */
import type { PartyAnswers } from '../types';

export const partyData = (party: PartyAnswers, role: string) => ({
  role,
  firstName: party.firstName || role,
  issue: party.issue,
  desiredOutcome: party.desiredOutcome,
  whyOutcomeMatters: party.whyOutcomeMatters,
});

/** Quotes the validator's problems back to the model on the second attempt. */
export const retryNote = (previousProblems: readonly string[]) =>
  previousProblems.length > 0
    ? `\n\nYour previous reply was rejected because: ${previousProblems.join('; ')}. Reply again with only the corrected JSON object.`
    : '';
