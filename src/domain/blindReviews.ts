/**
 * Blind review at the API (docs/rules.md, "Agreement"; issue 27): neither side learns which of the
 * proposed statements the other accepted before both have answered every statement shown. Until
 * then the other side's accepted list reads as null (its reviewed list stays: it tells that the
 * other has answered, not how), and a write's result, which AppSync forwards to every subscriber,
 * hides both sides' accepted lists. Once the outcome is recorded or both have answered every
 * statement shown, both read everything.
 *
 * Runs with the blind rankings in the last step of every Issue read and write
 * (src/domain/blindRankings.ts, blindSession), so it is written in the APPSYNC_JS subset (no
 * try/catch, while or classic for loops, regex, `in`, Set or Map).
 */
import { agreementRecorded, type AgreementRecord } from './outcomeLocks';
import type { Role } from './sessionRole';
import { storedDocument } from './solutionIds';

/** At most this many proposed statements are shown (src/domain/agreement.ts, MAX_PROPOSED_ISSUES). */
const SHOWN_STATEMENTS = 4;

const ACCEPTED_FIELD = { initiator: 'initiatorAcceptedIssues', collaborator: 'collaboratorAcceptedIssues' } as const;
const REVIEWED_FIELD = { initiator: 'initiatorReviewedIssues', collaborator: 'collaboratorReviewedIssues' } as const;

/** The Issue fields these rules read. */
export interface ReviewFacts extends AgreementRecord {
  proposedIssueCandidatesJson?: unknown;
  proposedIssues?: (string | null)[] | null;
  initiatorAcceptedIssues?: (string | null)[] | null;
  initiatorReviewedIssues?: (string | null)[] | null;
  collaboratorAcceptedIssues?: (string | null)[] | null;
  collaboratorReviewedIssues?: (string | null)[] | null;
}

/**
 * The form two statements are compared in: trimmed, lower case, runs of inner whitespace as one
 * space (src/domain/statements.ts, statementKey, which the runtime cannot run: it uses a regex).
 */
export function reviewKey(statement: string): string {
  const spaced = statement.split('\n').join(' ').split('\r').join(' ').split('\t').join(' ');
  return spaced
    .split(' ')
    .filter((word) => word !== '')
    .join(' ')
    .toLowerCase();
}

const textsOf = (list: unknown): string[] => (Array.isArray(list) ? list.filter((item) => typeof item === 'string' && item.trim() !== '') : []);

/**
 * The keys of the statements the agree page shows (src/domain/agreement.ts, proposedCandidates):
 * the stored candidates, else the plain list; blanks and repeats dropped; best score first, missing
 * scores last, ties in stored order; at most four.
 */
export function shownStatementKeys(session: ReviewFacts): string[] {
  const stored = storedDocument(session.proposedIssueCandidatesJson);
  const raw: { key: string; score: number | null; order: number }[] = Array.isArray(stored)
    ? (stored as ({ statement?: unknown; score?: unknown } | null)[])
        .filter((item) => item !== null && typeof item === 'object' && typeof item.statement === 'string' && item.statement.trim() !== '')
        .map((item, order) => ({ key: reviewKey(String(item?.statement)), score: typeof item?.score === 'number' ? item.score : null, order }))
    : textsOf(session.proposedIssues).map((statement, order) => ({ key: reviewKey(statement), score: null, order }));
  const unique = raw.filter((candidate, index) => raw.findIndex((other) => other.key === candidate.key) === index);
  // A candidate is shown when fewer than four come before it (the runtime has no sort with a comparator).
  const before = (a: (typeof raw)[number], b: (typeof raw)[number]) =>
    a.score === b.score ? a.order < b.order : b.score === null || (a.score !== null && a.score > b.score);
  return unique.filter((candidate) => unique.filter((other) => before(other, candidate)).length < SHOWN_STATEMENTS).map((candidate) => candidate.key);
}

/** Whether `side` has answered every statement shown. */
function hasAnsweredAll(session: ReviewFacts, side: Role, shown: string[]): boolean {
  const reviewed = textsOf(session[REVIEWED_FIELD[side]]).map((statement) => reviewKey(statement));
  return shown.length > 0 && shown.every((key) => reviewed.includes(key));
}

/** Whether both sides may read each other's answers: the outcome is recorded, or both have answered every statement shown. */
export function reviewsRevealed(session: ReviewFacts): boolean {
  if (agreementRecorded(session)) return true;
  const shown = shownStatementKeys(session);
  return hasAnsweredAll(session, 'initiator', shown) && hasAnsweredAll(session, 'collaborator', shown);
}

/** The session with the accepted lists of the `hidden` sides sealed (null) unless both may read them. */
export function sealReviews<T extends ReviewFacts>(session: T, hidden: Role[]): T {
  if (reviewsRevealed(session)) return session;
  return hidden.reduce((result, side) => ({ ...result, [ACCEPTED_FIELD[side]]: null }), session);
}
