/**
 * The best solution as the session keeps it (docs/rules.md, "Best solution"): the bestSolutionJson document
 * (version 1) that settle-session writes once, and how the screens read it back, with the
 * older fields as fallbacks. Pure.
 */
import { textOf } from './lists';
import { normalizeSolution, solutionById, storedSolutions, type Solution } from './solutions';
import { forwardStatus } from './status';
import type { RankingFacts } from './rankingRules';
import type { BestChoice, DecidingRule, SettleFacts, SolutionScore } from './topThree';

/**
 * What may be recorded as the best solution: the same #1 for both, or a suggestion both sides
 * accepted (src/domain/suggestion.ts). A suggestion nobody accepted yet is never recorded.
 */
export type RecordableChoice = Extract<BestChoice, { kind: 'chosen' }> | { kind: 'accepted'; id: string; scores: SolutionScore[]; rule: DecidingRule };

/** The context the best-solution document keeps (docs/rules.md, "Best solution"). */
export interface BestSolutionContext {
  issueId: string;
  topThreeSolutionIds: string[];
  precedence: string;
  initiatorDCS: string | null;
  collaboratorDCS: string | null;
}

/**
 * The bestSolutionJson document, version 1 (docs/rules.md, "Best solution"): the chosen solution normalized
 * and as proposed, every proposal, and the context it was chosen in; plus how it was decided.
 */
export function bestSolutionDocument(choice: RecordableChoice, session: RankingFacts, context: BestSolutionContext, savedAt: Date) {
  const proposals = storedSolutions(session);
  const chosen = solutionById(proposals, choice.id)!;
  return {
    version: 1,
    savedAt: savedAt.toISOString(),
    issueId: context.issueId,
    chosenId: choice.id,
    normalized: chosen,
    raw: chosen,
    proposals,
    context: {
      topThreeSolutionIds: context.topThreeSolutionIds,
      precedence: context.precedence,
      initiatorDCS: context.initiatorDCS,
      collaboratorDCS: context.collaboratorDCS,
    },
    decidedBy: choice.kind === 'chosen' ? 'same-first' : 'suggestion',
    scores: choice.scores,
  };
}


/**
 * The update that records the best solution, once (docs/rules.md, "Best solution"), or null when one
 * is recorded already: the same #1 for both, or a suggestion both accepted. Either sets status resolved.
 */
export function bestSolutionUpdate(session: SettleFacts, choice: RecordableChoice, now: Date) {
  if (session.bestSolutionId || session.bestSolutionJson) return null;
  const document = bestSolutionDocument(
    choice,
    session,
    {
      issueId: session.id,
      topThreeSolutionIds: (session.topThreeSolutionIds ?? []).filter((id): id is string => typeof id === 'string'),
      precedence: session.precedencePrincipleHuman?.trim() || session.precedencePrinciple?.human?.trim() || '',
      initiatorDCS: session.initiatorDCS ?? null,
      collaboratorDCS: session.collaboratorDCS ?? null,
    },
    now,
  );
  return {
    id: session.id,
    bestSolutionId: choice.id,
    bestSolution: document.normalized.title,
    bestSolutionJson: JSON.stringify(document),
    ...forwardStatus(session.status, 'resolved'),
    lastActivityAt: now.toISOString(),
  };
}

/** The fields of an Issue the reader looks at, newest first. */
export interface BestSolutionFacts {
  bestSolutionJson?: unknown;
  bestSolutionId?: string | null;
  bestSolution?: string | null;
  bestSolutionStatement?: string | null;
  selectedSolution?: string | null;
  selectedSolutionJson?: unknown;
  proposedSolutionsJson?: unknown;
  solutions?: unknown;
  sessionSolutions?: unknown;
}

export interface StoredBestSolution {
  solution: Solution;
  /** How it was decided, when the document says (older records do not). */
  decidedBy: 'same-first' | 'suggestion' | null;
  scores: SolutionScore[];
}

const parse = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
};
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function readScores(value: unknown): SolutionScore[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (s): s is SolutionScore =>
      isRecord(s) && typeof s.sol === 'string' && typeof s.initiatorScore === 'number' && typeof s.collaboratorScore === 'number' && typeof s.sum === 'number',
  );
}

/**
 * The session's best solution: the document's normalized solution (or its chosen id among the
 * proposals), else the title fields, else the older selected-solution document; null when none.
 */
export function storedBestSolution(session: BestSolutionFacts): StoredBestSolution | null {
  const document = parse(session.bestSolutionJson);
  if (isRecord(document)) {
    const fromId = typeof document.chosenId === 'string' ? solutionById(storedSolutions(session), document.chosenId) : null;
    const solution = isRecord(document.normalized) ? normalizeSolution(document.normalized, 0) : fromId;
    if (solution) {
      const decidedBy = document.decidedBy === 'same-first' || document.decidedBy === 'suggestion' ? document.decidedBy : null;
      return { solution, decidedBy, scores: readScores(document.scores) };
    }
  }
  const byId = solutionById(storedSolutions(session), session.bestSolutionId);
  if (byId) return { solution: byId, decidedBy: null, scores: [] };
  const selected = parse(session.selectedSolutionJson);
  if (isRecord(selected)) return { solution: normalizeSolution(selected, 0), decidedBy: null, scores: [] };
  const title = textOf(session.bestSolution) || textOf(session.bestSolutionStatement) || textOf(session.selectedSolution);
  return title ? { solution: { ...normalizeSolution({ title }, 0), id: session.bestSolutionId ?? 'best' }, decidedBy: null, scores: [] } : null;
}
