import { defineFunction } from '@aws-amplify/backend';

/** The follow-up e-mails' one-click unsubscribe: a signed token turns the address's notices off, no sign-in needed. */
export const unsubscribe = defineFunction({
  name: 'unsubscribe',
  entry: './handler.ts',
  timeoutSeconds: 10,
});
