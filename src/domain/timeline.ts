/**
 * The journey (docs/rules.md, "Commit and review"; issue 26): each step of one session, when, and
 * who moved it, derived from what the shared Issue record already holds, and the commitments kept
 * at each check-in, for the timeline page. Never the other side's private words or answers: an
 * entry says only that a side did something (answered, ranked, committed), never what; check-in
 * answers count only once both answered (a recorded check-in), as the check-in page shows them.
 *
 * The record holds no time for some steps (the rankings, the best solution, the style tests, the
 * plans): those entries have `at: null` and keep their place in the order of the steps.
 */
import { readCommitmentRecord, type RecordedCommitment } from './commitments';
import { hasAnsweredCheckIn, openCheckIn, readReviewRecord, type CheckInFacts, type KeptAnswer, type RecordedCheckIn } from './checkIns';
import { readHistory } from './rounds';
import type { Role } from './sessionRole';

/** Who moved a step: one side, both together, or the server (no one in particular). */
export type Mover = Role | 'both' | 'server';

export interface TimelineEntry {
  /** Stable and unique within the timeline. */
  key: string;
  /** What happened, in plain words, naming no one (the page names the mover). */
  step: string;
  /** When, as the record holds it; null when it holds no time for this step. */
  at: string | null;
  by: Mover;
  /** The round of the five solutions it belongs to, from 1; absent for the steps before them. */
  round?: number;
}

/** How the commitments stood at one recorded check-in: each counted once, by the lesser of the two answers. */
export interface KeptTally {
  /** "Round 1, check-in 1" or "Check-in 2" when there was only one round. */
  label: string;
  round: number;
  checkIn: number;
  recordedAt: string;
  kept: number;
  partly: number;
  notKept: number;
}

/** The fields of the Issue the timeline reads. */
export interface TimelineFacts extends CheckInFacts {
  createdAt?: string | null;
  inviteEmailSentAt?: string | null;
  collaboratorAcceptedAt?: string | null;
  agreedIssue?: string | null;
  agreedAt?: string | null;
  initiatorDCS?: string | null;
  collaboratorDCS?: string | null;
  proposedSolutionsJson?: unknown;
  initiatorSolutionRankings?: unknown;
  collaboratorSolutionRankings?: unknown;
  topThreeSolutionIds?: unknown;
  bestSolutionId?: string | null;
  initiatorImplementPlanJson?: unknown;
  collaboratorImplementPlanJson?: unknown;
  historyJson?: unknown;
  status?: string | null;
}

const SIDES: Role[] = ['initiator', 'collaborator'];
const filled = (value: unknown) => value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);
const DCS = { initiator: 'initiatorDCS', collaborator: 'collaboratorDCS' } as const;
const OUTCOME_WORDS = { holding: 'holding', 'needs-another-look': 'needs another look' } as const;

/** What one round of the five solutions decided, as the session holds it now or as the history kept it. */
interface Round {
  number: number;
  rankings: Record<Role, unknown>;
  topThree: unknown;
  bestSolutionId: unknown;
  plans: Record<Role, unknown>;
  commitment: unknown;
  review: unknown;
  /** How it ended (earlier rounds only). */
  ended?: { at: string; wayBack: 'adjust' | 'new-round' };
}

/** The fields a round's decisions live in, on the session now and in each round the history kept. */
type RoundFields = Pick<
  TimelineFacts,
  'initiatorSolutionRankings' | 'collaboratorSolutionRankings' | 'topThreeSolutionIds' | 'initiatorImplementPlanJson' | 'collaboratorImplementPlanJson'
> & { bestSolutionId?: unknown };

const roundOf = (number: number, fields: RoundFields, commitment: unknown, review: unknown, ended?: Round['ended']): Round => ({
  number,
  rankings: { initiator: fields.initiatorSolutionRankings, collaborator: fields.collaboratorSolutionRankings },
  topThree: fields.topThreeSolutionIds,
  bestSolutionId: fields.bestSolutionId,
  plans: { initiator: fields.initiatorImplementPlanJson, collaborator: fields.collaboratorImplementPlanJson },
  commitment,
  review,
  ended,
});

function rounds(session: TimelineFacts): Round[] {
  const earlier = readHistory(session.historyJson).map((kept, index) =>
    roundOf(index + 1, kept as RoundFields, kept.commitment, kept.review, { at: kept.endedAt, wayBack: kept.wayBack }),
  );
  return [...earlier, roundOf(earlier.length + 1, session, session.commitmentJson, session.reviewJson)];
}

