import { defineFunction } from '@aws-amplify/backend';

/**
 * Writes each side's strategies and communication tips for the chosen solution and the pair of
 * conflict styles, with the configured AI provider. Its URL answers at once; the work runs in a
 * second, asynchronous invocation.
 */
export const proposeStrategies = defineFunction({
  name: 'propose-strategies',
  entry: './handler.ts',
  timeoutSeconds: 60,
  environment: {
    AI_PROVIDER: process.env.AI_PROVIDER ?? 'builtin',
  },
});
