import { defineFunction } from '@aws-amplify/backend';

/**
 * Proposes the five solutions for the agreed issue, each side's interests and the precedence
 * principle, with the configured AI provider (amplify/ai; builtin unless AI_PROVIDER says
 * otherwise). Its URL answers at once; the work runs in a second, asynchronous invocation.
 */
export const inferInterests = defineFunction({
  name: 'infer-interests',
  entry: './handler.ts',
  timeoutSeconds: 60,
  environment: {
    AI_PROVIDER: process.env.AI_PROVIDER ?? 'builtin',
  },
});