function roundEntries(round: Round, session: TimelineFacts): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  const add = (key: string, step: string, at: string | null, by: Mover) => entries.push({ key: `r${round.number}-${key}`, step, at, by, round: round.number });
  for (const side of SIDES) if (filled(round.rankings[side])) add(`ranked-${side}`, 'Ranked the five solutions', null, side);
  if (filled(round.topThree)) add('top-three', 'Shared top three found', null, 'server');
  if (filled(round.bestSolutionId)) add('best', 'Best solution chosen', null, 'both');
  for (const side of SIDES) if (filled(round.plans[side])) add(`plan-${side}`, 'Plan for their part ready', null, side);
  const record = readCommitmentRecord(round.commitment);
  const committedAt = { initiator: record.initiatorCommittedAt, collaborator: record.collaboratorCommittedAt };
  for (const side of SIDES) if (committedAt[side]) add(`committed-${side}`, 'Said "I commit"', committedAt[side] ?? null, side);
  if (record.committedAt) add('commitment', record.trialDays ? `Commitment recorded: a ${record.trialDays}-day trial` : 'Commitment recorded', record.committedAt, 'server');
  const review = readReviewRecord(round.review);
  for (const checkIn of review.checkIns ?? []) {
    add(`check-in-${checkIn.number}`, `Check-in ${checkIn.number}: ${OUTCOME_WORDS[checkIn.outcome] ?? checkIn.outcome}`, checkIn.recordedAt, 'both');
  }
  if (!round.ended) {
    const open = openCheckIn(session);
    if (open) {
      add(`check-in-${open.number}-open`, `Check-in ${open.number} opened`, review.open?.openedAt ?? open.dueAt, 'server');
      for (const side of SIDES) if (hasAnsweredCheckIn(session, side)) add(`check-in-${open.number}-${side}`, `Answered check-in ${open.number}`, null, side);
    }
  } else {
    add('ended', round.ended.wayBack === 'adjust' ? 'Went back to adjust the plan' : 'Started a new round with the five solutions', round.ended.at, 'both');
  }
  return entries;
}

/** Every step of the session so far, in the order of the steps, each with when and who moved it. */
export function sessionTimeline(session: TimelineFacts): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  const add = (key: string, step: string, at: string | null, by: Mover) => entries.push({ key, step, at, by });
  if (session.createdAt) add('started', 'Session started', session.createdAt, 'initiator');
  if (session.inviteEmailSentAt) add('invited', 'Invitation sent', session.inviteEmailSentAt, 'initiator');
  if (session.collaboratorAcceptedAt) add('joined', 'Joined and answered the three questions', session.collaboratorAcceptedAt, 'collaborator');
  if (filled(session.agreedIssue)) add('agreed', 'Agreed on the issue', session.agreedAt ?? null, 'both');
  for (const side of SIDES) if (filled(session[DCS[side]])) add(`dcs-${side}`, 'Conflict style known', null, side);
  if (filled(session.proposedSolutionsJson)) add('solutions', 'Five solutions ready', null, 'server');
  for (const round of rounds(session)) entries.push(...roundEntries(round, session));
  if (session.status === 'concluded') add('resolved', 'Marked resolved', null, 'both');
  return entries;
}

const ORDER: KeptAnswer[] = ['kept', 'partly', 'not-kept'];

/** The lesser of the two sides' answers for one commitment (not kept before partly before kept). */
function lesser(checkIn: RecordedCheckIn, id: string): KeptAnswer {
  const answers = [checkIn.initiator?.kept?.[id], checkIn.collaborator?.kept?.[id]].filter((a): a is KeptAnswer => ORDER.includes(a as KeptAnswer));
  return answers.reduce<KeptAnswer>((worst, answer) => (ORDER.indexOf(answer) > ORDER.indexOf(worst) ? answer : worst), 'kept');
}

/** The commitments kept, partly kept and not kept at each recorded check-in, in every round. */
export function keptByCheckIn(session: TimelineFacts): KeptTally[] {
  const all = rounds(session);
  return all.flatMap((round) => {
    const commitments: RecordedCommitment[] = readCommitmentRecord(round.commitment).commitments ?? [];
    return (readReviewRecord(round.review).checkIns ?? []).map((checkIn) => {
      const verdicts = commitments.map((c) => lesser(checkIn, c.id));
      const count = (answer: KeptAnswer) => verdicts.filter((v) => v === answer).length;
      return {
        label: all.length > 1 ? `Round ${round.number}, check-in ${checkIn.number}` : `Check-in ${checkIn.number}`,
        round: round.number,
        checkIn: checkIn.number,
        recordedAt: checkIn.recordedAt,
        kept: count('kept'),
        partly: count('partly'),
        notKept: count('not-kept'),
      };
    });
  });
}
