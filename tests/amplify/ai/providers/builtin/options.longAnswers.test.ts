import { describe, expect, it } from 'vitest';
import { builtinInferInterests } from '../../../../../amplify/ai/providers/builtin/solutions';

const side = (firstName: string, issue: string, desiredOutcome: string, why: string) => ({ firstName, issue: [issue], desiredOutcome: [desiredOutcome], whyOutcomeMatters: [why] });
const five = (initiator: ReturnType<typeof side>, collaborator: ReturnType<typeof side>, conflictType: 'task' | 'values' | 'personality' = 'task') =>
  builtinInferInterests({ agreedIssue: '', conflictType, initiator, collaborator }).solutions.map((solution) => solution.title).join('\n');

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
});
