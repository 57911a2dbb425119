/**
 * Input rules of the user pool: the password policy, the attribute schema and e-mail
 * usernames, reported with Cognito's exception names and message wording.
 */
import { PASSWORD_POLICY, hasPasswordSymbol } from '../../src/domain/password';
import { CognitoError, invalidParameter, notAuthorized } from './errors';
import type { UserPoolConfig } from './types';

const policyError = (detail: string) =>
  new CognitoError('InvalidPasswordException', `Password did not conform with policy: ${detail}`);

/** Throws InvalidPasswordException / InvalidParameterException exactly when Cognito would reject the password. */
export function checkPassword(password: string, pool: UserPoolConfig): void {
  // These two come from the API's input constraints, before the pool policy is consulted.
  if (password.length > PASSWORD_POLICY.maxLength) {
    throw invalidParameter(
      `1 validation error detected: Value at 'password' failed to satisfy constraint: Member must have length less than or equal to ${PASSWORD_POLICY.maxLength}`,
    );
  }
  if (/^\s|\s$/.test(password)) {
    throw invalidParameter(
      "1 validation error detected: Value at 'password' failed to satisfy constraint: Member must satisfy regular expression pattern: ^[\\S]+.*[\\S]+$",
    );
  }
  // The pool's policy as synthesized (local/generated/user-pool.json), which amplify/backend.ts sets from PASSWORD_POLICY.
  const policy = pool.passwordPolicy;
  if (password.length < (policy.MinimumLength ?? PASSWORD_POLICY.minLength)) throw policyError('Password not long enough');
  if (policy.RequireLowercase && !/[a-z]/.test(password)) throw policyError('Password must have lowercase characters');
  if (policy.RequireUppercase && !/[A-Z]/.test(password)) throw policyError('Password must have uppercase characters');
  if (policy.RequireNumbers && !/[0-9]/.test(password)) throw policyError('Password must have numeric characters');
  if (policy.RequireSymbols && !hasPasswordSymbol(password)) throw policyError('Password must have symbol characters');
}

// Deliberately simple: one @, no spaces, a dot in the domain. Cognito is similarly lax.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Usernames are e-mail addresses, compared case-insensitively: the stored form is trimmed and lower-cased. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/** Standard attributes a user may write about themselves (everything in Cognito's standard set but the identity ones). */
const WRITABLE = new Set([
  'email',
  'given_name',
  'family_name',
  'name',
  'middle_name',
  'nickname',
  'preferred_username',
  'profile',
  'picture',
  'website',
  'gender',
  'birthdate',
  'zoneinfo',
  'locale',
  'address',
  'updated_at',
]);

/** Attributes Cognito manages itself; a client writing them gets NotAuthorizedException. */
const READ_ONLY = new Set(['sub', 'email_verified', 'phone_number_verified', 'cognito:user_status', 'identities']);

const MAX_ATTRIBUTE_LENGTH = 2048;

export type AttributeList = Array<{ Name: string; Value: string }>;

/**
 * Parses a Cognito `[{Name, Value}]` list into a record, rejecting unknown, read-only,
 * over-long and duplicate attributes. `field` names the request member in messages.
 */
export function parseAttributes(input: unknown, field: string): Record<string, string> {
  if (input === undefined || input === null) return {};
  if (!Array.isArray(input)) throw invalidParameter(`${field} must be a list of {Name, Value} attributes.`);
  const out: Record<string, string> = {};
  for (const item of input) {
    const name = (item as { Name?: unknown })?.Name;
    const value = (item as { Value?: unknown })?.Value;
    if (typeof name !== 'string' || name === '') throw invalidParameter(`${field}: every attribute needs a Name.`);
    if (value !== undefined && value !== null && typeof value !== 'string') {
      throw invalidParameter(`${field}: the value of ${name} must be a string.`);
    }
    if (READ_ONLY.has(name)) throw notAuthorized('A client attempted to write unauthorized attribute');
    if (!WRITABLE.has(name)) throw invalidParameter(`Attributes did not conform to the schema: ${name}: Attribute does not exist in the schema.`);
    if (name in out) throw invalidParameter(`Duplicate attribute ${name}.`);
    const text = (value ?? '') as string;
    if (text.length > MAX_ATTRIBUTE_LENGTH) {
      throw invalidParameter(`${name}: String must be no longer than ${MAX_ATTRIBUTE_LENGTH} characters`);
    }
    out[name] = text;
  }
  return out;
}

/** Cognito's message for missing required attributes at sign-up. */
export function checkRequiredAttributes(attributes: Record<string, string>, pool: UserPoolConfig): void {
  const missing = pool.requiredAttributes.filter((name) => !attributes[name]?.trim());
  if (missing.length > 0) {
    const details = missing.map((name) => `${name}: The attribute ${name} is required`).join(', ');
    throw invalidParameter(`Attributes did not conform to the schema: ${details}`);
  }
}

/** Cognito masks delivery destinations, e.g. "a***@e***". */
export function maskEmail(email: string): string {
  const [local, domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}
