/**
 * Moves a session through its early steps by API, the way the two browsers would (each side's
 * own writes, and the app's functions for everything shared), so a spec can start at a later
 * step: both have answered, the AI proposed the statements, both accepted one, it is agreed.
 */
import { expect } from '@playwright/test';
import { fetchAuthSession } from 'aws-amplify/auth';
import { bothHaveStrategies } from '../../src/domain/strategies';
import { CLOUD_URL } from './stack';
import { asUser, createTestSession, userPoolClient, type TestAccount } from './sessionAccounts';

/** POSTs to one of the app's functions as `account` (its access token), as the app does. */
export function callFunctionAs(account: TestAccount, name: string, body: unknown, subpath = ''): Promise<{ status: number; body: Record<string, unknown> }> {
  return asUser(account, async () => {
    const { tokens } = await fetchAuthSession();
    const response = await fetch(`${CLOUD_URL}/functions/${name}/${subpath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens!.accessToken!.toString()}` },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
  });
}

export interface Answers {
  issue: string;
  outcome: string;
  why: string;
}

/** Both have answered the three questions (the collaborator's response saved as the app saves it). */
export async function answeredSession(initiator: TestAccount, collaborator: TestAccount, mine: Answers, theirs: Answers): Promise<string> {
  const id = await createTestSession(initiator, collaborator, {
    initiatorIssue: [mine.issue],
    desiredOutcomeInitiator: [mine.outcome],
    whyOutcomeMattersInitiator: [mine.why],
  });
  await asUser(collaborator, async () => {
    const { errors } = await userPoolClient().models.Issue.update({
      id,
      collaboratorIssue: [theirs.issue],
      desiredOutcomeCollaborator: [theirs.outcome],
      whyOutcomeMattersCollaborator: [theirs.why],
      collaboratorJoined: true,
      collaboratorAcceptedAt: new Date().toISOString(),
      status: 'resolving_issue',
    });
    expect(errors).toBeUndefined();
  });
  return id;
}

/** Both accept the first proposed statement and the server records it: returns the agreed statement. */
export async function agreeOnFirstStatement(initiator: TestAccount, collaborator: TestAccount, id: string): Promise<string> {
  expect((await callFunctionAs(initiator, 'propose-issues', { issueId: id })).status).toBe(200);
  const statements = await asUser(initiator, async () => (await userPoolClient().models.Issue.get({ id })).data?.proposedIssues ?? []);
  const all = statements.filter((s): s is string => typeof s === 'string');
  expect(all.length).toBeGreaterThan(0);
  for (const [account, side] of [
    [initiator, 'initiator'],
    [collaborator, 'collaborator'],
  ] as const) {
    await asUser(account, async () => {
      const { errors } = await userPoolClient().models.Issue.update({ id, [`${side}AcceptedIssues`]: [all[0]], [`${side}ReviewedIssues`]: all });
      expect(errors).toBeUndefined();
    });
  }
  expect((await callFunctionAs(collaborator, 'settle-session', { issueId: id, step: 'agree' })).body).toMatchObject({ outcome: 'agreed' });
  return all[0];
}

/** Both have answered (a kitchen dispute) and agreed on the first proposed statement: returns the session's id. */
export async function agreedSession(initiator: TestAccount, collaborator: TestAccount): Promise<string> {
  const id = await answeredSession(
    initiator,
    collaborator,
    { issue: `${collaborator.firstName} leaves the dishes overnight`, outcome: 'A clean kitchen by bedtime', why: 'I cook breakfast at six' },
    { issue: `${initiator.firstName} wants everything done at once after my late shifts`, outcome: 'Dishes done by the next morning', why: 'I am exhausted after work' },
  );
  await agreeOnFirstStatement(initiator, collaborator, id);
  return id;
}

