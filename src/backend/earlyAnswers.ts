/**
 * The answers index.html's inline script asked for before the app loaded (src/boot/earlyRequests.ts):
 * each taken once, and only by a caller holding the same access token it was sent with, so a
 * sign-out, a refresh or another account in between never sees them.
 */
import type { EarlyAnswers } from '../boot/earlyRequests';

/** The keys the build's plan gives the reads (scripts/earlyRequestsPlan.ts). */
export const earlyKeys = {
  getUser: 'getUser',
  session: (id: string) => `session/${id}`,
  safetyCheck: (id: string) => `safetyCheck/${id}`,
  sessionsAsInitiator: 'sessionsAsInitiator',
  sessionsAsCollaborator: 'sessionsAsCollaborator',
} as const;

/** A caller's licence to take an early answer: the access token it reads with now. */
export interface EarlyTake {
  accessToken: string;
}

/** What index.html sent, if it sent anything. */
export const sentEarly = () => (globalThis as { __dfuseEarly?: EarlyAnswers }).__dfuseEarly;

/**
 * The answer for `key` sent with `accessToken` (its parsed JSON body; undefined when the request
 * failed), or undefined when there is none to take. Taking it removes it: a later read is a new one.
 */
export function takeEarlyAnswer(key: string, accessToken: string): Promise<unknown> | undefined {
  const sent = sentEarly();
  if (!sent || sent.accessToken !== accessToken || !(key in sent.answers)) return undefined;
  const answer = sent.answers[key];
  delete sent.answers[key];
  return answer;
}

/** A GraphQL answer's shape: the one field asked for, and AppSync's errors. */
export interface GraphQLAnswer<T> {
  data?: Record<string, T | null> | null;
  errors?: { errorType?: string; message: string }[];
}

/** The early GraphQL answer for `key` as `{ data, errors }`, or undefined (none, or it failed: read again). */
export async function takeEarlyGraphQL<T>(key: string, accessToken: string): Promise<{ data: T | null; errors?: GraphQLAnswer<T>['errors'] } | undefined> {
  const answer = (await takeEarlyAnswer(key, accessToken)) as GraphQLAnswer<T> | undefined;
  if (!answer || typeof answer !== 'object' || (!answer.data && !answer.errors)) return undefined;
  const [field] = Object.keys(answer.data ?? {});
  return { data: field ? (answer.data?.[field] ?? null) : null, errors: answer.errors };
}
