import { describe, expect, it } from 'vitest';
import { analyzeParty } from '../../../../../amplify/ai/providers/builtin/analysis';
import { SHARED_TERM_WEIGHT, keyTerms, sideTerms } from '../../../../../amplify/ai/providers/builtin/coverage';

const party = (firstName: string, issue: string, desiredOutcome: string, why: string) =>
  analyzeParty({ firstName, issue: [issue], desiredOutcome: [desiredOutcome], whyOutcomeMatters: [why] });

describe('key terms per side: the common topic counts less than each side’s own words', () => {
  const mia = party('Mia', 'I clean the kitchen every night after I cook.', 'Whoever cooks does not clean the kitchen.', 'I am wiped out.');
  const tom = party('Tom', 'I clean the kitchen, just not straight after dinner.', 'The kitchen clean by bedtime.', 'I work long shifts.');

  it('weighs a word both wrote at SHARED_TERM_WEIGHT and a side’s own words in full', () => {
    const [termsMia, termsTom] = sideTerms(mia, tom, ['Mia', 'Tom']);
    const plainMia = keyTerms(mia, ['Mia', 'Tom']);
    expect(termsMia.get('kitchen')).toBe(plainMia.get('kitchen')! * SHARED_TERM_WEIGHT);
    expect(termsMia.get('cook')).toBe(plainMia.get('cook'));
    expect(termsTom.get('shift')).toBe(keyTerms(tom, ['Mia', 'Tom']).get('shift'));
  });
});
