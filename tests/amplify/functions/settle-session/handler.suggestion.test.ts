/**
 * A suggested best solution is a proposal both accept (issue 27), through the real aws-amplify
 * client and the settle-session function URL on a local cloud: one side's accept never counts for
 * the other, the resolve step (best solution, status resolved) is refused until both accepted, and
 * a re-rank by either side sets the suggestion aside and clears both rankings of the same three.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { updateIssue } from '../../../../amplify/functions/shared/participantIssue';
import { ORDER_MESSAGES } from '../../../../src/domain/rankingRules';
import { normalizeSolution, solutionsDocument } from '../../../../src/domain/solutions';
import { STATUS_NOT_EARNED_MESSAGE } from '../../../../src/domain/status';
import { MAX_DECLINED_SUGGESTIONS, SUGGESTION_MESSAGES } from '../../../../src/domain/suggestion';
import { rankingsFor } from '../../../../src/domain/topThree';
import { accessToken, actAs, dataClient, newAccount, respond, startSession, type Account } from '../../../support/amplifyAgainstCloud';
import { localCloudPerFile } from '../../../support/localCloudPerFile';

const cloud = localCloudPerFile('suggestion');
let ann: Account;
let ben: Account;
let cal: Account;

type Side = 'initiator' | 'collaborator';
const SOLUTIONS = [1, 2, 3, 4, 5].map((n) => normalizeSolution({ id: `sol-${n}`, title: `Plan ${n}`, summary: `Summary ${n}` }, n - 1));
const account = (side: Side) => (side === 'initiator' ? ann : ben);

async function call(id: string, side: Side | Account, body: Record<string, unknown>) {
  await actAs(typeof side === 'string' ? account(side) : side);
  const response = await fetch(`${cloud().url}/functions/settle-session/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await accessToken()}` },
    body: JSON.stringify({ issueId: id, ...body }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
const answer = (id: string, side: Side | Account, reply: unknown) => call(id, side, { step: 'suggestion', answer: reply });

/** One side saves its order of cards; the errors the API answered with. */
async function rank(side: Side, id: string, order: string[]) {
  await actAs(account(side));
  const { errors } = await dataClient().models.Issue.update({ id, [`${side}SolutionOrder`]: order, [`${side}SolutionRankings`]: rankingsFor(order, SOLUTIONS) });
  return errors;
}

async function read(id: string) {
  await actAs(ann);
  const { data, errors } = await dataClient().models.Issue.get({ id });
  expect(errors).toBeUndefined();
  return data!;
}
const suggestionOf = async (id: string) => JSON.parse(String((await read(id)).bestSolutionSuggestionJson));

/** Both re-rank the three with different firsts (sol-1: 1+3, sol-2: 3+1, sol-3: 2+2), and the server suggests sol-3. */
async function reRankDifferently(id: string) {
  expect(await rank('initiator', id, ['sol-1', 'sol-3', 'sol-2'])).toBeUndefined();
  expect(await rank('collaborator', id, ['sol-2', 'sol-3', 'sol-1'])).toBeUndefined();
  expect(await call(id, 'collaborator', { step: 'best-solution' })).toEqual({ status: 200, body: { step: 'best-solution', outcome: 'suggested', bestSolutionId: null } });
}

/** An agreed session at the top three, with an open suggestion. */
async function suggested(): Promise<string> {
  const id = await startSession(ann, ben);
  await respond(ben, id);
  await updateIssue({ id, agreedIssue: 'How we share the weekly handover', proposedSolutionsJson: solutionsDocument(SOLUTIONS) });
  expect(await rank('initiator', id, ['sol-1', 'sol-2', 'sol-3', 'sol-4', 'sol-5'])).toBeUndefined();
  expect(await rank('collaborator', id, ['sol-2', 'sol-1', 'sol-3', 'sol-4', 'sol-5'])).toBeUndefined();
  expect((await call(id, 'initiator', { step: 'top-three' })).status).toBe(200);
  await reRankDifferently(id);
  return id;
}

beforeAll(async () => {
  ann = await newAccount(cloud(), 'Ann');
  ben = await newAccount(cloud(), 'Ben');
  cal = await newAccount(cloud(), 'Cal');
}, 30_000);

