/**
 * Blind ranking at the API (docs/rules.md, "Top three"): each side sees only its own ranking of
 * the current round until both have saved theirs (or the best solution is chosen). A side's
 * hidden order reads as null, and its rankings, once saved, as sealed entries (one per ranked
 * solution, no id, no rank), so the other side learns that it has saved and nothing of how.
 *
 * AppSync runs this (and the withholding before the collaborator's safety check) on every result of the Issue's reads and writes (amplify/data/steps/
 * blindRankings.ts, bundled from this module), and the local cloud runs that bundle. A write's
 * result hides both sides: AppSync forwards it unchanged to every subscriber, whichever side
 * they are on. The functions (IAM) see everything. APPSYNC_JS subset (no try/catch, while or
 * classic for loops, regex, `in`, Set or Map).
 */
import { initiatorWordsOpen, withholdInitiatorWords, type FirstCheckFacts } from './beforeFirstCheck';
import { sealReviews, type ReviewFacts } from './blindReviews';
import { sealCheckIns, type CheckInFacts } from './checkIns';
import { idsToRank, orderProblem, rankingsOrder, type Ranking, type RankingFacts } from './rankingRules';
import type { Role } from './sessionRole';

/** The `sol` of a sealed ranking entry: the side has ranked, but what it ranked is hidden. */
export const SEALED_SOLUTION = 'sealed';

const ORDER_FIELD = { initiator: 'initiatorSolutionOrder', collaborator: 'collaboratorSolutionOrder' } as const;
const RANKINGS_FIELD = { initiator: 'initiatorSolutionRankings', collaborator: 'collaboratorSolutionRankings' } as const;

/** Whether `side`'s stored order or rankings rank exactly `ids`. */
function hasRanked(session: RankingFacts, side: Role, ids: readonly string[]): boolean {
  if (orderProblem(session[ORDER_FIELD[side]], ids) === null) return true;
  const fromRankings = rankingsOrder(session[RANKINGS_FIELD[side]]);
  return fromRankings !== null && orderProblem(fromRankings, ids) === null;
}

const isSealed = (rankings: unknown, count: number) =>
  Array.isArray(rankings) && rankings.length === count && rankings.every((entry) => entry?.sol === SEALED_SOLUTION);

/** Whether `side` has saved its ranking of `ids`, also when what it saved is sealed from the viewer. */
export function hasSavedRanking(session: RankingFacts, side: Role, ids: readonly string[]): boolean {
  return hasRanked(session, side, ids) || isSealed(session[RANKINGS_FIELD[side]], ids.length);
}

/** Whether both sides may see each other's ranking: the best solution is chosen, or both ranked the current round. */
export function rankingsRevealed(session: RankingFacts): boolean {
  if (session.bestSolutionId) return true;
  const ids = idsToRank(session);
  return ids.length > 0 && hasRanked(session, 'initiator', ids) && hasRanked(session, 'collaborator', ids);
}

/** The session with `side`'s ranking sealed. */
function sealSide<T extends RankingFacts>(session: T, side: Role): T {
  const ids = idsToRank(session);
  const sealed: Ranking[] | null = hasRanked(session, side, ids) ? ids.map(() => ({ sol: SEALED_SOLUTION, value: 0, title: null })) : null;
  return { ...session, [ORDER_FIELD[side]]: null, [RANKINGS_FIELD[side]]: sealed };
}

/**
 * Who a result goes to: a participant (by the e-mail claim; sees its own side only), every
 * subscriber of a write (sees neither side), or the functions (see everything).
 */
export type RankingAudience = { email: string } | 'subscribers' | 'server';

interface Participants extends RankingFacts, CheckInFacts, ReviewFacts, FirstCheckFacts {
  initiatorEmail?: string | null;
  collaboratorEmail?: string | null;
}

/** The sides whose blind answers `audience` may not read (before both answered). */
function hiddenSides(session: Participants, audience: { email: string } | 'subscribers'): Role[] {
  if (audience === 'subscribers') return ['initiator', 'collaborator'];
  const email = audience.email.trim().toLowerCase();
  const own = (value: string | null | undefined) => (value ?? '').trim().toLowerCase() === email;
  // A participant reads only sessions they are on; anyone else (not let in by the owner rules) sees neither side.
  return own(session.initiatorEmail) ? ['collaborator'] : own(session.collaboratorEmail) ? ['initiator'] : ['initiator', 'collaborator'];
}

/**
 * One session as `audience` may read it: the rankings blind as above, the check-in answers and
 * the answers to the proposed statements the same way (src/domain/checkIns.ts, sealCheckIns;
 * src/domain/blindReviews.ts, sealReviews), and, for anyone but the initiator, nothing the
 * initiator wrote before the collaborator's safety check lets them go on
 * (src/domain/beforeFirstCheck.ts).
 */
export function blindSession<T extends Participants>(session: T, audience: RankingAudience): T {
  if (audience === 'server' || !session) return session;
  const hidden = hiddenSides(session, audience);
  const ranked = rankingsRevealed(session) ? session : hidden.reduce((result, side) => sealSide(result, side), session);
  const sealed = sealReviews(sealCheckIns(ranked, hidden), hidden);
  const initiatorReads = !hidden.includes('initiator');
  return initiatorReads || initiatorWordsOpen(session) ? sealed : withholdInitiatorWords(sealed);
}

/** A resolver's result (one session, a page of them, or null) as `audience` may read it. */
export function blindResult(result: unknown, audience: RankingAudience): unknown {
  if (result === null || typeof result !== 'object') return result;
  const page = result as { items?: unknown };
  if (Array.isArray(page.items)) return { ...page, items: page.items.map((item) => (item ? blindSession(item as Participants, audience) : item)) };
  return blindSession(result as Participants, audience);
}
