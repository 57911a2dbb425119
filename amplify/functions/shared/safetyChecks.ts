/**
 * A person's own safety checks as the functions read and record them over IAM (both models are
 * their owner's alone to browsers: amplify/data/resource.ts, SafetyCheck and SafetyRecheck). The
 * first check has no `checkIn`; the check offered again at a check-in of step 7 names its number.
 * Only settle-session records an outcome, and send-email reads the initiator's first check before
 * any invitation goes out.
 */
import { SAFETY_QUESTION_IDS, type SafetyAnswers } from '../../../src/domain/safety';
import { graphql } from './appsync';

export interface SafetyCheckRecord extends SafetyAnswers {
  issueId: string;
  ownerEmail: string;
  checkIn?: number | null;
  skipped?: boolean | null;
  outcome?: string | null;
  decidedAt?: string | null;
  goOnAt?: string | null;
}

const FIELDS = ['issueId', 'ownerEmail', ...SAFETY_QUESTION_IDS, 'outcome', 'decidedAt', 'goOnAt'];

/** The GraphQL of one of the two models: the first check, or the check again at a check-in. */
function documents(recheck: boolean) {
  const model = recheck ? 'SafetyRecheck' : 'SafetyCheck';
  const selection = (recheck ? [...FIELDS, 'checkIn', 'skipped'] : FIELDS).join(' ');
  const keyArgs = recheck ? '$issueId: ID!, $ownerEmail: String!, $checkIn: Int!' : '$issueId: ID!, $ownerEmail: String!';
  const keyPass = recheck ? 'issueId: $issueId, ownerEmail: $ownerEmail, checkIn: $checkIn' : 'issueId: $issueId, ownerEmail: $ownerEmail';
  return {
    get: `query Get(${keyArgs}) { get${model}(${keyPass}) { ${selection} } }`,
    getField: `get${model}`,
    update: `mutation Update($input: Update${model}Input!, $condition: Model${model}ConditionInput) { update${model}(input: $input, condition: $condition) { ${selection} } }`,
    updateField: `update${model}`,
  };
}

const FIRST = documents(false);
const AGAIN = documents(true);

/** The caller's check for the session (or, with `checkIn`, the one offered again at that check-in), or null when not answered. */
export async function readSafetyCheck(issueId: string, ownerEmail: string, checkIn?: number): Promise<SafetyCheckRecord | null> {
  const docs = checkIn === undefined ? FIRST : AGAIN;
  const answer = await graphql<Record<string, SafetyCheckRecord | null>>(docs.get, checkIn === undefined ? { issueId, ownerEmail } : { issueId, ownerEmail, checkIn });
  return answer[docs.getField];
}

/** Records server fields of a check (with `checkIn` in the input: the check again) under `condition` (a ConditionalCheckFailed error when it fails). */
export async function updateSafetyCheck(
  input: { issueId: string; ownerEmail: string; checkIn?: number } & Record<string, unknown>,
  condition?: Record<string, unknown>,
): Promise<SafetyCheckRecord> {
  const docs = input.checkIn === undefined ? FIRST : AGAIN;
  const answer = await graphql<Record<string, SafetyCheckRecord>>(docs.update, { input, condition });
  return answer[docs.updateField];
}
