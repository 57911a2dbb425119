/**
 * Changing the signed-in person's names (docs/rules.md, "My data"): the account's given_name and
 * family_name in Cognito, which the screens read, and the Profile's `extra` ({ firstName,
 * lastName }, as the spec's data model keeps them). Sessions keep the names they were started with.
 */
import './amplify';
import { fetchAuthSession, updateUserAttributes } from 'aws-amplify/auth';
import { normalizeEmail } from '../domain/email';
import { parseStoredObject } from '../domain/storedJson';
import type { SignedInUser } from './authStatus';
import { DataRequestError, dataClient } from './data';
import { ensureProfile, getOwnProfile } from './profile';

export interface Names {
  firstName: string;
  lastName: string;
}

export async function saveMyNames(user: SignedInUser, names: Names): Promise<void> {
  const firstName = names.firstName.trim();
  const lastName = names.lastName.trim();
  await updateUserAttributes({ userAttributes: { given_name: firstName, family_name: lastName } });
  const profile = await getOwnProfile(user.email);
  if (!profile) {
    await ensureProfile({ ...user, firstName, lastName });
  } else {
    // Keep whatever else `extra` holds.
    const extra = { ...parseStoredObject(typeof profile.extra === 'string' ? profile.extra : null), firstName, lastName };
    const { errors } = await (await dataClient()).models.Profile.update({ emailLower: normalizeEmail(user.email), extra: JSON.stringify(extra) });
    if (errors?.length) throw new DataRequestError(errors);
  }
  // New tokens carry the new names, and their 'tokenRefresh' event makes every screen read them again.
  await fetchAuthSession({ forceRefresh: true });
}
