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
