/**
 * The collaborator reads nothing the initiator wrote before their own safety check lets them go
 * on, at the API (src/domain/beforeFirstCheck.ts; docs/rules.md, "Safety"): through the real
 * aws-amplify client against the local cloud, by get, by both lists and by the live subscription.
 */
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { accessToken, actAs, answerSafetyCheck, dataClient, newAccount, startSession, type Account } from '../../support/amplifyAgainstCloud';
import { localCloudPerFile } from '../../support/localCloudPerFile';

const cloud = localCloudPerFile('before-first-check');

const WORDS = {
  issue: ['Words only the initiator may show yet'],
  outcome: ['An outcome the collaborator must not read first'],
  why: ['A reason the collaborator must not read first'],
};

/** What the collaborator may read of the initiator's three answers, by get and by both lists. */
async function initiatorWordsAsSeenBy(reader: Account, issueId: string) {
  await actAs(reader);
  const got = await dataClient().models.Issue.get({ id: issueId });
  const byIndex = await dataClient().models.Issue.issuesByCollaboratorEmail({ collaboratorEmail: reader.email.toLowerCase() });
  const listed = await dataClient().models.Issue.list({ filter: { id: { eq: issueId } } });
  for (const result of [got, byIndex, listed]) expect(result.errors).toBeUndefined();
  return [got.data, byIndex.data.find((s) => s.id === issueId), listed.data.find((s) => s.id === issueId)].map((session) => ({
    found: Boolean(session),
    initiatorFirstName: session?.initiatorFirstName,
    initiatorIssue: session?.initiatorIssue ?? null,
    desiredOutcomeInitiator: session?.desiredOutcomeInitiator ?? null,
    whyOutcomeMattersInitiator: session?.whyOutcomeMattersInitiator ?? null,
  }));
}

const withheld = (firstName: string) => ({ found: true, initiatorFirstName: firstName, initiatorIssue: null, desiredOutcomeInitiator: null, whyOutcomeMattersInitiator: null });
const shown = (firstName: string) => ({
  found: true,
  initiatorFirstName: firstName,
  initiatorIssue: WORDS.issue,
  desiredOutcomeInitiator: WORDS.outcome,
  whyOutcomeMattersInitiator: WORDS.why,
});

async function twoAccounts() {
  return { initiator: await newAccount(cloud(), 'Ines'), collaborator: await newAccount(cloud(), 'Carl') };
}

describe("before the collaborator's own safety check", () => {
  it('their get and lists show who invited them but none of the initiator’s words; after a check of all no, they do', async () => {
    const { initiator, collaborator } = await twoAccounts();
    const issueId = await startSession(initiator, collaborator, WORDS);

    expect(await initiatorWordsAsSeenBy(collaborator, issueId)).toEqual([withheld('Ines'), withheld('Ines'), withheld('Ines')]);
    // The initiator reads their own words all along.
    await actAs(initiator);
    expect((await dataClient().models.Issue.get({ id: issueId })).data?.initiatorIssue).toEqual(WORDS.issue);

    await actAs(collaborator);
    expect((await answerSafetyCheck(issueId, collaborator.email)).body.outcome).toBe('clear');
    expect(await initiatorWordsAsSeenBy(collaborator, issueId)).toEqual([shown('Ines'), shown('Ines'), shown('Ines')]);
  });

  it('a caution keeps them withheld until the collaborator chooses to go on; a pause keeps them withheld', async () => {
    const { initiator, collaborator } = await twoAccounts();
    const cautious = await startSession(initiator, collaborator, WORDS);
    await actAs(collaborator);
    expect((await answerSafetyCheck(cautious, collaborator.email, ['walkOnEggshells'])).body.outcome).toBe('caution');
    expect((await initiatorWordsAsSeenBy(collaborator, cautious))[0]).toEqual(withheld('Ines'));
    const goOn = await fetch(`${cloud().url}/functions/settle-session/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await accessToken()}` },
      body: JSON.stringify({ issueId: cautious, step: 'safety-go-on' }),
    });
    expect(goOn.status).toBe(200);
    expect((await initiatorWordsAsSeenBy(collaborator, cautious))[0]).toEqual(shown('Ines'));

    const paused = await startSession(initiator, collaborator, WORDS);
    await actAs(collaborator);
    expect((await answerSafetyCheck(paused, collaborator.email, ['afraid'])).body.outcome).toBe('pause');
    expect(await initiatorWordsAsSeenBy(collaborator, paused)).toEqual([withheld('Ines'), withheld('Ines'), withheld('Ines')]);
  });

  it('the collaborator’s live subscription carries none of the initiator’s new words', async () => {
    const { initiator, collaborator } = await twoAccounts();
    const issueId = await startSession(initiator, collaborator, WORDS);

    // Node has no WebSocket of its own; the browser's is what aws-amplify's realtime client uses.
    const globals = globalThis as { WebSocket?: unknown };
    const hadWebSocket = globals.WebSocket;
    globals.WebSocket ??= WebSocket;
    await actAs(collaborator);
    const events: { initiatorIssue?: unknown; initiatorTone?: unknown; updatedAt?: unknown }[] = [];
    const subscription = dataClient()
      .models.Issue.onUpdate({ filter: { id: { eq: issueId } } })
      .subscribe({ next: (event) => events.push(event), error: (error: unknown) => events.push({ initiatorIssue: `error: ${String(error)}` }) });
    try {
      // The subscription is acknowledged before the write: the collaborator's own harmless write
      // must reach it, so the test can tell a withheld event from a missing one.
      for (let tries = 0; events.length === 0 && tries < 50; tries += 1) {
        await dataClient().models.Issue.update({ id: issueId, collaboratorTone: ['calm'] });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(events.length).toBeGreaterThan(0);
      const before = events.length;

      await actAs(initiator);
      const written = await dataClient().models.Issue.update({ id: issueId, initiatorIssue: [...WORDS.issue, 'A new line the collaborator must not read'], initiatorTone: ['tense'] });
      expect(written.errors).toBeUndefined();
      for (let tries = 0; events.length === before && tries < 50; tries += 1) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(events.length).toBeGreaterThan(before);
      const event = events[events.length - 1];
      expect(event.updatedAt).toBeTruthy();
      expect(event.initiatorIssue ?? null).toBeNull();
      expect(event.initiatorTone ?? null).toBeNull();
    } finally {
      subscription.unsubscribe();
      globals.WebSocket = hadWebSocket;
    }
  });
});
