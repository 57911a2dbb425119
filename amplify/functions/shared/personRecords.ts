/**
 * Everything stored about one person, read and removed over IAM: the sessions they take part in
 * (found through the two e-mail indexes), and the records only they own. The export and the
 * erasure both walk OWNED_MODELS, so a new owner-only model (a safety check, a commitment, a
 * review) joins both by adding one entry here.
 */
import { normalizeEmail } from '../../../src/domain/identity';
import { SAFETY_QUESTION_IDS } from '../../../src/domain/safety';
import { PROFILE_WRITE_RIGHTS } from '../../../src/domain/writeRights';
import { graphql } from './appsync';
import { ISSUE_SELECTION, type IssueRecord } from './issueRecord';

const PAGE = 100;

const SESSIONS_BY = {
  initiatorEmail: 'issuesByInitiatorEmail',
  collaboratorEmail: 'issuesByCollaboratorEmail',
} as const;

async function sessionsWhere(field: keyof typeof SESSIONS_BY, email: string): Promise<IssueRecord[]> {
  const query = /* GraphQL */ `
    query Sessions($email: String!, $nextToken: String) {
      ${SESSIONS_BY[field]}(${field}: $email, limit: ${PAGE}, nextToken: $nextToken) { items { ${ISSUE_SELECTION} } nextToken }
    }
  `;
  const found: IssueRecord[] = [];
  let nextToken: string | null = null;
  do {
    const page: Record<string, { items: IssueRecord[]; nextToken: string | null }> = await graphql(query, { email, nextToken });
    found.push(...page[SESSIONS_BY[field]].items);
    nextToken = page[SESSIONS_BY[field]].nextToken;
  } while (nextToken);
  return found;
}

/** Every session `email` takes part in, on either side (deleted ones too). */
export async function sessionsOf(email: string): Promise<IssueRecord[]> {
  const me = normalizeEmail(email);
  const [started, invited] = await Promise.all([sessionsWhere('initiatorEmail', me), sessionsWhere('collaboratorEmail', me)]);
  return [...started, ...invited];
}

/** A model whose records belong to one person alone: what the export shows of it and how erasure removes it. */
export interface OwnedModel {
  /** The key of its records in the export's `records`. */
  name: string;
  read(email: string): Promise<unknown[]>;
  /** Removes every record of `email`; the number removed. */
  erase(email: string): Promise<number>;
}

/** Every field of the Profile, from the write-rights table (which a test keeps equal to the schema). */
const PROFILE_FIELDS = [...Object.keys(PROFILE_WRITE_RIGHTS), 'createdAt', 'updatedAt'].join(' ');

const profile: OwnedModel = {
  name: 'profile',
  async read(email) {
    const query = `query P($emailLower: String!) { getProfile(emailLower: $emailLower) { ${PROFILE_FIELDS} } }`;
    const { getProfile } = await graphql<{ getProfile: unknown }>(query, { emailLower: normalizeEmail(email) });
    return getProfile ? [getProfile] : [];
  },
  async erase(email) {
    if ((await this.read(email)).length === 0) return 0;
    const mutation = 'mutation D($input: DeleteProfileInput!) { deleteProfile(input: $input) { emailLower } }';
    await graphql(mutation, { input: { emailLower: normalizeEmail(email) } });
    return 1;
  },
};

/** Every field of a safety check: the person's own answers and the outcome the server recorded. */
const SAFETY_CHECK_FIELDS = ['issueId', 'ownerEmail', ...SAFETY_QUESTION_IDS, 'outcome', 'decidedAt', 'goOnAt', 'createdAt', 'updatedAt'];

/** A model of private safety checks (docs/rules.md, "Safety"), found by its owner-e-mail index and deleted by its key. */
function privateChecks(name: string, model: string, keyFields: string[], extraFields: string[]): OwnedModel {
  const queryField = `${name}ByOwnerEmail`;
  const fields = [...SAFETY_CHECK_FIELDS, ...extraFields].join(' ');
  return {
    name,
    async read(email) {
      const query = `query S($ownerEmail: String!, $nextToken: String) {
        ${queryField}(ownerEmail: $ownerEmail, limit: ${PAGE}, nextToken: $nextToken) { items { ${fields} } nextToken }
      }`;
      const found: unknown[] = [];
      let nextToken: string | null = null;
      do {
        const answer: Record<string, { items: unknown[]; nextToken: string | null }> = await graphql(query, { ownerEmail: normalizeEmail(email), nextToken });
        found.push(...answer[queryField].items);
        nextToken = answer[queryField].nextToken;
      } while (nextToken);
      return found;
    },
    async erase(email) {
      const checks = (await this.read(email)) as Record<string, unknown>[];
      const mutation = `mutation D($input: Delete${model}Input!) { delete${model}(input: $input) { issueId } }`;
      for (const check of checks) await graphql(mutation, { input: Object.fromEntries(keyFields.map((field) => [field, check[field]])) });
      return checks.length;
    },
  };
}

/** The person's first checks, one per session they answered it in. */
const safetyChecks = privateChecks('safetyChecks', 'SafetyCheck', ['issueId', 'ownerEmail'], []);
/** The checks offered again at each check-in, one per session and check-in. */
const safetyRechecks = privateChecks('safetyRechecks', 'SafetyRecheck', ['issueId', 'ownerEmail', 'checkIn'], ['checkIn', 'skipped']);

/** Every owner-only model. Add a model here and both export and erasure cover it. */
export const OWNED_MODELS: readonly OwnedModel[] = [profile, safetyChecks, safetyRechecks];

const DELETE_ISSUE = 'mutation D($input: DeleteIssueInput!) { deleteIssue(input: $input) { id } }';

/** Removes a session for good (erasure of a session nobody else joined, retention). */
export async function deleteSession(id: string): Promise<void> {
  await graphql(DELETE_ISSUE, { input: { id } });
}
