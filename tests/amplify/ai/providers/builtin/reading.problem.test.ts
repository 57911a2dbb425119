import { describe, expect, it } from 'vitest';
import { problemOf, readAnswers, settleOf, topicOf } from '../../../../../amplify/ai/providers/builtin/reading';
import { builtinProposeIssues } from '../../../../../amplify/ai/providers/builtin/proposeIssues';
import type { PartyAnswers } from '../../../../../amplify/ai/types';

const party = (firstName: string, issue: string, desiredOutcome: string, whyOutcomeMatters: string): PartyAnswers => ({
  firstName,
  issue: [issue],
  desiredOutcome: [desiredOutcome],
  whyOutcomeMatters: [whyOutcomeMatters],
});
const read = (a: PartyAnswers, b: PartyAnswers) => readAnswers(a, b, a.firstName, b.firstName);

// Sarah's "salary" is a cue of the pay-for-extra-hours concept; neither account is about pay.
const sarah = party('Sarah', 'Hamid sends his parents 400 a month and we have a baby due in March.', 'We agree a monthly amount together', 'I am on maternity leave soon and my salary stops');
const hamid = party('Hamid', 'My parents gave up everything so I could study here.', 'Keep sending them money every month', 'In my culture a son looks after his parents');

describe('the problem the statements name', () => {
  it('is not a point only one side makes in what they ask for or why, once both have answered', () => {
    const reading = read(sarah, hamid);
    expect(problemOf(reading) ?? '').not.toMatch(/extra hours/);
    expect(settleOf(reading)).not.toMatch(/extra hours/);
    for (const { statement } of builtinProposeIssues({ initiator: sarah, collaborator: hamid }).candidates) expect(statement).not.toMatch(/extra hours/);
  });

  it('is that point when the side says it in their account of the issue', () => {
    const overtime = party('Sarah', 'I work unpaid overtime every week and my salary has not changed in two years.', 'Paid for the extra hours', 'I cannot keep working for free');
    const manager = party('Hamid', 'The budget is frozen until April.', 'Time off in lieu instead', 'I have no money to give this year');
    expect(topicOf(read(overtime, manager))).toBe('the extra hours');
  });

  it('is read from the initiator alone while the collaborator has not answered (the invitation topic)', () => {
    const nobody = { firstName: 'Hamid', issue: [], desiredOutcome: [], whyOutcomeMatters: [] };
    const alone = party('Sarah', 'We argue about money.', 'We decide together about our joint money', 'Our savings are for the house');
    expect(problemOf(read(alone, nobody))).toMatch(/joint money/);
  });
});

describe('how a statement asks about the problem', () => {
  it('settles a thing ("the noise") but gives and takes feedback, speaks to each other, rebuilds trust', () => {
    const noise = read(party('Ana', 'His guitar is loud while I am on client calls.', 'Quiet hours on weekdays', 'I cannot concentrate with the noise'), party('Ben', 'I play guitar at home.', 'A schedule so I know when I can play', 'It is how I unwind and the noise is part of it'));
    expect(settleOf(noise)).toBe('how we settle the noise');
    const feedback = read(party('Priya', 'His code review comments are harsh.', 'Feedback in private that says what to change', 'I dread opening my reviews'), party('Mark', 'She takes every review comment as an attack.', 'She reads feedback as being about the code', 'I do not have time to sugarcoat feedback'));
    expect(settleOf(feedback)).toBe('how we give and take feedback');
  });

  it('falls back to "how we settle this" when no concept names the problem', () => {
    expect(settleOf(read(party('Ana', 'idk', 'fine', 'whatever'), party('Ben', 'no', 'ok', 'sure')))).toBe('how we settle this');
  });

  it('never puts "settle" before a topic it does not fit, on any statement of the tuning set', async () => {
    const { SCENARIOS } = await import('../../../../support/ai-scenarios/scenarios');
    for (const scenario of SCENARIOS) {
      for (const { statement } of builtinProposeIssues(scenario.answers).candidates) {
        expect(statement, scenario.id).not.toMatch(/\bsettle (?:how|feedback|trust|arguments|small things|difficult topics|keeping|big decisions)\b/);
      }
    }
  });
});
