/**
 * Step 7, review (src/domain/checkIns.ts, src/domain/rounds.ts): when check-ins open, what an
 * answer must hold, the blind reading, each outcome, and the two ways back.
 */
import { describe, expect, it } from 'vitest';
import { blindSession } from '../../../src/domain/blindRankings';
import {
  CHECK_IN_MESSAGES,
  checkInSchedule,
  decideCheckIn,
  openDueCheckIn,
  readReviewRecord,
  type CheckInAnswers,
  type CheckInFacts,
} from '../../../src/domain/checkIns';
import type { CommitmentRecord } from '../../../src/domain/commitments';
import { currentTurn } from '../../../src/domain/followUp';
import { issueUpdateProblem } from '../../../src/domain/issueUpdateRules';
import { COMMITMENT_LIMITS } from '../../../src/domain/limits';
import { NEW_ROUND_RESET_FIELDS, ROUND_WRITE_MESSAGE, readHistory, roundWriteProblem, wayBackUpdate } from '../../../src/domain/rounds';
import { normalizeSolution, solutionsDocument } from '../../../src/domain/solutions';
import { STATUS_NOT_EARNED_MESSAGE, statusUpdateProblem } from '../../../src/domain/status';

const COMMITTED_AT = '2031-03-01T10:00:00.000Z';
const RECORD: CommitmentRecord = {
  committedAt: COMMITTED_AT,
  trialDays: 14,
  trialEndsAt: '2031-03-15T10:00:00.000Z',
  commitments: [
    { id: 'i1', side: 'initiator', when: 'Sunday comes', will: 'cook' },
    { id: 'c1', side: 'collaborator', when: 'I am late', will: 'text before nine' },
  ],
};
const OPEN = { reviewJson: JSON.stringify({ open: { number: 1, dueAt: RECORD.trialEndsAt, openedAt: RECORD.trialEndsAt }, checkIns: [] }) };
const answers = (overrides: Partial<CheckInAnswers> = {}): CheckInAnswers => ({ checkIn: 1, kept: { i1: 'kept', c1: 'kept' }, fairness: 4, talking: 4, note: '', ...overrides });
const session = (extra: Record<string, unknown> = {}): CheckInFacts & Record<string, unknown> => ({
  initiatorEmail: 'ann@example.com',
  collaboratorEmail: 'ben@example.com',
  collaboratorJoined: true,
  // The collaborator's safety check let them go on (src/domain/beforeFirstCheck.ts).
  collaboratorSafetyClearedAt: '2026-01-01T00:00:00.000Z',
  agreedIssue: 'How we plan',
  bestSolutionId: 'sol-1',
  proposedSolutionsJson: solutionsDocument([1, 2, 3, 4, 5].map((n) => normalizeSolution({ id: `sol-${n}`, title: `Plan ${n}` }, n - 1))),
  commitmentJson: JSON.stringify(RECORD),
  ...extra,
});
const at = (iso: string) => new Date(iso);

describe('when check-ins open', () => {
  it('falls due at the trial end, then 6 and 12 weeks after committing, unless either turned the later ones off', () => {
    expect(checkInSchedule(RECORD, false)).toEqual([
      { number: 1, dueAt: '2031-03-15T10:00:00.000Z' },
      { number: 2, dueAt: '2031-04-12T10:00:00.000Z' },
      { number: 3, dueAt: '2031-05-24T10:00:00.000Z' },
    ]);
    expect(checkInSchedule(RECORD, true)).toEqual([{ number: 1, dueAt: '2031-03-15T10:00:00.000Z' }]);
    expect(checkInSchedule({}, false)).toEqual([]);
  });

  it('opens nothing before the trial ends, the first at its end, and not again while it is open', () => {
    expect(openDueCheckIn(session(), at('2031-03-15T09:59:00.000Z'))).toBeNull();
    const opened = openDueCheckIn(session(), at('2031-03-15T10:00:00.000Z'));
    expect(opened?.open).toEqual({ number: 1, dueAt: RECORD.trialEndsAt, openedAt: '2031-03-15T10:00:00.000Z' });
    expect(openDueCheckIn(session({ reviewJson: JSON.stringify(opened) }), at('2031-06-01T00:00:00.000Z'))).toBeNull();
  });

  it('opens the next after one held, none after one that needs another look, and no later one when either turned them off', () => {
    const held = { open: null, checkIns: [{ number: 1, outcome: 'holding', needsAnotherLook: [] }] };
    expect(openDueCheckIn(session({ reviewJson: JSON.stringify(held) }), at('2031-04-12T10:00:00.000Z'))?.open?.number).toBe(2);
    expect(openDueCheckIn(session({ reviewJson: JSON.stringify(held), collaboratorLaterCheckInsOff: true }), at('2031-06-01T00:00:00.000Z'))).toBeNull();
    const look = { open: null, checkIns: [{ number: 1, outcome: 'needs-another-look', needsAnotherLook: ['i1'] }] };
    expect(openDueCheckIn(session({ reviewJson: JSON.stringify(look) }), at('2031-06-01T00:00:00.000Z'))).toBeNull();
  });

  it('is both sides\' turn (a notice to each), then the one still to answer', () => {
    expect(currentTurn(session({ ...OPEN, initiatorImplementPlanJson: '{}', collaboratorImplementPlanJson: '{}', initiatorDCS: 'a', collaboratorDCS: 'b' }))).toMatchObject({
      step: 'check-in',
      waiting: ['initiator', 'collaborator'],
      by: null,
    });
    const oneAnswered = session({
      ...OPEN,
      initiatorImplementPlanJson: '{}',
      collaboratorImplementPlanJson: '{}',
      initiatorDCS: 'a',
      collaboratorDCS: 'b',
      initiatorCheckInJson: JSON.stringify(answers()),
    });
    expect(currentTurn(oneAnswered)).toMatchObject({ step: 'check-in', waiting: ['collaborator'], by: 'initiator', key: 'check-in-1:collaborator' });
  });
});

