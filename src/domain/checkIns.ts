/**
 * Step 7, review (docs/rules.md, "Commit and review"; issue 26): when the trial ends, and again 6
 * and 12 weeks after the commitment unless either side turned those off, the follow-up function
 * opens a check-in (`reviewJson.open`, server-only) and e-mails both. Each answers privately in its
 * own field (`initiatorCheckInJson` / `collaboratorCheckInJson`): per commitment of both sides
 * kept / partly / not kept, whether the arrangement is still fair (1-5), how talking to each other
 * has gone (1-5), a short note. The other's answers stay hidden at the API until both answered
 * (sealCheckIns, run with the blind rankings on every read). settle-session then records the
 * outcome: holding (no commitment not kept, both find it fair, 3 or more) or needs another look.
 *
 * The AppSync guards are bundled from this module, so it is written in the APPSYNC_JS subset
 * (no try/catch, while or classic for loops, regex, `in`, Set or Map).
 */
import { commitmentRecorded, jsonValue, readCommitmentRecord, type CommitmentRecord, type RecordedCommitment } from './commitments';
import { COMMITMENT_LIMITS } from './limits';
import type { Role } from './sessionRole';

export const KEPT_ANSWERS = ['kept', 'partly', 'not-kept'] as const;
export type KeptAnswer = (typeof KEPT_ANSWERS)[number];

/** One side's answers to check-in `checkIn`. */
export interface CheckInAnswers {
  checkIn: number;
  /** By commitment id (both sides' commitments). */
  kept: Record<string, KeptAnswer>;
  /** Is the arrangement still fair, 1 (not at all) to 5 (fully). */
  fairness: number;
  /** How talking to each other has gone, 1 (badly) to 5 (well). */
  talking: number;
  note: string;
}

export type CheckInOutcome = 'holding' | 'needs-another-look';

export interface RecordedCheckIn {
  number: number;
  dueAt: string;
  recordedAt: string;
  outcome: CheckInOutcome;
  /** The commitments either side said were not kept or only partly kept. */
  needsAnotherLook: string[];
  initiator: CheckInAnswers;
  collaborator: CheckInAnswers;
}

/** The server's record (`reviewJson`): the check-in open now, and the ones recorded. */
export interface ReviewRecord {
  open?: { number: number; dueAt: string; openedAt: string } | null;
  checkIns?: RecordedCheckIn[];
}

export const CHECK_IN_FIELD = { initiator: 'initiatorCheckInJson', collaborator: 'collaboratorCheckInJson' } as const;
export const LATER_CHECK_INS_OFF_FIELD = { initiator: 'initiatorLaterCheckInsOff', collaborator: 'collaboratorLaterCheckInsOff' } as const;

/** The check-ins after the trial's end: weeks after the commitment. */
export const LATER_CHECK_IN_WEEKS = [6, 12] as const;
/** A check-in's fairness at or above this (from both) can hold. */
export const FAIR_ENOUGH = 3;

export const CHECK_IN_MESSAGES = {
  notOpen: 'There is no check-in open right now.',
  recorded: 'This check-in is complete, so its answers can no longer change.',
  kept: 'Please say for each commitment whether it was kept, partly kept or not kept.',
  fairness: 'Please choose how fair the arrangement feels now, from 1 to 5.',
  talking: 'Please choose how talking to each other has gone, from 1 to 5.',
  note: `The note must be ${COMMITMENT_LIMITS.checkInNote} characters or fewer.`,
  notAnswers: 'The check-in answers could not be read; please answer again.',
} as const;

/** How a side's answers read to the other before both answered: that it answered, nothing of how. */
export const SEALED_CHECK_IN = 'sealed';

const SIDES: Role[] = ['initiator', 'collaborator'];
const DAY_MS = 24 * 3_600_000;

const asObject = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

const parsed = (raw: unknown) => asObject(raw === null || raw === undefined ? null : jsonValue(raw));

export function readReviewRecord(raw: unknown): ReviewRecord {
  return (parsed(raw) ?? {}) as ReviewRecord;
}

/** A side's answers as read (maybe sealed), or null. */
export function readCheckIn(raw: unknown): (CheckInAnswers & { sealed?: string }) | null {
  const value = parsed(raw);
  return value && typeof value.checkIn === 'number' ? (value as unknown as CheckInAnswers & { sealed?: string }) : null;
}

