/**
 * Count and item-length limits for the list fields of Issue and Profile, which AppSync's
 * `@validate` cannot reach. One table drives every enforcement point: the forms, the local
 * cloud's data service, and the AppSync pipeline function generated at synth (amplify/data/listLimits.ts).
 */
import { LIMITS, LIMIT_MESSAGES } from './limits';

export interface ListLimit {
  maxItems: number;
  maxItemLength: number;
  /** Said when there are too many items. */
  tooMany: string;
  /** Said when one item is too long. */
  tooLong: string;
}

/** Extra lists (strategies, tips, tags, DCS/DPI results...) get room, but not unbounded room. */
const OTHER_LIST_ITEMS = 50;

const ANSWERS: ListLimit = {
  maxItems: LIMITS.answerEntries,
  maxItemLength: LIMITS.answer,
  tooMany: LIMIT_MESSAGES.answerEntries,
  tooLong: LIMIT_MESSAGES.answer,
};

const OTHER: ListLimit = {
  maxItems: OTHER_LIST_ITEMS,
  maxItemLength: LIMITS.longText,
  tooMany: `Lists can hold at most ${OTHER_LIST_ITEMS} items.`,
  tooLong: LIMIT_MESSAGES.longText,
};

/** The people's own answers: what the chat and the invitation form collect. */
export const ANSWER_LIST_FIELDS = [
  'initiatorIssue',
  'collaboratorIssue',
  'desiredOutcomeInitiator',
  'desiredOutcomeCollaborator',
  'whyOutcomeMattersInitiator',
  'whyOutcomeMattersCollaborator',
  'whyOutcomeInitiator',
  'whyOutcomeCollaborator',
] as const;

export const OTHER_ISSUE_LIST_FIELDS = [
  'initiatorClarifiedIssue',
  'collaboratorClarifiedIssue',
  'initiatorTone',
  'collaboratorTone',
  'categoryIssue',
  'inferredCategories',
  'inferredQuestions',
  'llmQuestions',
  'proposedIssueCandidates',
  'proposedIssues',
  'reframedIssueCandidates',
  'reframedIssueCandidates_legacy',
  'initiatorAcceptedIssues',
  'collaboratorAcceptedIssues',
  'initiatorReviewedIssues',
  'collaboratorReviewedIssues',
  'initiatorSolutionOrder',
  'collaboratorSolutionOrder',
  'topThreeSolutionIds',
  'initiatorDPI',
  'collaboratorDPI',
  'initiatorStrategies',
  'collaboratorStrategies',
  'initiatorCommunicationTips',
  'collaboratorCommunicationTips',
] as const;

export const PROFILE_LIST_FIELDS = ['dpiResults', 'dcsScores'] as const;

export const LIST_LIMITS: Record<'Issue' | 'Profile', Record<string, ListLimit>> = {
  Issue: {
    ...Object.fromEntries(ANSWER_LIST_FIELDS.map((f) => [f, ANSWERS])),
    ...Object.fromEntries(OTHER_ISSUE_LIST_FIELDS.map((f) => [f, OTHER])),
  },
  Profile: Object.fromEntries(PROFILE_LIST_FIELDS.map((f) => [f, OTHER])),
};

/** The first limit a create or update input breaks, as the message to show; null when within limits. */
export function listLimitProblem(model: string, input: Record<string, unknown>): string | null {
  const limits = LIST_LIMITS[model as keyof typeof LIST_LIMITS];
  if (!limits) return null;
  for (const [field, limit] of Object.entries(limits)) {
    const value = input[field];
    if (!Array.isArray(value)) continue;
    if (value.length > limit.maxItems) return limit.tooMany;
    if (value.some((item) => typeof item === 'string' && item.length > limit.maxItemLength)) return limit.tooLong;
  }
  return null;
}
