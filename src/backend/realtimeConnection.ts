/**
 * The state of Amplify's realtime (AppSync websocket) connection, as its provider reports it on
 * the Hub 'api' channel. One listener for the whole app, registered when this module loads
 * (before any subscription opens), so a page that subscribes on an already open socket still
 * knows it is connected.
 */
import { CONNECTION_STATE_CHANGE, ConnectionState } from 'aws-amplify/api';
import { Hub } from 'aws-amplify/utils';

/** @aws-amplify/api-graphql's CONTROL_MSG.SUBSCRIPTION_ACK, which aws-amplify/api does not re-export. */
const SUBSCRIPTION_ACK = 'Subscription ack';

let connected = false;
const onConnected = new Set<() => void>();
const onAcknowledged = new Set<(subscription: AcknowledgedSubscription) => void>();

/** A subscription the server acknowledged (start_ack): its query and variables, as the page sent them. */
export interface AcknowledgedSubscription {
  query: string;
  variables: unknown;
}

Hub.listen('api', ({ payload }) => {
  if (payload.event === SUBSCRIPTION_ACK) {
    const { query = '', variables } = (payload.data ?? {}) as Partial<AcknowledgedSubscription>;
    for (const listener of [...onAcknowledged]) listener({ query, variables });
    return;
  }
  if (payload.event !== CONNECTION_STATE_CHANGE) return;
  const state = (payload.data as { connectionState?: unknown } | undefined)?.connectionState;
  connected = state === ConnectionState.Connected;
  if (connected) for (const listener of [...onConnected]) listener();
});

/** True while the realtime connection is up and its subscriptions acknowledged. */
export const isRealtimeConnected = () => connected;

/**
 * Calls `listener` each time the connection becomes Connected: its first acknowledgement and
 * every reconnection. Returns the way to stop.
 */
export function whenRealtimeConnects(listener: () => void): () => void {
  onConnected.add(listener);
  return () => onConnected.delete(listener);
}

/**
 * Calls `listener` each time the server acknowledges a subscription: a new one, or one that
 * Amplify started again after a reconnection. From then on its events reach the page, so a
 * read sent after it misses nothing. Returns the way to stop.
 */
export function whenSubscriptionAcknowledged(listener: (subscription: AcknowledgedSubscription) => void): () => void {
  onAcknowledged.add(listener);
  return () => onAcknowledged.delete(listener);
}
