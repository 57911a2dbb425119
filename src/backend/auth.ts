/**
 * Account actions on Cognito through aws-amplify. E-mail is trimmed and lower-cased
 * before it reaches Cognito, everywhere. Errors keep Cognito's exception names
 * (`error.name`), which src/domain/authMessages.ts turns into the spec's messages.
 */
import './amplify';
import {
  autoSignIn,
  confirmResetPassword,
  confirmSignUp,
  fetchAuthSession,
  resendSignUpCode,
  resetPassword,
  signIn,
  signOut,
  signUp,
} from 'aws-amplify/auth';
import { normalizeEmail } from '../domain/email';

/** True when the current browser session holds Cognito tokens. */
export async function hasSignedInSession(): Promise<boolean> {
  try {
    const { tokens } = await fetchAuthSession();
    return Boolean(tokens?.idToken || tokens?.accessToken);
  } catch {
    return false;
  }
}

/** Signs in with Amplify's default SRP flow. Returns the unfinished step, or 'DONE'. */
export async function signInWithEmail(email: string, password: string): Promise<string> {
  // A previous user's tokens would make Amplify refuse with UserAlreadyAuthenticatedException.
  if (await hasSignedInSession()) await signOut();
  const { nextStep } = await signIn({ username: normalizeEmail(email), password });
  return nextStep.signInStep;
}

export interface Registration {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
}

/** Creates the account; Cognito e-mails the confirmation code. */
export async function registerAccount(registration: Registration): Promise<void> {
  const email = normalizeEmail(registration.email);
  await signUp({
    username: email,
    password: registration.password,
    options: {
      userAttributes: { email, given_name: registration.givenName.trim(), family_name: registration.familyName.trim() },
      autoSignIn: true,
    },
  });
}

/**
 * Confirms the code, then signs in: through Amplify's auto sign-in when this tab made the
 * sign-up, else with the password the user just typed (the page still holds it).
 */
export async function confirmAndSignIn(email: string, code: string, password: string): Promise<string> {
  const username = normalizeEmail(email);
  const { nextStep } = await confirmSignUp({ username, confirmationCode: code.trim() });
  if (nextStep.signUpStep === 'COMPLETE_AUTO_SIGN_IN') {
    try {
      return (await autoSignIn()).nextStep.signInStep;
    } catch {
      // auto sign-in state is per tab; fall back to the password
    }
  }
  return signInWithEmail(username, password);
}

export async function resendRegistrationCode(email: string): Promise<void> {
  await resendSignUpCode({ username: normalizeEmail(email) });
}

export async function requestPasswordReset(email: string): Promise<void> {
  await resetPassword({ username: normalizeEmail(email) });
}

export async function confirmPasswordReset(email: string, code: string, newPassword: string): Promise<void> {
  await confirmResetPassword({ username: normalizeEmail(email), confirmationCode: code.trim(), newPassword });
}

/** Global sign-out: revokes this user's refresh tokens everywhere, then clears local tokens. */
export async function signOutEverywhere(): Promise<void> {
  try {
    await signOut({ global: true });
  } catch {
    // An expired or revoked session cannot sign out globally; clear this browser anyway.
    await signOut();
  }
}
