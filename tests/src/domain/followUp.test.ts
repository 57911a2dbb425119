import { describe, expect, it } from 'vitest';
import { FOLLOW_UP_TIMING, currentTurn, planFollowUp, reminderSentTo, type FollowUpFacts, type FollowUpState, type Turn } from '../../../src/domain/followUp';

const FIVE = [1, 2, 3, 4, 5].map((n) => ({ id: `sol-${n}`, title: `Option ${n}`, summary: `Summary ${n}` }));
const ranked = (ids: string[]) => ids.map((sol, i) => ({ sol, value: i + 1 }));

const agreedWithSolutions: FollowUpFacts = {
  status: 'resolving_issue',
  collaboratorJoined: true,
  agreedIssue: 'How we share the chores',
  proposedSolutionsJson: JSON.stringify(FIVE),
};

const HOUR = 3_600_000;
const T0 = new Date('2026-03-02T09:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

describe('currentTurn: whose move the session waits for', () => {
  it('waits for nobody before the collaborator joined, or once deleted', () => {
    expect(currentTurn({ ...agreedWithSolutions, collaboratorJoined: false })).toBeNull();
    expect(currentTurn({ ...agreedWithSolutions, status: 'closed' })).toBeNull();
  });

  it('five solutions ready: both rank them; once one ranked, only the other', () => {
    expect(currentTurn(agreedWithSolutions)).toMatchObject({ step: 'rank-five', waiting: ['initiator', 'collaborator'], by: null });
    const oneRanked = { ...agreedWithSolutions, initiatorSolutionRankings: ranked(FIVE.map((s) => s.id)) };
    expect(currentTurn(oneRanked)).toMatchObject({ step: 'rank-five', waiting: ['collaborator'], by: 'initiator' });
  });

  it('top three ready: both rank the three, then the one left', () => {
    const top = { ...agreedWithSolutions, topThreeSolutionIds: ['sol-2', 'sol-1', 'sol-5'] };
    expect(currentTurn(top)).toMatchObject({ step: 'rank-three', waiting: ['initiator', 'collaborator'] });
    expect(currentTurn({ ...top, collaboratorSolutionRankings: ranked(['sol-2', 'sol-1', 'sol-5']) })).toMatchObject({
      step: 'rank-three',
      waiting: ['initiator'],
      by: 'collaborator',
    });
  });

  it('after the best solution: the style questionnaire, then each plan', () => {
    const chosen = { ...agreedWithSolutions, bestSolutionId: 'sol-2' };
    expect(currentTurn(chosen)).toMatchObject({ step: 'take-style', waiting: ['initiator', 'collaborator'] });
    expect(currentTurn({ ...chosen, initiatorDCS: 'avoiding' })).toMatchObject({ step: 'take-style', waiting: ['collaborator'] });
    const styled = { ...chosen, initiatorDCS: 'avoiding', collaboratorDCS: 'competing' };
    expect(currentTurn({ ...styled, collaboratorImplementPlanJson: { steps: [] } })).toMatchObject({ step: 'make-plan', waiting: ['initiator'], by: 'collaborator' });
    expect(currentTurn({ ...styled, initiatorImplementPlanJson: {}, collaboratorImplementPlanJson: {} })).toBeNull();
  });

  it('statements to review: only when one side has answered them all (both are told by the statements e-mail)', () => {
    const statements = { status: 'resolving_issue', collaboratorJoined: true, proposedIssues: ['A', 'B'] };
    expect(currentTurn(statements)).toBeNull();
    expect(currentTurn({ ...statements, initiatorReviewedIssues: ['A', 'B'], initiatorAcceptedIssues: ['A'] })).toMatchObject({
      step: 'review-statements',
      waiting: ['collaborator'],
    });
  });
});

const turnFor = (waiting: Turn['waiting'], key = 'rank-five:collaborator'): Turn => ({ step: 'rank-five', waiting, by: 'initiator', key });

describe('planFollowUp: what is due now', () => {
  const collaboratorTurn = turnFor(['collaborator']);

  it('a your-turn notice to the one who is away, once', () => {
    const first = planFollowUp({ turn: collaboratorTurn, state: {}, seenAt: {}, optedOut: {}, now: T0 });
    expect(first.notices).toEqual([{ to: 'collaborator', kind: 'your-turn', turn: collaboratorTurn }]);
    const again = planFollowUp({ turn: collaboratorTurn, state: first.state, seenAt: {}, optedOut: {}, now: later(HOUR) });
    expect(again.notices).toEqual([]);
    expect(again.changed).toBe(false);
  });

  it('none while they are active in the session; the turn counts as noticed', () => {
    const seen = { collaborator: later(-60_000).toISOString() };
    const plan = planFollowUp({ turn: collaboratorTurn, state: {}, seenAt: seen, optedOut: {}, now: T0 });
    expect(plan.notices).toEqual([]);
    expect(plan.state.sides?.collaborator?.noticedTurn).toBe(collaboratorTurn.key);
    const stale = { collaborator: later(-FOLLOW_UP_TIMING.activeMs).toISOString() };
    expect(planFollowUp({ turn: collaboratorTurn, state: {}, seenAt: stale, optedOut: {}, now: T0 }).notices).toHaveLength(1);
  });

  it('nothing to someone who turned notices off', () => {
    expect(planFollowUp({ turn: collaboratorTurn, state: {}, seenAt: {}, optedOut: { collaborator: true }, now: T0 }).notices).toEqual([]);
  });

  it('coalesces: a new turn within the window waits, then one notice for the turn as it is by then', () => {
    const first = planFollowUp({ turn: turnFor(['collaborator'], 'rank-five:collaborator'), state: {}, seenAt: {}, optedOut: {}, now: T0 });
    const newer = turnFor(['collaborator'], 'rank-three:collaborator');
    const held = planFollowUp({ turn: newer, state: first.state, seenAt: {}, optedOut: {}, now: later(HOUR) });
    expect(held.notices).toEqual([]);
    const newest = turnFor(['collaborator'], 'take-style:collaborator');
    const sent = planFollowUp({ turn: newest, state: held.state, seenAt: {}, optedOut: {}, now: later(FOLLOW_UP_TIMING.coalesceMs) });
    expect(sent.notices).toEqual([{ to: 'collaborator', kind: 'your-turn', turn: newest }]);
  });

  it('two reminders, at two days and at a week, then nothing', () => {
    let state: FollowUpState = planFollowUp({ turn: collaboratorTurn, state: {}, seenAt: {}, optedOut: {}, now: T0 }).state;
    const kinds: string[] = [];
    for (let hours = 12; hours <= 30 * 24; hours += 12) {
      const plan = planFollowUp({ turn: collaboratorTurn, state, seenAt: {}, optedOut: {}, now: later(hours * HOUR) });
      kinds.push(...plan.notices.map((n) => `${n.kind}@${hours}h`));
      state = plan.state;
    }
    expect(kinds).toEqual(['reminder@48h', 'last-reminder@168h']);
  });

  it('a clock jump past a week sends only the last reminder', () => {
    const start = planFollowUp({ turn: collaboratorTurn, state: {}, seenAt: {}, optedOut: {}, now: T0 }).state;
    const plan = planFollowUp({ turn: collaboratorTurn, state: start, seenAt: {}, optedOut: {}, now: later(8 * 24 * HOUR) });
    expect(plan.notices.map((n) => n.kind)).toEqual(['last-reminder']);
    expect(planFollowUp({ turn: collaboratorTurn, state: plan.state, seenAt: {}, optedOut: {}, now: later(20 * 24 * HOUR) }).notices).toEqual([]);
  });

  it('the waiting person sees when the other was reminded', () => {
    const session = { ...agreedWithSolutions, initiatorSolutionRankings: ranked(FIVE.map((s) => s.id)) };
    const turn = currentTurn(session)!;
    let state = planFollowUp({ turn, state: {}, seenAt: {}, optedOut: {}, now: T0 }).state;
    expect(reminderSentTo({ ...session, followUpJson: state }, 'initiator')).toBeNull();
    state = planFollowUp({ turn, state, seenAt: {}, optedOut: {}, now: later(49 * HOUR) }).state;
    expect(reminderSentTo({ ...session, followUpJson: JSON.stringify(state) }, 'initiator')).toBe(later(49 * HOUR).toISOString());
    expect(reminderSentTo({ ...session, followUpJson: state }, 'collaborator')).toBeNull();
  });
});
