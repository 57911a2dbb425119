import { defineFunction } from '@aws-amplify/backend';

/**
 * Sends a session's invitation at its initiator's request (at most one a minute). MAIL_FROM must be an SES-verified identity in the deployment's
 * account; APP_ORIGIN is where the app is served, for the links in the e-mails.
 */
export const sendEmail = defineFunction({
  name: 'send-email',
  entry: './handler.ts',
  timeoutSeconds: 10,
  environment: {
    MAIL_FROM: process.env.MAIL_FROM ?? 'Dfuse <no-reply@dfuse.app>',
    APP_ORIGIN: process.env.APP_ORIGIN ?? 'http://127.0.0.1:5173',
  },
});
