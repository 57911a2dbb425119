/**
 * Limits for the fields of Issue and Profile that AppSync's `@validate` cannot reach: the
 * string lists (count and item length) and the structured fields (AWSJSON size, lists of
 * objects, objects). One table and one check drive every enforcement point: the forms, and the
 * AppSync pipeline step bundled from this module at synth (amplify/data/guards/inputLimits.ts),
 * which AWS runs and the local cloud runs from the synthesized template. So it is written in the
 * APPSYNC_JS subset (no try/catch, while or classic for loops, regex, `in`, Set or Map).
 */
import { COMMITMENT_LIMITS, DATA_LIMITS, LIMITS, LIMIT_MESSAGES } from './limits';

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

/** One limit for each of `fields`. */
function eachField<T>(fields: readonly string[], limit: T): Record<string, T> {
  const table: Record<string, T> = {};
  for (const field of fields) table[field] = limit;
  return table;
}

export const LIST_LIMITS: Record<'Issue' | 'Profile', Record<string, ListLimit>> = {
  Issue: { ...eachField(ANSWER_LIST_FIELDS, ANSWERS), ...eachField(OTHER_ISSUE_LIST_FIELDS, OTHER) },
  Profile: eachField(PROFILE_LIST_FIELDS, OTHER),
};

/** The first list limit a create or update input breaks, as the message to show; null when within limits. */
export function listLimitProblem(model: string, input: Record<string, unknown>): string | null {
  const limits = LIST_LIMITS[model as keyof typeof LIST_LIMITS];
  if (!limits) return null;
  for (const [field, limit] of Object.entries(limits)) {
    const problem = listProblem(input[field], limit);
    if (problem) return problem;
  }
  return null;
}

function listProblem(value: unknown, limit: ListLimit): string | null {
  if (!Array.isArray(value)) return null;
  if (value.length > limit.maxItems) return limit.tooMany;
  return value.some((item) => typeof item === 'string' && item.length > limit.maxItemLength) ? limit.tooLong : null;
}

/** A string field inside a structured value. */
export interface TextLimit {
  maxLength: number;
  tooLong: string;
}

export type StructuredLimit =
  /** An AWSJSON field: its JSON text, at most `maxChars` characters. */
  | { kind: 'json'; maxChars: number; tooLarge: string }
  /** One object (a custom type): limits on its string fields. */
  | { kind: 'object'; fields: Record<string, TextLimit> }
  /** A list of objects: a count, and limits on each object's string fields. */
  | { kind: 'objectList'; maxItems: number; tooMany: string; fields: Record<string, TextLimit> };

/** A count under a million with its thousands separated ("60,000"), as toLocaleString('en-US') would write it. */
function chars(n: number): string {
  const digits = String(n);
  return digits.length > 3 ? `${digits.slice(0, -3)},${digits.slice(-3)}` : digits;
}
const json = (maxChars: number, what: string, verb: 'is' | 'are'): StructuredLimit => ({
  kind: 'json',
  maxChars,
  tooLarge: `${what} ${verb} too large to save (at most ${chars(maxChars)} characters).`,
});
const text = (maxLength: number, what: string): TextLimit => ({ maxLength, tooLong: `${what} must be ${maxLength} characters or fewer.` });

const INTERESTS: StructuredLimit = {
  kind: 'objectList',
  maxItems: DATA_LIMITS.interests,
  tooMany: `Please keep the interests to ${DATA_LIMITS.interests} or fewer.`,
  fields: {
    category: text(LIMITS.shortText, "Each interest's category"),
    label: text(LIMITS.statement, "Each interest's label"),
    rationale: text(LIMITS.longText, "Each interest's reason"),
  },
};
const SOLUTION_FIELDS = {
  sol: text(LIMITS.shortText, 'Each solution id'),
  title: text(LIMITS.statement, 'Each solution title'),
};
const RANKING: StructuredLimit = {
  kind: 'objectList',
  maxItems: DATA_LIMITS.rankedSolutions,
  tooMany: `A ranking can hold at most ${DATA_LIMITS.rankedSolutions} solutions.`,
  fields: SOLUTION_FIELDS,
};
const SOLUTIONS = json(DATA_LIMITS.solutionsJson, 'The proposed solutions', 'are');
const CHOSEN = json(DATA_LIMITS.chosenSolutionJson, 'The chosen solution', 'is');
const PERSONALITY = json(DATA_LIMITS.detailsJson, 'The personality results', 'are');
const PLAN = json(DATA_LIMITS.detailsJson, 'The implementation plan', 'is');
const COMMITMENTS = json(COMMITMENT_LIMITS.sideJson, 'Your commitments', 'are');
const CHECK_IN = json(COMMITMENT_LIMITS.sideJson, 'Your check-in answers', 'are');

