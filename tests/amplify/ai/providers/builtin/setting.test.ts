import { describe, expect, it } from 'vitest';
import { settingFromAnswers, settingOf } from '../../../../../amplify/ai/providers/builtin/setting';
import { builtinInferInterests } from '../../../../../amplify/ai/providers/builtin/solutions';
import type { Relationship } from '../../../../../src/domain/relationship';
import issue28 from '../../../../../scripts/ai-demo/issue28.json';
import { SCENARIOS } from '../../../../support/ai-scenarios/scenarios';

/** A tuning scenario's five titles, with what its initiator answered to how they know the other. */
const fiveOf = (id: string, relationship?: Relationship) => {
  const { conflictType, answers } = SCENARIOS.find((known) => known.id === id)!;
  const initiator = relationship ? { ...answers.initiator, relationship } : answers.initiator;
  return builtinInferInterests({ agreedIssue: '', conflictType, initiator, collaborator: answers.collaborator }).solutions.map((solution) => solution.title).join('\n');
};

describe('the setting of a conflict (who could help from outside, which arrangements fit)', () => {
  it('is what either side said when asked how they know the other, the initiator’s first', () => {
    const work = ['The client meeting ran late and my boss saw the report.'];
    expect(settingOf(work, ['partner', undefined])).toBe('partners');
    expect(settingOf(work, [undefined, 'neighbour'])).toBe('neighbours');
    expect(settingOf(work, ['family', 'work'])).toBe('family');
    // Separated parents need what a family needs; housemates and friends have settings of their own
    // (they share bills at most, never a couple's joint money).
    expect(settingOf(work, ['ex-partner'])).toBe('family');
    expect(settingOf(work, ['housemate'])).toBe('housemates');
    expect(settingOf(work, ['friend'])).toBe('friends');
  });

  it('is read from the answers when neither said, or said "something else"', () => {
    const work = ['The client meeting ran late and my boss saw the report.'];
    expect(settingOf(work, [])).toBe('work');
    expect(settingOf(work, ['other', undefined])).toBe('work');
  });

  it('reads the relationship from phrases, not single words', () => {
    // "our son" is two parents; "our mum" is siblings.
    expect(settingFromAnswers(['Our son needs a routine and our 6 year old too.'])).toBe('partners');
    expect(settingFromAnswers(['Our mum cannot live alone any more.'])).toBe('family');
    // An ex is a couple's matter; a mortgage and a joint account are a couple's money.
    expect(settingFromAnswers(['He still texts his ex every week.'])).toBe('partners');
    expect(settingFromAnswers(['We just fixed our mortgage and the joint account is empty.'])).toBe('partners');
    expect(settingFromAnswers(['The hedge next door blocks my light.'])).toBe('neighbours');
    // Saving for a wedding is a couple's; a climbing wall is no boundary between two homes.
    expect(settingFromAnswers(['We are saving for a wedding and every month counts.'])).toBe('partners');
    expect(settingFromAnswers(['The cheap gym had no climbing wall.'])).toBe('general');
    expect(settingFromAnswers(['The landlord kept the deposit and my flatmate will not pay.'])).toBe('housemates');
  });

  it('reads an ex, not an ex-boss, and a fiancé as much as a fiancée', () => {
    expect(settingFromAnswers(['My ex-boss keeps calling me.'])).toBe('work');
    expect(settingFromAnswers(['My fiancé wants a big wedding.'])).toBe('partners');
    expect(settingFromAnswers(['My fiancée wants a big wedding.'])).toBe('partners');
  });

  it('counts a phrase once however often it is written, and a child only a little', () => {
    // The neighbours' kids, named four times, do not make a garden row a family matter.
    expect(settingFromAnswers(['Their kids kick the ball into my garden. The kids, the kids, always the kids, over the fence.'])).toBe('neighbours');
    // A housemate's boyfriend is a third person, not the other party.
    expect(settingFromAnswers(['Her boyfriend stays five nights a week and the landlord does not know.'])).toBe('housemates');
  });

  it('places friends only by the relationship given: "my friend" in an answer is often a third person', () => {
    expect(settingFromAnswers(['My friend Sam and I fell out over the hen weekend.'])).not.toBe('friends');
  });

  it('is general when nothing places it, or two settings weigh the same', () => {
    expect(settingFromAnswers(['I want a say in this.'])).toBe('general');
    expect(settingFromAnswers(['My boss called.', 'The fence again.'])).toBe('general');
  });
});

describe('the five solutions fit the relationship the two said (issue 28, fit)', () => {
  it('offers a couple their money arrangements: a gym bill while saving for a wedding, said or read from the answers', () => {
    expect(fiveOf('partners-gym-membership', 'partner')).toMatch(/joint-spending limit .* personal allowance each/);
    // "the cheap gym had no wall" once read as neighbours; saving for a wedding is a couple's.
    expect(fiveOf('partners-gym-membership')).toMatch(/joint-spending limit .* personal allowance each/);
    // Housemates and friends share bills at most: no spending limit, money review or wish list of a couple's.
    expect(fiveOf('partners-gym-membership', 'housemate')).not.toMatch(/joint-spending limit|money review|wish list/);
    expect(fiveOf('partners-gym-membership', 'friend')).not.toMatch(/joint-spending limit|money review|wish list/);
  });

  it('offers the issue’s couple, who write about his brother, their spending limit with an allowance each and the deposit ring-fenced', () => {
    const couple = issue28.conflicts.find((conflict) => conflict.id === 'couple-house-deposit')!;
    const titles = builtinInferInterests({ agreedIssue: '', conflictType: 'values', ...couple.answers }).solutions.map((solution) => solution.title).join('\n');
    expect(titles).toMatch(/A joint-spending limit of 200 euros, with a personal allowance each/);
    expect(titles).toMatch(/Ring-fence the house deposit in an account that needs both to sign/);
  });

  it('offers co-founders no joint-spending limit or personal allowance, which are a household’s', () => {
    expect(fiveOf('cofounders-bakery-sundays', 'work')).not.toMatch(/personal allowance|joint-spending/);
  });

  it('offers a couple no cover by a named colleague, which is for two colleagues', () => {
    expect(fiveOf('partners-car-mornings')).toMatch(/named colleague/);
    expect(fiveOf('partners-car-mornings', 'partner')).not.toMatch(/colleague/);
  });
});
