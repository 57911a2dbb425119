/**
 * The five proposed solutions of a session: how a proposal (from the AI or an older record) is
 * read into the shape every screen shows, and where a session keeps them. Pure.
 *
 * A proposal list is used only if some solution has a non-empty field; it is capped at five and
 * padded to five with empty placeholders; ids default to sol-1..sol-5 and titles to 'Option N';
 * 'risks' and 'tradeoffs' are read where 'risksOrTradeoffs' is missing.
 */
import { listItems, textOf } from './lists';
import { defaultSolutionId, isRecord, proposalIds, proposalList, storedProposals, type SolutionFacts } from './solutionIds';

export interface Solution {
  id: string;
  title: string;
  summary: string;
  steps: string[];
  benefits: string[];
  risksOrTradeoffs: string[];
  successMetric: string;
}

const defaultTitle = (index: number) => `Option ${index + 1}`;

/** One solution as the screens show it; `index` gives the default id and title. */
export function normalizeSolution(raw: unknown, index: number): Solution {
  const record = isRecord(raw) ? raw : {};
  const risks = listItems(record.risksOrTradeoffs);
  return {
    id: textOf(record.id) || defaultSolutionId(index),
    title: textOf(record.title) || defaultTitle(index),
    summary: textOf(record.summary),
    steps: listItems(record.steps),
    benefits: listItems(record.benefits),
    risksOrTradeoffs: risks.length ? risks : [...listItems(record.risks), ...listItems(record.tradeoffs)],
    successMetric: textOf(record.successMetric),
  };
}

/** A proposal list's five solutions, with the ids of src/domain/solutionIds.ts. */
function solutionsOf(list: readonly unknown[]): Solution[] {
  return proposalIds(list).map((id, index) => ({ ...normalizeSolution(list[index], index), id }));
}

/**
 * A proposal list as exactly five solutions, or null when no solution in it has content.
 * Repeated ids are replaced by the position's default id, so every id names one solution.
 */
export function normalizeProposals(raw: unknown): Solution[] | null {
  const list = proposalList(raw);
  return list ? solutionsOf(list) : null;
}

/** The session's five solutions, or [] when none were proposed yet. */
export function storedSolutions(session: SolutionFacts): Solution[] {
  const list = storedProposals(session);
  return list ? solutionsOf(list) : [];
}

/** True when the session already holds generated solutions ('View Solutions' rather than 'Create 5 Solutions'). */
export const hasSolutions = (session: SolutionFacts) => storedSolutions(session).length > 0;

/** How proposedSolutionsJson stores them (the spec's "JSON with solutions list"). */
export const solutionsDocument = (solutions: readonly Solution[]) => JSON.stringify({ solutions });

export const solutionById = (solutions: readonly Solution[], id: string | null | undefined) => solutions.find((s) => s.id === id) ?? null;
