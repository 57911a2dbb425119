/**
 * Moves a session through its early steps by API, the way the two browsers would (each side's
 * own writes, and the app's functions for everything shared), so a spec can start at a later
 * step: both have answered, the AI proposed the statements, both accepted one, it is agreed.
 */
import { expect } from '@playwright/test';
import { fetchAuthSession } from 'aws-amplify/auth';
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

/**
 * From an agreed issue to a chosen best solution: the five solutions from infer-interests, both
 * rank them the same way, the top three, both keep the same #1. Returns the chosen title.
 */
export async function chooseBestSolution(initiator: TestAccount, collaborator: TestAccount, id: string): Promise<string> {
  expect((await callFunctionAs(initiator, 'infer-interests', { issueId: id, persist: true }, 'enqueue')).status).toBeLessThan(300);
  const document = await eventually(
    () => asUser(initiator, async () => (await userPoolClient().models.Issue.get({ id })).data?.proposedSolutionsJson),
    'the five solutions',
  );
  const solutions = (JSON.parse(String(document)) as { solutions: { id: string; title: string }[] }).solutions;
  const order = solutions.map((s) => s.id);
  const rank = (account: TestAccount, side: 'initiator' | 'collaborator', ids: string[]) =>
    asUser(account, async () => {
      const rankings = ids.map((sol, index) => ({ sol, value: index + 1, title: solutions.find((s) => s.id === sol)?.title ?? null }));
      const { errors } = await userPoolClient().models.Issue.update({ id, [`${side}SolutionOrder`]: ids, [`${side}SolutionRankings`]: rankings });
      expect(errors).toBeUndefined();
    });
  await rank(initiator, 'initiator', order);
  await rank(collaborator, 'collaborator', order);
  expect((await callFunctionAs(initiator, 'settle-session', { issueId: id, step: 'top-three' })).status).toBe(200);
  const topThree = order.slice(0, 3);
  await rank(initiator, 'initiator', topThree);
  await rank(collaborator, 'collaborator', topThree);
  expect((await callFunctionAs(collaborator, 'settle-session', { issueId: id, step: 'best-solution' })).body).toMatchObject({ outcome: 'chosen' });
  return solutions[0].title;
}
