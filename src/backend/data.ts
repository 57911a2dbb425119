/**
 * The typed Amplify Data client, loaded when first asked for (issue 30): a signed-in screen paints
 * from the reads index.html sent (earlyAnswers.ts), and aws-amplify's data, auth and core code
 * (about 80 KB gzip) follows instead of holding the first paint up.
 */
import type { Client } from 'aws-amplify/data';
import type { Schema } from '../../amplify/data/resource';

export type DataClient = Client<Schema>;
export type IssueRecord = Schema['Issue']['type'];
export type ProfileRecord = Schema['Profile']['type'];

let loading: Promise<DataClient> | undefined;

/** The client (every call authorizes with the signed-in user's pool token); a failed download is tried again next time. */
export function dataClient(): Promise<DataClient> {
  loading ??= import('./dataClient').then(
    ({ client }) => client,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
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
