import { describe, expect, it } from 'vitest';
import { keptByCheckIn, sessionTimeline, type TimelineFacts } from '../../../src/domain/timeline';

const commitments = [
  { id: 'i1', side: 'initiator', when: 'I come home late', will: 'text first' },
  { id: 'c1', side: 'collaborator', when: 'the dishes are left', will: 'wash them' },
  { id: 'c2', side: 'collaborator', when: 'it is Sunday', will: 'cook' },
];
const commitmentJson = JSON.stringify({
  initiatorCommittedAt: '2026-03-01T10:00:00.000Z',
  collaboratorCommittedAt: '2026-03-01T11:00:00.000Z',
  trialDays: 14,
  committedAt: '2026-03-01T11:00:00.000Z',
  trialEndsAt: '2026-03-15T11:00:00.000Z',
  commitments,
});
const answers = (kept: Record<string, string>, note: string) => ({ checkIn: 1, kept, fairness: 4, talking: 3, note });
const recorded = {
  number: 1,
  dueAt: '2026-03-15T11:00:00.000Z',
  recordedAt: '2026-03-16T09:00:00.000Z',
  outcome: 'needs-another-look',
  needsAnotherLook: ['c1', 'c2'],
  initiator: answers({ i1: 'kept', c1: 'partly', c2: 'kept' }, 'ANN PRIVATE NOTE'),
  collaborator: answers({ i1: 'kept', c1: 'kept', c2: 'not-kept' }, 'BEN PRIVATE NOTE'),
};

const base: TimelineFacts = {
  createdAt: '2026-02-01T09:00:00.000Z',
  inviteEmailSentAt: '2026-02-01T09:05:00.000Z',
  collaboratorAcceptedAt: '2026-02-02T18:00:00.000Z',
  agreedIssue: 'How we share the chores',
  agreedAt: '2026-02-03T20:00:00.000Z',
  initiatorDCS: 'competing',
  proposedSolutionsJson: '{"solutions":[]}',
  initiatorSolutionRankings: [{ solutionId: 's1', rank: 1 }],
  collaboratorSolutionRankings: [{ solutionId: 's1', rank: 2 }],
  bestSolutionId: 's1',
  initiatorImplementPlanJson: '{"planTitle":"INITIATOR PLAN WORDS"}',
  commitmentJson,
  reviewJson: JSON.stringify({ open: null, checkIns: [recorded] }),
};

describe('sessionTimeline', () => {
  it('lists each step in order, with when and who moved it, and no time where the record holds none', () => {
    const entries = sessionTimeline(base);
    expect(entries.map((e) => [e.step, e.by, e.at])).toEqual([
      ['Session started', 'initiator', '2026-02-01T09:00:00.000Z'],
      ['Invitation sent', 'initiator', '2026-02-01T09:05:00.000Z'],
      ['Joined and answered the three questions', 'collaborator', '2026-02-02T18:00:00.000Z'],
      ['Agreed on the issue', 'both', '2026-02-03T20:00:00.000Z'],
      ['Conflict style known', 'initiator', null],
      ['Five solutions ready', 'server', null],
      ['Ranked the five solutions', 'initiator', null],
      ['Ranked the five solutions', 'collaborator', null],
      ['Best solution chosen', 'both', null],
      ['Plan for their part ready', 'initiator', null],
      ['Said "I commit"', 'initiator', '2026-03-01T10:00:00.000Z'],
      ['Said "I commit"', 'collaborator', '2026-03-01T11:00:00.000Z'],
      ['Commitment recorded: a 14-day trial', 'server', '2026-03-01T11:00:00.000Z'],
      ['Check-in 1: needs another look', 'both', '2026-03-16T09:00:00.000Z'],
    ]);
    expect(new Set(entries.map((e) => e.key)).size).toBe(entries.length);
  });

  it('never carries anyone’s words or answers, only that a side acted', () => {
    const text = JSON.stringify(sessionTimeline(base));
    for (const secret of ['ANN PRIVATE NOTE', 'BEN PRIVATE NOTE', 'INITIATOR PLAN WORDS', 'How we share the chores', 'not-kept', 'partly', 'competing']) expect(text).not.toContain(secret);
  });

  it('an open check-in shows who has answered, never how; a fresh session shows only its start', () => {
    const open: TimelineFacts = {
      ...base,
      reviewJson: JSON.stringify({ open: { number: 1, dueAt: '2026-03-15T11:00:00.000Z', openedAt: '2026-03-15T12:00:00.000Z' } }),
      initiatorCheckInJson: JSON.stringify({ checkIn: 1, sealed: 'sealed' }),
    };
    const steps = sessionTimeline(open).slice(-2);
    expect(steps.map((e) => [e.step, e.by, e.at])).toEqual([
      ['Check-in 1 opened', 'server', '2026-03-15T12:00:00.000Z'],
      ['Answered check-in 1', 'initiator', null],
    ]);
    expect(sessionTimeline({ createdAt: '2026-02-01T09:00:00.000Z' }).map((e) => e.step)).toEqual(['Session started']);
  });

  it('keeps the earlier rounds from the history, each ended by the way back both took', () => {
    const history = JSON.stringify([
      {
        endedAt: '2026-03-17T08:00:00.000Z',
        wayBack: 'new-round',
        bestSolutionId: 's1',
        initiatorSolutionRankings: [{ solutionId: 's1', rank: 1 }],
        collaboratorSolutionRankings: null,
        commitment: commitmentJson,
        review: JSON.stringify({ open: null, checkIns: [recorded] }),
      },
    ]);
    const entries = sessionTimeline({ ...base, historyJson: history, bestSolutionId: null, initiatorSolutionRankings: null, collaboratorSolutionRankings: null, initiatorImplementPlanJson: null, commitmentJson: null, reviewJson: null, status: 'concluded' });
    expect(entries.filter((e) => e.round === 1).map((e) => e.step)).toContain('Started a new round with the five solutions');
    expect(entries.filter((e) => e.round === 2)).toEqual([]);
    expect(entries.at(-1)).toMatchObject({ step: 'Marked resolved', by: 'both' });
  });
});

describe('keptByCheckIn', () => {
  it('counts each commitment once at each recorded check-in, by the lesser of the two answers', () => {
    expect(keptByCheckIn(base)).toEqual([{ label: 'Check-in 1', round: 1, checkIn: 1, recordedAt: recorded.recordedAt, kept: 1, partly: 1, notKept: 1 }]);
  });

  it('labels check-ins by round once there is more than one, and counts nothing before both answered', () => {
    const history = JSON.stringify([{ endedAt: '2026-03-17T08:00:00.000Z', wayBack: 'adjust', commitment: commitmentJson, review: JSON.stringify({ checkIns: [recorded] }) }]);
    const holding = { ...recorded, outcome: 'holding', initiator: answers({ i1: 'kept', c1: 'kept', c2: 'kept' }, ''), collaborator: answers({ i1: 'kept', c1: 'kept', c2: 'kept' }, '') };
    const tallies = keptByCheckIn({ ...base, historyJson: history, reviewJson: JSON.stringify({ checkIns: [holding] }) });
    expect(tallies.map((t) => [t.label, t.kept, t.partly, t.notKept])).toEqual([
      ['Round 1, check-in 1', 1, 1, 1],
      ['Round 2, check-in 1', 3, 0, 0],
    ]);
    expect(keptByCheckIn({ ...base, reviewJson: JSON.stringify({ open: { number: 1, dueAt: 'x', openedAt: 'x' } }) })).toEqual([]);
  });
});
