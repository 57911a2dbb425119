import { defineFunction } from '@aws-amplify/backend';

/**
 * Deletes sessions nobody has touched for the retention period, after a warning e-mail a month
 * before (src/domain/retention.ts). Runs once a day; RETENTION_MONTHS (default 12) sets the period.
 */
export const retention = defineFunction({
  name: 'retention',
  entry: './handler.ts',
  timeoutSeconds: 300,
  schedule: 'every day',
  environment: process.env.RETENTION_MONTHS ? { RETENTION_MONTHS: process.env.RETENTION_MONTHS } : {},
});
