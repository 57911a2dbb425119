/**
 * Cleans the answers before any provider sees them: trims, drops blank entries and caps
 * counts and lengths at the product limits, so an oversized legacy record cannot blow up a
 * prompt (or the builtin engine's time budget).
 */
import { LIMITS } from '../../src/domain/limits';
import type { BothSidesAnswers, PartyAnswers } from './types';

const cleanList = (list: readonly unknown[] | null | undefined): string[] =>
  (list ?? [])
    .filter((entry): entry is string => typeof entry === 'string')
    .map((entry) => entry.trim().slice(0, LIMITS.answer).trim())
    .filter((entry) => entry.length > 0)
    .slice(0, LIMITS.answerEntries);

const cleanParty = (party: Partial<PartyAnswers> | null | undefined): PartyAnswers => ({
  firstName: (party?.firstName ?? '').trim().slice(0, LIMITS.name),
  issue: cleanList(party?.issue),
  desiredOutcome: cleanList(party?.desiredOutcome),
  whyOutcomeMatters: cleanList(party?.whyOutcomeMatters),
});

export const normalizeAnswers = (input: BothSidesAnswers): BothSidesAnswers => ({
  initiator: cleanParty(input?.initiator),
  collaborator: cleanParty(input?.collaborator),
});

export const hasAnyAnswer = (party: PartyAnswers) =>
  party.issue.length + party.desiredOutcome.length + party.whyOutcomeMatters.length > 0;
