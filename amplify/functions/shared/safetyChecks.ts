/**
 * A person's own safety check as the functions read and record it over IAM (the model is its
 * owner's alone to browsers: amplify/data/resource.ts, SafetyCheck). Only settle-session records
 * an outcome, and send-email reads the initiator's before any invitation goes out.
 */
import { SAFETY_QUESTION_IDS, type SafetyAnswers } from '../../../src/domain/safety';
import { graphql } from './appsync';

export interface SafetyCheckRecord extends SafetyAnswers {
  issueId: string;
  ownerEmail: string;
  outcome?: string | null;
  decidedAt?: string | null;
  goOnAt?: string | null;
}

const SELECTION = ['issueId', 'ownerEmail', ...SAFETY_QUESTION_IDS, 'outcome', 'decidedAt', 'goOnAt'].join(' ');

const GET = /* GraphQL */ `
  query GetSafetyCheck($issueId: ID!, $ownerEmail: String!) {
    getSafetyCheck(issueId: $issueId, ownerEmail: $ownerEmail) { ${SELECTION} }
  }
`;

const UPDATE = /* GraphQL */ `
  mutation UpdateSafetyCheck($input: UpdateSafetyCheckInput!, $condition: ModelSafetyCheckConditionInput) {
    updateSafetyCheck(input: $input, condition: $condition) { ${SELECTION} }
  }
`;

/** The caller's check for the session, or null when they have not answered it. */
export async function readSafetyCheck(issueId: string, ownerEmail: string): Promise<SafetyCheckRecord | null> {
  const { getSafetyCheck } = await graphql<{ getSafetyCheck: SafetyCheckRecord | null }>(GET, { issueId, ownerEmail });
  return getSafetyCheck;
}

/** Records server fields of a check under `condition` (a ConditionalCheckFailed error when it fails). */
export async function updateSafetyCheck(
  input: { issueId: string; ownerEmail: string } & Record<string, unknown>,
  condition?: Record<string, unknown>,
): Promise<SafetyCheckRecord> {
  const { updateSafetyCheck: updated } = await graphql<{ updateSafetyCheck: SafetyCheckRecord }>(UPDATE, { input, condition });
  return updated;
}
