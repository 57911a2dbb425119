/**
 * The pipeline guards through the real aws-amplify client against the local cloud, which runs
 * the APPSYNC_JS code as synthesized: a status never moves back (and nothing else of that
 * request is applied), a closed session stays closed, a new session starts as created.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readIssue } from '../../../amplify/functions/shared/participantIssue';
import { startLocalCloud, type LocalCloud } from '../../../local/cloud/server';
import { STATUS_AT_CREATION_MESSAGE, STATUS_BACKWARDS_MESSAGE, STATUS_CLOSED_MESSAGE } from '../../../src/domain/status';
import { accessToken, actAs, configureAmplify, dataClient, newAccount, startSession, type Account } from '../../support/amplifyAgainstCloud';
import { chosenSession } from '../../support/chosenSession';

const dataDir = mkdtempSync(join(tmpdir(), 'dfuse-guards-'));
let cloud: LocalCloud;
let ana: Account;
let ben: Account;

beforeAll(async () => {
  cloud = await startLocalCloud({ port: 0, dataDir });
  configureAmplify(cloud);
  ana = await newAccount(cloud, 'Ana');
  ben = await newAccount(cloud, 'Ben');
}, 30_000);

/** A raw GraphQL request with a user's token, so two users can write at the same moment. */
async function graphqlAs(token: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${cloud.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ query, variables }),
  });
  return response.json();
}

afterAll(async () => {
  await cloud?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('status moves forward only', () => {
  it('refuses a move back with a clear message and applies nothing else of that request', async () => {
    const id = await chosenSession(ana, ben); // resolving_issue, with the best solution recorded
    await actAs(ana);
    const before = await readIssue(id);
    const back = await dataClient().models.Issue.update({ id, status: 'created', initiatorTone: ['calm'] });
    expect(back.data).toBeNull();
    expect(back.errors?.[0]).toMatchObject({ errorType: 'InvalidInput', message: STATUS_BACKWARDS_MESSAGE });
    expect(await readIssue(id)).toEqual(before);

    const forward = await dataClient().models.Issue.update({ id, status: 'resolved' });
    expect(forward.errors).toBeUndefined();
    expect(forward.data?.status).toBe('resolved');
  });

  it('keeps a closed session closed for both participants', async () => {
    const id = await startSession(ana, ben);
    expect((await dataClient().models.Issue.update({ id, status: 'closed', closedAt: new Date().toISOString() })).errors).toBeUndefined();
    await actAs(ben);
    const reopened = await dataClient().models.Issue.update({ id, status: 'created' });
    expect(reopened.errors?.[0]).toMatchObject({ errorType: 'InvalidInput', message: STATUS_CLOSED_MESSAGE });
    expect((await readIssue(id))?.status).toBe('closed');
  });

  it('lets both participants move it forward at the same moment', async () => {
    const id = await chosenSession(ana, ben);
    await actAs(ben);
    const benToken = await accessToken();
    await actAs(ana);
    const anaToken = await accessToken();
    const mutation = 'mutation ($input: UpdateIssueInput!) { updateIssue(input: $input) { id status } }';
    const results = await Promise.all(
      [anaToken, benToken, anaToken, benToken].map((token) => graphqlAs(token, mutation, { input: { id, status: 'resolved' } })),
    );
    for (const result of results) expect(result).toEqual({ data: { updateIssue: { id, status: 'resolved' } } });
  });
});

describe('a new session starts as created', () => {
  it('refuses any other starting status, or a joined collaborator, with a clear message', async () => {
    await actAs(ana);
    const base = {
      initiatorEmail: ana.email,
      collaboratorEmail: ben.email,
      initiatorFirstName: 'Ana',
      initiatorLastName: 'T',
      collaboratorFirstName: 'Ben',
      collaboratorLastName: 'T',
    };
    const implemented = await dataClient().models.Issue.create({ ...base, status: 'implemented' });
    expect(implemented.errors?.[0]).toMatchObject({ errorType: 'InvalidInput', message: STATUS_AT_CREATION_MESSAGE });
    const joined = await dataClient().models.Issue.create({ ...base, collaboratorJoined: true });
    expect(joined.errors?.[0]?.errorType).toBe('InvalidInput');
    const fine = await dataClient().models.Issue.create({ ...base, status: 'created' });
    expect(fine.errors).toBeUndefined();
  });
});
