/**
 * The read-back after a flow run: every field a pair's ledger holds (what a client saw
 * acknowledged, scripts/flow/pair.ts) is read again, as the people themselves, and compared.
 */
import { STATUS_STEP, type IssueStatus } from '../../src/domain/status';
import { CHECK_IN_FIELD, readCheckIn, readReviewRecord } from '../../src/domain/checkIns';
import { COMMITMENTS_FIELD, readCommitmentRecord, readDraft } from '../../src/domain/commitments';
import type { Ledger, PairRun } from './pair';
import type { FlowUser, Net } from '../../tests/support/flowUser';

type Fields = Record<string, unknown>;

/** Canonical JSON (keys sorted; JSON held in strings parsed), so equal values compare equal. */
function canonical(value: unknown): string {
  const normalize = (v: unknown): unknown => {
    if (typeof v === 'string' && /^[[{]/.test(v)) {
      try {
        return normalize(JSON.parse(v));
      } catch {
        return v;
      }
    }
    if (Array.isArray(v)) return v.map(normalize);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)).map(([k, x]) => [k, normalize(x)]));
    return v ?? null;
  };
  return JSON.stringify(normalize(value));
}

export interface LostUpdate {
  pair: number;
  field: string;
  expected: string;
  found: string;
}

/** Two values that differ, each cut to `width` characters from a little before where they part, so a report shows the difference. */
export function whereTheyDiffer(expected: string, found: string, width = 120): { expected: string; found: string } {
  let at = 0;
  while (at < expected.length && expected[at] === found[at]) at += 1;
  const from = Math.max(0, at - 20);
  const cut = (text: string) => `${from ? '…' : ''}${text.slice(from, from + width)}`;
  return { expected: cut(expected), found: cut(found) };
}

/** Compares canonically and records a difference as a lost update of `pair`. */
function comparer(pair: number, lost: LostUpdate[]) {
  return (field: string, expected: unknown, found: unknown) => {
    const [wanted, got] = [canonical(expected), canonical(found)];
    if (wanted !== got) lost.push({ pair, field, ...whereTheyDiffer(wanted, got) });
  };
}

/**
 * Step 7's records against what each side wrote (scripts/flow/pair.ts's ledger): the recorded
 * commitment holds each side's acknowledged commitments and trial, and each recorded check-in
 * each side's acknowledged answers to it. (The own fields themselves are compared as any other.)
 */
export function step7Losses(pair: number, ledger: Ledger, issue: Fields): LostUpdate[] {
  const lost: LostUpdate[] = [];
  const compare = comparer(pair, lost);
  const record = readCommitmentRecord(issue.commitmentJson);
  const checkIns = readReviewRecord(issue.reviewJson).checkIns ?? [];
  for (const side of ['initiator', 'collaborator'] as const) {
    const draft = ledger.server.commitmentJson === undefined ? null : readDraft(ledger[side].issue[COMMITMENTS_FIELD[side]]);
    if (draft) {
      const recorded = (record.commitments ?? []).filter((c) => c.side === side).map(({ when, will }) => ({ when, will }));
      compare(`commitmentJson ${side}'s commitments`, draft.commitments, recorded);
      compare(`commitmentJson trialDays (${side}'s)`, draft.trialDays, record.trialDays);
    }
    const answers = ledger.server.reviewJson === undefined ? null : readCheckIn(ledger[side].issue[CHECK_IN_FIELD[side]]);
    if (answers) compare(`reviewJson check-in ${answers.checkIn} ${side}'s answers`, answers, checkIns.find((c) => c.number === answers.checkIn)?.[side]);
  }
  return lost;
}

/**
 * Reads back every field the ledger holds, as the people themselves (each their own Profile and
 * own fields of the session, the initiator the rest) and compares; also that an acknowledged invitation is in the
 * mailbox. `net` may be one that bypasses a crash run's hold on the other calls.
 */
export async function lostUpdates(run: PairRun, net?: Net): Promise<LostUpdate[]> {
  const lost: LostUpdate[] = [];
  const { ledger } = run;
  const compare = comparer(run.index, lost);
  const as = (user: FlowUser) => (net ? user.withNet(net) : user);
  for (const role of ['initiator', 'collaborator'] as const) {
    const profileFields = ledger[role].profile;
    if (!Object.keys(profileFields).length) continue;
    const user = as(run[role]);
    const profile = await user.data<Fields | null>('read back profile', 'Profile', 'get', { emailLower: user.email }).catch(() => null);
    for (const [field, value] of Object.entries(profileFields)) compare(`${role} Profile.${field}`, value, profile?.[field]);
  }
  if (!ledger.issueId) return lost;
  const id = ledger.issueId;
  const issue = await as(run.initiator)
    .data<Fields>('read back session', 'Issue', 'get', { id })
    .catch(() => null);
  if (!issue) {
    lost.push({ pair: run.index, field: 'the session', expected: id, found: 'missing' });
    return lost;
  }
  // The collaborator's own fields as the collaborator reads them: the initiator may not see them (blind
  // rankings of a round that moved on, when a pair stopped between the five and the three). A
  // collaborator who never signed in (the create wrote their starting fields) reads as the initiator.
  const collaboratorView = await as(run.collaborator)
    .data<Fields>('read back session', 'Issue', 'get', { id })
    .catch(() => issue);
  for (const role of ['initiator', 'collaborator'] as const) {
    const view = role === 'initiator' ? issue : collaboratorView;
    for (const [field, value] of Object.entries(ledger[role].issue)) compare(field, value, view[field]);
  }
  for (const [field, value] of Object.entries(ledger.server)) {
    // The plans come back as objects and are stored as JSON text of the same object (canonical parses both).
    compare(field, value, issue[field]);
  }
  lost.push(...step7Losses(run.index, ledger, issue));
  if (ledger.status) {
    const found = issue.status as IssueStatus;
    if (!(found in STATUS_STEP) || STATUS_STEP[found] < STATUS_STEP[ledger.status]) lost.push({ pair: run.index, field: 'status', expected: `${ledger.status} or later`, found: String(found) });
  }
  if (ledger.inviteSent) {
    const mails = await as(run.collaborator).waitForMail(/invit/i, 0);
    if (!mails) lost.push({ pair: run.index, field: 'invitation e-mail', expected: 'in the mailbox', found: 'missing' });
  }
  return lost;
}
