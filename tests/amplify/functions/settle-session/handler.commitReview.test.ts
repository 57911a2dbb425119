/**
 * Step 7, commit and review (docs/rules.md, "Commit and review"), through the real aws-amplify
 * client, the settle-session and follow-up functions and the local cloud's development clock:
 * each side writes only its own commitments and check-in; nobody writes what the server records;
 * "I commit" asks the later side to match the trial; the check-in opens when the trial ends and
 * e-mails both; the other's answers stay hidden until both answered; "not kept" needs another
 * look, and a new round takes the session back to the five solutions with the round kept.
 */
import { describe, expect, it } from 'vitest';
import { readIssue, updateIssue } from '../../../../amplify/functions/shared/participantIssue';
import { CHECK_IN_MESSAGES, SEALED_CHECK_IN, type CheckInAnswers } from '../../../../src/domain/checkIns';
import { COMMITMENT_MESSAGES, trialMismatchMessage } from '../../../../src/domain/commitments';
import { readHistory } from '../../../../src/domain/rounds';
import { normalizeSolution, solutionsDocument } from '../../../../src/domain/solutions';
import { accessToken, actAs, dataClient, newAccount, respond, startSession, type Account } from '../../../support/amplifyAgainstCloud';
import { localCloudPerFile } from '../../../support/localCloudPerFile';

const cloud = localCloudPerFile('commit-review');
const SOLUTIONS = [1, 2, 3, 4, 5].map((n) => normalizeSolution({ id: `sol-${n}`, title: `Plan ${n}` }, n - 1));

const draft = (will: string, trialDays = 14) => JSON.stringify({ commitments: [{ when: 'the week starts', will }], trialDays });

