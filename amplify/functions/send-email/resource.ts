import { defineFunction } from '@aws-amplify/backend';

/**
 * Sends a session's invitation at its initiator's request (at most one a minute). Its MAIL_FROM
 * and APP_ORIGIN come from the deployment's settings (amplify/deployment.ts, set in amplify/backend.ts).
 */
export const sendEmail = defineFunction({
  name: 'send-email',
  entry: './handler.ts',
  timeoutSeconds: 10,
});
