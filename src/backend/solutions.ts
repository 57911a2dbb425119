/**
 * Calls of the solution step: asking for the five solutions (the infer-interests function)
 * and saving one side's ranking (its own fields only). The top three and the best solution are
 * decided on the server (settleSession in ./sessions).
 */
import type { Role } from '../domain/sessionRole';
import type { Solution } from '../domain/solutions';
import { rankingsFor } from '../domain/topThree';
import type { IssueRecord } from './data';
import { callSessionFunction } from './sessionFunctions';
import { updateSession } from './sessions';

/**
 * Asks for the five solutions (POST …/infer-interests/enqueue {issueId, persist: true}). The
 * function claims the work and answers at once; the solutions arrive on the session through
 * live updates. Safe to repeat: one set is made.
 */
export async function requestSolutions(issueId: string): Promise<void> {
  await callSessionFunction('infer-interests', { issueId, persist: true }, 'enqueue');
}

/**
 * Saves the viewer's order of the cards (leftmost first) and the rankings it implies. A write's
 * result seals both rankings until both have saved (AppSync forwards it to every subscriber,
 * src/domain/blindRankings.ts), so the viewer's own ranking is put back from what was sent.
 */
export async function saveRanking(issueId: string, role: Role, order: readonly string[], solutions: readonly Solution[]): Promise<IssueRecord> {
  const rankings = rankingsFor(order, solutions);
  const own =
    role === 'initiator'
      ? { initiatorSolutionOrder: [...order], initiatorSolutionRankings: rankings }
      : { collaboratorSolutionOrder: [...order], collaboratorSolutionRankings: rankings };
  return { ...(await updateSession({ id: issueId, ...own })), ...own };
}

/** Moves the session to the solution step (forward only; the server refuses anything else). */
export const promoteToSolutions = (issueId: string) => updateSession({ id: issueId, status: 'resolving_issue' });
