/**
 * Blind review at the API (docs/rules.md, "Agreement"; issue 27), through the real aws-amplify
 * client against the local cloud, which runs the synthesized APPSYNC_JS steps: neither side reads
 * which statements the other accepted before both have answered every statement shown, and a
 * write's result (what AppSync forwards to every subscriber) shows neither side's; once both
 * have answered, both read everything.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readIssue, updateIssue } from '../../../amplify/functions/shared/participantIssue';
import { startLocalCloud, type LocalCloud } from '../../../local/cloud/server';
import { proposedCandidates, selectionsUpdate } from '../../../src/domain/agreement';
import { statementKey } from '../../../src/domain/statements';
import { actAs, configureAmplify, dataClient, newAccount, respond, startSession, type Account } from '../../support/amplifyAgainstCloud';

const dataDir = mkdtempSync(join(tmpdir(), 'dfuse-blind-reviews-'));
let cloud: LocalCloud;
let initiator: Account;
let collaborator: Account;

beforeAll(async () => {
  cloud = await startLocalCloud({ port: 0, dataDir });
  configureAmplify(cloud);
  initiator = await newAccount(cloud, 'Ines');
  collaborator = await newAccount(cloud, 'Carlos');
}, 120_000);

afterAll(async () => {
  await cloud?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// Five candidates, as the server stores them: the lowest score is not shown, so it is not asked.
const CANDIDATES = [
  { statement: 'How we share the evenings', score: 0.9, conflictType: 'task', reason: 'Both said evenings' },
  { statement: 'Who decides about the car', score: 0.7, conflictType: 'values', reason: 'Named twice' },
  { statement: 'How we talk when tired', score: 0.5, conflictType: 'personality', reason: 'Said once' },
  { statement: 'What counts as late', score: 0.4, conflictType: 'task', reason: 'Implied' },
  { statement: 'Where the money goes', score: 0.1, conflictType: 'values', reason: 'A guess' },
];

type Record = { [field: string]: unknown };

async function readBack(id: string): Promise<Record> {
  const { data, errors } = await dataClient().models.Issue.get({ id });
  expect(errors, JSON.stringify(errors)).toBeUndefined();
  return data as Record;
}

/** The side's Submit Selections as the agree page writes it; returns the write's result. */
async function submit(id: string, side: 'initiator' | 'collaborator', yes: string[]): Promise<Record> {
  const session = (await readBack(id)) as Parameters<typeof proposedCandidates>[0];
  const candidates = proposedCandidates(session);
  const choices = Object.fromEntries(candidates.map((c) => [statementKey(c.statement), yes.includes(c.statement) ? 'yes' : 'no'] as const));
  const { data, errors } = await dataClient().models.Issue.update(selectionsUpdate(id, side, candidates, choices, new Date()));
  expect(errors, JSON.stringify(errors)).toBeUndefined();
  return data as Record;
}

describe("Blind review at the API: the other side's answers to the statements are sealed until both have answered", () => {
  it('hides them from the other side and from every write result, and shows both sides both once both answered', async () => {
    const id = await startSession(initiator, collaborator);
    await respond(collaborator, id);
    await updateIssue({ id, proposedIssueCandidatesJson: JSON.stringify(CANDIDATES), proposedIssues: CANDIDATES.map((c) => c.statement) });

    await actAs(initiator);
    const written = await submit(id, 'initiator', ['Who decides about the car']);
    // The write's result goes to every subscriber, the other side among them: it shows no side's choices.
    expect(written.initiatorAcceptedIssues ?? null).toBeNull();
    // The writer reads its own answers back.
    expect((await readBack(id)).initiatorAcceptedIssues).toEqual(['Who decides about the car']);

    await actAs(collaborator);
    const seen = await readBack(id);
    expect(seen.initiatorAcceptedIssues ?? null, 'the collaborator must not learn what the initiator accepted').toBeNull();
    // That the initiator has answered is no secret: the page says whom it waits for.
    expect(seen.initiatorReviewedIssues).toEqual(CANDIDATES.slice(0, 4).map((c) => c.statement));
    const listed = await dataClient().models.Issue.issuesByCollaboratorEmail({ collaboratorEmail: collaborator.email }, { sortDirection: 'DESC' });
    expect(listed.errors, JSON.stringify(listed.errors)).toBeUndefined();
    expect(listed.data.find((issue) => issue.id === id)?.initiatorAcceptedIssues ?? null).toBeNull();

    // The functions (IAM) read everything.
    expect((await readIssue(id))?.initiatorAcceptedIssues).toEqual(['Who decides about the car']);

    // The collaborator answers too: now the write's result and both reads show both sides.
    const second = await submit(id, 'collaborator', ['How we share the evenings']);
    expect(second.initiatorAcceptedIssues).toEqual(['Who decides about the car']);
    expect(second.collaboratorAcceptedIssues).toEqual(['How we share the evenings']);
    await actAs(initiator);
    expect((await readBack(id)).collaboratorAcceptedIssues).toEqual(['How we share the evenings']);
  });

  it('seals the answers again when new statements are proposed, until both have answered those', async () => {
    const id = await startSession(initiator, collaborator);
    await respond(collaborator, id);
    await updateIssue({ id, proposedIssueCandidatesJson: JSON.stringify(CANDIDATES.slice(0, 2)) });
    await actAs(initiator);
    await submit(id, 'initiator', []);
    await actAs(collaborator);
    await submit(id, 'collaborator', ['Who decides about the car']);
    // Both answered the first set, so each reads the other's.
    await actAs(initiator);
    expect((await readBack(id)).collaboratorAcceptedIssues).toEqual(['Who decides about the car']);

    // A new set (the server writes it) that only the collaborator has answered.
    await updateIssue({ id, noCommonConflict: false, proposedIssueCandidatesJson: JSON.stringify(CANDIDATES.slice(2, 4)) });
    await actAs(collaborator);
    await submit(id, 'collaborator', ['What counts as late']);
    await actAs(initiator);
    expect((await readBack(id)).collaboratorAcceptedIssues ?? null).toBeNull();
  });
});
