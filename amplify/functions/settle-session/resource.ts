import { defineFunction } from '@aws-amplify/backend';

/**
 * Decides what both participants share from what each has submitted (docs/design.md,
 * "Security model"): the agreed issue (or no common conflict, or no overlap), and notifies the
 * initiator once when the collaborator accepted none of the statements.
 */
export const settleSession = defineFunction({
  name: 'settle-session',
  entry: './handler.ts',
  timeoutSeconds: 15,
});
