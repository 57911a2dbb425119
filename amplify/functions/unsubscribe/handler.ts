/**
 * POST with the token of a follow-up e-mail's unsubscribe link (`?t=` in the URL, as the
 * List-Unsubscribe one-click POST sends it, or {"token"} in a JSON body, as the app's
 * /unsubscribe page sends it): turns that address's your-turn notices and reminders off. No
 * sign-in: the token is the address signed by the server (shared/noticeToken.ts). The account
 * page turns them on again.
 *
 * Answers: 200 {ok: true}; 400 a token that is not one of ours; 405 not POST.
 */
import { normalizeEmail } from '../../../src/domain/identity';
import { graphql } from '../shared/appsync';
import { HttpError, answer, json, type FunctionUrlEvent } from '../shared/functionUrl';
import { addressOfToken } from '../shared/noticeToken';

export const UNSUBSCRIBE_BAD_TOKEN = 'This unsubscribe link is not valid. Please use the link from the e-mail, or turn notices off on your account page.';

const GET = /* GraphQL */ `query Get($emailLower: String!) { getProfile(emailLower: $emailLower) { emailLower } }`;
const UPDATE = /* GraphQL */ `mutation Off($input: UpdateProfileInput!) { updateProfile(input: $input) { emailLower noticesOff } }`;
const CREATE = /* GraphQL */ `mutation New($input: CreateProfileInput!) { createProfile(input: $input) { emailLower noticesOff } }`;

function tokenOf(event: FunctionUrlEvent & { queryStringParameters?: Record<string, string | undefined> }): unknown {
  const fromQuery = event.queryStringParameters?.t;
  if (fromQuery) return fromQuery;
  const raw = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');
  try {
    return (JSON.parse(raw) as { token?: unknown }).token;
  } catch {
    return undefined;
  }
}

export const handler = (event: FunctionUrlEvent) =>
  answer(async () => {
    if (event.requestContext.http.method !== 'POST') throw new HttpError(405, 'Use POST.');
    const address = addressOfToken(tokenOf(event));
    if (!address) throw new HttpError(400, UNSUBSCRIBE_BAD_TOKEN);
    const emailLower = normalizeEmail(address);
    const { getProfile } = await graphql<{ getProfile: { emailLower: string } | null }>(GET, { emailLower });
    if (getProfile) await graphql(UPDATE, { input: { emailLower, noticesOff: true } });
    else await graphql(CREATE, { input: { emailLower, email: emailLower, noticesOff: true } });
    return json(200, { ok: true });
  });
