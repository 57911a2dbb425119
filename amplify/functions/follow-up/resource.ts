import { defineFunction } from '@aws-amplify/backend';

/**
 * Keeps both people moving (src/domain/followUp.ts): every 15 minutes it sends the your-turn
 * notices and reminders that are due; its URL lets a participant's page ask for the same check
 * of one session right after they moved, so the other hears at once. The local cloud runs it on
 * the same schedule, and `POST /__dev/clock` there moves its clock (README, "Time in development").
 */
export const followUp = defineFunction({
  name: 'follow-up',
  entry: './handler.ts',
  timeoutSeconds: 60,
  schedule: 'every 15m',
});
