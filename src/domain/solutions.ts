/**
 * The five proposed solutions of a session: how a proposal (from the AI or an older record) is
 * read into the shape every screen shows, and where a session keeps them. Pure.
 *
 * A proposal list is used only if some solution has a non-empty field; it is capped at five and
 * padded to five with empty placeholders; ids default to sol-1..sol-5 and titles to 'Option N';
 * 'risks' and 'tradeoffs' are read where 'risksOrTradeoffs' is missing.
 */
import { listItems, textOf } from './lists';
import { parseJsonField } from './storedJson';

export const SOLUTION_COUNT = 5;

export interface Solution {
  id: string;
  title: string;
  summary: string;
  steps: string[];
  benefits: string[];
  risksOrTradeoffs: string[];
  successMetric: string;
}

const defaultId = (index: number) => `sol-${index + 1}`;
const defaultTitle = (index: number) => `Option ${index + 1}`;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** True when some field of the raw solution is non-empty (docs/rules.md, "Solutions"). */
function hasContent(raw: unknown): boolean {
  if (!isRecord(raw)) return false;
  const texts = ['id', 'title', 'summary', 'successMetric'].map((field) => textOf(raw[field]));
  const lists = ['steps', 'benefits', 'risksOrTradeoffs', 'risks', 'tradeoffs'].map((field) => listItems(raw[field]));
  return texts.some(Boolean) || lists.some((list) => list.length > 0);
}

/** One solution as the screens show it; `index` gives the default id and title. */
export function normalizeSolution(raw: unknown, index: number): Solution {
  const record = isRecord(raw) ? raw : {};
  const risks = listItems(record.risksOrTradeoffs);
  return {
    id: textOf(record.id) || defaultId(index),
    title: textOf(record.title) || defaultTitle(index),
    summary: textOf(record.summary),
    steps: listItems(record.steps),
    benefits: listItems(record.benefits),
    risksOrTradeoffs: risks.length ? risks : [...listItems(record.risks), ...listItems(record.tradeoffs)],
    successMetric: textOf(record.successMetric),
  };
}

/**
 * A proposal list as exactly five solutions, or null when no solution in it has content.
 * Repeated ids are replaced by the position's default id, so every id names one solution.
 */
export function normalizeProposals(raw: unknown): Solution[] | null {
  const list = Array.isArray(raw) ? raw : isRecord(raw) && Array.isArray(raw.solutions) ? raw.solutions : null;
  if (!list || !list.some(hasContent)) return null;
  const solutions = list.slice(0, SOLUTION_COUNT).map(normalizeSolution);
  while (solutions.length < SOLUTION_COUNT) solutions.push(normalizeSolution({}, solutions.length));
  const seen = new Set<string>();
  return solutions.map((solution, index) => {
    const id = seen.has(solution.id) ? defaultId(index) : solution.id;
    seen.add(id);
    return id === solution.id ? solution : { ...solution, id };
  });
}

/** The fields of an Issue where solutions may be kept: the current one, then two older names. */
export interface SolutionFacts {
  proposedSolutionsJson?: unknown;
  solutions?: unknown;
  sessionSolutions?: unknown;
}

/** The session's five solutions, or [] when none were proposed yet. */
export function storedSolutions(session: SolutionFacts): Solution[] {
  for (const stored of [session.proposedSolutionsJson, session.solutions, session.sessionSolutions]) {
    const solutions = normalizeProposals(parseJsonField(stored));
    if (solutions) return solutions;
  }
  return [];
}

/** True when the session already holds generated solutions ('View Solutions' rather than 'Create 5 Solutions'). */
export const hasSolutions = (session: SolutionFacts) => storedSolutions(session).length > 0;

/** How proposedSolutionsJson stores them (the spec's "JSON with solutions list"). */
export const solutionsDocument = (solutions: readonly Solution[]) => JSON.stringify({ solutions });

export const solutionById = (solutions: readonly Solution[], id: string | null | undefined) => solutions.find((s) => s.id === id) ?? null;
