/**
 * The schema every model output must pass before it reaches the Issue. Hand-written (no
 * dependency) and strict where junk would reach a participant, lenient where a value can
 * be derived honestly:
 * - rejected (the engine retries once): not JSON / not an object, no candidates, a
 *   candidate with an empty or over-long statement, an unknown conflict type, a score that
 *   is not a number in 0..1, duplicate statements (case-insensitive, trimmed), over-long
 *   summary/rationale/category;
 * - repaired: more than 4 candidates keep the 4 best-scored (the spec shows at most 4,
 *   best-scored, so the surplus is simply not shown); a missing score or reason is computed by
 *   the caller's judge (the builtin coverage score and its balance in words); a missing
 *   top-level conflict type is the best candidate's; missing summary/rationale/categories are
 *   empty. A reason longer than LIMITS.statement is rejected.
 */
import { LIMITS } from '../../src/domain/limits';
import { CONFLICT_TYPES, statementKey, type ConflictType } from '../../src/domain/statements';
import type { IssueCandidate, OutputSchema, ProposeIssuesOutput } from './types';

export const MAX_CANDIDATES = 4;
export const MAX_CATEGORIES = 8;

/**
 * The propose-issues output as JSON Schema. Only keywords every structured-output
 * implementation accepts (types, enum, required, additionalProperties): OpenAI's strict
 * mode refuses maxLength and friends, so the limits are stated in descriptions and enforced
 * by `validateProposeIssuesOutput` below, as for every provider.
 */
export const PROPOSE_ISSUES_SCHEMA: OutputSchema = {
  name: 'propose_issue_statements',
  description: 'Neutral issue statements for two people in a conflict to review, with the conflict type.',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['candidates', 'conflictType', 'inferredIssueSummary', 'inferredRationale', 'inferredCategories'],
    properties: {
      candidates: {
        type: 'array',
        description: `1 to ${MAX_CANDIDATES} distinct statements, best first`,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['statement', 'conflictType', 'score', 'reason'],
          properties: {
            statement: { type: 'string', description: `one grammatical sentence starting "How we", at most ${LIMITS.statement} characters` },
            conflictType: { type: 'string', enum: [...CONFLICT_TYPES] },
            score: { type: 'number', description: 'from 0 to 1, two decimals: how well it covers both parties’ concerns' },
            reason: { type: 'string', description: 'one or two plain sentences for both people: what the statement is built from and how evenly it reflects each side' },
          },
        },
      },
      conflictType: { type: 'string', enum: [...CONFLICT_TYPES] },
      inferredIssueSummary: { type: 'string', description: `1 to 3 sentences, at most ${LIMITS.longText} characters` },
      inferredRationale: { type: 'string', description: `why this conflict type, at most ${LIMITS.longText} characters` },
      inferredCategories: { type: 'array', description: `1 to 5 short topic labels, at most ${LIMITS.shortText} characters each`, items: { type: 'string' } },
    },
  },
};

export type Validation<T> = { ok: true; value: T } | { ok: false; problems: string[] };

/** Models wrap JSON in prose or ``` fences; take the outermost object and parse it. */
export function parseModelJson(raw: unknown): Validation<unknown> {
  if (typeof raw !== 'string') return { ok: true, value: raw };
  const start = raw.indexOf('{');
  const end = raw.lastIndexOf('}');
  if (start < 0 || end <= start) return { ok: false, problems: ['the reply contains no JSON object'] };
  try {
    return { ok: true, value: JSON.parse(raw.slice(start, end + 1)) };
  } catch (error) {
    return { ok: false, problems: [`the reply is not valid JSON (${(error as Error).message})`] };
  }
}

export const roundScore = (score: number) => Math.round(Math.min(1, Math.max(0, score)) * 100) / 100;

