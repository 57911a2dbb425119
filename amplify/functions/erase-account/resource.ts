import { defineFunction } from '@aws-amplify/backend';

/** Deletes the caller's account and erases what they wrote, leaving the other participants their shared outcomes. */
export const eraseAccount = defineFunction({
  name: 'erase-account',
  entry: './handler.ts',
  timeoutSeconds: 60,
});