describe('a side\'s check-in answers', () => {
  const write = (value: unknown, extra: Record<string, unknown> = OPEN) => issueUpdateProblem({ id: 's', initiatorCheckInJson: JSON.stringify(value) }, session(extra));

  it('are taken for the open check-in, every commitment of both sides answered, both scores 1 to 5, a short note', () => {
    expect(write(answers())).toBeNull();
    expect(write(answers({ note: 'n'.repeat(COMMITMENT_LIMITS.checkInNote), fairness: 1, talking: 5 }))).toBeNull();
  });

  it.each([
    ['no check-in open', answers(), {}, CHECK_IN_MESSAGES.notOpen],
    ['another check-in', answers({ checkIn: 2 }), OPEN, CHECK_IN_MESSAGES.notOpen],
    ['a commitment left out', answers({ kept: { i1: 'kept' } }), OPEN, CHECK_IN_MESSAGES.kept],
    ['an unknown answer', answers({ kept: { i1: 'kept', c1: 'mostly' as never } }), OPEN, CHECK_IN_MESSAGES.kept],
    ['no fairness', answers({ fairness: 0 }), OPEN, CHECK_IN_MESSAGES.fairness],
    ['a talking score of 6', answers({ talking: 6 }), OPEN, CHECK_IN_MESSAGES.talking],
    ['a note too long', answers({ note: 'n'.repeat(COMMITMENT_LIMITS.checkInNote + 1) }), OPEN, CHECK_IN_MESSAGES.note],
  ])('are refused with %s', (_, value, extra, message) => {
    expect(write(value, extra)).toBe(message);
  });

  it('can no longer change once the check-in is recorded', () => {
    const recorded = { reviewJson: JSON.stringify({ open: null, checkIns: [{ number: 1, outcome: 'holding', needsAnotherLook: [] }] }) };
    expect(write(answers(), recorded)).toBe(CHECK_IN_MESSAGES.recorded);
  });

  it('stay hidden from the other side until both answered, then both read both', () => {
    const mine = answers({ note: 'private words', fairness: 2 });
    const one = session({ ...OPEN, initiatorCheckInJson: JSON.stringify(mine) });
    const seenByBen = blindSession(one, { email: 'ben@example.com' });
    expect(JSON.parse(String(seenByBen.initiatorCheckInJson))).toEqual({ checkIn: 1, sealed: 'sealed' });
    expect(String(seenByBen.initiatorCheckInJson)).not.toContain('private');
    expect(blindSession(one, { email: 'ann@example.com' }).initiatorCheckInJson).toBe(JSON.stringify(mine));
    expect(JSON.parse(String(blindSession(one, 'subscribers').initiatorCheckInJson))).toEqual({ checkIn: 1, sealed: 'sealed' });
    expect(blindSession(one, 'server').initiatorCheckInJson).toBe(JSON.stringify(mine));
    const both = session({ ...OPEN, initiatorCheckInJson: JSON.stringify(mine), collaboratorCheckInJson: JSON.stringify(answers()) });
    expect(blindSession(both, { email: 'ben@example.com' }).initiatorCheckInJson).toBe(JSON.stringify(mine));
  });
});

