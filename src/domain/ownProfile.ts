/**
 * Who may ask for a Profile by its key (docs/rules.md, "Permissions"): a signed-in person only for
 * their own. The owner rule alone answers `Unauthorized` for someone else's existing profile and
 * `null` for an address without one, which tells any signed-in user who has a Dfuse account; the
 * getProfile resolver refuses every key but the caller's own before it reads anything, so both
 * answers are the same. Written in the APPSYNC_JS subset: the step is bundled from it
 * (amplify/data/steps/ownProfileOnly.ts).
 */
import { PARTICIPANT_EMAIL_CLAIM, normalizeEmail } from './identity';

/** Whether a caller with these token claims may read the profile keyed `emailLower`. */
export function isOwnProfileKey(emailLower: unknown, claims: Record<string, unknown>): boolean {
  const own = claims[PARTICIPANT_EMAIL_CLAIM];
  return typeof own === 'string' && own !== '' && typeof emailLower === 'string' && emailLower === normalizeEmail(own);
}
