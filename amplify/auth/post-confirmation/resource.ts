import { defineFunction } from '@aws-amplify/backend';

/**
 * Signs an account out everywhere once its password has been reset (Cognito keeps every
 * session alive after ConfirmForgotPassword). Its permission (AdminUserGlobalSignOut on this
 * user pool only) is granted in backend.ts.
 */
export const postConfirmation = defineFunction({
  name: 'post-confirmation',
  entry: './handler.ts',
  resourceGroupName: 'auth',
  timeoutSeconds: 10,
});