function asConflictType(value: unknown): ConflictType | undefined {
  const normalized = typeof value === 'string' ? value.trim().toLowerCase() : undefined;
  return CONFLICT_TYPES.find((type) => type === normalized);
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What the caller supplies for a candidate that came without a score or a reason. */
export type CandidateJudge = (statement: string) => { score: number; reason: string };

function readCandidate(raw: unknown, index: number, judge: CandidateJudge, problems: string[]): IssueCandidate | undefined {
  const where = `candidates[${index}]`;
  if (!isRecord(raw)) {
    problems.push(`${where} is not an object`);
    return undefined;
  }
  const statement = typeof raw.statement === 'string' ? raw.statement.trim() : '';
  if (!statement) problems.push(`${where}.statement is missing or empty`);
  else if (statement.length > LIMITS.statement) problems.push(`${where}.statement is longer than ${LIMITS.statement} characters`);
  const conflictType = asConflictType(raw.conflictType);
  if (!conflictType) problems.push(`${where}.conflictType must be one of ${CONFLICT_TYPES.join(', ')}`);
  let score: number | undefined;
  if (raw.score === undefined || raw.score === null) score = statement ? judge(statement).score : 0;
  else if (typeof raw.score === 'number' && Number.isFinite(raw.score) && raw.score >= 0 && raw.score <= 1) score = raw.score;
  else problems.push(`${where}.score must be a number from 0 to 1`);
  let reason = typeof raw.reason === 'string' ? raw.reason.trim() : '';
  if (raw.reason !== undefined && raw.reason !== null && typeof raw.reason !== 'string') problems.push(`${where}.reason must be a string`);
  else if (reason.length > LIMITS.statement) problems.push(`${where}.reason is longer than ${LIMITS.statement} characters`);
  if (!statement || statement.length > LIMITS.statement || !conflictType || score === undefined || reason.length > LIMITS.statement) return undefined;
  if (!reason) reason = judge(statement).reason;
  return { statement, conflictType, score: roundScore(score), reason };
}

function readText(raw: Record<string, unknown>, field: string, problems: string[]): string {
  const value = raw[field];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') {
    problems.push(`${field} must be a string`);
    return '';
  }
  const text = value.trim();
  if (text.length > LIMITS.longText) problems.push(`${field} is longer than ${LIMITS.longText} characters`);
  return text;
}

function readCategories(raw: Record<string, unknown>, problems: string[]): string[] {
  const value = raw.inferredCategories;
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    problems.push('inferredCategories must be a list of strings');
    return [];
  }
  const seen = new Set<string>();
  const categories: string[] = [];
  for (const item of value as string[]) {
    const category = item.trim();
    if (!category || seen.has(category.toLowerCase())) continue;
    if (category.length > LIMITS.shortText) problems.push(`a category is longer than ${LIMITS.shortText} characters`);
    seen.add(category.toLowerCase());
    categories.push(category);
  }
  return categories.slice(0, MAX_CATEGORIES);
}

/**
 * Checks (and where documented above, repairs) a propose-issues output. `judge` supplies a
 * score and a reason for a candidate that came without one.
 */
export function validateProposeIssuesOutput(raw: unknown, judge: CandidateJudge): Validation<ProposeIssuesOutput> {
  if (!isRecord(raw)) return { ok: false, problems: ['the reply must be a JSON object'] };
  const problems: string[] = [];
  if (!Array.isArray(raw.candidates)) problems.push('candidates must be a list');
  else if (raw.candidates.length === 0) problems.push('candidates is empty');
  const rawCandidates: unknown[] = Array.isArray(raw.candidates) ? raw.candidates : [];
  const candidates = rawCandidates
    .map((candidate, index) => readCandidate(candidate, index, judge, problems))
    .filter((candidate): candidate is IssueCandidate => candidate !== undefined);

  const seen = new Set<string>();
  for (const candidate of candidates) {
    const key = statementKey(candidate.statement);
    if (seen.has(key)) problems.push(`the statement "${candidate.statement.slice(0, 80)}" appears more than once`);
    seen.add(key);
  }

  const rawType = raw.conflictType;
  const declaredType = asConflictType(rawType);
  if (rawType !== undefined && rawType !== null && !declaredType) {
    problems.push(`conflictType must be one of ${CONFLICT_TYPES.join(', ')}`);
  }
  const inferredIssueSummary = readText(raw, 'inferredIssueSummary', problems);
  const inferredRationale = readText(raw, 'inferredRationale', problems);
  const inferredCategories = readCategories(raw, problems);
  if (problems.length > 0) return { ok: false, problems };

  // Stable sort: equal scores keep the model's order.
  const best = [...candidates].sort((a, b) => b.score - a.score).slice(0, MAX_CANDIDATES);
  return {
    ok: true,
    value: {
      candidates: best,
      conflictType: declaredType ?? best[0].conflictType,
      inferredIssueSummary,
      inferredRationale,
      inferredCategories,
    },
  };
}
