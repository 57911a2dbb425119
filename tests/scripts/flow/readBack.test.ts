import { describe, expect, it } from 'vitest';
import type { Ledger } from '../../../scripts/flow/pair';
import { step7Losses, whereTheyDiffer } from '../../../scripts/flow/readBack';

const draft = (trialDays: number, ...wills: string[]) => JSON.stringify({ commitments: wills.map((will) => ({ when: 'the week begins', will })), trialDays });
const answers = (note: string) => ({ checkIn: 1, kept: { i1: 'kept', c1: 'kept' }, fairness: 4, talking: 3, note });

/** A pair that committed and answered check-in 1, as the ledger holds it. */
function ledger(): Ledger {
  return {
    issueId: 'session-1',
    initiator: { issue: { initiatorCommitmentsJson: draft(14, 'cook on Sundays'), initiatorCheckInJson: JSON.stringify(answers('mine')) }, profile: {} },
    collaborator: { issue: { collaboratorCommitmentsJson: draft(14, 'text before nine', 'walk the dog'), collaboratorCheckInJson: JSON.stringify(answers('theirs')) }, profile: {} },
    server: { commitmentJson: '{}', reviewJson: '{}' },
    status: 'committed',
    inviteSent: false,
  };
}

/** The records as the server keeps them (AWSJSON text), from the given lists and answers. */
function stored({ collaboratorWills = ['text before nine', 'walk the dog'], trialDays = 14, initiatorNote = 'mine' } = {}) {
  const commitments = [
    { id: 'i1', side: 'initiator', when: 'the week begins', will: 'cook on Sundays' },
    ...collaboratorWills.map((will, index) => ({ id: `c${index + 1}`, side: 'collaborator', when: 'the week begins', will })),
  ];
  const checkIn = { number: 1, dueAt: 'd', recordedAt: 'r', outcome: 'holding', needsAnotherLook: [], initiator: answers(initiatorNote), collaborator: answers('theirs') };
  return {
    commitmentJson: JSON.stringify({ committedAt: 'c', trialEndsAt: 't', trialDays, commitments }),
    reviewJson: JSON.stringify({ open: null, checkIns: [checkIn] }),
  };
}

describe("step 7's records against what each side wrote", () => {
  it('finds nothing lost when the records hold both sides’ commitments, trial and answers', () => {
    expect(step7Losses(3, ledger(), stored())).toEqual([]);
  });

  it('reports a commitment the record lost, a trial it changed and answers it altered', () => {
    const losses = step7Losses(3, ledger(), stored({ collaboratorWills: ['text before nine'], trialDays: 21, initiatorNote: 'edited' }));
    expect(losses.map((l) => `${l.pair} ${l.field}`)).toEqual([
      "3 commitmentJson trialDays (initiator's)",
      "3 reviewJson check-in 1 initiator's answers",
      "3 commitmentJson collaborator's commitments",
      "3 commitmentJson trialDays (collaborator's)",
    ]);
  });

  it('reports records that are missing, and compares nothing a pair never reached', () => {
    expect(step7Losses(3, ledger(), {}).map((l) => `${l.field}: ${l.found}`)).toEqual([
      "commitmentJson initiator's commitments: []",
      "commitmentJson trialDays (initiator's): null",
      "reviewJson check-in 1 initiator's answers: null",
      "commitmentJson collaborator's commitments: []",
      "commitmentJson trialDays (collaborator's): null",
      "reviewJson check-in 1 collaborator's answers: null",
    ]);
    const before = { ...ledger(), server: {} };
    expect(step7Losses(3, before, {})).toEqual([]);
  });
});

describe('a lost update as the report shows it', () => {
  it('cuts both values from a little before where they part', () => {
    const same = 'x'.repeat(200);
    expect(whereTheyDiffer(`${same}Kept-tail`, `${same}Lost`, 30)).toEqual({ expected: `…${'x'.repeat(20)}Kept-tail`, found: `…${'x'.repeat(20)}Lost` });
    expect(whereTheyDiffer('abc', 'abd', 30)).toEqual({ expected: 'abc', found: 'abd' });
    expect(whereTheyDiffer('short', 'null', 3)).toEqual({ expected: 'sho', found: 'nul' });
  });
});
