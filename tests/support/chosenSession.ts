/**
 * A session at its chosen best solution, set up the way the app gets there: the intake, the
 * collaborator's response (each side's own writes) and the shared steps written as the
 * functions would (through IAM). For the function tests of the strategy step.
 */
import { readIssue, updateIssue } from '../../amplify/functions/shared/participantIssue';
import { normalizeSolution, solutionsDocument } from '../../src/domain/solutions';
import { actAs, dataClient, respond, startSession, type Account } from './amplifyAgainstCloud';

export const CHOSEN = normalizeSolution(
  {
    id: 'sol-2',
    title: 'Take turns with the kitchen, evening by evening',
    summary: 'One evening each, the whole cleanup, no reminders.',
    steps: ['Agree who starts', 'Mark the turns on the calendar', 'Review after four evenings'],
    benefits: ['Predictable'],
    risksOrTradeoffs: ['Late shifts'],
    successMetric: 'Four evenings without a missed turn',
  },
  1,
);

export async function chosenSession(initiator: Account, collaborator: Account): Promise<string> {
  const id = await startSession(initiator, collaborator, {
    issue: ['The kitchen is a mess every night'],
    outcome: ['A clean kitchen by bedtime'],
    why: ['I cook breakfast at six'],
  });
  await respond(collaborator, id, {
    issue: ['I am asked to clean right after a ten hour shift'],
    outcome: ['Cleanup can wait until morning'],
    why: ['I am exhausted after work'],
  });
  const others = [1, 3, 4, 5].map((n) => normalizeSolution({ id: `sol-${n}`, title: `Plan ${n}`, summary: 's', steps: ['x'] }, n - 1));
  await updateIssue({
    id,
    agreedIssue: 'How we keep the kitchen usable for breakfast while respecting late shifts',
    proposedSolutionsJson: solutionsDocument([others[0], CHOSEN, ...others.slice(1)]),
    bestSolutionId: CHOSEN.id,
    bestSolution: CHOSEN.title,
    bestSolutionJson: JSON.stringify({ version: 1, chosenId: CHOSEN.id, normalized: CHOSEN }),
  });
  return id;
}

/** One side saves its conflict style (its own field), as the style step does. */
export async function saveStyle(account: Account, role: 'initiator' | 'collaborator', id: string, style: string): Promise<void> {
  await actAs(account);
  const { errors } = await dataClient().models.Issue.update({ id, [`${role}DCS`]: style });
  if (errors?.length) throw new Error(JSON.stringify(errors));
}

/** The session once its propose-strategies job has finished (succeeded or failed). */
export async function strategiesFinished(id: string) {
  for (let i = 0; i < 100; i += 1) {
    const issue = await readIssue(id);
    if (issue?.proposeStrategiesStatus === 'succeeded' || issue?.proposeStrategiesStatus === 'failed') return issue;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the job never finished');
}
