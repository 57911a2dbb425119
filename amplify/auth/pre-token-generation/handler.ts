import { PARTICIPANT_EMAIL_CLAIM, normalizeEmail } from '../../../src/domain/identity';

/** The part of Cognito's pre-token-generation V2_0 event this trigger reads and writes. */
export interface PreTokenGenerationV2Event {
  version: string;
  triggerSource: string;
  userName: string;
  request: { userAttributes: Record<string, string> };
  response: {
    claimsAndScopeOverrideDetails?: {
      idTokenGeneration?: { claimsToAddOrOverride?: Record<string, string> };
      accessTokenGeneration?: { claimsToAddOrOverride?: Record<string, string> };
    } | null;
  };
}

/**
 * Adds the normalized e-mail to the ID and the access token, so the data API's owner
 * rules (which compare this claim with initiatorEmail, collaboratorEmail and emailLower)
 * work for queries and for realtime subscriptions alike.
 */
export const handler = async (event: PreTokenGenerationV2Event): Promise<PreTokenGenerationV2Event> => {
  const email = normalizeEmail(event.request.userAttributes.email);
  if (!email) return event;
  const claims = { [PARTICIPANT_EMAIL_CLAIM]: email };
  event.response = {
    claimsAndScopeOverrideDetails: {
      idTokenGeneration: { claimsToAddOrOverride: claims },
      accessTokenGeneration: { claimsToAddOrOverride: claims },
    },
  };
  return event;
};
