/**
 * Agreeing on the issue (docs/rules.md, "Agreement"): which proposed
 * statements are shown and in what order, what each side has accepted and reviewed, the
 * review outcome once both have answered, and the update that records it. Pure.
 */
import type { ReviewFacts } from './blindReviews';
import { agreementRecorded } from './outcomeLocks';
import { paths } from './paths';
import { AGREE_PREFIX } from './sessionFlags';
import type { Role } from './sessionRole';
import { atSentenceStart, texts } from './sessions';
import { isConflictType, sameStatement, statementKey, type ConflictType } from './statements';
import { parseJsonField, parseStoredObject } from './storedJson';

/** At most this many proposed statements are shown (docs/rules.md, "Agreement"). */
export const MAX_PROPOSED_ISSUES = 4;

/**
 * Polling on the agree page, used only while live updates are down (docs/rules.md, "Agreement"): for the
 * statements to arrive; by the collaborator, for the initiator's review; by the initiator,
 * for the collaborator's outcome (the noCommonConflict flag among it).
 */
export const AGREE_POLLING = {
  proposals: { everyMs: 2000, forMs: 60_000 },
  initiatorReview: { everyMs: 4000, forMs: 120_000 },
  noCommonConflict: { everyMs: 4000, forMs: 300_000 },
} as const;

export interface Candidate {
  statement: string;
  /** Orders the statements (best first); not shown: `reason` says it in words. */
  score: number | null;
  conflictType: ConflictType | null;
  /** Why the statement is offered, in plain words (issue 28); null for statements stored without one. */
  reason: string | null;
}

/** The fields of an Issue these rules read. */
export interface AgreementFacts extends ReviewFacts {
  status?: string | null;
  agreedIssue?: string | null;
  noCommonConflict?: boolean | null;
  initiatorProposedIssue?: string | null;
  collaboratorProposedIssue?: string | null;
}

const includesStatement = (list: readonly string[], statement: string) => list.some((s) => sameStatement(s, statement));

/**
 * The statements to show: the stored candidates (or, without them, the plain proposedIssues
 * list), blank and repeated statements dropped, best score first with missing scores last
 * (ties keep the stored order), at most four, each with its reason in words where stored.
 */
export function proposedCandidates(session: Pick<AgreementFacts, 'proposedIssueCandidatesJson' | 'proposedIssues'>): Candidate[] {
  const stored = parseJsonField(session.proposedIssueCandidatesJson);
  const raw: Candidate[] = Array.isArray(stored)
    ? stored.flatMap((item: unknown) => {
        const c = item as { statement?: unknown; score?: unknown; conflictType?: unknown; reason?: unknown } | null;
        if (typeof c?.statement !== 'string' || !c.statement.trim()) return [];
        const score = typeof c.score === 'number' && Number.isFinite(c.score) ? c.score : null;
        const reason = typeof c.reason === 'string' && c.reason.trim() ? c.reason.trim() : null;
        return [{ statement: c.statement.trim(), score, conflictType: isConflictType(c.conflictType) ? c.conflictType : null, reason }];
      })
    : texts(session.proposedIssues).map((statement) => ({ statement: statement.trim(), score: null, conflictType: null, reason: null }));
  const unique = raw.filter((c, i) => raw.findIndex((other) => sameStatement(other.statement, c.statement)) === i);
  const rank = (c: Candidate) => c.score ?? -Infinity;
  return unique
    .map((c, order) => ({ c, order }))
    .sort((a, b) => rank(b.c) - rank(a.c) || a.order - b.order)
    .map(({ c }) => c)
    .slice(0, MAX_PROPOSED_ISSUES);
}

export interface SideReview {
  accepted: string[];
  reviewed: string[];
}

/** One side's stored answers. */
export function sideReview(session: AgreementFacts, role: Role): SideReview {
  return role === 'initiator'
    ? { accepted: texts(session.initiatorAcceptedIssues), reviewed: texts(session.initiatorReviewedIssues) }
    : { accepted: texts(session.collaboratorAcceptedIssues), reviewed: texts(session.collaboratorReviewedIssues) };
}

/** True when the side has said yes or no to every statement shown. */
export const hasReviewedAll = (review: SideReview, candidates: readonly Candidate[]) =>
  candidates.length > 0 && candidates.every((c) => includesStatement(review.reviewed, c.statement));

const acceptedAny = (review: SideReview, candidates: readonly Candidate[]) =>
  candidates.some((c) => includesStatement(review.accepted, c.statement));

/** The agreed-issue rule: the first candidate, in display order, that both sides accepted. */
export function agreedCandidate(candidates: readonly Candidate[], initiator: SideReview, collaborator: SideReview): Candidate | null {
  return (
    candidates.find((c) => includesStatement(initiator.accepted, c.statement) && includesStatement(collaborator.accepted, c.statement)) ??
    null
  );
}

