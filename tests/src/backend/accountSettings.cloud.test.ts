/**
 * The account page's two writes to the account (docs/rules.md, "My data"), through the real
 * aws-amplify client against a local cloud: saving names (src/backend/accountNames.ts, as the
 * page calls it), and changing the password as @aws-amplify/ui-react's ChangePassword does
 * (aws-amplify's updatePassword), with Cognito's refusals in the app's words.
 */
import { fetchUserAttributes, signIn, signOut, updatePassword, updateUserAttributes } from 'aws-amplify/auth';
import { describe, expect, it, vi } from 'vitest';
import { saveMyNames } from '../../../src/backend/accountNames';
import { PASSWORD_COMPLEXITY_MESSAGE } from '../../../src/domain/password';
import { passwordChangeMessage } from '../../../src/features/accounts/AccountSettingsParts';
import { actAs, dataClient, newAccount } from '../../support/amplifyAgainstCloud';
import { localCloudPerFile } from '../../support/localCloudPerFile';

// src/backend/amplify.ts wraps the global WebSocket as it loads, and Node 20 has none.
await vi.hoisted(async () => {
  (globalThis as { WebSocket?: unknown }).WebSocket ??= (await import('ws')).default;
});

const cloud = localCloudPerFile('account-settings');

const refusal = (promise: Promise<unknown>) => promise.then(() => new Error('it was not refused'), (error: Error) => error);

describe('names', () => {
  it('saving new names changes the account and the Profile (other Profile details kept)', async () => {
    const tom = await newAccount(cloud(), 'Tom', 'Reed');
    await actAs(tom);
    const user = { sub: 'unused', email: tom.email, firstName: 'Tom', lastName: 'Reed' };
    await dataClient().models.Profile.create({ emailLower: tom.email, email: tom.email, extra: JSON.stringify({ firstName: 'Tom', lastName: 'Reed', kept: 1 }) });

    await saveMyNames(user, { firstName: '  Thomas ', lastName: "O'Reed-Smith" });

    const attributes = await fetchUserAttributes();
    expect([attributes.given_name, attributes.family_name]).toEqual(['Thomas', "O'Reed-Smith"]);
    const { data } = await dataClient().models.Profile.get({ emailLower: tom.email });
    expect(JSON.parse(String(data?.extra))).toEqual({ firstName: 'Thomas', lastName: "O'Reed-Smith", kept: 1 });
  });

  it('creates the Profile with the names when there is none yet', async () => {
    const uma = await newAccount(cloud(), 'Uma', 'Field');
    await actAs(uma);
    await saveMyNames({ sub: 'unused', email: uma.email, firstName: 'Uma', lastName: 'Field' }, { firstName: 'Umaima', lastName: 'Field' });
    const { data } = await dataClient().models.Profile.get({ emailLower: uma.email });
    expect(JSON.parse(String(data?.extra))).toEqual({ firstName: 'Umaima', lastName: 'Field' });
  });

  it('the cloud itself refuses a blank name (a required attribute), whatever the page does', async () => {
    await actAs(await newAccount(cloud(), 'Blank'));
    const error = await refusal(updateUserAttributes({ userAttributes: { given_name: '   ' } }));
    expect(error.message).toMatch(/given_name/);
    expect((await fetchUserAttributes()).given_name).toBe('Blank');
  });
});

describe('changing the password', () => {
  it("refuses a wrong current password or a weak new one in the app's words; afterwards only the new one signs in", async () => {
    const pat = await newAccount(cloud(), 'Pat', 'Lane');
    await actAs(pat);
    const strong = 'New-pass-2!';

    const wrongCurrent = await refusal(updatePassword({ oldPassword: 'Wrong-pass-9!', newPassword: strong }));
    expect(passwordChangeMessage(wrongCurrent.message)).toBe('Your current password is incorrect.');
    const weak = await refusal(updatePassword({ oldPassword: pat.password, newPassword: 'weakweak' }));
    expect(passwordChangeMessage(weak.message)).toBe(PASSWORD_COMPLEXITY_MESSAGE);

    await updatePassword({ oldPassword: pat.password, newPassword: strong });
    await signOut();
    await expect(signIn({ username: pat.email, password: pat.password })).rejects.toThrow();
    expect((await signIn({ username: pat.email, password: strong })).isSignedIn).toBe(true);
  });
});
