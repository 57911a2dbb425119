/**
 * Reading the new user right after a confirmed sign-up (docs/rules.md, "Accounts"), with the
 * auth provider replaced and a clock under the test's control: the attributes are read up to 6
 * times, 150 ms apart, and the answer comes 120 ms after the last read.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EarlyAnswers } from '../../../src/boot/earlyRequests';

const provider = vi.hoisted(() => ({
  /** The fake clock's time of each attributes read. */
  readAt: [] as number[],
  /** From which read (0-based) the attributes carry the e-mail. */
  readableFrom: Infinity,
  /** The access token fetchAuthSession gives (none: no early answer can be taken). */
  accessToken: null as string | null,
}));

vi.mock('../../../src/backend/amplify', () => ({}));
vi.mock('../../../src/backend/auth', () => ({ hasSignedInSession: async () => true }));
vi.mock('aws-amplify/auth', () => ({
  getCurrentUser: async () => ({ userId: 'sub-new' }),
  fetchAuthSession: async () => ({ tokens: provider.accessToken ? { accessToken: { toString: () => provider.accessToken } } : undefined }),
  fetchUserAttributes: async () => {
    provider.readAt.push(Date.now());
    return provider.readAt.length > provider.readableFrom ? { sub: 'sub-new', email: 'New@Example.com', given_name: 'Nia', family_name: 'New' } : {};
  },
}));

const { loadSignedInUser, loadSignedInUserAfterSignUp } = await import('../../../src/backend/authStatus');

/** Runs the load on the fake clock and returns its answer and the time it came (from the start). */
async function timedLoad() {
  const start = Date.now();
  let answeredAt: number | null = null;
  const loading = loadSignedInUserAfterSignUp().then((user) => {
    answeredAt = Date.now() - start;
    return user;
  });
  await vi.runAllTimersAsync();
  const user = await loading;
  return { user, answeredAt, readsAt: provider.readAt.map((at) => at - start) };
}

describe('loadSignedInUserAfterSignUp', () => {
  beforeEach(() => {
    provider.readAt = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('reads again every 150 ms until the attributes carry the e-mail, then answers 120 ms later', async () => {
    provider.readableFrom = 2;
    const { user, answeredAt, readsAt } = await timedLoad();
    expect(readsAt).toEqual([0, 150, 300]);
    expect(answeredAt).toBe(300 + 120);
    expect(user).toEqual({ sub: 'sub-new', email: 'new@example.com', firstName: 'Nia', lastName: 'New' });
  });

  it('gives up after 6 reads, 150 ms apart, and answers 120 ms after the last', async () => {
    provider.readableFrom = Infinity;
    const { answeredAt, readsAt } = await timedLoad();
    expect(readsAt).toEqual([0, 150, 300, 450, 600, 750]);
    expect(answeredAt).toBe(750 + 120);
  });

  it('reads once when the attributes are there at once', async () => {
    provider.readableFrom = 0;
    const { answeredAt, readsAt } = await timedLoad();
    expect(readsAt).toEqual([0]);
    expect(answeredAt).toBe(120);
  });
});

describe("the page load's first check takes Cognito's answer index.html asked for (src/boot/earlyRequests.ts)", () => {
  const sendEarly = (answer: unknown) => {
    (globalThis as { __dfuseEarly?: EarlyAnswers }).__dfuseEarly = { accessToken: 'token-1', answers: { getUser: Promise.resolve(answer) } };
  };
  beforeEach(() => {
    provider.readAt = [];
    provider.readableFrom = 0;
    provider.accessToken = 'token-1';
  });
  afterEach(() => {
    provider.accessToken = null;
    delete (globalThis as { __dfuseEarly?: EarlyAnswers }).__dfuseEarly;
  });

  it('uses its attributes instead of asking again, then asks again next time', async () => {
    sendEarly({ UserAttributes: [{ Name: 'sub', Value: 'sub-early' }, { Name: 'email', Value: 'Early@Example.com' }, { Name: 'given_name', Value: 'Eli' }] });
    expect(await loadSignedInUser()).toEqual({ sub: 'sub-early', email: 'early@example.com', firstName: 'Eli', lastName: '' });
    expect(provider.readAt).toEqual([]);
    expect((await loadSignedInUser())?.sub).toBe('sub-new');
    expect(provider.readAt).toHaveLength(1);
  });

  it("treats Cognito's refusal (a revoked sign-in) as signed out", async () => {
    sendEarly({ __type: 'NotAuthorizedException', message: 'Access Token has been revoked' });
    expect(await loadSignedInUser()).toBeNull();
    expect(provider.readAt).toEqual([]);
  });

  it('asks Cognito itself when the early request failed or was sent with other tokens', async () => {
    sendEarly(undefined);
    expect((await loadSignedInUser())?.sub).toBe('sub-new');
    sendEarly({ UserAttributes: [{ Name: 'sub', Value: 'sub-early' }] });
    provider.accessToken = 'token-2';
    expect((await loadSignedInUser())?.sub).toBe('sub-new');
    expect(provider.readAt).toHaveLength(2);
  });
});
