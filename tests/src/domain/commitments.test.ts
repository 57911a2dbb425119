/**
 * Step 7, commit (src/domain/commitments.ts): each rule of a side's commitments, both outcomes,
 * the limits, the frozen list after "I commit", and the record once both committed.
 */
import { describe, expect, it } from 'vitest';
import {
  COMMITMENT_MESSAGES,
  commitmentsUpdateProblem,
  decideCommit,
  draftProblem,
  readCommitmentRecord,
  type CommitmentDraft,
} from '../../../src/domain/commitments';
import { COMMITMENT_LIMITS } from '../../../src/domain/limits';
import { issueUpdateProblem } from '../../../src/domain/issueUpdateRules';
import { STATUS_NOT_EARNED_MESSAGE, statusUpdateProblem } from '../../../src/domain/status';

const ONE = { when: 'I get home after a late shift', will: 'text you before nine' };
const draft = (commitments = [ONE], trialDays = 14): CommitmentDraft => ({ commitments, trialDays });
const NOW = new Date('2031-03-01T10:00:00.000Z');

describe('a side\'s commitments', () => {
  it('takes one to five, each with a When and an I will within the limit, and a trial of 7, 14, 21 or 28 days', () => {
    expect(draftProblem(draft())).toBeNull();
    expect(draftProblem(draft(Array(5).fill(ONE), 28))).toBeNull();
    expect(draftProblem(draft([{ when: 'x'.repeat(COMMITMENT_LIMITS.text), will: 'y' }], 7))).toBeNull();
  });

  it.each([
    ['no commitment', draft([]), COMMITMENT_MESSAGES.none],
    ['six commitments', draft(Array(6).fill(ONE)), COMMITMENT_MESSAGES.tooMany],
    ['an empty When', draft([{ when: '  ', will: 'call' }]), COMMITMENT_MESSAGES.noWhen],
    ['an empty I will', draft([{ when: 'Sunday comes', will: '' }]), COMMITMENT_MESSAGES.noWill],
    ['a When too long', draft([{ when: 'x'.repeat(COMMITMENT_LIMITS.text + 1), will: 'call' }]), COMMITMENT_MESSAGES.tooLong],
    ['an I will too long', draft([{ when: 'Sunday', will: 'y'.repeat(COMMITMENT_LIMITS.text + 1) }]), COMMITMENT_MESSAGES.tooLong],
    ['a trial of 10 days', draft([ONE], 10), COMMITMENT_MESSAGES.trial],
    ['no list at all', { trialDays: 14 }, COMMITMENT_MESSAGES.notAList],
  ])('refuses %s with a clear message', (_, value, message) => {
    expect(draftProblem(value)).toBe(message);
  });

  it('is refused at the update guard when invalid, and frozen once its side committed', () => {
    expect(issueUpdateProblem({ id: 's', initiatorCommitmentsJson: JSON.stringify(draft([])) }, {})).toBe(COMMITMENT_MESSAGES.none);
    expect(issueUpdateProblem({ id: 's', initiatorCommitmentsJson: JSON.stringify(draft()) }, {})).toBeNull();
    const committed = { commitmentJson: JSON.stringify({ initiatorCommittedAt: NOW.toISOString(), trialDays: 14 }) };
    expect(issueUpdateProblem({ id: 's', initiatorCommitmentsJson: JSON.stringify(draft()) }, committed)).toBe(COMMITMENT_MESSAGES.committed);
    // The other side, not committed yet, may still change its own.
    expect(issueUpdateProblem({ id: 's', collaboratorCommitmentsJson: JSON.stringify(draft()) }, committed)).toBeNull();
    // The server's own reset (it names the record it sets) reopens them.
    expect(commitmentsUpdateProblem({ initiatorCommitmentsJson: null, commitmentJson: null }, committed)).toBeNull();
  });
});

describe('I commit (settle-session decides)', () => {
  it('refuses an invalid or missing draft', () => {
    expect(decideCommit({}, 'initiator', NOW)).toEqual({ kind: 'invalid', message: COMMITMENT_MESSAGES.none });
    expect(decideCommit({ initiatorCommitmentsJson: JSON.stringify(draft([{ when: '', will: 'x' }])) }, 'initiator', NOW)).toEqual({
      kind: 'invalid',
      message: COMMITMENT_MESSAGES.noWhen,
    });
  });

  it('marks the first side committed with its trial, and records nothing both share yet', () => {
    const decision = decideCommit({ initiatorCommitmentsJson: JSON.stringify(draft()) }, 'initiator', NOW);
    expect(decision).toEqual({ kind: 'committed', both: false, record: { initiatorCommittedAt: NOW.toISOString(), trialDays: 14 } });
  });

  it('asks the later side to match the trial the first committed to', () => {
    const session = { collaboratorCommitmentsJson: JSON.stringify(draft([ONE], 21)), commitmentJson: JSON.stringify({ initiatorCommittedAt: NOW.toISOString(), trialDays: 14 }) };
    expect(decideCommit(session, 'collaborator', NOW)).toEqual({ kind: 'match-trial', trialDays: 14 });
  });

  it('records both lists, frozen with ids, and the trial end once both committed', () => {
    const session = {
      initiatorCommitmentsJson: JSON.stringify(draft([{ when: ' Sunday comes ', will: ' cook ' }, ONE])),
      collaboratorCommitmentsJson: JSON.stringify(draft()),
      commitmentJson: JSON.stringify({ initiatorCommittedAt: '2031-02-28T10:00:00.000Z', trialDays: 14 }),
    };
    const decision = decideCommit(session, 'collaborator', NOW);
    expect(decision.kind).toBe('committed');
    if (decision.kind !== 'committed') return;
    expect(decision.both).toBe(true);
    expect(decision.record).toMatchObject({ committedAt: NOW.toISOString(), trialEndsAt: '2031-03-15T10:00:00.000Z', trialDays: 14 });
    expect(decision.record.commitments).toEqual([
      { id: 'i1', side: 'initiator', when: 'Sunday comes', will: 'cook' },
      { id: 'i2', side: 'initiator', ...ONE },
      { id: 'c1', side: 'collaborator', ...ONE },
    ]);
    // Asking again changes nothing.
    expect(decideCommit({ ...session, commitmentJson: JSON.stringify(decision.record) }, 'collaborator', NOW)).toEqual({
      kind: 'already',
      record: readCommitmentRecord(JSON.stringify(decision.record)),
    });
  });

  it('lets the status move to committed only once the commitment is recorded', () => {
    const earned = { status: 'implemented', collaboratorJoined: true, agreedIssue: 'How we plan', bestSolutionId: 'sol-1' };
    expect(statusUpdateProblem({ status: 'committed' }, earned)).toBe(STATUS_NOT_EARNED_MESSAGE);
    expect(statusUpdateProblem({ status: 'committed' }, { ...earned, commitmentJson: JSON.stringify({ initiatorCommittedAt: NOW.toISOString() }) })).toBe(
      STATUS_NOT_EARNED_MESSAGE,
    );
    expect(statusUpdateProblem({ status: 'committed' }, { ...earned, commitmentJson: JSON.stringify({ committedAt: NOW.toISOString(), commitments: [] }) })).toBeNull();
  });
});
