/**
 * Keeping both people moving (docs/rules.md, "Follow-up"): whose move a session waits for, and
 * which e-mail is due to them now — a your-turn notice, a reminder after two days, a last one
 * after a week, then nothing. Pure: the follow-up function (amplify/functions/follow-up) reads
 * the session, asks `planFollowUp` and records the plan's state with a conditional write before
 * it sends anything, so each notice goes out once however many runs race.
 */
import { hasReviewedAll, proposedCandidates, reviewOutcome, sideReview, type AgreementFacts } from './agreement';
import { hasSavedRanking } from './blindRankings';
import { hasAnsweredCheckIn, openCheckIn, type CheckInFacts } from './checkIns';
import { commitmentRecorded, hasCommitted, readCommitmentRecord } from './commitments';
import { idsToRank, topThreeIds, type RankingFacts } from './rankingRules';
import type { Role } from './sessionRole';
import { hasSolutions } from './solutions';

/** The moves a notice can announce; each names the step the link opens. */
export type TurnStep = 'review-statements' | 'rank-five' | 'rank-three' | 'take-style' | 'make-plan' | 'commit' | 'check-in';

export interface Turn {
  step: TurnStep;
  /** Who must move now (one side, or both when something became ready for both). */
  waiting: Role[];
  /** What just happened, said to the people waiting: `by` moved, or null when Dfuse made it ready. */
  by: Role | null;
  /** Identifies this turn: a new key is a new turn (a new notice, reminders counted afresh). */
  key: string;
}

export interface FollowUpFacts extends AgreementFacts, RankingFacts, CheckInFacts {
  status?: string | null;
  collaboratorJoined?: boolean | null;
  initiatorDCS?: string | null;
  collaboratorDCS?: string | null;
  initiatorImplementPlanJson?: unknown;
  collaboratorImplementPlanJson?: unknown;
}

const SIDES: readonly Role[] = ['initiator', 'collaborator'];
const other = (side: Role): Role => (side === 'initiator' ? 'collaborator' : 'initiator');

/** The turn for a step where each side has to do `done` once: both when neither has, the one left when one has, none when both have. */
function sideTurn(step: TurnStep, done: (side: Role) => boolean, round = ''): Turn | null {
  const waiting = SIDES.filter((side) => !done(side));
  if (waiting.length === 0) return null;
  const by = waiting.length === 1 ? other(waiting[0]) : null;
  return { step, waiting, by, key: `${step}${round}:${waiting.join('+')}` };
}

const present = (value: unknown) => value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * Whose move the session waits for, or null when it waits for nobody (not joined yet, Dfuse at
 * work, no shared issue, deleted, or past the plan). A step both must take only when something
 * became ready for both (new statements are announced by their own e-mail, so not here).
 */
export function currentTurn(session: FollowUpFacts): Turn | null {
  if (session.status === 'closed' || !session.collaboratorJoined) return null;
  if (!session.agreedIssue?.trim()) {
    const candidates = proposedCandidates(session);
    if (candidates.length === 0 || reviewOutcome(session).kind !== 'waiting') return null;
    const turn = sideTurn('review-statements', (side) => hasReviewedAll(sideReview(session, side), candidates));
    // Both still to review: the 'proposed issues are ready' e-mail has told them.
    return turn && turn.waiting.length === 1 ? turn : null;
  }
  if (!hasSolutions(session)) return null;
  if (!session.bestSolutionId) {
    const ids = idsToRank(session);
    const round = topThreeIds(session).length ? 'rank-three' : 'rank-five';
    return sideTurn(round, (side) => hasSavedRanking(session, side, ids));
  }
  const style = sideTurn('take-style', (side) => present(side === 'initiator' ? session.initiatorDCS : session.collaboratorDCS));
  if (style) return style;
  const plan = sideTurn('make-plan', (side) => present(side === 'initiator' ? session.initiatorImplementPlanJson : session.collaboratorImplementPlanJson));
  if (plan) return plan;
  const record = readCommitmentRecord(session.commitmentJson);
  if (!commitmentRecorded(record)) {
    // Both still to commit are on the implement page together, or were told about the plan; one committed: the other's turn.
    const commit = sideTurn('commit', (side) => hasCommitted(record, side));
    return commit && commit.waiting.length === 1 ? commit : null;
  }
  const open = openCheckIn(session);
  return open ? sideTurn('check-in', (side) => hasAnsweredCheckIn(session, side), `-${open.number}`) : null;
}

