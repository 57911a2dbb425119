import { defineFunction } from '@aws-amplify/backend';

/**
 * Admits only the addresses or domains in SIGNUP_ALLOWLIST (set in the deployment's
 * environment when synthesizing; empty means open sign-up).
 */
export const preSignUp = defineFunction({
  name: 'pre-sign-up',
  entry: './handler.ts',
  resourceGroupName: 'auth',
  timeoutSeconds: 5,
  environment: { SIGNUP_ALLOWLIST: process.env.SIGNUP_ALLOWLIST ?? '' },
});
