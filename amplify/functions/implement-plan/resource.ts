import { defineFunction } from '@aws-amplify/backend';

/** Makes the viewer's implementation plan for the chosen solution, with the configured AI provider. */
export const implementPlan = defineFunction({
  name: 'implement-plan',
  entry: './handler.ts',
  timeoutSeconds: 60,
  environment: {
    AI_PROVIDER: process.env.AI_PROVIDER ?? 'builtin',
  },
});
