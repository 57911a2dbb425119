import { describe, expect, it } from 'vitest';
import { problemOf, readAnswers, topicOf } from '../../../../../amplify/ai/providers/builtin/reading';

const side = (firstName: string, issue: string, desiredOutcome: string, why: string) => ({ firstName, issue: [issue], desiredOutcome: [desiredOutcome], whyOutcomeMatters: [why] });

describe('reading: a rental deposit is not joint money', () => {
  it('names a landlord’s deduction as the rental deposit, and a couple’s house deposit as joint money', () => {
    const housemates = readAnswers(
      side('Priya', 'The landlord kept 600 of the deposit for the carpet.', 'Sam pays for the carpet.', 'I need my half of the deposit back.'),
      side('Sam', 'The carpet was worn when we moved in.', 'Split the deduction 50/50.', 'I cannot afford 600.'),
      'Priya',
      'Sam',
    );
    expect(topicOf(housemates)).toBe('the rental deposit');
    expect(problemOf(housemates)).not.toMatch(/joint money/);
    const couple = readAnswers(
      side('Jess', 'Mark gave his brother money from our house deposit.', 'We agree before money leaves the deposit.', 'It is our future.'),
      side('Mark', 'My brother was about to lose his flat.', 'Room to help family.', 'Family helps family.'),
      'Jess',
      'Mark',
    );
    expect(topicOf(couple)).toBe('the joint money');
  });

  it('reads fallen leaves as a boundary matter but not “nothing leaves the company”', () => {
    const read = (text: string) => readAnswers(side('Ann', text, 'x', 'x'), side('Bo', 'x', 'x', 'x'), 'Ann', 'Bo').a.hits.some((hit) => hit.concept.id === 'space.boundary');
    expect(read('The fallen leaves from their tree block our gutter.')).toBe(true);
    expect(read('Nothing confidential leaves the company without both of us.')).toBe(false);
  });
});
