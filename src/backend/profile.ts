import { normalizeEmail } from '../domain/email';
import type { SignedInUser } from './authStatus';
import { DataRequestError, dataClient, type ProfileRecord } from './data';

/** Reads the signed-in user's Profile (keyed by the normalized e-mail), or null when it does not exist yet. */
export async function getOwnProfile(email: string): Promise<ProfileRecord | null> {
  const { data, errors } = await (await dataClient()).models.Profile.get({ emailLower: normalizeEmail(email) });
  if (errors?.length) throw new DataRequestError(errors);
  return data;
}

/**
 * Creates the user's Profile on first sign-in: emailLower, email, sub and the names.
 * Two tabs may race here; the loser's create fails on the existing key, which is fine.
 */
export async function ensureProfile(user: SignedInUser): Promise<void> {
  if (!user.email || (await getOwnProfile(user.email))) return;
  const { errors } = await (await dataClient()).models.Profile.create({
    emailLower: normalizeEmail(user.email),
    email: user.email,
    sub: user.sub,
    extra: JSON.stringify({ firstName: user.firstName, lastName: user.lastName }),
  });
  if (errors?.length && !errors.some((e) => e.errorType?.includes('ConditionalCheckFailed'))) throw new DataRequestError(errors);
}
