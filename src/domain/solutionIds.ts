/**
 * Which proposal list a session's solutions come from and the ids its five solutions go by.
 * The screens (src/domain/solutions.ts), the ranking checks (src/domain/rankingRules.ts) and the
 * AppSync update guard built from them all read the ids here, so the cards a person ranks and
 * the ids the server expects cannot differ.
 *
 * Written in the APPSYNC_JS subset (docs/rules.md, "One source"): no try/catch, while or classic
 * for loops, regex, `in`, Set or Map; `eslint` checks it with @aws-appsync/eslint-plugin.
 */

export const SOLUTION_COUNT = 5;

/** The id of the solution at `index` when it has none (or repeats an earlier one). */
export const defaultSolutionId = (index: number) => `sol-${index + 1}`;

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isFilledText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

const TEXT_FIELDS = ['id', 'title', 'summary', 'successMetric'];
const LIST_FIELDS = ['steps', 'benefits', 'risksOrTradeoffs', 'risks', 'tradeoffs'];

/** True when some field of the raw solution holds text: a text field, or a list (or list text) with a non-blank entry. */
export function hasContent(raw: unknown): boolean {
  if (!isRecord(raw)) return false;
  if (TEXT_FIELDS.some((field) => isFilledText(raw[field]))) return true;
  return LIST_FIELDS.some((field) => {
    const value = raw[field];
    return isFilledText(value) || (Array.isArray(value) && value.some(isFilledText));
  });
}

/** The proposal list of a stored document (a bare list or `{solutions: [...]}`), or null when no solution in it has content. */
export function proposalList(document: unknown): unknown[] | null {
  const list = Array.isArray(document) ? document : isRecord(document) && Array.isArray(document.solutions) ? document.solutions : null;
  return list && list.some(hasContent) ? list : null;
}

/**
 * The ids of a proposal list's five solutions: each one's own id (trimmed) or its position's
 * default; the list is cut to five and padded to five; a repeated id becomes the position's
 * default, so each id names one solution.
 */
export function proposalIds(list: readonly unknown[]): string[] {
  const ids: string[] = [];
  for (const index of [0, 1, 2, 3, 4]) {
    const raw = list[index];
    const own = isRecord(raw) && typeof raw.id === 'string' ? raw.id.trim() : '';
    const id = own || defaultSolutionId(index);
    ids.push(ids.includes(id) ? defaultSolutionId(index) : id);
  }
  return ids;
}

/**
 * An AWSJSON field as stored: the value itself, or its JSON text parsed. AppSync checks AWSJSON
 * on the way in, so text here is JSON; text that is no JSON object or list counts as nothing
 * (APPSYNC_JS has no try/catch to recover from a parse error).
 */
export function storedDocument(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  const object = text.startsWith('{') && text.endsWith('}');
  const list = text.startsWith('[') && text.endsWith(']');
  return object || list ? JSON.parse(text) : null;
}

/** The fields of an Issue where solutions may be kept: the current one, then two older names. */
export interface SolutionFacts {
  proposedSolutionsJson?: unknown;
  solutions?: unknown;
  sessionSolutions?: unknown;
}

/** The session's proposal list: the first of its solution fields that holds one, or null when none was proposed yet. */
export function storedProposals(session: SolutionFacts): unknown[] | null {
  for (const stored of [session.proposedSolutionsJson, session.solutions, session.sessionSolutions]) {
    const list = proposalList(storedDocument(stored));
    if (list) return list;
  }
  return null;
}

/** The ids of the session's five solutions, or [] when none were proposed yet. */
export function storedSolutionIds(session: SolutionFacts): string[] {
  const list = storedProposals(session);
  return list ? proposalIds(list) : [];
}