export interface CheckInFacts {
  commitmentJson?: unknown;
  reviewJson?: unknown;
  initiatorCheckInJson?: unknown;
  collaboratorCheckInJson?: unknown;
  initiatorLaterCheckInsOff?: boolean | null;
  collaboratorLaterCheckInsOff?: boolean | null;
}

/** The check-in open now and not recorded yet, or null. */
export function openCheckIn(session: CheckInFacts): { number: number; dueAt: string } | null {
  const review = readReviewRecord(session.reviewJson);
  const open = review.open;
  if (!open || typeof open.number !== 'number') return null;
  return (review.checkIns ?? []).some((c) => c.number === open.number) ? null : open;
}

/** Whether `side` has answered the open check-in (also when its answers are sealed from the reader). */
export function hasAnsweredCheckIn(session: CheckInFacts, side: Role): boolean {
  const open = openCheckIn(session);
  const answers = readCheckIn(session[CHECK_IN_FIELD[side]]);
  return open !== null && answers !== null && answers.checkIn === open.number;
}

/** When each check-in of the recorded commitment falls due: the trial's end, then 6 and 12 weeks after committing unless either turned those off. */
export function checkInSchedule(record: CommitmentRecord, laterOff: boolean): { number: number; dueAt: string }[] {
  if (!commitmentRecorded(record) || !record.trialEndsAt) return [];
  const first = { number: 1, dueAt: record.trialEndsAt };
  if (laterOff) return [first];
  const committed = Date.parse(record.committedAt!);
  const schedule = [first];
  for (const weeks of LATER_CHECK_IN_WEEKS) schedule.push({ number: schedule.length + 1, dueAt: new Date(committed + weeks * 7 * DAY_MS).toISOString() });
  return schedule;
}

/**
 * The review record with the next check-in opened, when one fell due by `now`; null when none is
 * due. None opens while one is open, nor after an outcome that needs another look (the two choose
 * a way back first).
 */
export function openDueCheckIn(session: CheckInFacts, now: Date): ReviewRecord | null {
  const record = readCommitmentRecord(session.commitmentJson);
  const review = readReviewRecord(session.reviewJson);
  if (openCheckIn(session)) return null;
  const recorded = review.checkIns ?? [];
  if (recorded.length && recorded[recorded.length - 1].outcome === 'needs-another-look') return null;
  const laterOff = session.initiatorLaterCheckInsOff === true || session.collaboratorLaterCheckInsOff === true;
  const last = recorded.reduce((highest, c) => Math.max(highest, c.number), review.open?.number ?? 0);
  const next = checkInSchedule(record, laterOff).find((entry) => entry.number > last);
  if (!next || Date.parse(next.dueAt) > now.getTime()) return null;
  return { ...review, open: { number: next.number, dueAt: next.dueAt, openedAt: now.toISOString() } };
}

const isScore = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;

/** Why `answers` cannot be saved for the open check-in of `session`, or null. */
export function checkInAnswersProblem(answers: unknown, session: CheckInFacts): string | null {
  const value = asObject(answers);
  if (!value) return CHECK_IN_MESSAGES.notAnswers;
  const open = openCheckIn(session);
  const review = readReviewRecord(session.reviewJson);
  if ((review.checkIns ?? []).some((c) => c.number === value.checkIn)) return CHECK_IN_MESSAGES.recorded;
  if (!open || value.checkIn !== open.number) return CHECK_IN_MESSAGES.notOpen;
  const ids = (readCommitmentRecord(session.commitmentJson).commitments ?? []).map((c) => c.id);
  const kept = asObject(value.kept) ?? {};
  const keys = Object.keys(kept);
  const complete = keys.length === ids.length && ids.every((id) => (KEPT_ANSWERS as readonly unknown[]).includes(kept[id]));
  if (!complete) return CHECK_IN_MESSAGES.kept;
  if (!isScore(value.fairness)) return CHECK_IN_MESSAGES.fairness;
  if (!isScore(value.talking)) return CHECK_IN_MESSAGES.talking;
  if (value.note !== undefined && value.note !== null && typeof value.note !== 'string') return CHECK_IN_MESSAGES.notAnswers;
  return typeof value.note === 'string' && value.note.trim().length > COMMITMENT_LIMITS.checkInNote ? CHECK_IN_MESSAGES.note : null;
}

