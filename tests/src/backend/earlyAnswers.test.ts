/** Taking what index.html asked for early (src/backend/earlyAnswers.ts): once, and only with the token it was sent with. */
import { afterEach, describe, expect, it } from 'vitest';
import type { EarlyAnswers } from '../../../src/boot/earlyRequests';
import { takeEarlyAnswer, takeEarlyGraphQL } from '../../../src/backend/earlyAnswers';

const sentWith = (accessToken: string, answers: Record<string, unknown>) => {
  (globalThis as { __dfuseEarly?: EarlyAnswers }).__dfuseEarly = {
    accessToken,
    tokenKey: 'token-key',
    email: 'a@example.com',
    answers: Object.fromEntries(Object.entries(answers).map(([key, value]) => [key, Promise.resolve(value)])),
  };
};

afterEach(() => delete (globalThis as { __dfuseEarly?: EarlyAnswers }).__dfuseEarly);

describe('early answers', () => {
  it('are taken once, by a caller with the same access token', async () => {
    sentWith('token-a', { getUser: { UserAttributes: [] } });
    expect(takeEarlyAnswer('getUser', 'token-b')).toBeUndefined();
    await expect(takeEarlyAnswer('getUser', 'token-a')).resolves.toEqual({ UserAttributes: [] });
    expect(takeEarlyAnswer('getUser', 'token-a')).toBeUndefined();
  });

  it('are none when nothing was sent early', () => {
    expect(takeEarlyAnswer('getUser', 'token-a')).toBeUndefined();
  });

  it("give a GraphQL answer's one field and its errors, and nothing for a failed request (the caller reads again)", async () => {
    sentWith('t', {
      'session/1': { data: { getIssue: { id: '1' } } },
      'session/2': { data: { getIssue: null }, errors: [{ errorType: 'Unauthorized', message: 'Not Authorized' }] },
      'session/3': undefined,
      'session/4': { message: 'Internal server error' },
    });
    await expect(takeEarlyGraphQL('session/1', 't')).resolves.toEqual({ data: { id: '1' }, errors: undefined });
    await expect(takeEarlyGraphQL('session/2', 't')).resolves.toEqual({ data: null, errors: [{ errorType: 'Unauthorized', message: 'Not Authorized' }] });
    await expect(takeEarlyGraphQL('session/3', 't')).resolves.toBeUndefined();
    await expect(takeEarlyGraphQL('session/4', 't')).resolves.toBeUndefined();
  });
});
