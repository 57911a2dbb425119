/** Public types of the local user pool (re-exported by service.ts). */

export interface Mailbox {
  send(msg: { to: string; subject: string; text: string; html?: string }): Promise<void>;
}

/** Cognito Lambda triggers, run in-process with Cognito's event shapes. */
export interface AuthTriggers {
  /** PreSignUp_SignUp event; throwing rejects the sign-up with UserLambdaValidationException. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  preSignUp?: (event: any) => Promise<any>;
  /** Pre token generation V2_0 event; its claimsAndScopeOverrideDetails are applied to both tokens. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  preTokenGeneration?: (event: any) => Promise<any>;
  /** PostConfirmation_ConfirmSignUp / _ConfirmForgotPassword event, after the confirmation. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  postConfirmation?: (event: any) => Promise<any>;
}

/** The contents of local/generated/user-pool.json. */
export interface UserPoolConfig {
  userPoolId: string;
  clientId: string;
  region: string;
  usernameAttributes?: string[];
  autoVerifiedAttributes?: string[];
  requiredAttributes: string[];
  passwordPolicy: {
    MinimumLength?: number;
    RequireLowercase?: boolean;
    RequireNumbers?: boolean;
    RequireSymbols?: boolean;
    RequireUppercase?: boolean;
  };
  mfaConfiguration?: string;
  verificationEmailSubject: string;
  /** Contains the {####} placeholder for the code. */
  verificationEmailMessage: string;
  explicitAuthFlows: string[];
  /** 'LEGACY' reports UserNotFoundException; 'ENABLED' masks it as NotAuthorizedException. */
  preventUserExistenceErrors?: string;
  /** Cognito trigger (LambdaConfig key) -> the function that handles it. */
  triggers?: Record<string, string | null>;
  preTokenGenerationVersion?: string;
}

/** Who sent a request: whether it was signed with the functions' credentials, and from which address. */
export interface Caller {
  iam: boolean;
  /** The client's address as the socket saw it (the sign-in start limit counts by it). */
  address: string;
}

export interface AuthService {
  /**
   * Handles one Cognito JSON API call: target is the X-Amz-Target header value, body the parsed
   * JSON, `iam` whether the request carried a valid SigV4 signature of the functions' credentials
   * (administrator actions need one). Never throws; errors come back in Cognito's shape
   * (HTTP 400, x-amzn-errortype).
   */
  handle(target: string, body: unknown, caller?: Caller): Promise<{ status: number; body: unknown; headers?: Record<string, string> }>;
  /** The public signing keys, served at `${issuer}/.well-known/jwks.json`. */
  jwks(): { keys: object[] };
  /**
   * Verifies signature (RS256 only), issuer, expiry, token_use, client and revocation
   * (GlobalSignOut / RevokeToken). Returns the claims or throws a TokenError.
   */
  verifyToken(token: string, use?: 'id' | 'access' | 'any'): Promise<Record<string, unknown>>;
  /**
   * Calls `listener` with the origin_jti of each session revoked (GlobalSignOut, RevokeToken),
   * so the data service can drop what it trusted of that session's tokens.
   */
  onRevoked(listener: (originJti: string) => void): () => void;
  /** Creates a CONFIRMED user directly (demo seeding); does nothing if the e-mail is taken. */
  ensureUser(input: { email: string; password: string; givenName: string; familyName: string }): Promise<void>;
}
