import { defineFunction } from '@aws-amplify/backend';

/**
 * Proposes up to four issue statements once both participants have answered, with the
 * configured AI provider (amplify/ai; builtin unless AI_PROVIDER says otherwise), and tells
 * the initiator by e-mail. The provider's settings come from the deployment's environment.
 */
export const proposeIssues = defineFunction({
  name: 'propose-issues',
  entry: './handler.ts',
  timeoutSeconds: 60,
  environment: {
    AI_PROVIDER: process.env.AI_PROVIDER ?? 'builtin',
  },
});
