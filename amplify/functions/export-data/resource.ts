import { defineFunction } from '@aws-amplify/backend';

/** "Download my data": everything the caller provided and every outcome of their sessions, as JSON. */
export const exportData = defineFunction({
  name: 'export-data',
  entry: './handler.ts',
  timeoutSeconds: 30,
});