describe('a suggestion both accept', () => {
  it('one side cannot accept for both, and resolve is refused until both accepted', async () => {
    const id = await suggested();
    expect(await read(id)).toMatchObject({ bestSolutionId: null, status: 'resolving_issue' });

    expect(await answer(id, 'initiator', 'accept')).toEqual({ status: 200, body: { step: 'suggestion', outcome: 'accepted', bestSolutionId: null } });
    // Accepting again (a double click, or a second tab) does not count for the other side.
    expect(await answer(id, 'initiator', 'accept')).toEqual({ status: 200, body: { step: 'suggestion', outcome: 'accepted', bestSolutionId: null } });
    expect((await suggestionOf(id)).open).toMatchObject({ id: 'sol-3', accepted: ['initiator'] });

    // Nor can she write the other side's answer, the best solution or the resolved status herself.
    await actAs(ann);
    const forged = await dataClient().models.Issue.update({
      id,
      bestSolutionSuggestionJson: JSON.stringify({ version: 1, open: { id: 'sol-3', accepted: ['initiator', 'collaborator'] }, declined: [] }),
    });
    expect(forged.errors?.[0]?.message).toMatch(/Unauthorized/);
    const chosen = await dataClient().models.Issue.update({ id, bestSolutionId: 'sol-3' });
    expect(chosen.errors?.[0]?.message).toMatch(/Unauthorized/);
    const resolved = await dataClient().models.Issue.update({ id, status: 'resolved' });
    expect(resolved.errors?.[0]).toMatchObject({ message: STATUS_NOT_EARNED_MESSAGE });
    // While it waits, the rankings it came from stay as they are (no switching to force a "same #1").
    expect((await rank('initiator', id, ['sol-2', 'sol-3', 'sol-1']))?.[0]).toMatchObject({ message: ORDER_MESSAGES.suggestionOpen });
    // Settling the best solution again records nothing.
    expect(await call(id, 'initiator', { step: 'best-solution' })).toEqual({ status: 200, body: { step: 'best-solution', outcome: 'suggested', bestSolutionId: null } });
    // A stranger cannot answer at all.
    expect((await answer(id, cal, 'accept')).status).toBe(404);
    expect(await read(id)).toMatchObject({ bestSolutionId: null, bestSolutionJson: null, status: 'resolving_issue' });

    expect(await answer(id, 'collaborator', 'accept')).toEqual({ status: 200, body: { step: 'suggestion', outcome: 'both-accepted', bestSolutionId: 'sol-3' } });
    const after = await read(id);
    expect(after).toMatchObject({ bestSolutionId: 'sol-3', bestSolution: 'Plan 3', status: 'resolved' });
    expect(JSON.parse(String(after.bestSolutionJson))).toMatchObject({ chosenId: 'sol-3', decidedBy: 'suggestion' });
    expect((await suggestionOf(id)).open.accepted).toEqual(['initiator', 'collaborator']);
    // Decided: a late re-rank changes nothing.
    expect((await answer(id, 'initiator', 're-rank')).status).toBe(409);
    expect(await read(id)).toMatchObject({ bestSolutionId: 'sol-3', status: 'resolved' });
  });

  it('a re-rank by either side clears both rankings of the same three and says who asked; after two, it is no longer offered', async () => {
    const id = await suggested();
    expect(await answer(id, 'initiator', 'accept')).toMatchObject({ status: 200 });
    expect(await answer(id, 'collaborator', 're-rank')).toEqual({ status: 200, body: { step: 'suggestion', outcome: 're-ranked', bestSolutionId: null } });
    const after = await read(id);
    expect(after).toMatchObject({
      topThreeSolutionIds: ['sol-1', 'sol-2', 'sol-3'],
      initiatorSolutionOrder: null,
      collaboratorSolutionOrder: null,
      initiatorSolutionRankings: null,
      collaboratorSolutionRankings: null,
      bestSolutionId: null,
      status: 'resolving_issue',
    });
    expect(await suggestionOf(id)).toMatchObject({ open: null, declined: [{ id: 'sol-3', by: 'collaborator' }] });
    // Her earlier accept went with the suggestion: nothing is open to accept now.
    expect(await answer(id, 'initiator', 'accept')).toEqual({ status: 409, body: { message: SUGGESTION_MESSAGES.notOpen, missing: ['bestSolutionSuggestionJson'] } });
    expect((await call(id, 'initiator', { step: 'best-solution' })).status).toBe(409);

    // Both rank again; the same suggestion comes back, and the initiator sets it aside this time.
    await reRankDifferently(id);
    expect((await answer(id, 'initiator', 're-rank')).body).toMatchObject({ outcome: 're-ranked' });
    await reRankDifferently(id);
    expect((await suggestionOf(id)).declined.map((d: { by: string }) => d.by)).toEqual(['collaborator', 'initiator']);
    expect(MAX_DECLINED_SUGGESTIONS).toBe(2);
    expect(await answer(id, 'collaborator', 're-rank')).toEqual({ status: 409, body: { message: SUGGESTION_MESSAGES.noMoreReRanks } });
    expect((await read(id)).collaboratorSolutionOrder).toEqual(['sol-2', 'sol-3', 'sol-1']);
    // Accepting is still open to both.
    expect((await answer(id, 'collaborator', 'accept')).body).toMatchObject({ outcome: 'accepted' });
    expect((await answer(id, 'initiator', 'accept')).body).toMatchObject({ outcome: 'both-accepted', bestSolutionId: 'sol-3' });
  });

  it('answers a bad answer with 400 and nothing changes', async () => {
    const id = await suggested();
    expect(await answer(id, 'initiator', 'both')).toEqual({ status: 400, body: { message: SUGGESTION_MESSAGES.badAnswer } });
    expect((await suggestionOf(id)).open.accepted).toEqual([]);
  });
});