/** Waits until `read` returns something truthy (a live field the functions fill in), or fails after `timeoutMs`. */
async function eventually<T>(read: () => Promise<T>, what: string, timeoutMs = 20_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** From an agreed issue to its five proposed solutions (infer-interests, asked by `account`): returns them. */
export async function proposeSolutions(account: TestAccount, id: string): Promise<{ id: string; title: string }[]> {
  expect((await callFunctionAs(account, 'infer-interests', { issueId: id, persist: true }, 'enqueue')).status).toBeLessThan(300);
  const document = await eventually(
    () => asUser(account, async () => (await userPoolClient().models.Issue.get({ id })).data?.proposedSolutionsJson),
    'the five solutions',
  );
  return (JSON.parse(String(document)) as { solutions: { id: string; title: string }[] }).solutions;
}

type Side = 'initiator' | 'collaborator';

/** One side saves its order of `ids` (its own fields, as the ranking board saves them). */
function rankAs(account: TestAccount, side: Side, id: string, ids: string[], solutions: { id: string; title: string }[]) {
  return asUser(account, async () => {
    const rankings = ids.map((sol, index) => ({ sol, value: index + 1, title: solutions.find((s) => s.id === sol)?.title ?? null }));
    const { errors } = await userPoolClient().models.Issue.update({ id, [`${side}SolutionOrder`]: ids, [`${side}SolutionRankings`]: rankings });
    expect(errors).toBeUndefined();
  });
}

/** From an agreed issue to the top three: five solutions, both rank them the same way. Returns the five and the top three's ids. */
async function atTopThree(initiator: TestAccount, collaborator: TestAccount, id: string) {
  const solutions = await proposeSolutions(initiator, id);
  const order = solutions.map((s) => s.id);
  await rankAs(initiator, 'initiator', id, order, solutions);
  await rankAs(collaborator, 'collaborator', id, order, solutions);
  expect((await callFunctionAs(initiator, 'settle-session', { issueId: id, step: 'top-three' })).status).toBe(200);
  return { solutions, topThree: order.slice(0, 3) };
}

/**
 * From an agreed issue to a chosen best solution: the five solutions from infer-interests, both
 * rank them the same way, the top three, both keep the same #1. Returns the chosen title.
 */
export async function chooseBestSolution(initiator: TestAccount, collaborator: TestAccount, id: string): Promise<string> {
  const { solutions, topThree } = await atTopThree(initiator, collaborator, id);
  await rankAs(initiator, 'initiator', id, topThree, solutions);
  await rankAs(collaborator, 'collaborator', id, topThree, solutions);
  expect((await callFunctionAs(collaborator, 'settle-session', { issueId: id, step: 'best-solution' })).body).toMatchObject({ outcome: 'chosen' });
  return solutions[0].title;
}

/**
 * From an agreed issue to re-rankings of the top three with different firsts: the initiator keeps
 * 1, 2, 3, the collaborator puts 2, 3, 1, so the second has the lowest total and is suggested
 * (nothing is settled: the page that sees both re-rankings asks). Returns the three titles in
 * their order and the suggested one.
 */
export async function differentFirsts(initiator: TestAccount, collaborator: TestAccount, id: string): Promise<{ three: string[]; suggested: string }> {
  const { solutions, topThree } = await atTopThree(initiator, collaborator, id);
  await rankAs(initiator, 'initiator', id, topThree, solutions);
  await rankAs(collaborator, 'collaborator', id, [topThree[1], topThree[2], topThree[0]], solutions);
  const three = topThree.map((sol) => solutions.find((s) => s.id === sol)!.title);
  return { three, suggested: three[1] };
}

/**
 * From a chosen best solution to the implementation step: both save a conflict style (their own
 * field, as the quiz does), propose-strategies makes both sides' strategies, and implement-plan
 * makes and stores each side's plan.
 */
export async function strategiesAndPlans(initiator: TestAccount, collaborator: TestAccount, id: string): Promise<void> {
  await asUser(initiator, async () => expect((await userPoolClient().models.Issue.update({ id, initiatorDCS: 'competing' })).errors).toBeUndefined());
  await asUser(collaborator, async () => expect((await userPoolClient().models.Issue.update({ id, collaboratorDCS: 'avoiding' })).errors).toBeUndefined());
  expect((await callFunctionAs(initiator, 'propose-strategies', { issueId: id }, 'enqueue')).status).toBeLessThan(300);
  await eventually(
    () => asUser(initiator, async () => bothHaveStrategies(JSON.parse(JSON.stringify((await userPoolClient().models.Issue.get({ id })).data ?? {})))),
    'both sides\' strategies',
  );
  for (const account of [initiator, collaborator]) expect((await callFunctionAs(account, 'implement-plan', { sessionId: id })).status).toBe(200);
}
