/**
 * Data calls of the two style assessments (docs/rules.md, "DCS" and "DPI"): the signed-in user's
 * Profile (keyed by the normalized e-mail, owner-only) and the viewer's own side of a session.
 */
import { parseDcsMode, DCS_VERSION, type DcsMode } from '../domain/dcs';
import type { DpiType } from '../domain/dpi';
import { normalizeEmail } from '../domain/identity';
import type { Role } from '../domain/sessionRole';
import type { SignedInUser } from './authStatus';
import { DataRequestError, dataClient, type DataClient, type IssueRecord, type ProfileRecord } from './data';
import { getOwnProfile } from './profile';
import { ProfileWriteError } from './profileWriteError';

const describe = (errors: { message: string }[] | undefined) => errors?.map((e) => e.message).join('; ') || undefined;

/** Reads the user's Profile, creating it ({emailLower, email, sub}) when it is missing. */
export async function getOrCreateOwnProfile(user: SignedInUser): Promise<ProfileRecord> {
  if (!normalizeEmail(user.email)) throw new ProfileWriteError('noEmail');
  const existing = await getOwnProfile(user.email);
  if (existing) return existing;
  const { data, errors } = await (await dataClient()).models.Profile.create({
    emailLower: normalizeEmail(user.email),
    email: user.email,
    ...(user.sub ? { sub: user.sub } : {}),
  });
  if (data) return data;
  // Another tab (or the sign-in hook) may have created it a moment ago.
  const raced = await getOwnProfile(user.email).catch(() => null);
  if (raced) return raced;
  throw new ProfileWriteError('createFailed', describe(errors));
}

type ProfileChanges = Omit<Parameters<DataClient['models']['Profile']['update']>[0], 'emailLower'>;

/** Updates the user's Profile (creating it first if needed), then reads it back. */
async function updateOwnProfile(user: SignedInUser, changes: ProfileChanges): Promise<ProfileRecord> {
  await getOrCreateOwnProfile(user);
  const emailLower = normalizeEmail(user.email);
  const { data, errors } = await (await dataClient()).models.Profile.update({ emailLower, ...changes });
  if (errors?.length) throw new ProfileWriteError('updateFailed', describe(errors));
  if (!data) throw new ProfileWriteError('updateReturnedNull');
  const readBack = await getOwnProfile(emailLower);
  if (!readBack) throw new ProfileWriteError('verificationFailed');
  return readBack;
}

/** The mode picker's save: writes dcsMode, then checks the stored mode equals the choice. */
export async function saveDcsMode(user: SignedInUser, mode: DcsMode): Promise<void> {
  const readBack = await updateOwnProfile(user, { dcsMode: mode });
  if (parseDcsMode(readBack.dcsMode) !== mode) throw new ProfileWriteError('verificationFailed');
}

/** The questionnaire's save: the dominant mode, the 'Style: score (band)' lines and the version tag. */
export async function saveDcsResult(user: SignedInUser, mode: DcsMode, scores: string[]): Promise<void> {
  const readBack = await updateOwnProfile(user, {
    dcsMode: mode,
    dcsScores: scores,
    dcsVersion: DCS_VERSION,
    email: user.email,
    ...(user.sub ? { sub: user.sub } : {}),
  });
  if (parseDcsMode(readBack.dcsMode) !== mode) throw new ProfileWriteError('verificationFailed');
}

/** Saves a DPI type with its result lines (the caller appends 'test'), and checks the read-back. */
export async function saveDpi(user: SignedInUser, type: DpiType, results: string[]): Promise<ProfileRecord> {
  const readBack = await updateOwnProfile(user, { dpiType: type, dpiResults: results });
  if (readBack.dpiType !== type) throw new ProfileWriteError('verificationFailed');
  return readBack;
}

/**
 * Copies a DCS mode to the viewer's own side of the session (initiatorDCS or collaboratorDCS)
 * when it differs. Returns whether a write was made.
 */
export async function copyDcsToSession(issue: IssueRecord, role: Role, mode: DcsMode): Promise<boolean> {
  const field = role === 'initiator' ? 'initiatorDCS' : 'collaboratorDCS';
  if (issue[field] === mode) return false;
  const { data, errors } = await (await dataClient()).models.Issue.update({ id: issue.id, [field]: mode });
  if (errors?.length || !data) throw new DataRequestError(errors ?? [{ message: 'Session update returned nothing.' }]);
  return true;
}

/** Copies a DPI type to the viewer's own side (initiatorDPI or collaboratorDPI, a list whose first item counts). */
export async function copyDpiToSession(issue: IssueRecord, role: Role, type: DpiType): Promise<boolean> {
  const field = role === 'initiator' ? 'initiatorDPI' : 'collaboratorDPI';
  if (issue[field]?.[0] === type) return false;
  const { data, errors } = await (await dataClient()).models.Issue.update({ id: issue.id, [field]: [type] });
  if (errors?.length || !data) throw new DataRequestError(errors ?? [{ message: 'Session update returned nothing.' }]);
  return true;
}
