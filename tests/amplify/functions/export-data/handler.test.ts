/**
 * The export-data function through its function URL on a local cloud, with real tokens from the
 * real aws-amplify client: who gets what (the authz matrix), and that a participant's export never
 * holds the other side's private inputs.
 */
import { globalSignOut } from '../../../support/accountActions';
import { describe, expect, it } from 'vitest';
import { accessToken, actAs, newAccount, respond, startSession, type Account } from '../../../support/amplifyAgainstCloud';
import { localCloudPerFile } from '../../../support/localCloudPerFile';

const cloud = localCloudPerFile('export-data');

interface ExportBody {
  message?: string;
  account?: { email: string; givenName: string };
  records?: { profile: unknown[]; safetyChecks: unknown[]; safetyRechecks: unknown[] };
  sessions?: { id: string; yourRole: string; yourInputs: Record<string, unknown>; otherSideRanking: unknown; otherParticipant: unknown }[];
}

async function exportAs(token: string | null) {
  const response = await fetch(`${cloud().url}/functions/export-data/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: '{}',
  });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) as ExportBody };
}

const ALICE_PRIVATE = 'alice-private-lighthouse-phrase';
const BOB_PRIVATE = 'bob-private-harbour-phrase';

async function sharedSession(): Promise<{ alice: Account; bob: Account; id: string }> {
  const alice = await newAccount(cloud(), 'Alice');
  const bob = await newAccount(cloud(), 'Bob');
  const id = await startSession(alice, bob, { issue: [ALICE_PRIVATE] });
  await respond(bob, id, { issue: [BOB_PRIVATE] });
  return { alice, bob, id };
}

describe('export-data: the authz matrix', () => {
  it('owner: gets their account, their own answers and the session, and nothing of the other side’s private inputs', async () => {
    const { alice, id } = await sharedSession();
    await actAs(alice);
    const { status, text, body } = await exportAs(await accessToken());
    expect(status).toBe(200);
    expect(body.account).toMatchObject({ email: alice.email, givenName: 'Alice' });
    expect(body.sessions).toHaveLength(1);
    expect(body.sessions![0]).toMatchObject({ id, yourRole: 'initiator', yourInputs: { initiatorIssue: [ALICE_PRIVATE] }, otherSideRanking: null });
    // Her private safety check is hers to take with her.
    expect(body.records!.safetyChecks).toEqual([expect.objectContaining({ issueId: id, outcome: 'clear', afraid: false })]);
    expect(text).not.toContain(BOB_PRIVATE);
  });

  it('other participant: gets their own side of the same session, never the initiator’s answers', async () => {
    const { bob, id } = await sharedSession();
    await actAs(bob);
    const { status, text, body } = await exportAs(await accessToken());
    expect(status).toBe(200);
    expect(body.sessions!.map((s) => [s.id, s.yourRole])).toEqual([[id, 'collaborator']]);
    expect(body.sessions![0].yourInputs).toMatchObject({ collaboratorIssue: [BOB_PRIVATE], collaboratorJoined: true });
    // His own safety check (answered before he responded), never the other person's.
    expect(body.records!.safetyChecks).toEqual([expect.objectContaining({ issueId: id, ownerEmail: bob.email.toLowerCase(), outcome: 'clear' })]);
    expect(text).not.toContain(ALICE_PRIVATE);
  });

  it('stranger: a signed-in person who takes part in no session gets an export with no sessions', async () => {
    await sharedSession();
    const carol = await newAccount(cloud(), 'Carol');
    await actAs(carol);
    const { status, text, body } = await exportAs(await accessToken());
    expect(status).toBe(200);
    expect(body.sessions).toEqual([]);
    expect(body.records).toEqual({ profile: [], safetyChecks: [], safetyRechecks: [] });
    expect(text).not.toContain(ALICE_PRIVATE);
    expect(text).not.toContain(BOB_PRIVATE);
  });

  it('revoked token: a token from before "sign out everywhere" gets 401, as does no token', async () => {
    const { alice } = await sharedSession();
    await actAs(alice);
    const token = await accessToken();
    await globalSignOut(cloud(), token);
    expect((await exportAs(token)).status).toBe(401);
    expect((await exportAs(null)).status).toBe(401);
  });
});
