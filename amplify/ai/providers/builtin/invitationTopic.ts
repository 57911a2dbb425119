/**
 * The invitation's proposed topic (src/domain/invitationTopic.ts): the shared question the
 * initiator's answers raise, read by the same concept lexicon the proposed statements start from
 * (reading.ts, problemOf: "How we arrange Mom’s care", "How we decide together about our joint
 * money"). Those questions are neutral by construction: they name what is to be settled, never
 * who did what. Read before the other side has answered, so only the initiator's answers count.
 * When no concept names the problem, a neutral line that fits any conflict.
 */
import { FALLBACK_TOPIC } from '../../../../src/domain/invitationTopic';
import { LIMITS } from '../../../../src/domain/limits';
import type { PartyAnswers } from '../../types';
import { howWe, problemOf, readAnswers } from './reading';

const NOBODY_YET: PartyAnswers = { firstName: '', issue: [], desiredOutcome: [], whyOutcomeMatters: [] };

export function proposeInvitationTopic(initiator: PartyAnswers, collaboratorFirstName: string): string {
  const problem = problemOf(readAnswers(initiator, { ...NOBODY_YET, firstName: collaboratorFirstName }, initiator.firstName, collaboratorFirstName));
  const topic = problem ? howWe(problem) : FALLBACK_TOPIC;
  return topic.length <= LIMITS.topic ? topic : FALLBACK_TOPIC;
}