export const STRUCTURED_LIMITS: Record<'Issue' | 'Profile', Record<string, StructuredLimit>> = {
  Issue: {
    proposedIssueCandidatesJson: json(DATA_LIMITS.detailsJson, 'The proposed issue statements', 'are'),
    agreedIssueMeta: json(DATA_LIMITS.detailsJson, 'The details of the agreed issue', 'are'),
    proposedSolutionsJson: SOLUTIONS,
    solutions: SOLUTIONS,
    sessionSolutions: SOLUTIONS,
    bestSolutionJson: CHOSEN,
    bestSolutionSuggestionJson: json(DATA_LIMITS.chosenSolutionJson, 'The suggested solution', 'is'),
    selectedSolutionJson: CHOSEN,
    initiatorPersonalityJson: PERSONALITY,
    collaboratorPersonalityJson: PERSONALITY,
    initiatorImplementPlanJson: PLAN,
    collaboratorImplementPlanJson: PLAN,
    // What the follow-up function sent (server-only; small, bounded like the other details).
    followUpJson: json(DATA_LIMITS.detailsJson, 'The follow-up record', 'is'),
    // Step 7: each side's commitments and check-in answers; the server's records of both.
    initiatorCommitmentsJson: COMMITMENTS,
    collaboratorCommitmentsJson: COMMITMENTS,
    initiatorCheckInJson: CHECK_IN,
    collaboratorCheckInJson: CHECK_IN,
    commitmentJson: json(COMMITMENT_LIMITS.recordJson, 'The recorded commitment', 'is'),
    reviewJson: json(COMMITMENT_LIMITS.recordJson, 'The record of the check-ins', 'is'),
    historyJson: json(COMMITMENT_LIMITS.historyJson, 'The history of this session', 'is'),
    initiatorInterests: INTERESTS,
    collaboratorInterests: INTERESTS,
    initiatorSolutionRankings: RANKING,
    collaboratorSolutionRankings: RANKING,
    solutionScores: {
      kind: 'objectList',
      maxItems: DATA_LIMITS.rankedSolutions,
      tooMany: `The scores can cover at most ${DATA_LIMITS.rankedSolutions} solutions.`,
      fields: SOLUTION_FIELDS,
    },
    precedencePrinciple: {
      kind: 'object',
      fields: {
        code: text(LIMITS.shortText, "The principle's code"),
        human: text(LIMITS.longText, "The principle's description"),
      },
    },
  },
  Profile: {
    extra: json(DATA_LIMITS.profileJson, 'The profile details', 'are'),
  },
};

export const TOO_DEEP = `This data is nested too deeply to save (at most ${DATA_LIMITS.jsonDepth} levels).`;

/**
 * How deeply a JSON value nests (a scalar is 0, `[]` and `{}` are 1), counted without recursion:
 * the list of values to visit grows while it is walked, level after level.
 */
export function jsonDepth(value: unknown, stopAbove = Infinity): number {
  let deepest = 0;
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (const entry of pending) {
    if (entry.value !== null && typeof entry.value === 'object') {
      deepest = Math.max(deepest, entry.depth + 1);
      if (deepest > stopAbove) return deepest;
      for (const child of Object.values(entry.value)) pending.push({ value: child, depth: entry.depth + 1 });
    }
  }
  return deepest;
}

/** The JSON text length of an AWSJSON value: as sent (a string) or as it will be written. */
function jsonLength(value: unknown): number {
  return typeof value === 'string' ? value.length : JSON.stringify(value).length;
}

function textProblem(record: unknown, fields: Record<string, TextLimit>): string | null {
  if (!record || typeof record !== 'object') return null;
  for (const [field, limit] of Object.entries(fields)) {
    const value = (record as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.length > limit.maxLength) return limit.tooLong;
  }
  return null;
}

/** The first structured-field limit a create or update input breaks, as the message to show; null when within limits. */
export function structuredLimitProblem(model: string, input: Record<string, unknown>): string | null {
  const limits = STRUCTURED_LIMITS[model as keyof typeof STRUCTURED_LIMITS];
  if (!limits) return null;
  for (const [field, limit] of Object.entries(limits)) {
    const problem = structuredProblem(input[field], limit);
    if (problem) return problem;
  }
  return null;
}

function structuredProblem(value: unknown, limit: StructuredLimit): string | null {
  if (value === null || value === undefined) return null;
  // Checked first: serializing a value nested thousands of levels deep would overflow the stack.
  if (jsonDepth(value, DATA_LIMITS.jsonDepth) > DATA_LIMITS.jsonDepth) return TOO_DEEP;
  if (limit.kind === 'json') return jsonLength(value) > limit.maxChars ? limit.tooLarge : null;
  if (limit.kind === 'object') return textProblem(value, limit.fields);
  if (!Array.isArray(value)) return null;
  if (value.length > limit.maxItems) return limit.tooMany;
  for (const item of value) {
    const problem = textProblem(item, limit.fields);
    if (problem) return problem;
  }
  return null;
}

/**
 * Fields a record must keep (required in amplify/data/resource.ts, not part of the key): an update
 * that sets one to null would remove it, leaving a record the API can no longer return (found by
 * the hostile-input suite: a Profile updated with `email: null` lost its e-mail and every read of
 * it failed with "Cannot return null for non-nullable field Profile.email").
 */
export const KEPT_FIELDS: Record<'Issue' | 'Profile', readonly string[]> = {
  Issue: ['initiatorEmail', 'collaboratorEmail', 'initiatorFirstName', 'initiatorLastName', 'collaboratorFirstName', 'collaboratorLastName'],
  Profile: ['email'],
};

export const keptFieldMessage = (field: string) => `${field} cannot be removed.`;

/** The first kept field an input sets to null, as the message to show; null when none. */
export function keptFieldProblem(model: string, input: Record<string, unknown>): string | null {
  for (const field of KEPT_FIELDS[model as keyof typeof KEPT_FIELDS] ?? []) {
    if (Object.hasOwn(input, field) && input[field] === null) return keptFieldMessage(field);
  }
  return null;
}

/** Every limit of this module (kept fields, lists, then structured fields), as the data service's input check. */
export function inputLimitProblem(model: string, input: Record<string, unknown>): string | null {
  return keptFieldProblem(model, input) ?? listLimitProblem(model, input) ?? structuredLimitProblem(model, input);
}
