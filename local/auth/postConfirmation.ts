/**
 * Cognito's post-confirmation trigger, which runs after ConfirmSignUp and after
 * ConfirmForgotPassword (the backend's signs the account out everywhere after a reset,
 * amplify/auth/post-confirmation). As in Cognito, the confirmation has happened by then; a
 * trigger that fails turns the answer into UserLambdaValidationException.
 */
import { userAttributes } from './claims';
import { runTrigger, type AuthContext } from './context';
import type { UserRecord } from './users';

export type PostConfirmationSource = 'PostConfirmation_ConfirmSignUp' | 'PostConfirmation_ConfirmForgotPassword';

export async function runPostConfirmation(ctx: AuthContext, user: UserRecord, triggerSource: PostConfirmationSource): Promise<void> {
  await runTrigger('PostConfirmation', ctx.triggers.postConfirmation, {
    version: '1',
    region: ctx.pool.region,
    userPoolId: ctx.pool.userPoolId,
    userName: user.sub,
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: ctx.pool.clientId },
    triggerSource,
    request: { userAttributes: { ...userAttributes(user), 'cognito:user_status': 'CONFIRMED' } },
    response: {},
  });
}
