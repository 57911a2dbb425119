/**
 * The signed-in user as the screens see it (docs/rules.md, "Accounts"), from Cognito's user
 * attributes. Free of aws-amplify: on a page load with early requests (earlyAnswers.ts) the
 * sign-in state comes from index.html's GetUser answer, before aws-amplify has loaded.
 */
import { normalizeEmail } from '../domain/email';
import { localStore } from './browserStorage';
import { earlyKeys, sentEarly, takeEarlyAnswer, type EarlyTake } from './earlyAnswers';

export interface SignedInUser {
  sub: string;
  email: string;
  firstName: string;
  lastName: string;
}

export type UserAttributes = Partial<Record<string, string>>;

/** First name: given_name, else name, else the custom attribute. */
export function signedInUserFrom(attributes: UserAttributes, userId = ''): SignedInUser {
  return {
    sub: attributes.sub ?? userId,
    email: normalizeEmail(attributes.email),
    firstName: attributes.given_name || attributes.name || attributes['custom:firstName'] || '',
    lastName: attributes.family_name || '',
  };
}

interface GetUserAnswer {
  UserAttributes?: { Name: string; Value?: string }[];
  message?: string;
}

/** Cognito GetUser's answer as attributes; its refusal (a revoked or unknown token) throws. */
export function attributesFromGetUser(answer: unknown): UserAttributes {
  const { UserAttributes, message } = (answer ?? {}) as GetUserAnswer;
  if (!Array.isArray(UserAttributes)) throw new Error(message ?? 'Cognito refused the stored sign-in');
  return Object.fromEntries(UserAttributes.map(({ Name, Value }) => [Name, Value]));
}

/**
 * The sign-in index.html sent its requests with: the e-mail and the licence to take the answers,
 * while this browser still stores that access token (a sign-out in another tab removes it), or
 * undefined. Its tokens were more than a minute from expiry then; the GetUser answer says
 * whether Cognito still honours them (earlySignedInUser).
 */
export function earlySignIn(): { email: string; early: EarlyTake } | undefined {
  const sent = sentEarly();
  if (!sent || localStore.get(sent.tokenKey) !== sent.accessToken) return undefined;
  return { email: sent.email, early: { accessToken: sent.accessToken } };
}

/**
 * The page load's sign-in state from index.html's GetUser (taken once): the user, null when
 * Cognito refused the stored tokens, or undefined when there is no such answer to go by (none
 * was sent, or the request failed): then aws-amplify must say.
 */
export function earlySignedInUser(): Promise<SignedInUser | null | undefined> | undefined {
  const signIn = earlySignIn();
  const answer = signIn && takeEarlyAnswer(earlyKeys.getUser, signIn.early.accessToken);
  if (!answer) return undefined;
  return answer.then((body) => {
    if (body === undefined) return undefined;
    try {
      return signedInUserFrom(attributesFromGetUser(body));
    } catch {
      return null;
    }
  });
}
