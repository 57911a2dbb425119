/**
 * Step 7, commit (docs/rules.md, "Commit and review"; issue 26): each side turns its part of the
 * plan into one to five if-then commitments ("When X happens, I will Y") with a trial period, in
 * its own field (`initiatorCommitmentsJson` / `collaboratorCommitmentsJson`), editable until it
 * commits. "I commit" is asked of settle-session, which marks that side committed; once both have,
 * it records the commitment both share (`commitmentJson`, server-only): both lists frozen, the
 * trial and its end date. The trial must be the same for both: the later side is asked to match
 * the trial the first one committed to.
 *
 * The AppSync update guard is bundled from this module (through issueUpdateRules.ts), so it is
 * written in the APPSYNC_JS subset (no try/catch, while or classic for loops, regex, `in`, Set or Map).
 */
import { COMMITMENT_LIMITS } from './limits';
import { storedDocument } from './solutionIds';
import type { Role } from './sessionRole';

export interface Commitment {
  /** The situation: "When X happens". */
  when: string;
  /** The action: "I will Y". */
  will: string;
}

/** One side's draft, its own field. */
export interface CommitmentDraft {
  commitments: Commitment[];
  trialDays: number;
}

/** A commitment as recorded, with the id the check-ins answer it by (`i1`…`i5`, `c1`…`c5`). */
export interface RecordedCommitment extends Commitment {
  id: string;
  side: Role;
}

/** The server's record (`commitmentJson`): who has committed, and once both have, what both share. */
export interface CommitmentRecord {
  initiatorCommittedAt?: string;
  collaboratorCommittedAt?: string;
  /** The trial the first side committed to; the other must match it. */
  trialDays?: number;
  /** Set once both committed: the frozen lists, the trial and its end. */
  committedAt?: string;
  trialEndsAt?: string;
  commitments?: RecordedCommitment[];
}

export const TRIAL_DAY_CHOICES = [7, 14, 21, 28] as const;
export const DEFAULT_TRIAL_DAYS = 14;

export const COMMITMENT_MESSAGES = {
  none: 'Add at least one commitment.',
  tooMany: `Keep it to ${COMMITMENT_LIMITS.maxCommitments} commitments or fewer.`,
  noWhen: 'Each commitment needs a "When": the situation in which you will act.',
  noWill: 'Each commitment needs an "I will": what you will do then.',
  tooLong: `Each "When" and "I will" must be ${COMMITMENT_LIMITS.text} characters or fewer.`,
  trial: 'Choose a trial period of 7, 14, 21 or 28 days.',
  notAList: 'The commitments could not be read; please enter them again.',
  committed: 'You have already committed, so your commitments can no longer change.',
} as const;

export const COMMITMENTS_FIELD = { initiator: 'initiatorCommitmentsJson', collaborator: 'collaboratorCommitmentsJson' } as const;
export const COMMITTED_AT = { initiator: 'initiatorCommittedAt', collaborator: 'collaboratorCommittedAt' } as const;

const SIDES: Role[] = ['initiator', 'collaborator'];
const DAY_MS = 24 * 3_600_000;

/**
 * An AWSJSON value as stored or sent: JSON text, or the value already parsed. A JSON string (say
 * `""`) is no list or record and reads as nothing, never a parse error (src/domain/solutionIds.ts).
 */
export function jsonValue(raw: unknown): unknown {
  return storedDocument(raw);
}

const asObject = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** The stored record, or an empty one. */
export function readCommitmentRecord(raw: unknown): CommitmentRecord {
  return (asObject(raw === null || raw === undefined ? null : jsonValue(raw)) ?? {}) as CommitmentRecord;
}

/** A side's draft as stored, or null when there is none (or it is not a draft). */
export function readDraft(raw: unknown): CommitmentDraft | null {
  const value = asObject(raw === null || raw === undefined ? null : jsonValue(raw));
  return value && Array.isArray(value.commitments) ? (value as unknown as CommitmentDraft) : null;
}

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** Why `draft` cannot be saved or committed, or null: one to five commitments, each When and I will filled and within the limit, a trial of the choices. */
export function draftProblem(draft: unknown): string | null {
  const value = asObject(draft);
  if (!value || !Array.isArray(value.commitments)) return COMMITMENT_MESSAGES.notAList;
  const list = value.commitments as unknown[];
  if (list.length === 0) return COMMITMENT_MESSAGES.none;
  if (list.length > COMMITMENT_LIMITS.maxCommitments) return COMMITMENT_MESSAGES.tooMany;
  const items = list.map((item) => asObject(item) ?? {});
  if (items.some((item) => blank(item.when))) return COMMITMENT_MESSAGES.noWhen;
  if (items.some((item) => blank(item.will))) return COMMITMENT_MESSAGES.noWill;
  if (items.some((item) => String(item.when).trim().length > COMMITMENT_LIMITS.text || String(item.will).trim().length > COMMITMENT_LIMITS.text)) {
    return COMMITMENT_MESSAGES.tooLong;
  }
  return (TRIAL_DAY_CHOICES as readonly unknown[]).includes(value.trialDays) ? null : COMMITMENT_MESSAGES.trial;
}

