/** Whether an address has a Dfuse profile (read over IAM); the app creates one at a user's first sign-in. */
import { normalizeEmail } from '../../../src/domain/identity';
import { graphql } from './appsync';

const GET_PROFILE = /* GraphQL */ `
  query GetProfile($emailLower: String!) {
    getProfile(emailLower: $emailLower) { emailLower }
  }
`;

export async function hasProfile(email: string): Promise<boolean> {
  const { getProfile } = await graphql<{ getProfile: { emailLower: string } | null }>(GET_PROFILE, { emailLower: normalizeEmail(email) });
  return getProfile !== null;
}

const GET_NOTICES_OFF = /* GraphQL */ `
  query GetProfileNotices($emailLower: String!) {
    getProfile(emailLower: $emailLower) { emailLower noticesOff }
  }
`;

/** Whether the address turned your-turn notices and reminders off (no profile: they are on). */
export async function noticesOff(email: string): Promise<boolean> {
  const { getProfile } = await graphql<{ getProfile: { noticesOff: boolean | null } | null }>(GET_NOTICES_OFF, { emailLower: normalizeEmail(email) });
  return getProfile?.noticesOff === true;
}
