/**
 * The page load's sign-in state from index.html's GetUser (src/boot/earlyRequests.ts), decided
 * without aws-amplify: taken once, only while the browser still stores the token it was sent
 * with, a refusal is signed out, and no answer to go by leaves it to aws-amplify.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EarlyAnswers } from '../../../src/boot/earlyRequests';
import { earlySignIn, earlySignedInUser, signedInUserFrom } from '../../../src/backend/signedInUser';

const TOKEN_KEY = 'CognitoIdentityServiceProvider.client.user-1.accessToken';
const stored = new Map<string, string>();
const scope = globalThis as { __dfuseEarly?: EarlyAnswers; window?: unknown };

const sendEarly = (getUser: unknown) => {
  scope.__dfuseEarly = { accessToken: 'token-1', tokenKey: TOKEN_KEY, email: 'early@example.com', answers: { getUser: Promise.resolve(getUser) } };
};

beforeEach(() => {
  stored.clear();
  stored.set(TOKEN_KEY, 'token-1');
  scope.window = { localStorage: { getItem: (key: string) => stored.get(key) ?? null } };
});
afterEach(() => {
  delete scope.__dfuseEarly;
  delete scope.window;
});

describe('earlySignedInUser', () => {
  it("is the user Cognito's attributes describe, and is taken once", async () => {
    sendEarly({ UserAttributes: [{ Name: 'sub', Value: 'sub-early' }, { Name: 'email', Value: 'Early@Example.com' }, { Name: 'given_name', Value: 'Eli' }] });
    expect(await earlySignedInUser()).toEqual({ sub: 'sub-early', email: 'early@example.com', firstName: 'Eli', lastName: '' });
    expect(earlySignedInUser()).toBeUndefined();
  });

  it("is signed out (null) on Cognito's refusal: a revoked sign-in", async () => {
    sendEarly({ __type: 'NotAuthorizedException', message: 'Access Token has been revoked' });
    expect(await earlySignedInUser()).toBeNull();
  });

  it('leaves the answer to aws-amplify when the request failed, nothing was sent, or the stored token changed since', async () => {
    sendEarly(undefined);
    expect(await earlySignedInUser()).toBeUndefined();
    delete scope.__dfuseEarly;
    expect(earlySignedInUser()).toBeUndefined();
    sendEarly({ UserAttributes: [{ Name: 'sub', Value: 'sub-early' }] });
    stored.set(TOKEN_KEY, 'token-2');
    expect(earlySignedInUser()).toBeUndefined();
    stored.delete(TOKEN_KEY);
    expect(earlySignedInUser()).toBeUndefined();
  });
});

describe('earlySignIn', () => {
  it('gives the e-mail and the token the reads were sent with, while that token is still stored', () => {
    sendEarly(undefined);
    expect(earlySignIn()).toEqual({ email: 'early@example.com', early: { accessToken: 'token-1' } });
    stored.set(TOKEN_KEY, 'token-2');
    expect(earlySignIn()).toBeUndefined();
  });
});

describe('signedInUserFrom', () => {
  it('takes the first name from given_name, else name, else the custom attribute, and the sub from the user id when missing', () => {
    expect(signedInUserFrom({ email: ' A@B.co ', name: 'Ann', family_name: 'Lee' }, 'sub-1')).toEqual({ sub: 'sub-1', email: 'a@b.co', firstName: 'Ann', lastName: 'Lee' });
    expect(signedInUserFrom({ sub: 's', 'custom:firstName': 'Cy' }).firstName).toBe('Cy');
  });
});
