/**
 * The agreement rules (docs/rules.md, "Agreement"), tested against the specification's
 * wording, not against the implementation.
 */
import { describe, expect, it } from 'vitest';
import {
  MAX_PROPOSED_ISSUES,
  NOT_A_PARTICIPANT,
  NO_OVERLAP_WARNING,
  agreedCandidate,
  agreedIssueSuccess,
  choicesComplete,
  agreeWait,
  outcomePath,
  outcomeUpdate,
  recordedOutcome,
  proposedCandidates,
  reviewOutcome,
  selectionsUpdate,
  sideReview,
  storedChoices,
  type AgreementFacts,
  type Candidate,
  type Choices,
  type ReviewOutcome,
  type SideReview,
} from '../../../src/domain/agreement';
import type { Role } from '../../../src/domain/sessionRole';

const ID = 'abc123';
const NOW = new Date('2024-05-01T12:00:00.000Z');

type Facts = AgreementFacts & { id: string };

function session(patch: Partial<AgreementFacts> = {}): Facts {
  return { id: ID, status: 'resolving_issue', ...patch };
}

interface StoredCandidate {
  statement?: unknown;
  score?: unknown;
  conflictType?: unknown;
  reason?: unknown;
}

const CHORES = { statement: 'We split the chores unevenly.', score: 0.91, conflictType: 'task' };
const MONEY = { statement: 'We value saving differently.', score: 0.84, conflictType: 'values' };
const TONE = { statement: 'We talk past each other when stressed.', score: 0.77, conflictType: 'personality' };
const PLANS = { statement: 'We plan weekends differently.', score: 0.62, conflictType: 'task' };
const FIFTH = { statement: 'We disagree about the holidays.', score: 0.41, conflictType: 'values' };
const SIXTH = { statement: 'We disagree about pets.', score: 0.3, conflictType: 'task' };

const FOUR = [CHORES, MONEY, TONE, PLANS];
const FOUR_STATEMENTS = FOUR.map((c) => c.statement);

const json = (...items: StoredCandidate[]) => JSON.stringify(items);
const statements = (list: readonly Candidate[]) => list.map((c) => c.statement);
const scores = (list: readonly Candidate[]) => list.map((c) => c.score);

/** A session showing the four standard candidates, with the given answers. */
function reviewed(answers: Partial<AgreementFacts> = {}, stored: StoredCandidate[] = FOUR): Facts {
  return session({ proposedIssueCandidatesJson: JSON.stringify(stored), ...answers });
}

const review = (accepted: string[], reviewedList: string[]): SideReview => ({ accepted, reviewed: reviewedList });

// The agree page's polling, by behaviour: tests/src/features.polling.test.tsx.
describe('agreement constants and texts', () => {
  it('shows at most 4 proposed issues', () => {
    expect(MAX_PROPOSED_ISSUES).toBe(4);
  });

  it('has the exact spec texts', () => {
    expect(agreedIssueSuccess('Sam', 'Ann')).toBe('Sam and Ann agreed on this issue:');
    expect(NO_OVERLAP_WARNING).toBe("It looks like there isn't a confirmed overlap right now.");
    expect(NOT_A_PARTICIPANT).toBe('Please sign in as the invited participant to continue.');
  });

  it('names the collaborator first and the initiator second in the success message', () => {
    expect(agreedIssueSuccess('Collab', 'Init')).toBe('Collab and Init agreed on this issue:');
  });
});