async function settle(account: Account, id: string, step: string) {
  await actAs(account);
  const response = await fetch(`${cloud().url}/functions/settle-session/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await accessToken()}` },
    body: JSON.stringify({ issueId: id, step }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function write(account: Account, id: string, fields: Record<string, unknown>) {
  await actAs(account);
  return dataClient().models.Issue.update({ id, ...fields } as never);
}

async function read(account: Account, id: string) {
  await actAs(account);
  const { data, errors } = await dataClient().models.Issue.get({ id });
  expect(errors).toBeUndefined();
  return data as Record<string, unknown>;
}

const mailTo = async (address: string) =>
  (await (await fetch(`${cloud().url}/mailbox/messages?to=${encodeURIComponent(address)}`)).json()) as { subject: string; text: string }[];

const advance = async (hours: number) =>
  (await fetch(`${cloud().url}/__dev/clock`, { method: 'POST', body: JSON.stringify({ advanceHours: hours }) })).status;

/** A session with a chosen best solution and both plans (as the functions record them), both sides away. */
async function planned(initiator: Account, collaborator: Account): Promise<string> {
  const id = await startSession(initiator, collaborator);
  await respond(collaborator, id);
  await updateIssue({
    id,
    agreedIssue: 'How we share the chores',
    proposedSolutionsJson: solutionsDocument(SOLUTIONS),
    bestSolutionId: 'sol-1',
    bestSolution: 'Plan 1',
    initiatorDCS: 'competing',
    collaboratorDCS: 'avoiding',
    initiatorImplementPlanJson: JSON.stringify({ planTitle: 'Mine', steps: ['a'] }),
    collaboratorImplementPlanJson: JSON.stringify({ planTitle: 'Theirs', steps: ['b'] }),
    status: 'implemented',
  });
  return id;
}

const answers = (kept: CheckInAnswers['kept'], note: string): string => JSON.stringify({ checkIn: 1, kept, fairness: 4, talking: 3, note });

describe('commit and review', () => {
  it('keeps each side to its own fields, commits once both match the trial, and reviews blind', async () => {
    const ann = await newAccount(cloud(), 'Ann');
    const ben = await newAccount(cloud(), 'Ben');
    const id = await planned(ann, ben);

    // Write rights: a side cannot write the other's commitments or check-in; nobody writes what the server records.
    for (const [account, field] of [
      [ann, 'collaboratorCommitmentsJson'],
      [ben, 'initiatorCommitmentsJson'],
      [ann, 'collaboratorCheckInJson'],
      [ben, 'initiatorCheckInJson'],
      [ann, 'commitmentJson'],
      [ben, 'reviewJson'],
      [ann, 'historyJson'],
    ] as const) {
      const { data, errors } = await write(account, id, { [field]: draft('take over') });
      expect(data, `${field} by ${account.givenName}`).toBeNull();
      expect(errors?.[0]?.errorType).toBe('Unauthorized');
    }
    // Bad input gets a clear message, at the API too.
    expect((await write(ann, id, { initiatorCommitmentsJson: JSON.stringify({ commitments: [{ when: '', will: 'x' }], trialDays: 14 }) })).errors?.[0]?.message).toBe(
      COMMITMENT_MESSAGES.noWhen,
    );
    expect(await settle(ann, id, 'commit')).toEqual({ status: 400, body: { message: COMMITMENT_MESSAGES.none } });

    // Ann commits to 14 days; Ben, on 21, is asked to match; then both have committed.
    expect((await write(ann, id, { initiatorCommitmentsJson: draft('cook on Sundays') })).errors).toBeUndefined();
    expect(await settle(ann, id, 'commit')).toEqual({ status: 200, body: { step: 'commit', outcome: 'committed' } });
    expect((await write(ann, id, { initiatorCommitmentsJson: draft('cook on Mondays') })).errors?.[0]?.message).toBe(COMMITMENT_MESSAGES.committed);
    expect((await write(ben, id, { collaboratorCommitmentsJson: draft('text before nine', 21) })).errors).toBeUndefined();
    expect(await settle(ben, id, 'commit')).toEqual({ status: 409, body: { message: trialMismatchMessage('Ann', 14), trialDays: 14 } });
    expect((await write(ben, id, { collaboratorCommitmentsJson: draft('text before nine', 14) })).errors).toBeUndefined();
    const [first, second] = await Promise.all([settle(ben, id, 'commit'), settle(ben, id, 'commit')]);
    expect([first.body.outcome, second.body.outcome]).toEqual(['both-committed', 'both-committed']);
    const committed = await read(ann, id);
    expect(committed.status).toBe('committed');
    const record = JSON.parse(String(committed.commitmentJson));
    expect(record.commitments.map((c: { id: string; will: string }) => `${c.id}:${c.will}`)).toEqual(['i1:cook on Sundays', 'c1:text before nine']);
    expect(Date.parse(record.trialEndsAt) - Date.parse(record.committedAt)).toBe(14 * 24 * 3_600_000);
    // Nothing is open yet, so no check-in answers are taken.
    expect((await write(ann, id, { initiatorCheckInJson: answers({ i1: 'kept', c1: 'kept' }, 'x') })).errors?.[0]?.message).toBe(CHECK_IN_MESSAGES.notOpen);

    // The clock moves past the trial: the follow-up function opens the check-in and e-mails both.
    expect(await advance(14 * 24 + 1)).toBe(200);
    await expect.poll(async () => (await mailTo(ben.email)).filter((m) => m.text.includes(`/session/${id}/check-in`)).length, { timeout: 10_000 }).toBe(1);
    expect((await mailTo(ann.email)).filter((m) => m.text.includes(`/session/${id}/check-in`))).toHaveLength(1);

    // Ann answers: Ben sees only that she answered, until he has answered too.
    expect((await write(ann, id, { initiatorCheckInJson: answers({ i1: 'kept', c1: 'not-kept' }, 'Ann private words') })).errors).toBeUndefined();
    const seenByBen = await read(ben, id);
    expect(JSON.parse(String(seenByBen.initiatorCheckInJson))).toEqual({ checkIn: 1, sealed: SEALED_CHECK_IN });
    expect(JSON.stringify(seenByBen)).not.toContain('Ann private words');
    expect((await settle(ben, id, 'check-in')).status).toBe(409);
    expect((await write(ben, id, { collaboratorCheckInJson: answers({ i1: 'kept', c1: 'partly' }, 'Ben private words') })).errors).toBeUndefined();
    expect(await settle(ben, id, 'check-in')).toEqual({ status: 200, body: { step: 'check-in', outcome: 'needs-another-look' } });
    expect(JSON.parse(String((await read(ben, id)).initiatorCheckInJson)).note).toBe('Ann private words');
    expect(JSON.parse(String((await read(ann, id)).collaboratorCheckInJson)).note).toBe('Ben private words');
    // The recorded outcome is the server's: a participant can neither write it nor mark the session resolved.
    expect((await write(ann, id, { status: 'concluded' })).errors?.[0]?.message).toMatch(/not reached that step/);

    // A new round: back to the five solutions for the same agreed issue, the round kept.
    expect(await settle(ann, id, 'new-round')).toEqual({ status: 200, body: { step: 'new-round', outcome: 'new-round' } });
    expect((await settle(ben, id, 'new-round')).status).toBe(200);
    const stored = await readIssue(id);
    expect(stored).toMatchObject({ agreedIssue: 'How we share the chores', bestSolutionId: null, commitmentJson: null, initiatorCommitmentsJson: null, reviewJson: null });
    expect(JSON.parse(String(stored?.proposedSolutionsJson)).solutions).toHaveLength(5);
    const history = readHistory(stored?.historyJson);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ wayBack: 'new-round', bestSolutionId: 'sol-1' });
  }, 60_000);
});