/** Why an update touching a side's check-in answers is refused, or null (null clears them; the server's own reset names the record it sets). */
export function checkInUpdateProblem(input: Record<string, unknown>, stored: Record<string, unknown>): string | null {
  const session = { ...stored, ...input } as CheckInFacts;
  const touched = SIDES.filter((side) => Object.hasOwn(input, CHECK_IN_FIELD[side]) && input[CHECK_IN_FIELD[side]] !== null);
  const problems = touched.map((side) => checkInAnswersProblem(jsonValue(input[CHECK_IN_FIELD[side]]), session)).filter((p) => p !== null);
  return problems.length ? problems[0] : null;
}

/** Whether both answered the same check-in, so each may read the other's answers. */
export function checkInsRevealed(session: CheckInFacts): boolean {
  const mine = readCheckIn(session.initiatorCheckInJson);
  const theirs = readCheckIn(session.collaboratorCheckInJson);
  return mine !== null && theirs !== null && !mine.sealed && !theirs.sealed && mine.checkIn === theirs.checkIn;
}

/** The session with the answers of `hidden` sides sealed, unless both answered the same check-in. */
export function sealCheckIns<T extends CheckInFacts>(session: T, hidden: Role[]): T {
  if (checkInsRevealed(session)) return session;
  return hidden.reduce((result, side) => {
    const raw = result[CHECK_IN_FIELD[side]];
    const answers = readCheckIn(raw);
    // In the shape the value came in (JSON text, or the value the data source already parsed), so it reads back as the answers would.
    const marker = answers ? { checkIn: answers.checkIn, sealed: SEALED_CHECK_IN } : null;
    const sealed = marker && typeof raw === 'string' ? JSON.stringify(marker) : marker;
    return { ...result, [CHECK_IN_FIELD[side]]: sealed };
  }, session);
}

/** What settle-session decides at the check-in step. */
export type CheckInDecision =
  | { kind: 'no-check-in' }
  | { kind: 'waiting'; for: Role[] }
  | { kind: 'recorded'; checkIn: RecordedCheckIn; review: ReviewRecord };

/** Holding when no commitment is "not kept" and both find the arrangement fair enough; otherwise the commitments either marked not or partly kept. */
export function checkInOutcome(initiator: CheckInAnswers, collaborator: CheckInAnswers, commitments: RecordedCommitment[]): { outcome: CheckInOutcome; needsAnotherLook: string[] } {
  const answers = [initiator, collaborator];
  const notKept = answers.some((a) => Object.values(a.kept).includes('not-kept'));
  const fair = answers.every((a) => a.fairness >= FAIR_ENOUGH);
  const needsAnotherLook = commitments.map((c) => c.id).filter((id) => answers.some((a) => a.kept[id] !== 'kept'));
  return { outcome: !notKept && fair ? 'holding' : 'needs-another-look', needsAnotherLook };
}

/** Once both answered the open check-in, its outcome recorded (the open check-in closed); before, who it waits for. */
export function decideCheckIn(session: CheckInFacts, now: Date): CheckInDecision {
  const open = openCheckIn(session);
  if (!open) {
    const last = (readReviewRecord(session.reviewJson).checkIns ?? []).slice(-1)[0];
    return last ? { kind: 'recorded', checkIn: last, review: readReviewRecord(session.reviewJson) } : { kind: 'no-check-in' };
  }
  const waiting = SIDES.filter((side) => !hasAnsweredCheckIn(session, side));
  if (waiting.length) return { kind: 'waiting', for: waiting };
  const initiator = readCheckIn(session.initiatorCheckInJson)!;
  const collaborator = readCheckIn(session.collaboratorCheckInJson)!;
  const { outcome, needsAnotherLook } = checkInOutcome(initiator, collaborator, readCommitmentRecord(session.commitmentJson).commitments ?? []);
  const checkIn: RecordedCheckIn = { number: open.number, dueAt: open.dueAt, recordedAt: now.toISOString(), outcome, needsAnotherLook, initiator, collaborator };
  const review = readReviewRecord(session.reviewJson);
  return { kind: 'recorded', checkIn, review: { open: null, checkIns: (review.checkIns ?? []).concat([checkIn]) } };
}

/** The last recorded check-in, or null. */
export function latestCheckIn(session: CheckInFacts): RecordedCheckIn | null {
  const recorded = readReviewRecord(session.reviewJson).checkIns ?? [];
  return recorded.length ? recorded[recorded.length - 1] : null;
}