describe('the outcome (settle-session decides)', () => {
  const decide = (initiator: CheckInAnswers | null, collaborator: CheckInAnswers | null) =>
    decideCheckIn(
      session({
        ...OPEN,
        initiatorCheckInJson: initiator && JSON.stringify(initiator),
        collaboratorCheckInJson: collaborator && JSON.stringify(collaborator),
      }),
      at('2031-03-16T00:00:00.000Z'),
    );

  it('waits for whoever has not answered', () => {
    expect(decide(answers(), null)).toEqual({ kind: 'waiting', for: ['collaborator'] });
    expect(decideCheckIn(session(), at('2031-03-16T00:00:00.000Z'))).toEqual({ kind: 'no-check-in' });
  });

  it('holds when nothing is not kept and both find it fair enough (3 or more); partly kept commitments are listed', () => {
    const decision = decide(answers({ kept: { i1: 'partly', c1: 'kept' }, fairness: 3 }), answers());
    expect(decision).toMatchObject({ kind: 'recorded', checkIn: { number: 1, outcome: 'holding', needsAnotherLook: ['i1'] } });
    if (decision.kind === 'recorded') expect(decision.review.open).toBeNull();
  });

  it('needs another look when one commitment is not kept, or when one finds it unfair', () => {
    expect(decide(answers(), answers({ kept: { i1: 'not-kept', c1: 'kept' } }))).toMatchObject({ checkIn: { outcome: 'needs-another-look', needsAnotherLook: ['i1'] } });
    expect(decide(answers({ fairness: 2 }), answers())).toMatchObject({ checkIn: { outcome: 'needs-another-look', needsAnotherLook: [] } });
  });

  it('lets the session be marked resolved (concluded) only after a check-in that held', () => {
    const earned = session({ status: 'committed' });
    const held = JSON.stringify({ open: null, checkIns: [{ number: 1, outcome: 'holding', needsAnotherLook: [] }] });
    const look = JSON.stringify({ open: null, checkIns: [{ number: 1, outcome: 'needs-another-look', needsAnotherLook: [] }] });
    expect(statusUpdateProblem({ status: 'concluded' }, earned)).toBe(STATUS_NOT_EARNED_MESSAGE);
    expect(statusUpdateProblem({ status: 'concluded' }, { ...earned, reviewJson: look })).toBe(STATUS_NOT_EARNED_MESSAGE);
    expect(statusUpdateProblem({ status: 'concluded' }, { ...earned, reviewJson: held })).toBeNull();
  });
});

describe('the way back after a check-in that needs another look', () => {
  const look = session({
    reviewJson: JSON.stringify({ open: null, checkIns: [{ number: 1, outcome: 'needs-another-look', needsAnotherLook: ['i1'] }] }),
    initiatorSolutionRankings: [{ sol: 'sol-1', value: 1 }],
    bestSolution: 'Take turns',
    initiatorCommitmentsJson: JSON.stringify({ commitments: [{ when: 'a', will: 'b' }], trialDays: 14 }),
  });
  const now = at('2031-03-20T00:00:00.000Z');

  it('is closed after a check-in that held', () => {
    expect(wayBackUpdate(session({ reviewJson: JSON.stringify({ checkIns: [{ number: 1, outcome: 'holding', needsAnotherLook: [] }] }) }), 'adjust', now)).toBeNull();
  });

  it('adjusting reopens the commitments (each side keeps its draft) and keeps the round in the history', () => {
    const update = wayBackUpdate(look, 'adjust', now)!;
    expect(update).toMatchObject({ commitmentJson: null, reviewJson: null, initiatorCheckInJson: null, collaboratorCheckInJson: null });
    expect(Object.hasOwn(update, 'initiatorCommitmentsJson')).toBe(false);
    const [round] = readHistory(update.historyJson);
    expect(round).toMatchObject({ wayBack: 'adjust', bestSolution: 'Take turns', commitment: RECORD });
    expect(readReviewRecord(JSON.stringify(round.review)).checkIns?.[0].outcome).toBe('needs-another-look');
    expect(issueUpdateProblem({ id: 's', ...update }, look)).toBeNull();
  });

  it('a new round empties everything from the rankings on, and the guard lets only such a reset through', () => {
    const update = wayBackUpdate(look, 'new-round', now)!;
    for (const field of NEW_ROUND_RESET_FIELDS) expect(update[field], field).toBeNull();
    expect(readHistory(update.historyJson)[0]).toMatchObject({ wayBack: 'new-round', initiatorSolutionRankings: [{ sol: 'sol-1', value: 1 }] });
    // The rankings are locked while a best solution is recorded; the reset clears them anyway.
    expect(issueUpdateProblem({ id: 's', ...update }, look)).toBeNull();
    expect(roundWriteProblem({ id: 's', historyJson: '[]', agreedIssue: null })).toBe(ROUND_WRITE_MESSAGE);
    expect(roundWriteProblem({ id: 's', historyJson: '[]', bestSolution: 'Something else' })).toBe(ROUND_WRITE_MESSAGE);
  });
});