/** The draft as saved: each text trimmed. */
export function cleanDraft(draft: CommitmentDraft): CommitmentDraft {
  return { commitments: draft.commitments.map((c) => ({ when: c.when.trim(), will: c.will.trim() })), trialDays: draft.trialDays };
}

/** Whether `side` has said "I commit" (recorded by the server). */
export const hasCommitted = (record: CommitmentRecord, side: Role) => typeof record[COMMITTED_AT[side]] === 'string';

/** Whether both have committed and the server recorded what both share. */
export const commitmentRecorded = (record: CommitmentRecord) => typeof record.committedAt === 'string' && Array.isArray(record.commitments);

/**
 * Why an update touching a side's commitments is refused, or null: a side that has committed can
 * no longer change them (the record the same write sets counts, so the server can reopen them),
 * and a draft must be valid (draftProblem); null clears a draft.
 */
export function commitmentsUpdateProblem(input: Record<string, unknown>, stored: Record<string, unknown>): string | null {
  const record = readCommitmentRecord(Object.hasOwn(input, 'commitmentJson') ? input.commitmentJson : stored.commitmentJson);
  const touched = SIDES.filter((side) => Object.hasOwn(input, COMMITMENTS_FIELD[side]));
  if (touched.some((side) => hasCommitted(record, side)) && !Object.hasOwn(input, 'commitmentJson')) return COMMITMENT_MESSAGES.committed;
  const problems = touched
    .map((side) => input[COMMITMENTS_FIELD[side]])
    .filter((value) => value !== null && value !== undefined)
    .map((value) => draftProblem(jsonValue(value)))
    .filter((problem) => problem !== null);
  return problems.length ? problems[0] : null;
}

/** The other side's trial when it committed first and `mine` differs, for the "please match" message. */
export function trialToMatch(record: CommitmentRecord, mine: number): number | null {
  return typeof record.trialDays === 'number' && record.trialDays !== mine ? record.trialDays : null;
}

export const trialMismatchMessage = (otherFirst: string, days: number) =>
  `${otherFirst} committed to a ${days}-day trial. Please choose the same trial, ${days} days, so you both try the plan for the same time.`;

/** What settle-session decides when `side` asks to commit. */
export type CommitDecision =
  | { kind: 'invalid'; message: string }
  | { kind: 'match-trial'; trialDays: number }
  | { kind: 'already'; record: CommitmentRecord }
  | { kind: 'committed'; record: CommitmentRecord; both: boolean };

export interface CommitFacts {
  initiatorCommitmentsJson?: unknown;
  collaboratorCommitmentsJson?: unknown;
  commitmentJson?: unknown;
}

/** The recorded lists, each commitment with its id. */
export function recordCommitments(initiator: CommitmentDraft, collaborator: CommitmentDraft): RecordedCommitment[] {
  const of = (side: Role, draft: CommitmentDraft) =>
    cleanDraft(draft).commitments.map((c, index) => ({ id: `${side === 'initiator' ? 'i' : 'c'}${index + 1}`, side, when: c.when, will: c.will }));
  return of('initiator', initiator).concat(of('collaborator', collaborator));
}

/** `side` asks to commit at `now`: its draft must be valid and its trial the one the other committed to; both committed records the commitment. */
export function decideCommit(session: CommitFacts, side: Role, now: Date): CommitDecision {
  const record = readCommitmentRecord(session.commitmentJson);
  if (hasCommitted(record, side)) return { kind: 'already', record };
  const draft = readDraft(session[COMMITMENTS_FIELD[side]]);
  const problem = draft ? draftProblem(draft) : COMMITMENT_MESSAGES.none;
  if (problem !== null || !draft) return { kind: 'invalid', message: problem ?? COMMITMENT_MESSAGES.none };
  const match = trialToMatch(record, draft.trialDays);
  if (match !== null) return { kind: 'match-trial', trialDays: match };
  const at = now.toISOString();
  const next: CommitmentRecord = { ...record, [COMMITTED_AT[side]]: at, trialDays: draft.trialDays };
  const other: Role = side === 'initiator' ? 'collaborator' : 'initiator';
  if (!hasCommitted(record, other)) return { kind: 'committed', record: next, both: false };
  const otherDraft = readDraft(session[COMMITMENTS_FIELD[other]]);
  const lists = side === 'initiator' ? recordCommitments(draft, otherDraft!) : recordCommitments(otherDraft!, draft);
  return {
    kind: 'committed',
    both: true,
    record: { ...next, committedAt: at, trialEndsAt: new Date(now.getTime() + draft.trialDays * DAY_MS).toISOString(), commitments: lists },
  };
}
