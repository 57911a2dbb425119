/**
 * getSession, the one way the app loads a session: a session the viewer may not read is
 * missing, the same as one that does not exist; any other failure is an error.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Answer = { data: { id: string } | null; errors?: { errorType?: string; message: string }[] };
const answer = vi.hoisted(() => ({ next: { data: null } as Answer }));

// The client data.ts loads (aws-amplify's, configured for the cloud) replaced.
// aws-amplify's configuration, which data.ts loads first, is not needed with the client replaced.
vi.mock('../../../src/backend/amplify', () => ({}));
vi.mock('../../../src/backend/dataClient', () => ({
  client: { models: { Issue: { get: async () => answer.next } } },
}));
vi.mock('../../../src/backend/functions', () => ({ functionUrl: () => undefined }));

const { getSession } = await import('../../../src/backend/sessions');

describe('getSession', () => {
  beforeEach(() => {
    answer.next = { data: null };
  });

  it('returns the session the viewer may read', async () => {
    answer.next = { data: { id: 's1' } };
    expect(await getSession('s1')).toEqual({ id: 's1' });
  });

  it('treats a missing session and an Unauthorized answer (not a participant) alike: null', async () => {
    expect(await getSession('s1')).toBeNull();
    answer.next = { data: null, errors: [{ errorType: 'Unauthorized', message: 'Not Authorized to access getIssue on type Query' }] };
    expect(await getSession('s1')).toBeNull();
  });

  it('throws any other failure', async () => {
    answer.next = { data: null, errors: [{ errorType: 'DynamoDB:ProvisionedThroughputExceededException', message: 'slow down' }] };
    await expect(getSession('s1')).rejects.toThrow();
  });
});
