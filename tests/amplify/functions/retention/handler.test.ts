/**
 * The retention job called directly, as the scheduler calls it (the event's `time` moved ahead),
 * on a local cloud: it warns both participants of an untouched session by e-mail a month before,
 * then deletes it; a session touched since stays.
 */
import { describe, expect, it } from 'vitest';
import { handler } from '../../../../amplify/functions/retention/handler';
import { readIssue, updateIssue } from '../../../../amplify/functions/shared/participantIssue';
import { newAccount, respond, startSession } from '../../../support/amplifyAgainstCloud';
import { localCloudPerFile } from '../../../support/localCloudPerFile';

const cloud = localCloudPerFile('retention');
const DAY = 24 * 60 * 60 * 1000;
const later = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const mailTo = async (address: string) =>
  (await (await fetch(`${cloud().url}/mailbox/messages?to=${encodeURIComponent(address)}`)).json()) as { subject: string; text: string }[];

describe('retention job', () => {
  it('warns both participants a month before, then deletes the untouched session; a fresh one stays', async () => {
    const ana = await newAccount(cloud(), 'Ana');
    const ben = await newAccount(cloud(), 'Ben');
    const old = await startSession(ana, ben);
    await respond(ben, old);

    expect(await handler({ time: later(300) })).toEqual({ warned: 0, deleted: 0 });
    expect(await handler({ time: later(340) })).toEqual({ warned: 1, deleted: 0 });
    for (const person of [ana, ben]) {
      const [warning] = await mailTo(person.email);
      expect(warning.subject).toBe('Your Dfuse session will be deleted in a month');
      expect(warning.text).toContain('open it once before then');
    }
    // Warned once only.
    expect(await handler({ time: later(345) })).toEqual({ warned: 0, deleted: 0 });

    // Another session, last touched on day 360 of the moved clock.
    const fresh = await startSession(ana, ben);
    await updateIssue({ id: fresh, lastActivityAt: later(360) });
    expect(await handler({ time: later(372) })).toEqual({ warned: 0, deleted: 1 });
    expect(await readIssue(old)).toBeNull();
    expect(await readIssue(fresh)).not.toBeNull();
  });
});
