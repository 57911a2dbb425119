/**
 * The state of Amplify's realtime (AppSync websocket) connection, as its provider reports it on
 * the Hub 'api' channel (realtimeHub.ts, registered when the data client loads, before any
 * subscription opens). Free of aws-amplify, so a screen can ask before the client has loaded:
 * until then it is not connected.
 */

let connected = false;
const onConnected = new Set<() => void>();
const onAcknowledged = new Set<(subscription: AcknowledgedSubscription) => void>();

/** A subscription the server acknowledged (start_ack): its query and variables, as the page sent them. */
export interface AcknowledgedSubscription {
  query: string;
  variables: unknown;
}

/** Called by realtimeHub.ts when the connection's state changes. */
export function reportConnection(isConnected: boolean): void {
  connected = isConnected;
  if (connected) for (const listener of [...onConnected]) listener();
}

/** Called by realtimeHub.ts when the server acknowledges a subscription. */
export function reportAcknowledged(subscription: AcknowledgedSubscription): void {
  for (const listener of [...onAcknowledged]) listener(subscription);
}

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
