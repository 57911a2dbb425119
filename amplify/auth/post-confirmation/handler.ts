import { AdminUserGlobalSignOutCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

/** The part of Cognito's post-confirmation event this trigger reads. */
export interface PostConfirmationEvent {
  triggerSource: string;
  userPoolId: string;
  userName: string;
}

/** Cognito runs this trigger after a sign-up is confirmed and after a password reset. */
export const PASSWORD_RESET = 'PostConfirmation_ConfirmForgotPassword';

let cognito: CognitoIdentityProviderClient | undefined;

/**
 * After a password reset, every session of the account ends: its refresh tokens are revoked
 * and the access tokens minted from them refused, as a person resetting a password after a
 * break-in expects. Cognito itself leaves them alive. A failure is thrown, so it is seen (the
 * reset reports an error) rather than leaving someone else signed in unnoticed.
 */
export const handler = async (event: PostConfirmationEvent): Promise<PostConfirmationEvent> => {
  if (event.triggerSource !== PASSWORD_RESET) return event;
  cognito ??= new CognitoIdentityProviderClient({});
  await cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId: event.userPoolId, Username: event.userName }));
  return event;
};
