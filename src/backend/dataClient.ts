/** What data.ts loads on first use: aws-amplify configured, its realtime state reported, and the client. */
import './amplify';
import { generateClient } from 'aws-amplify/data';
import type { Schema } from '../../amplify/data/resource';
import { reportRealtimeFromHub } from './realtimeHub';

// Before any subscription opens, so its connection state and acknowledgements are all seen.
reportRealtimeFromHub();

export const client = generateClient<Schema>({ authMode: 'userPool' });
