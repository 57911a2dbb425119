import { isAllowedToSignUp, parseAllowlist } from '../../../src/domain/allowlist';

/** The part of Cognito's PreSignUp event this trigger reads. */
export interface PreSignUpEvent {
  triggerSource: string;
  request: { userAttributes: Record<string, string> };
  response: Record<string, unknown>;
}

/** Cognito turns a thrown error into UserLambdaValidationException, which the register page explains. */
export const handler = async (event: PreSignUpEvent): Promise<PreSignUpEvent> => {
  const allowlist = parseAllowlist(process.env.SIGNUP_ALLOWLIST);
  if (!isAllowedToSignUp(event.request.userAttributes.email ?? '', allowlist)) {
    throw new Error('This email address is not on the sign-up allowlist.');
  }
  return event;
};
