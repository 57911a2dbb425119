/** Reports what Amplify's realtime provider says on the Hub 'api' channel to realtimeConnection.ts. */
import { CONNECTION_STATE_CHANGE, ConnectionState } from 'aws-amplify/api';
import { Hub } from 'aws-amplify/utils';
import { reportAcknowledged, reportConnection, type AcknowledgedSubscription } from './realtimeConnection';

/** @aws-amplify/api-graphql's CONTROL_MSG.SUBSCRIPTION_ACK, which aws-amplify/api does not re-export. */
const SUBSCRIPTION_ACK = 'Subscription ack';

let listening = false;

/** Listens once for the whole app. */
export function reportRealtimeFromHub(): void {
  if (listening) return;
  listening = true;
  Hub.listen('api', ({ payload }) => {
    if (payload.event === SUBSCRIPTION_ACK) {
      const { query = '', variables } = (payload.data ?? {}) as Partial<AcknowledgedSubscription>;
      reportAcknowledged({ query, variables });
      return;
    }
    if (payload.event !== CONNECTION_STATE_CHANGE) return;
    reportConnection((payload.data as { connectionState?: unknown } | undefined)?.connectionState === ConnectionState.Connected);
  });
}