describe('proposedCandidates: where the candidates come from', () => {
  it('reads proposedIssueCandidatesJson stored as a JSON string', () => {
    const list = proposedCandidates(session({ proposedIssueCandidatesJson: json(CHORES, MONEY) }));
    expect(list).toEqual([
      { statement: CHORES.statement, score: 0.91, conflictType: 'task', reason: null },
      { statement: MONEY.statement, score: 0.84, conflictType: 'values', reason: null },
    ]);
  });

  it('reads each statement’s reason in words where it was stored, and nothing where it is blank or not text', () => {
    const list = proposedCandidates(
      session({ proposedIssueCandidatesJson: json({ ...CHORES, reason: '  It sets what each asks for side by side.  ' }, { ...MONEY, reason: '   ' }, { ...TONE, reason: 7 }) }),
    );
    expect(list.map((candidate) => candidate.reason)).toEqual(['It sets what each asks for side by side.', null, null]);
  });

  it('reads proposedIssueCandidatesJson that is already a parsed array', () => {
    const list = proposedCandidates(session({ proposedIssueCandidatesJson: [TONE, CHORES] }));
    expect(statements(list)).toEqual([CHORES.statement, TONE.statement]);
    expect(list[1]).toEqual({ statement: TONE.statement, score: 0.77, conflictType: 'personality', reason: null });
  });

  it('prefers the stored candidates over the plain proposedIssues list', () => {
    const list = proposedCandidates(session({ proposedIssueCandidatesJson: json(MONEY), proposedIssues: ['Something else'] }));
    expect(statements(list)).toEqual([MONEY.statement]);
  });

  it('falls back to the plain proposedIssues list, in stored order and without scores, when there are no stored candidates', () => {
    for (const missing of [undefined, null]) {
      const list = proposedCandidates(session({ proposedIssueCandidatesJson: missing, proposedIssues: ['First', 'Second'] }));
      expect(list).toEqual([
        { statement: 'First', score: null, conflictType: null, reason: null },
        { statement: 'Second', score: null, conflictType: null, reason: null },
      ]);
    }
  });

  it('falls back to proposedIssues when the stored JSON is malformed', () => {
    for (const bad of ['{not json', '[{"statement": "x"', '', 'undefined']) {
      expect(statements(proposedCandidates(session({ proposedIssueCandidatesJson: bad, proposedIssues: ['Plain'] })))).toEqual(['Plain']);
    }
  });

  it('falls back to proposedIssues when the stored JSON is not an array', () => {
    for (const notArray of ['42', '"a statement"', 'null', 'true', JSON.stringify(CHORES), 42, CHORES, true]) {
      expect(statements(proposedCandidates(session({ proposedIssueCandidatesJson: notArray, proposedIssues: ['Plain'] })))).toEqual([
        'Plain',
      ]);
    }
  });

  it('drops blank and null entries of the plain proposedIssues list', () => {
    expect(statements(proposedCandidates(session({ proposedIssues: ['  ', null, 'Kept', ''] })))).toEqual(['Kept']);
  });

  it('is empty with neither stored candidates nor proposedIssues', () => {
    expect(proposedCandidates(session())).toEqual([]);
    expect(proposedCandidates(session({ proposedIssueCandidatesJson: '{oops', proposedIssues: null }))).toEqual([]);
    expect(proposedCandidates(session({ proposedIssues: [] }))).toEqual([]);
  });

  it('skips candidates whose statement is blank, missing or not a string', () => {
    const stored = [
      { statement: '   ', score: 0.99 },
      { statement: '', score: 0.98 },
      { score: 0.97 },
      { statement: 7, score: 0.96 },
      { statement: null, score: 0.95 },
      { statement: ['x'], score: 0.94 },
      null,
      'just a string',
      42,
      MONEY,
    ];
    expect(statements(proposedCandidates(session({ proposedIssueCandidatesJson: stored })))).toEqual([MONEY.statement]);
    expect(statements(proposedCandidates(session({ proposedIssueCandidatesJson: JSON.stringify(stored) })))).toEqual([MONEY.statement]);
  });

  it('treats a non-finite or non-numeric score as missing', () => {
    const stored = [
      { statement: 'NaN', score: Number.NaN },
      { statement: 'Infinity', score: Number.POSITIVE_INFINITY },
      { statement: 'Minus infinity', score: Number.NEGATIVE_INFINITY },
      { statement: 'Absent' },
      { statement: 'Null', score: null },
      { statement: 'Scored', score: 0.1 },
    ];
    const list = proposedCandidates(session({ proposedIssueCandidatesJson: stored }));
    expect(list[0]).toMatchObject({ statement: 'Scored', score: 0.1 });
    expect(scores(list.slice(1))).toEqual([null, null, null]);
    for (const c of list) if (c.score !== null) expect(Number.isFinite(c.score)).toBe(true);
  });

  it('keeps only the spec conflict types (personality, values, task)', () => {
    const stored = [
      { statement: 'P', score: 0.9, conflictType: 'personality' },
      { statement: 'V', score: 0.8, conflictType: 'values' },
      { statement: 'T', score: 0.7, conflictType: 'task' },
      { statement: 'X', score: 0.6, conflictType: 'money' },
    ];
    const list = proposedCandidates(session({ proposedIssueCandidatesJson: stored }));
    expect(list.map((c) => c.conflictType)).toEqual(['personality', 'values', 'task', null]);
  });
});

describe('proposedCandidates: order is score descending, missing score last', () => {
  it('puts the best score first whatever the stored order', () => {
    const list = proposedCandidates(session({ proposedIssueCandidatesJson: json(PLANS, CHORES, TONE, MONEY) }));
    expect(statements(list)).toEqual(FOUR_STATEMENTS);
    expect(scores(list)).toEqual([0.91, 0.84, 0.77, 0.62]);
  });

  it('puts candidates without a score after every scored one, even a zero or negative score', () => {
    const list = proposedCandidates(
      session({
        proposedIssueCandidatesJson: json({ statement: 'No score' }, { statement: 'Negative', score: -0.5 }, { statement: 'Zero', score: 0 }),
      }),
    );
    expect(statements(list)).toEqual(['Zero', 'Negative', 'No score']);
  });

  it('keeps the stored order between equal scores', () => {
    const list = proposedCandidates(
      session({
        proposedIssueCandidatesJson: json(
          { statement: 'Tie one', score: 0.5 },
          { statement: 'Top', score: 0.9 },
          { statement: 'Tie two', score: 0.5 },
          { statement: 'Tie three', score: 0.5 },
        ),
      }),
    );
    expect(statements(list)).toEqual(['Top', 'Tie one', 'Tie two', 'Tie three']);
  });

  it('keeps the stored order among candidates with no score', () => {
    const list = proposedCandidates(
      session({ proposedIssueCandidatesJson: json({ statement: 'B' }, { statement: 'A' }, { statement: 'S', score: 0.2 }, { statement: 'C' }) }),
    );
    expect(statements(list)).toEqual(['S', 'B', 'A', 'C']);
  });
});

describe('proposedCandidates: at most 4 are shown', () => {
  it('shows the 4 best-scored of 6', () => {
    const list = proposedCandidates(session({ proposedIssueCandidatesJson: json(SIXTH, FIFTH, PLANS, TONE, MONEY, CHORES) }));
    expect(list).toHaveLength(4);
    expect(statements(list)).toEqual(FOUR_STATEMENTS);
  });

  it('caps the plain proposedIssues fallback at 4 too, keeping the first four', () => {
    const list = proposedCandidates(session({ proposedIssues: ['1', '2', '3', '4', '5', '6'] }));
    expect(statements(list)).toEqual(['1', '2', '3', '4']);
  });

  it('drops an unscored candidate before any scored one when there are more than 4', () => {
    const list = proposedCandidates(session({ proposedIssueCandidatesJson: json({ statement: 'Unscored' }, CHORES, MONEY, TONE, PLANS) }));
    expect(statements(list)).toEqual(FOUR_STATEMENTS);
  });
});

