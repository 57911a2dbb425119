import { describe, expect, it } from 'vitest';
import { readAnswers } from '../../../../../amplify/ai/providers/builtin/reading';
import { builtinInferInterests } from '../../../../../amplify/ai/providers/builtin/solutions';

const side = (firstName: string, issue: string, desiredOutcome: string, why: string) => ({ firstName, issue: [issue], desiredOutcome: [desiredOutcome], whyOutcomeMatters: [why] });
const titles = (initiator: ReturnType<typeof side>, collaborator: ReturnType<typeof side>) =>
  builtinInferInterests({ agreedIssue: '', conflictType: 'task', initiator, collaborator }).solutions.map((solution) => solution.title);

/** Options that belong to a household's shared money, never to a row about work. */
const HOUSEHOLD_MONEY = /money review|in proportion to income|personal allowance|ring-fence/i;

describe('option library: work and roles', () => {
  it('offers a ranked list of the projects and a written list of owners when one person carries too many projects', () => {
    const five = titles(
      side('Lina', 'Since Marc moved teams I have his three projects on top of mine.', 'Give one project to someone else before the autumn.', 'The quality is slipping and I work weekends.'),
      side('Paul', 'The budget for a new person is frozen until next year.', 'Lina keeps all three, and we push the smallest deadline back.', 'The clients were promised these dates.'),
    );
    expect(five).toContain('A ranked list of the projects for the next six weeks, with what moves or is dropped written down');
    expect(five).toContain('A written list of who owns each project and client, with one named back-up for each');
    expect(five.filter((title) => HOUSEHOLD_MONEY.test(title))).toEqual([]);
  });

  it('offers an inbox rota and a hand-over note when a client’s owner and the one covering the shared inbox clash', () => {
    const five = titles(
      side('Noor', 'Ben replied to my client and promised a date I never agreed.', 'Clear ownership: anything for my clients goes through me.', 'I am the one who has to deliver it.'),
      side('Ben', 'The client wrote to the shared inbox while Noor was on leave.', 'Whoever covers the inbox can answer without asking permission.', 'Slow answers lose us clients.'),
    );
    expect(five.some((title) => title.startsWith('A written rota for the shared inbox'))).toBe(true);
    expect(five.some((title) => title.startsWith('A hand-over note before every day away'))).toBe(true);
    expect(five).toContain('A written list of who owns each project and client, with one named back-up for each');
    // “without asking permission” to answer a client is not about money.
    expect(five.filter((title) => HOUSEHOLD_MONEY.test(title))).toEqual([]);
  });

  it('offers a weekend support rota and paid help when one side answers every ticket at the weekend', () => {
    const five = titles(
      side('Eva', 'I have answered every support ticket at the weekend since January.', 'A weekend support rota, starting next Saturday.', 'I have not had a weekend off in months.'),
      side('Sam', 'I do the server work every night and nobody counts it.', 'We pay a part-time support person for Sundays.', 'Weekends are the only time I see my daughter.'),
    );
    expect(five).toContain('A written weekend support rota for the next three months, with swaps agreed a week ahead');
    expect(five).toContain('Paid help for the overflow: a contractor or a part-time hire for a set number of hours a week');
  });

  it('offers staffed extra hours and a revenue target when partners in a shop disagree about opening on a day off', () => {
    const five = titles(
      side('Rosa', 'The café loses money and Saturday is the busiest day on our street.', 'We open on Saturdays from 9 to 2.', 'Without more sales we close by winter.'),
      side('Ahmed', 'Saturday is my only day with my children.', 'Keep Saturdays closed and sell lunches to offices instead.', 'I will not miss my children growing up.'),
    );
    expect(five).toContain('The extra opening hours staffed by a paid part-timer, so neither owner gives up their day off');
    expect(five).toContain('A revenue target with a date: other income tried first, and the extra opening only if it falls short');
  });

  it('reads asking permission as wanting money of one’s own only in a sentence about money', () => {
    const wantsOwnMoney = (desiredOutcome: string) =>
      readAnswers(side('Kim', 'We disagree.', 'Talk about it.', 'It matters.'), side('Jo', 'We disagree.', desiredOutcome, 'It matters.'), 'Kim', 'Jo').weights.has('money.own');
    expect(wantsOwnMoney('I do not want to ask permission before I buy anything.')).toBe(true);
    expect(wantsOwnMoney('Not asking permission every time I pay for something.')).toBe(true);
    expect(wantsOwnMoney('Whoever covers the inbox can answer without asking permission.')).toBe(false);
  });
});

describe('option library: an arrangement fits only the situation it was written for', () => {
  const five = (a: ReturnType<typeof side>, b: ReturnType<typeof side>) => titles(a, b).join('\n');

  it('offers the garden edge when children and a garden meet, not for a garden or a yard alone', () => {
    expect(five(
      side('Nadia', 'He yelled at my 7 year old over the fence because the ball went into his roses.', 'he never shouts at my children again', 'My son is scared to play outside now'),
      side('Walter', 'That was the fifth ball this month.', 'the parents apologise and teach them to be careful with the garden', 'I have grown those roses for years'),
    )).toMatch(/marked edge for the garden/);
    expect(five(
      side('Hana', 'He snaps at me and the kids the minute he walks in.', 'he stops taking his bad day out on us', 'the kids go quiet when they hear his car'),
      side('Rob', 'I get no time to myself after work.', 'half an hour to get changed and sit in the garden first', 'I have nothing left when I walk in'),
    )).not.toMatch(/garden/);
    expect(five(
      side('Gaz', 'Dean takes the firm van home every night and I have to get dropped at the yard.', 'van stays at the yard overnight', 'I have no car'),
      side('Dean', 'The yard has had two break-ins.', 'I keep the van at home', 'the tools are worth a lot'),
    )).not.toMatch(/garden/);
  });

  it('never offers a family meal to colleagues', () => {
    expect(five(
      side('Aisha', 'My manager asked for a doctors note in the team chat where everyone could see.', 'To be trusted and asked privately, with respect', 'Being doubted in public is humiliating'),
      side('Derek', 'Absences on fridays have doubled in the team.', 'The same rule for all colleagues at work', 'If I make exceptions the others call it favouritism'),
    )).not.toMatch(/family meal/);
  });
});

describe('option library: money arrangements belong to their setting', () => {
  it('offers neighbours splitting a wall repair no household money review or income split', () => {
    const five = titles(
      side('Ivan', 'The garden wall between our houses is cracking and leaning towards my side.', 'We get it rebuilt this summer and split the cost 50/50', 'It is a shared wall and I cannot afford all of it'),
      side('Joan', 'My neighbour wants a whole new wall, which costs 4000.', 'Just repair the cracks for now, it is cheaper', 'I am on a pension and money is tight'),
    );
    expect(five.filter((title) => HOUSEHOLD_MONEY.test(title))).toEqual([]);
  });

  it('offers parents sending money no overtime or time off in lieu', () => {
    const five = titles(
      side('Hamid', 'I send my parents 400 every month and Sarah wants me to stop.', 'I keep sending them money every month', 'they gave up everything for me, it is my duty as their son'),
      side('Sarah', 'We have a baby coming and the credit card is maxed out.', 'We decide together how much goes to his parents, and agree a budget', 'I am scared we will not cope on one salary'),
    );
    expect(five.join('\n')).not.toMatch(/time off in lieu|overtime/i);
  });
});
