/**
 * index.html's inline early requests (src/boot/earlyRequests.ts), run as the build inlines them
 * (scripts/earlyRequestsPlugin.ts: transpiled source and call) against stand-ins for the
 * browser's location, localStorage and fetch: what is sent, with which token, and when nothing is.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { EarlyAnswers, EarlyPlan } from '../../../src/boot/earlyRequests';
import { earlyRequestsScript } from '../../../scripts/earlyRequestsPlugin';

const bootFile = fileURLToPath(new URL('../../../src/boot/earlyRequests.ts', import.meta.url));
const PREFIX = 'CognitoIdentityServiceProvider.client1';
const plan: EarlyPlan = {
  tokenPrefix: PREFIX,
  cognitoUrl: 'https://cognito.test/',
  graphqlUrl: 'https://api.test/graphql',
  readSets: {
    session: [{ key: 'session/:id', query: 'query GetIssue($id: ID!) { getIssue(id: $id) { id } }', variables: { id: ':id' } }],
    list: [{ key: 'list', query: 'query L($e: String!, $limit: Int) { l(e: $e, limit: $limit) { items { id } } }', variables: { e: ':email', limit: 200 } }],
  },
  routes: [
    { pattern: '^/session/(?<id>[^/]+)/agree/?$', readSet: 'session' },
    { pattern: '^/session/?$', readSet: 'list' },
  ],
};

const base64Url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: object) => `${base64Url({ alg: 'none' })}.${base64Url(payload)}.signature`;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

function runAt(pathname: string, stored: Record<string, string>) {
  const sent: Sent[] = [];
  const window: { __dfuseEarly?: EarlyAnswers } = {};
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  const fetch = (url: string, init: { headers: Record<string, string>; body: string }) => {
    sent.push({ url, headers: init.headers, body: JSON.parse(init.body) as Record<string, unknown> });
    return Promise.resolve({ json: () => Promise.resolve({ answeredFor: url }) });
  };
  new Function('window', 'location', 'localStorage', 'fetch', 'atob', earlyRequestsScript(bootFile, plan))(window, { pathname }, localStorage, fetch, atob);
  return { sent, early: window.__dfuseEarly };
}

const signedIn = (accessPayload: object = { exp: inAnHour() }, email: unknown = ' Ana@Example.com ') => ({
  [`${PREFIX}.LastAuthUser`]: 'ana',
  [`${PREFIX}.ana.accessToken`]: jwt(accessPayload),
  [`${PREFIX}.ana.idToken`]: jwt({ email }),
});

describe('the early requests index.html sends', () => {
  it("on a session's screen: Cognito's GetUser and the session's reads, each with the stored access token", async () => {
    const stored = signedIn();
    const { sent, early } = runAt('/session/abc%2D1/agree', stored);
    const token = stored[`${PREFIX}.ana.accessToken`];
    expect(sent).toEqual([
      {
        url: 'https://cognito.test/',
        headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser', 'cache-control': 'no-store' },
        body: { AccessToken: token },
      },
      { url: 'https://api.test/graphql', headers: { 'content-type': 'application/json', authorization: token }, body: { query: plan.readSets.session[0].query, variables: { id: 'abc-1' } } },
    ]);
    expect(early?.accessToken).toBe(token);
    expect(Object.keys(early?.answers ?? {})).toEqual(['getUser', 'session/abc-1']);
    await expect(early?.answers['session/abc-1']).resolves.toEqual({ answeredFor: 'https://api.test/graphql' });
  });

  it('fills in the signed-in e-mail, trimmed and lower-cased, and keeps literal variables', () => {
    const { sent } = runAt('/session', signedIn());
    expect(sent[1].body.variables).toEqual({ e: 'ana@example.com', limit: 200 });
  });

  it('sends nothing on an address that reads nothing ahead, without stored tokens, or with tokens about to expire', () => {
    expect(runAt('/login', signedIn()).sent).toEqual([]);
    expect(runAt('/session', {}).sent).toEqual([]);
    expect(runAt('/session', signedIn({ exp: Math.floor(Date.now() / 1000) + 30 })).sent).toEqual([]);
    expect(runAt('/session', signedIn({ exp: inAnHour() }, null)).sent).toEqual([]);
  });

  it('leaves unreadable tokens to the app', () => {
    const { sent, early } = runAt('/session', { [`${PREFIX}.LastAuthUser`]: 'ana', [`${PREFIX}.ana.accessToken`]: 'not-a-jwt', [`${PREFIX}.ana.idToken`]: 'x' });
    expect(sent).toEqual([]);
    expect(early).toBeUndefined();
  });
});
