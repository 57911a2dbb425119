/**
 * Each early request index.html sends (scripts/earlyRequestsPlan.ts, run as the build inlines
 * it) gets the same answer as the aws-amplify call it stands in for, against the local cloud:
 * the session, my safety check, the session list's two index queries and Cognito's GetUser. And a
 * sign-in revoked since the tokens were stored is refused there, as it is to aws-amplify.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fetchAuthSession, fetchUserAttributes, getCurrentUser, signOut } from 'aws-amplify/auth';
import { describe, expect, it } from 'vitest';
import type { EarlyAnswers } from '../../src/boot/earlyRequests';
import { earlyKeys } from '../../src/backend/earlyAnswers';
import { paths } from '../../src/domain/paths';
import { SESSION_LIST_FIELDS, SESSION_LIST_LIMIT } from '../../src/domain/sessions';
import { earlyRequestsPlan, type Outputs } from '../../scripts/earlyRequestsPlan';
import { earlyRequestsScript, signedInRoutes } from '../../scripts/earlyRequestsPlugin';
import { actAs, dataClient, newAccount, respond, startSession } from '../support/amplifyAgainstCloud';
import { localCloudPerFile } from '../support/localCloudPerFile';

const cloud = localCloudPerFile('early-requests');
const inProject = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const outputs = JSON.parse(readFileSync(inProject('amplify_outputs.json'), 'utf8')) as Outputs;
const routes = signedInRoutes({ routerFile: inProject('src/app/router.tsx'), signedInLayout: 'RequireAuth', prefetchModule: inProject('src/backend/sessionPrefetch.ts') });

/** The signed-in account's stored tokens, under the keys aws-amplify's token store gives them. */
async function storedTokens(): Promise<Record<string, string>> {
  const { tokens } = await fetchAuthSession();
  const { username } = await getCurrentUser();
  const prefix = `CognitoIdentityServiceProvider.${outputs.auth.user_pool_client_id}`;
  return {
    [`${prefix}.LastAuthUser`]: username,
    [`${prefix}.${username}.accessToken`]: tokens!.accessToken.toString(),
    [`${prefix}.${username}.idToken`]: tokens!.idToken!.toString(),
  };
}

/** Runs the inline script at `pathname` with `stored` in localStorage, as a browser would. */
function earlyAnswersAt(pathname: string, stored: Record<string, string>): EarlyAnswers {
  const window: { __dfuseEarly?: EarlyAnswers } = {};
  const script = earlyRequestsScript(inProject('src/boot/earlyRequests.ts'), earlyRequestsPlan(outputs, routes, cloud().url));
  new Function('window', 'location', 'localStorage', script)(window, { pathname }, { getItem: (key: string) => stored[key] ?? null });
  expect(window.__dfuseEarly, `nothing was sent at ${pathname}`).toBeDefined();
  return window.__dfuseEarly!;
}

const fieldOf = async (answer: Promise<unknown> | undefined) => {
  const { data, errors } = (await answer) as { data: Record<string, unknown>; errors?: unknown };
  expect(errors).toBeUndefined();
  return Object.values(data)[0];
};
const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe('early requests answer as the aws-amplify calls they stand in for', () => {
  it("a session's screen: the session, my safety check and GetUser", async () => {
    const initiator = await newAccount(cloud(), 'Ines');
    const collaborator = await newAccount(cloud(), 'Carl');
    const id = await startSession(initiator, collaborator);
    await respond(collaborator, id);
    await actAs(initiator);
    const { answers } = earlyAnswersAt(`/session/${id}/agree`, await storedTokens());

    const session = await dataClient().models.Issue.get({ id });
    expect(session.data?.collaboratorJoined).toBe(true);
    expect(await fieldOf(answers[earlyKeys.session(id)])).toEqual(plain(session.data));
    const check = await dataClient().models.SafetyCheck.get({ issueId: id, ownerEmail: initiator.email.toLowerCase() });
    expect(check.data?.outcome).toBe('clear');
    expect(await fieldOf(answers[earlyKeys.safetyCheck(id)])).toEqual(plain(check.data));
    const { UserAttributes } = (await answers[earlyKeys.getUser]) as { UserAttributes: { Name: string; Value: string }[] };
    expect(Object.fromEntries(UserAttributes.map(({ Name, Value }) => [Name, Value]))).toEqual(await fetchUserAttributes());
  });

  it('the session list: both index queries, with the fields the list reads', async () => {
    const initiator = await newAccount(cloud(), 'Lena');
    const collaborator = await newAccount(cloud(), 'Omar');
    await startSession(initiator, collaborator);
    const options = { sortDirection: 'DESC' as const, limit: SESSION_LIST_LIMIT, selectionSet: SESSION_LIST_FIELDS };
    for (const [account, key, read] of [
      [initiator, earlyKeys.sessionsAsInitiator, () => dataClient().models.Issue.issuesByInitiatorEmail({ initiatorEmail: initiator.email.toLowerCase() }, options)],
      [collaborator, earlyKeys.sessionsAsCollaborator, () => dataClient().models.Issue.issuesByCollaboratorEmail({ collaboratorEmail: collaborator.email.toLowerCase() }, options)],
    ] as const) {
      await actAs(account);
      const { answers } = earlyAnswersAt('/session', await storedTokens());
      const expected = await read();
      expect(expected.data).toHaveLength(1);
      expect(((await fieldOf(answers[key])) as { items: unknown }).items).toEqual(plain(expected.data));
    }
  });

  it('any other signed-in screen (the account page): GetUser alone, with the e-mail and the token it was sent with', async () => {
    const account = await newAccount(cloud(), 'Anke');
    await actAs(account);
    const stored = await storedTokens();
    const sent = earlyAnswersAt(paths.account(), stored);
    expect(Object.keys(sent.answers)).toEqual([earlyKeys.getUser]);
    expect(sent.email).toBe(account.email.toLowerCase());
    expect(stored[sent.tokenKey]).toBe(sent.accessToken);
    const { UserAttributes } = (await sent.answers[earlyKeys.getUser]) as { UserAttributes: { Name: string; Value: string }[] };
    expect(Object.fromEntries(UserAttributes.map(({ Name, Value }) => [Name, Value]))).toEqual(await fetchUserAttributes());
  });

  it('a sign-in revoked after its tokens were stored: GetUser refuses them', async () => {
    const account = await newAccount(cloud(), 'Rita');
    await actAs(account);
    const stored = await storedTokens();
    await signOut({ global: true });
    // The browser still holds the old tokens, where the inline script reads them.
    const { answers } = earlyAnswersAt('/session', stored);
    const answer = (await answers[earlyKeys.getUser]) as { UserAttributes?: unknown; __type?: string };
    expect(answer.UserAttributes).toBeUndefined();
    expect(answer.__type).toMatch(/NotAuthorized/);
  });
});