export type ReviewOutcome =
  /** Nothing to review yet. */
  | { kind: 'no-candidates' }
  /** Both accepted the same statement: a proposed one (index: its Option number - 1) or a wording one side wrote and the other accepted (index null). */
  | { kind: 'agreed'; candidate: Candidate; index: number | null }
  /** Both reviewed everything and at least one side accepted none (which side is not said: issue 27, no blame). */
  | { kind: 'no-common-conflict' }
  /** Both reviewed everything, each accepted something, and nothing in common. */
  | { kind: 'no-overlap' }
  /** At least one side has not answered for every statement yet. */
  | { kind: 'waiting'; for: Role[] };

/**
 * Each side's own wording of the issue (issue 27: after no shared statement, either may write
 * one or edit a proposed one). A side accepts the other's wording by making it its own, so a
 * wording is agreed only when both sides hold the same statement, and a wording changed while
 * the other was accepting it agrees on nothing.
 */
export const PROPOSED_WORDING_FIELDS = { initiator: 'initiatorProposedIssue', collaborator: 'collaboratorProposedIssue' } as const;

/** `side`'s proposed wording, trimmed, or null. */
export function proposedWording(session: AgreementFacts, side: Role): string | null {
  const wording = session[PROPOSED_WORDING_FIELDS[side]];
  return typeof wording === 'string' && wording.trim() ? wording.trim() : null;
}

/** The wording both sides hold, or null. */
export function agreedWording(session: AgreementFacts): string | null {
  const initiator = proposedWording(session, 'initiator');
  const collaborator = proposedWording(session, 'collaborator');
  return initiator && collaborator && sameStatement(initiator, collaborator) ? initiator : null;
}

/** The browser key (session storage) of a wording being typed, so a reload loses nothing (DESIGN.md 9a). */
export const wordingDraftKey = (sessionId: string, role: Role) => `${AGREE_PREFIX}${sessionId}:wording:${role}`;

/** The update that sets (or, with an empty text, withdraws) `side`'s proposed wording. */
export function wordingUpdate(id: string, side: Role, wording: string, now: Date) {
  return { id, [PROPOSED_WORDING_FIELDS[side]]: wording.trim() || null, lastActivityAt: now.toISOString() };
}

/**
 * The review outcome (docs/rules.md, "Agreement"), from both sides' stored answers. Nothing is
 * settled until both have answered every statement (the spec's "once both parties have reviewed
 * all"), so neither learns how the other answered before answering too.
 */
export function reviewOutcome(session: AgreementFacts): ReviewOutcome {
  const candidates = proposedCandidates(session);
  if (!candidates.length) return { kind: 'no-candidates' };
  const initiator = sideReview(session, 'initiator');
  const collaborator = sideReview(session, 'collaborator');
  const agreed = agreedCandidate(candidates, initiator, collaborator);
  if (agreed) return { kind: 'agreed', candidate: agreed, index: candidates.indexOf(agreed) };
  const wording = agreedWording(session);
  if (wording) return { kind: 'agreed', candidate: { statement: wording, score: null, conflictType: null, reason: null }, index: null };
  const initiatorDone = hasReviewedAll(initiator, candidates);
  const collaboratorDone = hasReviewedAll(collaborator, candidates);
  if (initiatorDone && collaboratorDone) {
    return acceptedAny(initiator, candidates) && acceptedAny(collaborator, candidates) ? { kind: 'no-overlap' } : { kind: 'no-common-conflict' };
  }
  const waitingFor: Role[] = [];
  if (!initiatorDone) waitingFor.push('initiator');
  if (!collaboratorDone) waitingFor.push('collaborator');
  return { kind: 'waiting', for: waitingFor };
}

/** One side's answers on the page, keyed by statementKey. */
export type Choices = Record<string, 'yes' | 'no'>;

/** Whether the answers form a complete submission: a yes or no for every statement shown. */
export const choicesComplete = (choices: Choices, candidates: readonly Candidate[]) =>
  candidates.length > 0 && candidates.every((c) => choices[statementKey(c.statement)] !== undefined);

/** A side's stored answers as choices keyed by statementKey, for the page to start from. */
export function storedChoices(review: SideReview, candidates: readonly Candidate[]): Choices {
  const choices: Choices = {};
  for (const c of candidates) {
    if (!includesStatement(review.reviewed, c.statement)) continue;
    choices[statementKey(c.statement)] = includesStatement(review.accepted, c.statement) ? 'yes' : 'no';
  }
  return choices;
}

/** A short, stable fingerprint of a text (32-bit FNV-1a, hex): keys a draft to the statements it answers. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The browser key (session storage) of one side's answers picked on the agree page but not
 * submitted yet, so Back and Forward, a reload or a trip to the overview lose nothing
 * (docs/rules.md, "Agreement"). Keyed by session, side and the statements shown: a new set of
 * statements starts afresh.
 */
export const agreeDraftKey = (sessionId: string, role: Role, candidates: readonly Candidate[]) =>
  `${AGREE_PREFIX}${sessionId}:draft:${role}:${fingerprint(candidates.map((c) => statementKey(c.statement)).join('\n'))}`;

