/**
 * A new password signs the account out everywhere else (issue 24: a password change or reset
 * left every other session alive, which is not what someone who changes a password after a
 * break-in expects). Through the real aws-amplify client against the local cloud:
 *
 * - a reset (Forgot Password) ends every session: it runs the backend's post-confirmation
 *   trigger (amplify/auth/post-confirmation), which calls AdminUserGlobalSignOut, as in AWS;
 * - a change (ChangePassword) ends every session but the one that changed it.
 *
 * An ended session's refresh token is refused, its access token is refused by Cognito (so by the
 * function URLs) and by the data API, and its realtime connections close.
 */
import { confirmResetPassword, fetchAuthSession, resetPassword, signIn, updatePassword } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { newAccount, type Account } from '../../support/amplifyAgainstCloud';
import { localCloudPerFile } from '../../support/localCloudPerFile';

const cloud = localCloudPerFile('password-sign-out');

/** One browser's aws-amplify token storage: `use()` makes it the client's. */
function device() {
  const storage = new Map<string, string>();
  return {
    storage,
    use() {
      cognitoUserPoolsTokenProvider.setKeyValueStorage({
        setItem: async (key, value) => void storage.set(key, value),
        getItem: async (key) => storage.get(key) ?? null,
        removeItem: async (key) => void storage.delete(key),
        clear: async () => storage.clear(),
      });
    },
    refreshToken: () => [...storage].find(([key]) => key.endsWith('.refreshToken'))?.[1] ?? '',
  };
}

/** Signs `account` in on a new device and returns it with the session's tokens and an open subscription socket. */
async function signedIn(account: Account, password = account.password) {
  const browser = device();
  browser.use();
  await signIn({ username: account.email, password });
  const { tokens } = await fetchAuthSession();
  const session = { accessToken: tokens!.accessToken.toString(), idToken: tokens!.idToken!.toString(), refreshToken: browser.refreshToken() };
  return { browser, ...session, realtime: await subscribe(session.idToken) };
}

/** A realtime connection with a subscription, as the app's session list holds one; resolves `closed` when the cloud closes it. */
async function subscribe(idToken: string): Promise<{ closed: Promise<void> }> {
  const host = new URL(cloud().url).host;
  const authorization = { Authorization: idToken, host };
  const header = Buffer.from(JSON.stringify(authorization)).toString('base64url');
  const socket = new WebSocket(`${cloud().url.replace('http', 'ws')}/graphql/realtime`, ['graphql-ws', `header-${header}`]);
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { type: string };
      if (message.type === 'connection_ack') {
        const data = JSON.stringify({ query: 'subscription { onUpdateIssue { id } }' });
        socket.send(JSON.stringify({ id: 'list', type: 'start', payload: { data, extensions: { authorization } } }));
      }
      if (message.type === 'start_ack') resolve();
      if (message.type === 'error' || message.type === 'connection_error') reject(new Error(String(raw)));
    });
  });
  return { closed };
}

const cognito = async (action: string, body: unknown) => {
  const response = await fetch(`${cloud().url}/cognito/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${action}` },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { __type?: string; message?: string };
};
const refresh = (refreshToken: string) =>
  cognito('InitiateAuth', { ClientId: cloud().pool.clientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: refreshToken } });
const dataApi = async (token: string) =>
  (await fetch(`${cloud().url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: token }, body: JSON.stringify({ query: '{ listIssues { items { id } } }' }) })).status;

type Session = Awaited<ReturnType<typeof signedIn>>;

async function expectEnded(session: Session) {
  expect(await refresh(session.refreshToken)).toEqual({ __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' });
  // GetUser is what the function URLs ask (amplify/functions/shared/caller.ts).
  expect(await cognito('GetUser', { AccessToken: session.accessToken })).toEqual({ __type: 'NotAuthorizedException', message: 'Access Token has been revoked' });
  expect(await dataApi(session.idToken)).toBe(401);
  await session.realtime.closed;
  // The browser itself finds itself signed out at its next refresh.
  session.browser.use();
  const after = await fetchAuthSession({ forceRefresh: true }).catch(() => ({ tokens: undefined }));
  expect(after.tokens).toBeUndefined();
}

async function expectAlive(session: Session) {
  expect(await refresh(session.refreshToken)).toHaveProperty('AuthenticationResult.AccessToken');
  expect(await cognito('GetUser', { AccessToken: session.accessToken })).toHaveProperty('Username');
  expect(await dataApi(session.idToken)).toBe(200);
}

async function codeMailedTo(email: string): Promise<string> {
  const [mail] = await cloud().mailbox.list({ to: email });
  return /\b(\d{6})\b/.exec(mail.text)![1];
}

describe('a new password signs the account out everywhere else', () => {
  it('a reset with the mailed code ends every session of the account, through the post-confirmation trigger', async () => {
    const ana = await newAccount(cloud(), 'Ana');
    const laptop = await signedIn(ana);
    const phone = await signedIn(ana);
    const bystander = await signedIn(await newAccount(cloud(), 'Bea'));

    // Somewhere else, signed out: Forgot Password.
    device().use();
    await resetPassword({ username: ana.email });
    const newPassword = 'Brand-new-pass-2';
    await confirmResetPassword({ username: ana.email, confirmationCode: await codeMailedTo(ana.email), newPassword });

    await expectEnded(laptop);
    await expectEnded(phone);
    await expectAlive(bystander);
    // The new password signs in; the old one no longer does.
    await expectAlive(await signedIn(ana, newPassword));
    device().use();
    await expect(signIn({ username: ana.email, password: ana.password })).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('a change ends every other session of the account and keeps the one that changed it', async () => {
    const ben = await newAccount(cloud(), 'Ben');
    const laptop = await signedIn(ben);
    const phone = await signedIn(ben);
    const tablet = await signedIn(ben);

    laptop.browser.use();
    await updatePassword({ oldPassword: ben.password, newPassword: 'Changed-pass-3' });

    await expectEnded(phone);
    await expectEnded(tablet);
    await expectAlive(laptop);
    laptop.browser.use();
    expect((await fetchAuthSession({ forceRefresh: true })).tokens?.accessToken).toBeDefined();
  });

  it('keeps AdminUserGlobalSignOut for requests signed with the functions’ credentials', async () => {
    const cal = await newAccount(cloud(), 'Cal');
    const session = await signedIn(cal);
    expect(await cognito('AdminUserGlobalSignOut', { UserPoolId: cloud().pool.userPoolId, Username: cal.email })).toMatchObject({
      __type: 'MissingAuthenticationTokenException',
    });
    await expectAlive(session);
  });
});
