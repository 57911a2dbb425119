/**
 * The state of Amplify's realtime (AppSync websocket) connection, as its provider reports it on
 * the Hub 'api' channel. One listener for the whole app, registered when this module loads
 * (before any subscription opens), so a page that subscribes on an already open socket still
 * knows it is connected.
 */
import { CONNECTION_STATE_CHANGE, ConnectionState } from 'aws-amplify/api';
import { Hub } from 'aws-amplify/utils';

let connected = false;
const onConnected = new Set<() => void>();

Hub.listen('api', ({ payload }) => {
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
