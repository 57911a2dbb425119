/**
 * Issue 24, "No relay, no oracle", through the real aws-amplify client against the local cloud,
 * which runs the synthesized APPSYNC_JS steps:
 *
 * - a signed-in user asking for someone else's profile, or for any other way of finding it, gets
 *   the same answer whether that address has a Dfuse profile or not;
 * - a session's collaborator address is a plain address, or the session is not created.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readIssue } from '../../../amplify/functions/shared/participantIssue';
import { startLocalCloud, type LocalCloud } from '../../../local/cloud/server';
import { COLLABORATOR_ADDRESS_MESSAGE } from '../../../src/domain/plainAddress';
import { actAs, configureAmplify, dataClient, newAccount, type Account } from '../../support/amplifyAgainstCloud';

const dataDir = mkdtempSync(join(tmpdir(), 'dfuse-no-oracle-'));
let cloud: LocalCloud;
let asker: Account;
let withProfile: Account;
/** An address nobody has a profile for (and no account). */
const withoutProfile = `nobody.${process.pid}.${Date.now()}@example.com`;

beforeAll(async () => {
  cloud = await startLocalCloud({ port: 0, dataDir });
  configureAmplify(cloud);
  asker = await newAccount(cloud, 'Asa');
  withProfile = await newAccount(cloud, 'Petra');
  await actAs(withProfile);
  const created = await dataClient().models.Profile.create({ emailLower: withProfile.email, email: withProfile.email, sub: 'petra-sub', dcsMode: 'competing' });
  expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
}, 30_000);

afterAll(async () => {
  await cloud?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** What a client sees of an answer, without what names the address asked about. */
const shape = (answer: { data: unknown; errors?: readonly { errorType?: string; message?: string }[] }) => ({
  data: answer.data,
  errors: (answer.errors ?? []).map(({ errorType, message }) => ({ errorType, message })),
});

describe('asking for profiles is no oracle', () => {
  it('getProfile answers the same for an address with a profile and one without', async () => {
    await actAs(asker);
    const known = await dataClient().models.Profile.get({ emailLower: withProfile.email });
    const unknown = await dataClient().models.Profile.get({ emailLower: withoutProfile });
    expect(shape(known)).toEqual(shape(unknown));
    expect(known.data).toBeNull();
    expect(known.errors?.[0]?.errorType).toBe('Unauthorized');
  });

  it('still reads one’s own profile, and answers null for one’s own before it exists', async () => {
    await actAs(withProfile);
    const own = await dataClient().models.Profile.get({ emailLower: withProfile.email });
    expect(own.errors).toBeUndefined();
    expect(own.data?.dcsMode).toBe('competing');
    await actAs(asker);
    const notYet = await dataClient().models.Profile.get({ emailLower: asker.email });
    expect(notYet.errors).toBeUndefined();
    expect(notYet.data).toBeNull();
  });

  it('the list and index queries answer the same too', async () => {
    await actAs(asker);
    const client = dataClient();
    const pairs = [
      [client.models.Profile.list({ filter: { emailLower: { eq: withProfile.email } } }), client.models.Profile.list({ filter: { emailLower: { eq: withoutProfile } } })],
      [client.models.Profile.list({ filter: { email: { eq: withProfile.email } } }), client.models.Profile.list({ filter: { email: { eq: withoutProfile } } })],
      [client.models.Profile.profilesByEmail({ email: withProfile.email }), client.models.Profile.profilesByEmail({ email: withoutProfile })],
      [client.models.Profile.profilesBySub({ sub: 'petra-sub' }), client.models.Profile.profilesBySub({ sub: 'nobody-sub' })],
    ] as const;
    for (const [knownCall, unknownCall] of pairs) {
      const [known, unknown] = await Promise.all([knownCall, unknownCall]);
      expect(known.errors).toBeUndefined();
      expect(shape(known)).toEqual(shape(unknown));
      expect(known.data).toEqual([]);
      expect(known.nextToken ?? null).toBe(unknown.nextToken ?? null);
    }
  });

  it('writing someone else’s profile is refused alike', async () => {
    await actAs(asker);
    const known = await dataClient().models.Profile.update({ emailLower: withProfile.email, dcsMode: 'avoiding' });
    const unknown = await dataClient().models.Profile.update({ emailLower: withoutProfile, dcsMode: 'avoiding' });
    expect(shape(known)).toEqual(shape(unknown));
    expect(known.errors?.[0]?.errorType).toBe('Unauthorized');
  });
});

describe('the collaborator address is a plain address', () => {
  const session = (collaboratorEmail: string) => ({
    initiatorEmail: asker.email,
    collaboratorEmail,
    initiatorFirstName: 'Asa',
    initiatorLastName: 'Tester',
    collaboratorFirstName: 'Sam',
    collaboratorLastName: 'Tester',
    initiatorIssue: ['We keep missing each other at handover'],
    status: 'created' as const,
    collaboratorJoined: false,
    inviteEmailStatus: 'pending',
  });

  it.each([
    '"Pay now at https://evil.example" <victim@example.com>',
    'Evil <victim@example.com>',
    'victim@example.com\r\nBcc: everyone@example.com',
    'victim@example.com, other@example.com',
    '<img src=x onerror=alert(1)>@example.com',
    'victim@example.com<b>',
    'https://evil.example/pay',
    'Victim@Example.com',
    ' victim@example.com',
  ])('refuses %j and stores nothing', async (address) => {
    await actAs(asker);
    const id = crypto.randomUUID();
    const { data, errors } = await dataClient().models.Issue.create({ id, ...session(address) });
    expect(data).toBeNull();
    expect(errors?.[0]?.message).toBe(COLLABORATOR_ADDRESS_MESSAGE);
    expect(await readIssue(id)).toBeNull();
  });

  it('creates the session for a plain address', async () => {
    await actAs(asker);
    const { data, errors } = await dataClient().models.Issue.create(session('sam.o-brien+dfuse@example.co.uk'));
    expect(errors, JSON.stringify(errors)).toBeUndefined();
    expect(data?.collaboratorEmail).toBe('sam.o-brien+dfuse@example.co.uk');
    expect((await readIssue(data!.id))?.collaboratorEmail).toBe('sam.o-brien+dfuse@example.co.uk');
  });
});