/** A stored draft read back: only yes/no answers for statements shown now; null when there is none. */
export function parseAgreeDraft(raw: string | null, candidates: readonly Candidate[]): Choices | null {
  const stored = parseStoredObject(raw);
  if (!stored) return null;
  const choices: Choices = {};
  for (const c of candidates) {
    const answer = stored[statementKey(c.statement)];
    if (answer === 'yes' || answer === 'no') choices[statementKey(c.statement)] = answer;
  }
  return Object.keys(choices).length ? choices : null;
}

/**
 * The update one side's Submit Selections makes: its own accepted and reviewed lists only,
 * so the other side's answers, submitted at the same moment, are never overwritten.
 */
export function selectionsUpdate(id: string, role: Role, candidates: readonly Candidate[], choices: Choices, now: Date) {
  const reviewed = candidates.filter((c) => choices[statementKey(c.statement)] !== undefined).map((c) => c.statement);
  const accepted = candidates.filter((c) => choices[statementKey(c.statement)] === 'yes').map((c) => c.statement);
  const at = now.toISOString();
  return role === 'initiator'
    ? { id, initiatorAcceptedIssues: accepted, initiatorReviewedIssues: reviewed, initiatorAgreePending: false, lastActivityAt: at }
    : { id, collaboratorAcceptedIssues: accepted, collaboratorReviewedIssues: reviewed, collaboratorAgreePending: false, lastActivityAt: at };
}

/** Statuses in which the review can still change the record; later ones keep their agreement. */
const SETTLING_STATUSES: readonly (string | null | undefined)[] = [null, undefined, '', 'created', 'accepted', 'resolving_issue'];

/**
 * The update that records a settled outcome (agreed, no common conflict or no overlap), or
 * null when there is nothing to record: an agreed issue or no common conflict, once recorded, is
 * final (src/domain/outcomeLocks.ts), and a session past this step keeps what it has. Every
 * outcome puts the session in resolving_issue, as the spec says.
 */
export function outcomeUpdate(session: AgreementFacts & { id: string }, outcome: ReviewOutcome, now: Date) {
  if (outcome.kind === 'waiting' || outcome.kind === 'no-candidates') return null;
  // No common conflict, once recorded, still lets a wording both sides hold become the agreed issue.
  const byWording = outcome.kind === 'agreed' && outcome.index === null;
  const locked = byWording ? recordedOutcome(session) === 'agreed' : agreementRecorded(session);
  if (locked || !SETTLING_STATUSES.includes(session.status)) return null;
  const statusChange = session.status === 'resolving_issue' ? {} : { status: 'resolving_issue' as const };
  const changesStatus = 'status' in statusChange;
  const at = now.toISOString();
  if (outcome.kind === 'agreed') {
    const { statement, score, conflictType } = outcome.candidate;
    return {
      id: session.id,
      agreedIssue: statement,
      ...(conflictType ? { agreedConflictType: conflictType } : {}),
      agreedIssueMeta: JSON.stringify({ statement, score, conflictType, candidateIndex: outcome.index, agreedAt: at }),
      ...(outcome.index === null ? {} : { agreeCandidateIndex: outcome.index }),
      agreedAt: at,
      noCommonConflict: false,
      ...statusChange,
      lastActivityAt: at,
    };
  }
  const noCommonConflict = outcome.kind === 'no-common-conflict';
  // No overlap stays open (either side may still change its answers); only its status is recorded.
  if (!noCommonConflict && !changesStatus) return null;
  return { id: session.id, noCommonConflict, ...statusChange, lastActivityAt: at };
}

/** The outcome the record holds once it is final (src/domain/outcomeLocks.ts), else null. */
export function recordedOutcome(session: AgreementFacts): 'agreed' | 'no-common-conflict' | null {
  if (!agreementRecorded(session)) return null;
  return session.agreedIssue?.trim() ? 'agreed' : 'no-common-conflict';
}

export type AgreeWait = keyof typeof AGREE_POLLING;

/** What the viewer of the agree page is waiting for, which sets its polling; null for nothing. */
export function agreeWait(session: AgreementFacts, role: Role): AgreeWait | null {
  const candidates = proposedCandidates(session);
  if (!candidates.length) return 'proposals';
  const outcome = reviewOutcome(session);
  const other: Role = role === 'initiator' ? 'collaborator' : 'initiator';
  if (outcome.kind !== 'waiting' || !outcome.for.includes(other) || outcome.for.includes(role)) return null;
  return role === 'collaborator' ? 'initiatorReview' : 'noCommonConflict';
}

/** Where each settled outcome takes the viewer. */
export function outcomePath(id: string, outcome: ReviewOutcome): string | null {
  switch (outcome.kind) {
    case 'agreed':
      return paths.session.agreedIssue(id);
    default:
      // No shared statement: the agree page itself offers the way on (write or accept a
      // wording; the communication-style quiz only as an offer), so nobody is sent away.
      return null;
  }
}

export const agreedIssueSuccess = (collaboratorFirstName: string, initiatorFirstName: string) =>
  `${atSentenceStart(collaboratorFirstName)} and ${initiatorFirstName} agreed on this issue:`;
export const NO_OVERLAP_WARNING = "It looks like there isn't a confirmed overlap right now.";
export const NOT_A_PARTICIPANT = 'Please sign in as the invited participant to continue.';
