/**
 * List limits enforced by the local cloud's data API (as the AppSync pipeline function does in
 * AWS), driven by the real aws-amplify client: a refused write changes nothing already saved.
 */
import { expect, it } from 'vitest';
import { LIMITS, LIMIT_MESSAGES } from '../../../src/domain/limits';
import { actAs, dataClient, newAccount } from '../../support/amplifyAgainstCloud';
import { localCloudPerFile } from '../../support/localCloudPerFile';

const cloud = localCloudPerFile('list-limits');

it('refuses too many entries or an over-long entry, on create and update, and keeps what was saved', async () => {
  const ann = await newAccount(cloud(), 'Ann');
  const ben = await newAccount(cloud(), 'Ben');
  await actAs(ann);
  const base = {
    initiatorEmail: ann.email,
    collaboratorEmail: ben.email,
    initiatorFirstName: 'Ann',
    initiatorLastName: 'Tester',
    collaboratorFirstName: 'Ben',
    collaboratorLastName: 'Tester',
    lastActivityAt: new Date().toISOString(),
  };
  const tooMany = await dataClient().models.Issue.create({ ...base, initiatorIssue: Array.from({ length: LIMITS.answerEntries + 1 }, (_, i) => `entry ${i}`) });
  expect(tooMany.data).toBeNull();
  expect(tooMany.errors?.[0]).toMatchObject({ errorType: 'ValidationError', message: LIMIT_MESSAGES.answerEntries });

  const created = await dataClient().models.Issue.create({ ...base, initiatorIssue: ['The first thing'] });
  expect(created.errors).toBeUndefined();
  const id = created.data!.id;

  await actAs(ben);
  const tooLong = await dataClient().models.Issue.update({ id, collaboratorIssue: ['x'.repeat(LIMITS.answer + 1)] });
  expect(tooLong.errors?.[0]).toMatchObject({ errorType: 'ValidationError', message: LIMIT_MESSAGES.answer });
  // Read back as Ann: Ben reads nothing she wrote before his own safety check (src/domain/beforeFirstCheck.ts).
  await actAs(ann);
  const { data } = await dataClient().models.Issue.get({ id });
  expect(data).toMatchObject({ initiatorIssue: ['The first thing'], collaboratorIssue: null });

  await actAs(ben);
  const fits = await dataClient().models.Issue.update({ id, collaboratorIssue: ['x'.repeat(LIMITS.answer)] });
  expect(fits.errors).toBeUndefined();
});