describe('proposedCandidates: statements differing only in case or spaces are one statement', () => {
  it('shows such a statement once', () => {
    const list = proposedCandidates(
      session({
        proposedIssueCandidatesJson: json(
          { statement: 'We split the chores unevenly.', score: 0.9 },
          { statement: '  we split THE chores unevenly.  ', score: 0.8 },
          { statement: 'Other', score: 0.7 },
        ),
      }),
    );
    expect(list).toHaveLength(2);
    expect(list.map((c) => c.statement.trim().toLowerCase())).toEqual(['we split the chores unevenly.', 'other']);
  });

  it('shows no duplicate in the plain proposedIssues fallback either', () => {
    const list = proposedCandidates(session({ proposedIssues: ['Same', ' SAME ', 'same', 'Different'] }));
    expect(list.map((c) => c.statement.trim().toLowerCase())).toEqual(['same', 'different']);
  });

  it('never shows more than 4 and never a repeat, whatever is stored', () => {
    const list = proposedCandidates(
      session({
        proposedIssueCandidatesJson: json(
          { statement: 'A', score: 0.9 },
          { statement: ' a ', score: 0.95 },
          { statement: 'B', score: 0.8 },
          { statement: 'b', score: 0.85 },
          { statement: 'C', score: 0.7 },
          { statement: 'D', score: 0.6 },
          { statement: 'E', score: 0.5 },
        ),
      }),
    );
    const keys = list.map((c) => c.statement.trim().toLowerCase());
    expect(list.length).toBeLessThanOrEqual(4);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('sideReview: each side reads its own accepted and reviewed lists', () => {
  const s = session({
    initiatorAcceptedIssues: ['I-acc', null, '  '],
    initiatorReviewedIssues: ['I-acc', 'I-rev'],
    collaboratorAcceptedIssues: ['C-acc'],
    collaboratorReviewedIssues: ['C-acc', 'C-rev', null],
  });

  it('reads the initiator lists for the initiator, without blanks', () => {
    expect(sideReview(s, 'initiator')).toEqual({ accepted: ['I-acc'], reviewed: ['I-acc', 'I-rev'] });
  });

  it('reads the collaborator lists for the collaborator, without blanks', () => {
    expect(sideReview(s, 'collaborator')).toEqual({ accepted: ['C-acc'], reviewed: ['C-acc', 'C-rev'] });
  });

  it('is empty when nothing is stored', () => {
    expect(sideReview(session(), 'initiator')).toEqual({ accepted: [], reviewed: [] });
    expect(sideReview(session(), 'collaborator')).toEqual({ accepted: [], reviewed: [] });
  });
});

describe('agreedCandidate: the first candidate, best-scored of at most 4, accepted by both sides', () => {
  const shown = proposedCandidates(session({ proposedIssueCandidatesJson: json(PLANS, TONE, MONEY, CHORES) }));

  it('finds the statement both accepted', () => {
    const found = agreedCandidate(shown, review([TONE.statement], FOUR_STATEMENTS), review([TONE.statement], FOUR_STATEMENTS));
    expect(found?.statement).toBe(TONE.statement);
  });

  it('picks the best-scored when both accepted several in common, whatever order they were accepted in', () => {
    const initiator = review([PLANS.statement, TONE.statement, MONEY.statement], FOUR_STATEMENTS);
    const collaborator = review([PLANS.statement, MONEY.statement, TONE.statement], FOUR_STATEMENTS);
    expect(agreedCandidate(shown, initiator, collaborator)).toEqual({ statement: MONEY.statement, score: 0.84, conflictType: 'values', reason: null });
  });

  it('needs the same statement on both sides, not just an acceptance on each', () => {
    expect(agreedCandidate(shown, review([CHORES.statement], FOUR_STATEMENTS), review([MONEY.statement], FOUR_STATEMENTS))).toBeNull();
  });

  it('compares case-insensitively after trimming', () => {
    const initiator = review([`  ${TONE.statement.toUpperCase()}  `], []);
    const collaborator = review([`\t${TONE.statement.toLowerCase()}\n`], []);
    expect(agreedCandidate(shown, initiator, collaborator)?.statement).toBe(TONE.statement);
  });

  it('returns the candidate as shown, not as either side stored it', () => {
    const found = agreedCandidate(shown, review([' WE PLAN WEEKENDS DIFFERENTLY. '], []), review(['we plan weekends differently.'], []));
    expect(found).toEqual({ statement: PLANS.statement, score: 0.62, conflictType: 'task', reason: null });
  });

  it('ignores statements both accepted that are not among the shown candidates', () => {
    expect(agreedCandidate(shown, review(['Something else'], []), review(['something else'], []))).toBeNull();
  });

  it('never agrees on a 5th or 6th candidate, even when both accepted it', () => {
    const six = proposedCandidates(session({ proposedIssueCandidatesJson: json(CHORES, MONEY, TONE, PLANS, FIFTH, SIXTH) }));
    const both = review([FIFTH.statement, SIXTH.statement], [...FOUR_STATEMENTS, FIFTH.statement, SIXTH.statement]);
    expect(agreedCandidate(six, both, both)).toBeNull();
  });

  it('is null when nothing is shown or nothing accepted', () => {
    expect(agreedCandidate([], review(['x'], ['x']), review(['x'], ['x']))).toBeNull();
    expect(agreedCandidate(shown, review([], FOUR_STATEMENTS), review([], FOUR_STATEMENTS))).toBeNull();
  });
});

describe('reviewOutcome: no candidates', () => {
  it('is no-candidates when nothing is proposed, whatever has been answered', () => {
    expect(reviewOutcome(session())).toEqual({ kind: 'no-candidates' });
    expect(reviewOutcome(session({ initiatorAcceptedIssues: ['x'], collaboratorAcceptedIssues: ['x'] }))).toEqual({ kind: 'no-candidates' });
  });
});

describe('reviewOutcome: both sides accepted the same statement', () => {
  it('is agreed on that statement, with its position among the shown candidates', () => {
    const s = reviewed({
      initiatorAcceptedIssues: [TONE.statement],
      initiatorReviewedIssues: FOUR_STATEMENTS,
      collaboratorAcceptedIssues: [TONE.statement],
      collaboratorReviewedIssues: FOUR_STATEMENTS,
    });
    const outcome = reviewOutcome(s);
    expect(outcome.kind).toBe('agreed');
    if (outcome.kind !== 'agreed') return;
    expect(outcome.candidate.statement).toBe(TONE.statement);
    expect(proposedCandidates(s)[outcome.index ?? -1]).toEqual(outcome.candidate);
  });

  it('wins even when each side rejected other options', () => {
    const outcome = reviewOutcome(
      reviewed({
        initiatorAcceptedIssues: [PLANS.statement],
        initiatorReviewedIssues: FOUR_STATEMENTS,
        collaboratorAcceptedIssues: [PLANS.statement, CHORES.statement],
        collaboratorReviewedIssues: FOUR_STATEMENTS,
      }),
    );
    expect(outcome).toMatchObject({ kind: 'agreed', candidate: { statement: PLANS.statement } });
  });

  it('settles on the best-scored statement both accepted', () => {
    const outcome = reviewOutcome(
      reviewed(
        {
          initiatorAcceptedIssues: [PLANS.statement, MONEY.statement, CHORES.statement],
          initiatorReviewedIssues: FOUR_STATEMENTS,
          collaboratorAcceptedIssues: [PLANS.statement, MONEY.statement],
          collaboratorReviewedIssues: FOUR_STATEMENTS,
        },
        [PLANS, MONEY, TONE, CHORES],
      ),
    );
    expect(outcome).toMatchObject({ kind: 'agreed', candidate: { statement: MONEY.statement }, index: 1 });
  });

  it('matches the stored lists case-insensitively on trimmed statements', () => {
    const outcome = reviewOutcome(
      reviewed({
        initiatorAcceptedIssues: [` ${CHORES.statement.toUpperCase()} `],
        initiatorReviewedIssues: FOUR_STATEMENTS.map((s) => ` ${s.toUpperCase()} `),
        collaboratorAcceptedIssues: [CHORES.statement.toLowerCase()],
        collaboratorReviewedIssues: FOUR_STATEMENTS.map((s) => s.toLowerCase()),
      }),
    );
    expect(outcome).toMatchObject({ kind: 'agreed', candidate: { statement: CHORES.statement }, index: 0 });
  });

  it('is not agreed when both accepted only a 5th or 6th candidate, which is never shown', () => {
    const all = [...FOUR_STATEMENTS, FIFTH.statement, SIXTH.statement];
    const outcome = reviewOutcome(
      reviewed(
        {
          initiatorAcceptedIssues: [FIFTH.statement, SIXTH.statement],
          initiatorReviewedIssues: all,
          collaboratorAcceptedIssues: [FIFTH.statement, SIXTH.statement],
          collaboratorReviewedIssues: all,
        },
        [CHORES, MONEY, TONE, PLANS, FIFTH, SIXTH],
      ),
    );
    expect(outcome.kind).not.toBe('agreed');
    expect(outcome.kind).toBe('no-common-conflict');
  });
});

describe('reviewOutcome: once both reviewed all, a side that accepted none makes it no common conflict (naming nobody)', () => {
  it.each<[Role, Partial<AgreementFacts>]>([
    [
      'initiator',
      {
        initiatorAcceptedIssues: [],
        initiatorReviewedIssues: FOUR_STATEMENTS,
        collaboratorAcceptedIssues: [CHORES.statement],
        collaboratorReviewedIssues: FOUR_STATEMENTS,
      },
    ],
    [
      'collaborator',
      {
        initiatorAcceptedIssues: [CHORES.statement],
        initiatorReviewedIssues: FOUR_STATEMENTS,
        collaboratorAcceptedIssues: [],
        collaboratorReviewedIssues: FOUR_STATEMENTS,
      },
    ],
  ])('is no-common-conflict, not saying which side (here the %s) declined', (_role, answers) => {
    expect(reviewOutcome(reviewed(answers))).toEqual({ kind: 'no-common-conflict' });
  });

  it('waits for the other side even when one side declined everything (issue 27: no early reveal)', () => {
    expect(reviewOutcome(reviewed({ initiatorReviewedIssues: FOUR_STATEMENTS }))).toEqual({ kind: 'waiting', for: ['collaborator'] });
    expect(reviewOutcome(reviewed({ collaboratorReviewedIssues: FOUR_STATEMENTS }))).toEqual({ kind: 'waiting', for: ['initiator'] });
  });

  it('is no-common-conflict when both declined everything', () => {
    const outcome = reviewOutcome(reviewed({ initiatorReviewedIssues: FOUR_STATEMENTS, collaboratorReviewedIssues: FOUR_STATEMENTS }));
    expect(outcome).toEqual({ kind: 'no-common-conflict' });
  });

  it('counts an acceptance of a statement that is not shown as accepting none', () => {
    const outcome = reviewOutcome(
      reviewed({
        initiatorAcceptedIssues: ['Not one of the options'],
        initiatorReviewedIssues: [...FOUR_STATEMENTS, 'Not one of the options'],
        collaboratorAcceptedIssues: [CHORES.statement],
        collaboratorReviewedIssues: FOUR_STATEMENTS,
      }),
    );
    expect(outcome).toEqual({ kind: 'no-common-conflict' });
  });
});

describe('reviewOutcome: both reviewed everything with no overlap', () => {
  it('is no-overlap when each accepted something but nothing in common', () => {
    const outcome = reviewOutcome(
      reviewed({
        initiatorAcceptedIssues: [CHORES.statement, MONEY.statement],
        initiatorReviewedIssues: FOUR_STATEMENTS,
        collaboratorAcceptedIssues: [TONE.statement, PLANS.statement],
        collaboratorReviewedIssues: FOUR_STATEMENTS,
      }),
    );
    expect(outcome).toEqual({ kind: 'no-overlap' });
  });

  it('is no-overlap when the only statement both accepted is outside the 4 shown', () => {
    const all = [...FOUR_STATEMENTS, FIFTH.statement];
    const outcome = reviewOutcome(
      reviewed(
        {
          initiatorAcceptedIssues: [CHORES.statement, FIFTH.statement],
          initiatorReviewedIssues: all,
          collaboratorAcceptedIssues: [MONEY.statement, FIFTH.statement],
          collaboratorReviewedIssues: all,
        },
        [CHORES, MONEY, TONE, PLANS, FIFTH],
      ),
    );
    expect(outcome).toEqual({ kind: 'no-overlap' });
  });
});

describe('reviewOutcome: waiting until a side has answered every shown statement', () => {
  it('waits for both sides when neither has answered', () => {
    expect(reviewOutcome(reviewed())).toEqual({ kind: 'waiting', for: ['initiator', 'collaborator'] });
  });

  it('waits for the collaborator when only the initiator has answered everything', () => {
    const outcome = reviewOutcome(reviewed({ initiatorAcceptedIssues: [CHORES.statement], initiatorReviewedIssues: FOUR_STATEMENTS }));
    expect(outcome).toEqual({ kind: 'waiting', for: ['collaborator'] });
  });

  it('waits for the initiator when only the collaborator has answered everything', () => {
    const outcome = reviewOutcome(reviewed({ collaboratorAcceptedIssues: [MONEY.statement], collaboratorReviewedIssues: FOUR_STATEMENTS }));
    expect(outcome).toEqual({ kind: 'waiting', for: ['initiator'] });
  });

  it('waits for a side that reviewed only some of the options, even one that accepted none of them', () => {
    const outcome = reviewOutcome(
      reviewed({
        initiatorAcceptedIssues: [CHORES.statement],
        initiatorReviewedIssues: FOUR_STATEMENTS,
        collaboratorAcceptedIssues: [],
        collaboratorReviewedIssues: FOUR_STATEMENTS.slice(0, 3),
      }),
    );
    expect(outcome).toEqual({ kind: 'waiting', for: ['collaborator'] });
  });

  it('waits for a side that accepted something but reviewed only some of the options', () => {
    const outcome = reviewOutcome(
      reviewed({
        initiatorAcceptedIssues: [CHORES.statement],
        initiatorReviewedIssues: [CHORES.statement, MONEY.statement],
        collaboratorAcceptedIssues: [TONE.statement],
        collaboratorReviewedIssues: FOUR_STATEMENTS,
      }),
    );
    expect(outcome).toEqual({ kind: 'waiting', for: ['initiator'] });
  });

  it('does not count reviewed statements that are not among the shown options', () => {
    const outcome = reviewOutcome(
      reviewed(
        {
          initiatorReviewedIssues: [CHORES.statement, MONEY.statement, TONE.statement, FIFTH.statement],
          collaboratorReviewedIssues: [CHORES.statement, MONEY.statement, TONE.statement, 'Unrelated'],
        },
        [CHORES, MONEY, TONE, PLANS, FIFTH],
      ),
    );
    expect(outcome).toEqual({ kind: 'waiting', for: ['initiator', 'collaborator'] });
  });

  it('counts a review stored with different case or spaces as reviewed', () => {
    const outcome = reviewOutcome(
      reviewed({
        initiatorAcceptedIssues: [` ${CHORES.statement.toUpperCase()}`],
        initiatorReviewedIssues: FOUR_STATEMENTS.map((s) => `  ${s.toUpperCase()}  `),
      }),
    );
    expect(outcome).toEqual({ kind: 'waiting', for: ['collaborator'] });
  });
});

describe('choicesComplete and storedChoices', () => {
  const shown = proposedCandidates(session({ proposedIssueCandidatesJson: json(...FOUR) }));
  const choicesFor = (answers: ('yes' | 'no')[]): Choices => {
    const result: Choices = {};
    shown.forEach((c, i) => {
      result[c.statement.trim().toLowerCase()] = answers[i];
    });
    return result;
  };

  it('is complete only with a yes or no for every statement shown', () => {
    expect(choicesComplete(choicesFor(['yes', 'no', 'no', 'yes']), shown)).toBe(true);
    expect(choicesComplete(choicesFor(['no', 'no', 'no', 'no']), shown)).toBe(true);
    const partial = choicesFor(['yes', 'no', 'no', 'yes']);
    delete partial[shown[2].statement.trim().toLowerCase()];
    expect(choicesComplete(partial, shown)).toBe(false);
    expect(choicesComplete({}, shown)).toBe(false);
  });

  it('is never complete with nothing to answer', () => {
    expect(choicesComplete({}, [])).toBe(false);
  });

  it('ignores answers for statements that are not shown', () => {
    const extra = { ...choicesFor(['yes', 'no', 'no', 'yes']), 'not shown': 'yes' as const };
    expect(choicesComplete(extra, shown)).toBe(true);
    expect(choicesComplete({ 'not shown': 'yes' }, shown)).toBe(false);
  });

  it("restores a side's stored answers: yes for accepted, no for reviewed but not accepted, nothing for unreviewed", () => {
    const stored = storedChoices(review([CHORES.statement], [CHORES.statement, MONEY.statement]), shown);
    expect(stored).toEqual({ [CHORES.statement.toLowerCase()]: 'yes', [MONEY.statement.toLowerCase()]: 'no' });
    expect(choicesComplete(stored, shown)).toBe(false);
  });

  it('restores answers stored with different case or spaces', () => {
    const stored = storedChoices(review([` ${TONE.statement.toUpperCase()} `], FOUR_STATEMENTS.map((s) => `${s.toUpperCase()}  `)), shown);
    expect(choicesComplete(stored, shown)).toBe(true);
    expect(Object.values(stored).filter((v) => v === 'yes')).toHaveLength(1);
    expect(stored[TONE.statement.toLowerCase()]).toBe('yes');
  });

  it('round-trips: what a side submits is what it finds stored', () => {
    for (const role of ['initiator', 'collaborator'] as const) {
      const choices = choicesFor(['no', 'yes', 'no', 'yes']);
      const update = selectionsUpdate(ID, role, shown, choices, NOW);
      const after = { ...session({ proposedIssueCandidatesJson: json(...FOUR) }), ...update };
      expect(storedChoices(sideReview(after, role), shown)).toEqual(choices);
      expect(choicesComplete(storedChoices(sideReview(after, role), shown), shown)).toBe(true);
    }
  });
});

describe('selectionsUpdate: Submit Selections writes only the submitting side', () => {
  const s = session({ proposedIssueCandidatesJson: json(...FOUR) });
  const shown = proposedCandidates(s);
  const choices: Choices = {
    [CHORES.statement.toLowerCase()]: 'yes',
    [MONEY.statement.toLowerCase()]: 'no',
    [TONE.statement.toLowerCase()]: 'yes',
    [PLANS.statement.toLowerCase()]: 'no',
  };

  it.each<[Role, Role]>([
    ['initiator', 'collaborator'],
    ['collaborator', 'initiator'],
  ])("the %s's update touches none of the %s's fields", (role, other) => {
    const update = selectionsUpdate(ID, role, shown, choices, NOW);
    const keys = Object.keys(update);
    expect(keys.filter((k) => k.startsWith(other))).toEqual([]);
    expect(keys.filter((k) => k !== 'id' && k !== 'lastActivityAt' && !k.startsWith(role))).toEqual([]);
    expect(keys).toEqual(expect.arrayContaining([`${role}AcceptedIssues`, `${role}ReviewedIssues`]));
    expect(update.id).toBe(ID);
    expect(update.lastActivityAt).toBe(NOW.toISOString());
  });

  it('stores the accepted and reviewed statements as shown, in display order', () => {
    const update = selectionsUpdate(ID, 'initiator', shown, choices, NOW);
    expect(update).toMatchObject({
      initiatorAcceptedIssues: [CHORES.statement, TONE.statement],
      initiatorReviewedIssues: FOUR_STATEMENTS,
    });
  });

  it('stores the statement as shown even when the choice was keyed from a differently written statement', () => {
    const messy = session({ proposedIssueCandidatesJson: json({ statement: '  Mixed Case Statement  ', score: 0.5 }) });
    const messyShown = proposedCandidates(messy);
    const update = selectionsUpdate(ID, 'collaborator', messyShown, { 'mixed case statement': 'yes' }, NOW);
    expect(update).toMatchObject({
      collaboratorAcceptedIssues: [messyShown[0].statement],
      collaboratorReviewedIssues: [messyShown[0].statement],
    });
  });

  it('writes nothing for statements that are not shown', () => {
    const update = selectionsUpdate(ID, 'initiator', shown, { ...choices, 'not shown': 'yes' }, NOW);
    expect(update).toMatchObject({ initiatorAcceptedIssues: [CHORES.statement, TONE.statement], initiatorReviewedIssues: FOUR_STATEMENTS });
  });

  it('records a decline of everything as reviewed with nothing accepted', () => {
    const none: Choices = Object.fromEntries(shown.map((c) => [c.statement.toLowerCase(), 'no' as const]));
    expect(selectionsUpdate(ID, 'collaborator', shown, none, NOW)).toMatchObject({
      collaboratorAcceptedIssues: [],
      collaboratorReviewedIssues: FOUR_STATEMENTS,
    });
  });

  it('loses neither side when both submit from the same snapshot at the same moment, in either order', () => {
    const initiatorChoices: Choices = { ...choices };
    const collaboratorChoices: Choices = {
      [CHORES.statement.toLowerCase()]: 'no',
      [MONEY.statement.toLowerCase()]: 'no',
      [TONE.statement.toLowerCase()]: 'yes',
      [PLANS.statement.toLowerCase()]: 'yes',
    };
    const fromInitiator = selectionsUpdate(ID, 'initiator', shown, initiatorChoices, NOW);
    const fromCollaborator = selectionsUpdate(ID, 'collaborator', shown, collaboratorChoices, NOW);
    for (const merged of [
      { ...s, ...fromInitiator, ...fromCollaborator },
      { ...s, ...fromCollaborator, ...fromInitiator },
    ]) {
      expect(storedChoices(sideReview(merged, 'initiator'), shown)).toEqual(initiatorChoices);
      expect(storedChoices(sideReview(merged, 'collaborator'), shown)).toEqual(collaboratorChoices);
      expect(reviewOutcome(merged)).toMatchObject({ kind: 'agreed', candidate: { statement: TONE.statement } });
    }
  });

  it("keeps the other side's earlier answers when one side resubmits", () => {
    const before = {
      ...s,
      collaboratorAcceptedIssues: [MONEY.statement],
      collaboratorReviewedIssues: FOUR_STATEMENTS,
    };
    const after = { ...before, ...selectionsUpdate(ID, 'initiator', shown, choices, NOW) };
    expect(sideReview(after, 'collaborator')).toEqual({ accepted: [MONEY.statement], reviewed: FOUR_STATEMENTS });
  });
});

describe('outcomeUpdate: both sides agreed', () => {
  const answers = {
    initiatorAcceptedIssues: [TONE.statement, PLANS.statement],
    initiatorReviewedIssues: FOUR_STATEMENTS,
    collaboratorAcceptedIssues: [PLANS.statement, TONE.statement],
    collaboratorReviewedIssues: FOUR_STATEMENTS,
  };

  it.each(['created', 'accepted'])('stores the agreement and moves %s to resolving_issue', (status) => {
    const s = reviewed({ ...answers, status });
    const outcome = reviewOutcome(s);
    const update = outcomeUpdate(s, outcome, NOW);
    expect(outcome.kind).toBe('agreed');
    if (outcome.kind !== 'agreed' || !update) throw new Error('expected an agreement to record');
    expect(update).toMatchObject({
      id: ID,
      agreedIssue: TONE.statement,
      agreedConflictType: 'personality',
      agreeCandidateIndex: outcome.index,
      agreedAt: NOW.toISOString(),
      noCommonConflict: false,
      status: 'resolving_issue',
      lastActivityAt: NOW.toISOString(),
    });
    expect(proposedCandidates(s)[outcome.index ?? -1]?.statement).toBe(TONE.statement);
  });

  it('stores agreedIssueMeta as a JSON string holding the statement', () => {
    const s = reviewed({ ...answers, status: 'accepted' });
    const update = outcomeUpdate(s, reviewOutcome(s), NOW);
    expect(update).not.toBeNull();
    const meta = (update as { agreedIssueMeta?: unknown }).agreedIssueMeta;
    expect(typeof meta).toBe('string');
    expect(JSON.parse(meta as string)).toMatchObject({ statement: TONE.statement });
  });

  it('stores a spec conflict type, or leaves the field out (never null)', () => {
    const s = reviewed(
      {
        status: 'accepted',
        initiatorAcceptedIssues: ['Odd'],
        initiatorReviewedIssues: ['Odd'],
        collaboratorAcceptedIssues: ['Odd'],
        collaboratorReviewedIssues: ['Odd'],
      },
      [{ statement: 'Odd', score: 0.5, conflictType: 'money' }],
    );
    const update = outcomeUpdate(s, reviewOutcome(s), NOW);
    expect(update).toMatchObject({ agreedIssue: 'Odd' });
    expect(update).not.toHaveProperty('agreedConflictType');
  });

  it('records the agreement without a status field when the session is already resolving_issue', () => {
    const s = reviewed({ ...answers, status: 'resolving_issue' });
    const update = outcomeUpdate(s, reviewOutcome(s), NOW);
    expect(update).toMatchObject({ agreedIssue: TONE.statement, noCommonConflict: false });
    expect(update).not.toHaveProperty('status');
  });

  it('is null when the agreement is already recorded', () => {
    const s = reviewed({ ...answers, status: 'resolving_issue', agreedIssue: TONE.statement, noCommonConflict: false });
    expect(outcomeUpdate(s, reviewOutcome(s), NOW)).toBeNull();
  });

  it('keeps a recorded no common conflict even when both sides now accept the same statement', () => {
    const s = reviewed({ ...answers, status: 'resolving_issue', noCommonConflict: true });
    expect(outcomeUpdate(s, reviewOutcome(s), NOW)).toBeNull();
    expect(recordedOutcome(s)).toBe('no-common-conflict');
  });

  it('keeps a recorded agreement when the answers now point at another statement, at every later status', () => {
    for (const status of ['created', 'accepted', 'resolving_issue', 'resolved']) {
      const s = reviewed({ ...answers, status, agreedIssue: PLANS.statement, noCommonConflict: false });
      expect(outcomeUpdate(s, reviewOutcome(s), NOW)).toBeNull();
      expect(recordedOutcome(s)).toBe('agreed');
    }
  });
});

describe('outcomeUpdate: no common conflict and no overlap', () => {
  const declined = {
    initiatorAcceptedIssues: [],
    initiatorReviewedIssues: FOUR_STATEMENTS,
    collaboratorAcceptedIssues: [CHORES.statement],
    collaboratorReviewedIssues: FOUR_STATEMENTS,
  };
  const disjoint = {
    initiatorAcceptedIssues: [CHORES.statement],
    initiatorReviewedIssues: FOUR_STATEMENTS,
    collaboratorAcceptedIssues: [MONEY.statement],
    collaboratorReviewedIssues: FOUR_STATEMENTS,
  };

  it.each(['created', 'accepted'])('sets noCommonConflict and moves %s to resolving_issue when a side declined everything', (status) => {
    const s = reviewed({ ...declined, status });
    expect(reviewOutcome(s).kind).toBe('no-common-conflict');
    expect(outcomeUpdate(s, reviewOutcome(s), NOW)).toMatchObject({
      id: ID,
      noCommonConflict: true,
      status: 'resolving_issue',
      lastActivityAt: NOW.toISOString(),
    });
  });

  it('sets noCommonConflict without a status field when already resolving_issue', () => {
    const s = reviewed({ ...declined, status: 'resolving_issue' });
    const update = outcomeUpdate(s, reviewOutcome(s), NOW);
    expect(update).toMatchObject({ noCommonConflict: true });
    expect(update).not.toHaveProperty('status');
  });

  it('is null when noCommonConflict is already recorded', () => {
    const s = reviewed({ ...declined, status: 'resolving_issue', noCommonConflict: true });
    expect(outcomeUpdate(s, reviewOutcome(s), NOW)).toBeNull();
  });

  it.each(['created', 'accepted'])('moves %s to resolving_issue with noCommonConflict false when there is no overlap', (status) => {
    const s = reviewed({ ...disjoint, status });
    expect(reviewOutcome(s)).toEqual({ kind: 'no-overlap' });
    expect(outcomeUpdate(s, reviewOutcome(s), NOW)).toMatchObject({ id: ID, noCommonConflict: false, status: 'resolving_issue' });
  });

  it('never blanks a recorded agreement when a side now declines everything', () => {
    const s = reviewed({ ...declined, status: 'resolving_issue', agreedIssue: CHORES.statement });
    expect(outcomeUpdate(s, reviewOutcome(s), NOW)).toBeNull();
  });

  it('never writes null, which owner rules refuse as deleting a field', () => {
    const untyped = session({
      proposedIssues: ['No type or score here'],
      initiatorAcceptedIssues: ['No type or score here'],
      initiatorReviewedIssues: ['No type or score here'],
      collaboratorAcceptedIssues: ['No type or score here'],
      collaboratorReviewedIssues: ['No type or score here'],
    });
    expect(Object.values(outcomeUpdate(untyped, reviewOutcome(untyped), NOW) ?? {})).not.toContain(null);
    const fresh = reviewed({ ...disjoint, status: 'accepted' });
    expect(Object.values(outcomeUpdate(fresh, reviewOutcome(fresh), NOW) ?? {})).not.toContain(null);
  });

  it('is null for no overlap when the session already says so', () => {
    const s = reviewed({ ...disjoint, status: 'resolving_issue', noCommonConflict: false });
    expect(outcomeUpdate(s, reviewOutcome(s), NOW)).toBeNull();
  });
});

describe('outcomeUpdate: nothing to record', () => {
  it.each(['created', 'accepted', 'resolving_issue'])('is null while waiting or with no candidates (status %s)', (status) => {
    expect(outcomeUpdate(session({ status }), { kind: 'waiting', for: ['initiator', 'collaborator'] }, NOW)).toBeNull();
    expect(outcomeUpdate(session({ status }), { kind: 'waiting', for: ['collaborator'] }, NOW)).toBeNull();
    expect(outcomeUpdate(session({ status }), { kind: 'no-candidates' }, NOW)).toBeNull();
    const waiting = reviewed({ status, initiatorAcceptedIssues: [CHORES.statement], initiatorReviewedIssues: FOUR_STATEMENTS });
    expect(outcomeUpdate(waiting, reviewOutcome(waiting), NOW)).toBeNull();
  });

  const later = ['resolved', 'prepare', 'propose', 'strategies', 'implemented', 'closed', 'agreed_on_issue'];
  const agreed: ReviewOutcome = { kind: 'agreed', candidate: { statement: CHORES.statement, score: 0.91, conflictType: 'task', reason: null }, index: 0 };
  const settled: [string, ReviewOutcome][] = [
    ['agreed', agreed],
    ['no-common-conflict', { kind: 'no-common-conflict' }],
    ['no-overlap', { kind: 'no-overlap' }],
  ];

  it.each(later)('never undoes a later step: a session at %s is left alone whatever the outcome', (status) => {
    for (const [, outcome] of settled) {
      expect(outcomeUpdate(session({ status, agreedIssue: 'An earlier agreement' }), outcome, NOW)).toBeNull();
      expect(outcomeUpdate(session({ status }), outcome, NOW)).toBeNull();
      expect(outcomeUpdate(session({ status, noCommonConflict: true }), outcome, NOW)).toBeNull();
    }
  });

  it.each(later)('leaves a session at %s alone even when computed from its stored answers', (status) => {
    const s = reviewed({
      status,
      initiatorAcceptedIssues: [MONEY.statement],
      initiatorReviewedIssues: FOUR_STATEMENTS,
      collaboratorAcceptedIssues: [MONEY.statement],
      collaboratorReviewedIssues: FOUR_STATEMENTS,
    });
    expect(reviewOutcome(s).kind).toBe('agreed');
    expect(outcomeUpdate(s, reviewOutcome(s), NOW)).toBeNull();
  });
});

describe('outcomePath: where each outcome takes the viewer', () => {
  const agreed: ReviewOutcome = { kind: 'agreed', candidate: { statement: 'x', score: null, conflictType: null, reason: null }, index: 0 };

  it('goes to /agreed-issue when both agreed', () => {
    expect(outcomePath(ID, agreed)).toBe(`/session/${ID}/agreed-issue`);
  });

  it.each<ReviewOutcome>([{ kind: 'no-common-conflict' }, { kind: 'no-overlap' }])(
    'stays on the agree page for $kind (its wording step is the way on; the questionnaire is only offered)',
    (outcome) => {
      expect(outcomePath(ID, outcome)).toBeNull();
    },
  );

  it('goes nowhere while waiting or with no candidates', () => {
    expect(outcomePath(ID, { kind: 'waiting', for: ['initiator'] })).toBeNull();
    expect(outcomePath(ID, { kind: 'waiting', for: ['initiator', 'collaborator'] })).toBeNull();
    expect(outcomePath(ID, { kind: 'no-candidates' })).toBeNull();
  });
});

describe('agreeWait: what the agree page polls for while live updates are down', () => {
  it('waits for the statements while there are none', () => {
    expect(agreeWait(session({ proposedIssues: [] }), 'initiator')).toBe('proposals');
    expect(agreeWait(session({ proposedIssues: [] }), 'collaborator')).toBe('proposals');
  });

  it("has the collaborator who answered wait for the initiator's review, and the initiator who answered wait for the collaborator's outcome", () => {
    const initiatorDone = reviewed({ initiatorAcceptedIssues: [CHORES.statement], initiatorReviewedIssues: FOUR_STATEMENTS });
    expect(agreeWait(initiatorDone, 'initiator')).toBe('noCommonConflict');
    expect(agreeWait(initiatorDone, 'collaborator')).toBeNull(); // the collaborator has answering to do
    const collaboratorDone = reviewed({ collaboratorAcceptedIssues: [CHORES.statement], collaboratorReviewedIssues: FOUR_STATEMENTS });
    expect(agreeWait(collaboratorDone, 'collaborator')).toBe('initiatorReview');
    expect(agreeWait(collaboratorDone, 'initiator')).toBeNull();
  });

  it('waits for nothing before either has answered or once the outcome is settled', () => {
    expect(agreeWait(reviewed({}), 'initiator')).toBeNull();
    const agreed = reviewed({
      initiatorAcceptedIssues: [CHORES.statement],
      initiatorReviewedIssues: FOUR_STATEMENTS,
      collaboratorAcceptedIssues: [CHORES.statement],
      collaboratorReviewedIssues: FOUR_STATEMENTS,
    });
    expect(agreeWait(agreed, 'initiator')).toBeNull();
    expect(agreeWait(agreed, 'collaborator')).toBeNull();
  });
});
