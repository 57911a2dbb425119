/**
 * POST {} with the caller's Cognito access token: a JSON copy of everything this person
 * provided and every shared outcome of their sessions (GDPR Art. 15 and 20; docs/rules.md,
 * "My data"), only what they could already see on screen (src/domain/personalData.ts): never the
 * other side's private inputs, and the other side's ranking only once both ranked.
 *
 * Answers: 200 the export; 401 no valid (or a revoked) token; 405 not POST.
 */
import { CognitoIdentityProviderClient, GetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { EXPORT_FORMAT, EXPORT_VERSION, exportedSession, type StoredSession } from '../../../src/domain/personalData';
import { roleOf } from '../../../src/domain/sessionRole';
import { verifyCaller } from '../shared/caller';
import { HttpError, answer, json, type FunctionUrlEvent } from '../shared/functionUrl';
import { OWNED_MODELS, sessionsOf } from '../shared/personRecords';

let cognito: CognitoIdentityProviderClient | undefined;

/** The account's own attributes (names, e-mail), as Cognito holds them. */
async function accountOf(event: FunctionUrlEvent) {
  cognito ??= new CognitoIdentityProviderClient({});
  const token = (event.headers?.authorization ?? event.headers?.Authorization ?? '').replace(/^Bearer\s+/i, '').trim();
  const user = await cognito.send(new GetUserCommand({ AccessToken: token }));
  const attribute = (name: string) => user.UserAttributes?.find((a) => a.Name === name)?.Value ?? null;
  return { email: attribute('email'), givenName: attribute('given_name'), familyName: attribute('family_name') };
}

export const handler = (event: FunctionUrlEvent) =>
  answer(async () => {
    if (event.requestContext.http.method !== 'POST') throw new HttpError(405, 'Use POST.');
    const caller = await verifyCaller(event);
    const [account, sessions, ...owned] = await Promise.all([
      accountOf(event),
      sessionsOf(caller.email),
      ...OWNED_MODELS.map(async (model) => [model.name, await model.read(caller.email)] as const),
    ]);
    return json(200, {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: new Date().toISOString(),
      account,
      records: Object.fromEntries(owned),
      sessions: sessions.flatMap((session) => {
        const role = roleOf(session, caller.email);
        return role ? [exportedSession(session as unknown as StoredSession, role)] : [];
      }),
    });
  });
