import { describe, expect, it } from 'vitest';
import { five, side } from '../../../../support/fiveTitles';
import { withCallMemo } from '../../../../../amplify/ai/providers/builtin/callMemo';
import { readBothSides } from '../../../../../amplify/ai/providers/builtin/proposeIssues';


/**
 * Three situations the long-answers set showed the library had no arrangement for (issue 28):
 * each got five moulds built from the background of the long answer (a repayment schedule for a
 * contract with a lender, "six weeks of openness" for a camera over a garden).
 */
describe('option library: a camera over a neighbour’s garden, a guest staying over, a client the business may refuse', () => {
  it('offers turning or masking a security camera between neighbours', () => {
    expect(five(
      side('Nell', 'Tom put up a security camera that looks over my back garden.', 'The camera turned away from my garden.', 'I feel watched in my own garden.'),
      side('Tom', 'My shed was broken into in June.', 'The camera stays where it is.', 'I need to protect my tools.'),
      'values',
    )).toMatch(/camera turned or masked/);
  });

  it('does not offer it for a camera that is not watching anyone’s home', () => {
    expect(five(
      side('Ivo', 'Kai never has his camera on in our team calls.', 'Cameras on for the weekly meeting.', 'I cannot read the room.'),
      side('Kai', 'I work from my bedroom.', 'Cameras optional.', 'My home is private.'),
    )).not.toMatch(/camera turned or masked/);
  });

  it('offers guest nights and a share of the bills when a partner stays over most nights in a shared home', () => {
    expect(five(
      side('Tess', 'Ola’s boyfriend stays over five nights a week and the bills went up.', 'He stays over three nights a week or chips in for the bills.', 'I pay for a third person who is not on the lease.'),
      side('Ola', 'He is my boyfriend, not a lodger.', 'He keeps staying over like now.', 'I should not need permission to see him.'),
    )).toMatch(/guest nights a week/);
  });

  it('does not offer guest nights for a family’s children or a parent staying over', () => {
    expect(five(
      side('Jo', 'The kids stay over at Sam’s four nights a week and I barely see them.', 'The kids with me on school nights.', 'I am their parent too.'),
      side('Sam', 'The children are settled here.', 'Keep the four nights as they are.', 'They need one routine.'),
    )).not.toMatch(/guest nights a week/);
    expect(five(
      side('Ana', 'My mother-in-law stays over most weekends since her husband died.', 'Some weekends just for us.', 'I need rest too.'),
      side('Rui', 'Mum is grieving and alone.', 'She keeps coming at weekends.', 'Family looks after family.'),
      'values',
    )).not.toMatch(/guest nights a week/);
  });

  it('does not offer guest nights between neighbours', () => {
    expect(five(
      side('Ada', 'The neighbour’s friends stay over every weekend and park across my drive.', 'Keep my driveway clear.', 'I need to get my car out for work.'),
      side('Rob', 'My friends visit, that is all.', 'They can park on the street.', 'I am allowed visitors.'),
    )).not.toMatch(/guest nights a week/);
  });

  it('offers a written line on which clients to turn down when cofounders disagree about taking a contract', () => {
    expect(five(
      side('Jon', 'We have been offered a contract by a betting company.', 'Take the contract, we need the money.', 'We have three months of runway.'),
      side('Mia', 'Building for a betting firm goes against why we started.', 'Say no to this contract and agree the kinds of clients we won’t work with.', 'Our users trust us.'),
      'values',
    )).toMatch(/which clients the business turns down/);
  });

  it('does not offer it to a couple deciding whether to take a job', () => {
    expect(five(
      side('Leo', 'I was offered a contract in Lyon for a year.', 'Take the contract and we both move.', 'It is the job I trained for.'),
      side('Eva', 'My mother lives here and is ill.', 'We stay here.', 'My family needs me close.'),
      'values',
    )).not.toMatch(/which clients the business turns down/);
  });

  it('offers a move for a set time and a remote start when a job would take one partner to another city', () => {
    const titles = five(
      side('Ines', 'I was offered the head chef job in Porto and Marc says he will not move.', 'Go to Porto for a year and then decide again.', 'My career always comes second.'),
      side('Marc', 'My dad is ill and I cannot just move abroad.', 'Ines asks to start remote, or we wait.', 'I am the only one near my dad.'),
      'values',
    );
    expect(titles).toMatch(/The move for a set time first/);
    expect(titles).toMatch(/remote or later start/);
    // A job offer between partners is weighed together: no promotion plan from a manager, no study course.
    expect(titles).not.toMatch(/promotion|taster course/);
  });

  it('does not read a parent who will not move into a care home as a move for a job', () => {
    expect(five(
      side('Ana', 'Mum fell twice and she won’t move into a care home.', 'A place in a care home near me.', 'She is not safe alone.'),
      side('Luis', 'She loves her house.', 'A carer at her house for the nights.', 'Moving would confuse her.'),
    )).not.toMatch(/The move for a set time first|remote or later start/);
  });
});

describe('a word from the background does not choose an arrangement (issue 28, long answers)', () => {
  it('a remark made "in the car" is not a row about driving', () => {
    expect(five(
      side('Ron', 'Mum makes remarks about my weight at Sunday lunch, and my daughter asked me in the car if I was a failure.', 'No more remarks about my job or weight at the table.', 'I want my kids to see us being respectful.'),
      side('Dee', 'I am his mother, I am allowed to worry.', 'He comes back on Sundays.', 'I miss my grandchildren.'),
      'personality',
    )).not.toMatch(/driver decides/);
  });

  it('a payday loan a parent once had is no debt between the two', () => {
    expect(five(
      side('Jon', 'We have been offered a contract by a payday lender.', 'Take the contract, we need the money.', 'We have three months of runway.'),
      side('Mia', 'My dad nearly drowned in a payday loan; we started the company because of it.', 'Say no to this contract.', 'Our users trust us.'),
      'values',
    )).not.toMatch(/repayment|note of the debt|tied to payday/i);
  });
});

describe('what a side asks for, as the solutions quote it', () => {
  it('is the ask, not the reason given inside it', () => {
    const { b } = withCallMemo(() =>
      readBothSides({
        initiator: side('Nell', 'The camera looks over my garden.', 'The camera turned away from my garden.', 'I feel watched.'),
        collaborator: side('Tom', 'My van was broken into.', "It has to cover the side path because that's the only way into my yard.", 'Those tools are my living.'),
      }),
    );
    expect(b.requestQuote).toBe('It has to cover the side path');
  });
});

