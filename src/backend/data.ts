/**
 * The typed Amplify Data client, loaded when first asked for (issue 30): a signed-in screen paints
 * from the reads index.html sent (earlyAnswers.ts), and aws-amplify's data, auth and core code
 * (about 80 KB gzip) follows instead of holding the first paint up.
 */
import type { Client } from 'aws-amplify/data';
import type { Schema } from '../../amplify/data/resource';
import { nextTask } from './whenIdle';

export type DataClient = Client<Schema>;
export type IssueRecord = Schema['Issue']['type'];
export type ProfileRecord = Schema['Profile']['type'];

let loading: Promise<DataClient> | undefined;

/**
 * aws-amplify's core and auth, configured, in one task; the data client's module in the next.
 * With the first callers' work they made one task of 60-80 ms on a desktop (issue 30's traces),
 * about four times that on a phone.
 */
async function loadClient(): Promise<DataClient> {
  await import('./amplify');
  await nextTask();
  return (await import('./dataClient')).client;
}

/**
 * The client (every call authorizes with the signed-in user's pool token); a failed download is
 * tried again next time. Each caller goes on in a task of its own: a screen's first callers (the
 * subscription, a read, the profile check) all wait for the load and would otherwise run, each
 * building and parsing its GraphQL document, back to back in one long task.
 */
export function dataClient(): Promise<DataClient> {
  loading ??= loadClient().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading.then(async (client) => {
    await nextTask();
    return client;
  });
}

/** A live subscription opened once the client has loaded; stopping before that opens nothing. */
export function subscribeWhenLoaded(open: (client: DataClient) => { unsubscribe(): void }, onLoadError: (error: unknown) => void): () => void {
  let stopped = false;
  let subscription: { unsubscribe(): void } | undefined;
  dataClient().then(
    (client) => {
      if (!stopped) subscription = open(client);
    },
    (error: unknown) => {
      if (!stopped) onLoadError(error);
    },
  );
  return () => {
    stopped = true;
    subscription?.unsubscribe();
  };
}

/** AppSync errors carry a type (Unauthorized, ConditionalCheckFailedException...) and a message. */
export interface DataError {
  errorType?: string;
  message: string;
}

export class DataRequestError extends Error {
  constructor(readonly errors: DataError[]) {
    super(errors.map((e) => e.message).join('; ') || 'Request failed');
  }
}
