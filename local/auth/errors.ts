/**
 * Cognito-shaped service errors. Every failure the local user pool reports is a
 * CognitoError, which `service.ts` turns into the wire format aws-amplify parses:
 * HTTP 400, header `x-amzn-errortype` and body `{"__type", "message"}`.
 */
export class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = type;
  }
}

export const invalidParameter = (message: string) => new CognitoError('InvalidParameterException', message);

export const notAuthorized = (message: string) => new CognitoError('NotAuthorizedException', message);

/** Cognito's wording for an unknown user in sign-in (as opposed to code flows, see below). */
export const userDoesNotExist = () => new CognitoError('UserNotFoundException', 'User does not exist.');

/** Cognito's wording for an unknown user in the code flows (ConfirmSignUp, ForgotPassword, ...). */
export const usernameNotFound = () =>
  new CognitoError('UserNotFoundException', 'Username/client id combination not found.');

export const incorrectPassword = () => notAuthorized('Incorrect username or password.');

export const passwordAttemptsExceeded = () => notAuthorized('Password attempts exceeded');

export const codeMismatch = () =>
  new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');

export const expiredCode = () =>
  new CognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');

export const limitExceeded = () =>
  new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');

/** Cognito's message for a required request member that is absent. */
export const missingMember = (member: string) =>
  invalidParameter(`1 validation error detected: Value at '${member}' failed to satisfy constraint: Member must not be null`);

/** Turns any thrown value into the Cognito JSON error response. Unknown errors become a 500 InternalErrorException. */
export function toErrorResponse(error: unknown): { status: number; body: { __type: string; message: string }; headers: Record<string, string> } {
  const known =
    error instanceof CognitoError ? error : new CognitoError('InternalErrorException', 'An internal error occurred in the local user pool.', 500);
  return {
    status: known.status,
    body: { __type: known.type, message: known.message },
    headers: { 'x-amzn-errortype': known.type },
  };
}
