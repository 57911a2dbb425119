import { defineFunction, secret } from '@aws-amplify/backend';

/**
 * Checks the development gate's password. The password is a backend secret
 * (`npx ampx sandbox secret set DEV_GATE_PASSWORD`), referenced only when the
 * deployment turns the gate on with DEV_GATE=on, so deployments without a gate need no secret.
 */
export const devGate = defineFunction({
  name: 'dev-gate',
  entry: './handler.ts',
  timeoutSeconds: 5,
  environment: process.env.DEV_GATE === 'on' ? { DEV_GATE_PASSWORD: secret('DEV_GATE_PASSWORD') } : {},
});
