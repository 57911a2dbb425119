import { describe, expect, it } from 'vitest';
import { analyzeParty } from '../../../../../amplify/ai/providers/builtin/analysis';
import { interestsOf, precedencePrinciple } from '../../../../../amplify/ai/providers/builtin/interests';
import { party } from '../../../../support/aiFixtures';

const interests = (issue: string[], outcome: string[], why: string[]) => interestsOf(analyzeParty(party('Helen', issue, outcome, why)), 'Helen', 'Frank');

describe('interests from a party’s own answers', () => {
  it('takes categories from word roots, weighs why-answers most, labels in the party’s words and quotes where they said it', () => {
    const found = interests(['Dad fell twice this winter.'], ['Move somewhere with help on hand.'], ["I live two hours away and I can't be there if he falls again."]);
    expect(found[0]).toMatchObject({ category: 'safety', label: 'falls again', rationale: 'In saying why it matters, Helen wrote: “I live two hours away and I can\'t be there if he falls again.”' });
  });

  it('does not read an account of the other person as the speaker’s own need', () => {
    const found = interests(['Frank is exhausted and sleeps til noon.'], [], ['My evenings are for my family.']);
    expect(found.map((interest) => interest.category)).not.toContain('wellbeing');
    expect(found[0]).toMatchObject({ category: 'family', label: 'their family' });
  });

  it('reads time spent as no money ("I spent my saturday picking chicken bones off the path")', () => {
    const found = interests(['the bins went out late again'], ['a bin rota on the fridge'], ['foxes got into the bags and i spent my saturday picking chicken bones off the path']);
    expect(found.map((interest) => interest.category)).not.toContain('money');
    expect(interests([], ['pay me back'], ['he spent my savings on a car']).map((interest) => interest.category)).toContain('money');
    expect(interests([], ['stop it'], ['he spent all of it on clothes']).map((interest) => interest.category)).toContain('money');
  });

  it('reads a credit card as money, not as recognition ("We only just cleared the credit card")', () => {
    const found = interests(['he wants another monthly payment'], ['fix it and pay cash'], ['We only just cleared the credit card.']);
    expect(found.map((interest) => interest.category)).not.toContain('recognition');
    expect(found.map((interest) => interest.category)).toContain('money');
    expect(interests([], ['credit where it is due'], ['he presented my work as his']).map((interest) => interest.category)).toContain('recognition');
  });

  it('gives the same words to one interest only ("9pm" is part of "wiped out by 9pm")', () => {
    const found = interests([], ['Quiet after 11.'], ["I'm wiped out by 9pm"]);
    const labels = found.map((interest) => interest.label);
    expect(labels).toContain('wiped out by 9pm');
    expect(labels).not.toContain('9pm');
  });

  it('leaves a phrase that means something else alone ("a big deal" is no deal)', () => {
    expect(interests([], ["Tell me in private if it's a big deal."], []).map((interest) => interest.category)).not.toContain('trust');
  });
});

describe('the precedence principle', () => {
  const side = (name: string, ...categories: string[]) => ({ name, interests: categories.map((category) => ({ category, label: `${category} words`, rationale: 'r' })) });

  it('weighs first what both named', () => {
    expect(precedencePrinciple(side('Mia', 'wellbeing', 'workload'), side('Tom', 'time', 'workload'))).toEqual({
      code: 'workload_first',
      human: 'First, a fair workload, which both Mia and Tom named: rule out any option that puts it at risk for either of them before weighing anything else.',
    });
  });

  it('otherwise weighs the gravest consideration first, then the other side’s, so it is never one side’s alone', () => {
    expect(precedencePrinciple(side('Helen', 'time', 'safety'), side('Frank', 'home', 'autonomy'))).toEqual({
      code: 'safety_then_autonomy',
      human:
        'First, safety (Helen: “safety words”); then independence (Frank: “autonomy words”): rule out any option that puts the first at risk, then choose among the rest the one that does most for the second.',
    });
    expect(precedencePrinciple(side('A'), side('B')).code).toBe('both_needs_equal');
  });
});