/** What has gone out to one side of one session. */
export interface SideLog {
  /** When the last notice or reminder went out to them from this session. */
  lastAt?: string;
  /** The turn their last your-turn notice announced (or that they saw on screen, so none was needed). */
  noticedTurn?: string;
  /** The turn the reminders below count for. */
  remindedTurn?: string;
  reminders?: number;
  lastReminderAt?: string;
}

/** The server's follow-up bookkeeping of a session (the Issue's `followUpJson`, server-only). */
export interface FollowUpState {
  turn?: { key: string; since: string };
  sides?: Partial<Record<Role, SideLog>>;
}

export type NoticeKind = 'your-turn' | 'reminder' | 'last-reminder';

export interface DueNotice {
  to: Role;
  kind: NoticeKind;
  turn: Turn;
}

export const FOLLOW_UP_TIMING = {
  /** Seen within this long: they are in the session now, so no e-mail. */
  activeMs: 5 * 60_000,
  /** At most one e-mail per person per session in this window; what falls in it is coalesced into the next. */
  coalesceMs: 3 * 3_600_000,
  firstReminderMs: 2 * 24 * 3_600_000,
  lastReminderMs: 7 * 24 * 3_600_000,
} as const;

export interface FollowUpInput {
  turn: Turn | null;
  state: FollowUpState;
  /** When each side was last seen in this session (its page's heartbeat). */
  seenAt: Partial<Record<Role, string | null | undefined>>;
  /** Sides that turned notices and reminders off. */
  optedOut: Partial<Record<Role, boolean>>;
  now: Date;
}

const since = (iso: string | undefined, now: Date) => (iso ? now.getTime() - Date.parse(iso) : Number.POSITIVE_INFINITY);

/**
 * The e-mails due now and the state that records them (and the turn's start). `changed` is
 * false when nothing needs writing. A person active in the session gets no notice (the turn
 * counts as noticed); one e-mailed less than `coalesceMs` ago waits, and then gets one notice
 * for whatever the turn is by then.
 */
export function planFollowUp({ turn, state, seenAt, optedOut, now }: FollowUpInput): { state: FollowUpState; notices: DueNotice[]; changed: boolean } {
  const at = now.toISOString();
  if (!turn) return { state, notices: [], changed: false };
  const next: FollowUpState = {
    turn: state.turn?.key === turn.key ? state.turn : { key: turn.key, since: at },
    sides: { ...state.sides },
  };
  let changed = next.turn !== state.turn;
  const notices: DueNotice[] = [];
  for (const side of turn.waiting) {
    const log: SideLog = { ...next.sides?.[side] };
    const active = since(seenAt[side] ?? undefined, now) < FOLLOW_UP_TIMING.activeMs;
    if (optedOut[side]) continue;
    if (log.noticedTurn !== turn.key) {
      if (active) {
        log.noticedTurn = turn.key;
      } else if (since(log.lastAt, now) >= FOLLOW_UP_TIMING.coalesceMs) {
        log.noticedTurn = turn.key;
        log.lastAt = at;
        notices.push({ to: side, kind: 'your-turn', turn });
      } else continue;
    } else {
      const sent = log.remindedTurn === turn.key ? (log.reminders ?? 0) : 0;
      const waited = since(next.turn!.since, now);
      const due: NoticeKind | null =
        sent < 2 && waited >= FOLLOW_UP_TIMING.lastReminderMs ? 'last-reminder' : sent < 1 && waited >= FOLLOW_UP_TIMING.firstReminderMs ? 'reminder' : null;
      if (!due || active) continue;
      log.remindedTurn = turn.key;
      log.reminders = due === 'last-reminder' ? 2 : 1;
      log.lastReminderAt = at;
      log.lastAt = at;
      notices.push({ to: side, kind: due, turn });
    }
    next.sides = { ...next.sides, [side]: log };
    changed = true;
  }
  return { state: changed ? next : state, notices, changed };
}

/** The stored state, or an empty one when it is missing or not what this module writes. */
export function readFollowUpState(raw: unknown): FollowUpState {
  const value = typeof raw === 'string' ? safeParse(raw) : raw;
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as FollowUpState) : {};
}

function safeParse(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/**
 * For the person who moved and now waits: when the other was last reminded of the turn they
 * are on, or null (their overview says it).
 */
export function reminderSentTo(session: FollowUpFacts & { followUpJson?: unknown }, viewer: Role): string | null {
  const turn = currentTurn(session);
  const waiting = other(viewer);
  if (!turn || !turn.waiting.includes(waiting)) return null;
  const log = readFollowUpState(session.followUpJson).sides?.[waiting];
  return log?.remindedTurn === turn.key && log.lastReminderAt ? log.lastReminderAt : null;
}
