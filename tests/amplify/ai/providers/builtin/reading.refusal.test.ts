import { describe, expect, it } from 'vitest';
import { builtinProposeIssues } from '../../../../../amplify/ai/providers/builtin/proposeIssues';
import { readAnswers } from '../../../../../amplify/ai/providers/builtin/reading';

const party = (firstName: string, issue: string, desiredOutcome: string, whyOutcomeMatters: string) => ({ firstName, issue: [issue], desiredOutcome: [desiredOutcome], whyOutcomeMatters: [whyOutcomeMatters] });
const statementsOf = (a: ReturnType<typeof party>, b: ReturnType<typeof party>) => builtinProposeIssues({ initiator: a, collaborator: b }).candidates.map((candidate) => candidate.statement);

describe('what a side asks for, when their request first turns the other down (issue 28)', () => {
  const dara = party('Dara', 'I asked to work from my parents’ place in Lagos for a month in summer and Ruth refused on the spot.', 'let me try it for four weeks, I will keep UK hours', 'my dad is unwell and I have not been home in three years');
  const ruth = party('Ruth', 'Summer is when we close the quarter and I need the team reachable.', "I won't agree to a whole month. Ten working days at most, and not in the last week of July.", 'HR has not cleared it for Nigeria and I carry the risk if it goes wrong');

  it('quotes the sentence that proposes, not the refusal before it', () => {
    const statements = statementsOf(dara, ruth);
    const quotingRuth = statements.filter((statement) => /Ruth for “|Ruth’s request, “/.test(statement));
    expect(quotingRuth.length).toBeGreaterThan(0);
    // A clause of it may be quoted, never the refusal.
    for (const statement of quotingRuth) expect(statement).toMatch(/Ten working days at most|not in the last week of July/);
    expect(statements.join('\n')).not.toMatch(/agree to a whole month/);
  });

  it('quotes a refusal that sets a limit: that is the ask, not a closing remark after it', () => {
    const ade = party('Ade', 'We share the school run and it is wearing me down.', 'I want a rota for the school run', 'I start work at eight');
    const cases: [string, RegExp][] = [
      ['I refuse to do the school run every day any more. Text me when you have decided.', /school run every day any more/],
      ["I'm not willing to move out of the flat before June. Let me know what you think.", /move out of the flat before June/],
      ["I won't pay more than a third of the sofa. We can talk about it on Sunday.", /more than a third of the sofa/],
    ];
    for (const [request, asked] of cases) {
      const nia = party('Nia', 'Ade and I keep arguing about this.', request, 'I am worn out');
      const statements = statementsOf(nia, ade).join('\n');
      expect(statements, request).not.toMatch(/Text me when|Let me know what|talk about it on Sunday/);
      expect(statements, request).toMatch(asked);
    }
  });

  it('passes over a refusal opening on "but" too ("but I can\'t turn into a robot")', () => {
    const yara = party('Yara', 'Kwame shouts and swears at the team when a release fails.', 'No shouting or swearing at the team', 'I had a manager who screamed at people');
    const kwame = party('Kwame', 'I am letting off steam, never at anyone personally.', "tell me in the moment if it's too much and I'll take it outside. but I can't turn into a robot", 'three releases failed this month');
    const statements = statementsOf(yara, kwame).join('\n');
    expect(statements).not.toMatch(/turn into a robot/);
    expect(statements).toMatch(/tell me in the moment/);
  });

  it('still quotes a refusal when it is all the request there is', () => {
    const only = party('Ruth', 'July is when we close the quarter.', "I won't agree to a whole month away", 'HR has not cleared it for Nigeria');
    expect(statementsOf(dara, only).join('\n')).toMatch(/agree to a whole month away/);
  });
});

describe('why it matters, said as what is at stake ("that’s my savings for …") (issue 28)', () => {
  it('quotes what the money is for over a saying about money', () => {
    const wen = party('Wen', 'I lent my son 3000 for his course last year and I have had 200 back.', 'A fixed sum every month by standing order, however small', 'thats my savings for my hip operation. im not made of money');
    const ollie = party('Ollie', 'Mum raises the loan every time I see her, even at my daughter’s party.', 'I will pay it back when my hours go up in March, and she stops bringing it up in front of people', 'I am on a zero-hours contract and work is slow. its humiliating');
    const statements = statementsOf(wen, ollie).join('\n');
    expect(statements).toMatch(/my hip operation/);
    expect(statements).not.toMatch(/not made of money/);
  });
});

describe('what a side asks for, when their request first reports what they did or how much there is (issue 28)', () => {
  it('quotes the ask, not "I have shown him ten times" or "we have 5 months left"', () => {
    const noel = party('Noel', 'When I ask my son to help with the laptop he grabs the mouse and does it too fast.', 'show me slowly and let me do it myself', 'i feel like an old fool');
    const remy = party('Remy', 'Dad rings me at work about the printer every week.', "I've shown him ten times. Just write things down and save questions for sunday.", "I can't keep leaving meetings");
    const statements = statementsOf(noel, remy).join('\n');
    expect(statements).toMatch(/write things down/);
    expect(statements).not.toMatch(/shown him ten times/);

    const lena = party('Lena', 'Two big clients want the tool and Ravi will not take the calls.', 'switch to selling to businesses. we have 5 months of money left', 'if we dont, the company dies');
    const ravi = party('Ravi', 'Lena wants to drop the app our users love.', 'give the app until the next funding round', 'our users trust us');
    const asks = statementsOf(lena, ravi).join('\n');
    expect(asks).toMatch(/switch to selling to businesses/);
    expect(asks).not.toMatch(/“we have 5 months of money left”/);
  });
});

describe('a want refused where its cue names the very thing asked for (`Concept.refusable`, review set C)', () => {
  const read = (a: ReturnType<typeof party>, b: ReturnType<typeof party>) => readAnswers(a, b, a.firstName, b.firstName);
  const wants = (reading: ReturnType<typeof read>) => reading.a.wants.map((concept) => concept.want ?? '').join('\n');
  const tom = party('Tom', "I've been on zero for a year, I've got a mortgage and a kid.", '£3k a month for me, and we review at the seed round.', "I'm going to have to take a contracting job otherwise.");

  it('reads no salary wish into “No founder salaries till …”, and keeps it for “Founder salaries from next month”', () => {
    const refusing = party('Leah', "We've got £180k from the angel round and 14 months runway.", 'No founder salaries till we hit £20k MRR, or at most £1,500 each.', 'If we run out of money before the seed round, the company dies.');
    const asking = party('Leah', "We've got £180k from the angel round.", 'Founder salaries from next month, £1,500 each.', 'I cannot live on nothing.');
    expect(wants(read(refusing, tom))).not.toMatch(/salary/);
    expect(wants(read(asking, tom))).toMatch(/salary/);
  });

  it('still reads a refusal of the trouble itself as the want (“Stop going through my phone”, “no shouting”)', () => {
    const ben = party('Ben', 'She reads my messages when I am asleep.', 'Stop going through my phone.', 'I feel watched in my own home.');
    expect(wants(read(ben, tom))).toMatch(/privacy/);
  });
});
