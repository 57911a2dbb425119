import './amplify';
import { generateClient } from 'aws-amplify/data';
import type { Schema } from '../../amplify/data/resource';

/** The typed Amplify Data client; every call authorizes with the signed-in user's pool token. */
export const dataClient = generateClient<Schema>({ authMode: 'userPool' });

export type IssueRecord = Schema['Issue']['type'];
export type ProfileRecord = Schema['Profile']['type'];

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
