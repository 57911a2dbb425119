/**
 * Reading the new user right after a confirmed sign-up (docs/rules.md, "Accounts"), with the
 * auth provider replaced and a clock under the test's control: the attributes are read up to 6
 * times, 150 ms apart, and the answer comes 120 ms after the last read.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const provider = vi.hoisted(() => ({
  /** The fake clock's time of each attributes read. */
  readAt: [] as number[],
  /** From which read (0-based) the attributes carry the e-mail. */
  readableFrom: Infinity,
}));

vi.mock('../../../src/backend/amplify', () => ({}));
vi.mock('../../../src/backend/auth', () => ({ hasSignedInSession: async () => true }));
vi.mock('aws-amplify/auth', () => ({
  getCurrentUser: async () => ({ userId: 'sub-new' }),
  fetchUserAttributes: async () => {
    provider.readAt.push(Date.now());
    return provider.readAt.length > provider.readableFrom ? { sub: 'sub-new', email: 'New@Example.com', given_name: 'Nia', family_name: 'New' } : {};
  },
}));

const { loadSignedInUserAfterSignUp } = await import('../../../src/backend/authStatus');

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
