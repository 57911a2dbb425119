/**
 * What the last screen read, kept for the next (issue 30, "Break the chain"): the session
 * records by id, as the last read or live update left them, so moving between a session's steps
 * paints at once and then refreshes; and the reads a route started ahead (sessionPrefetch.ts),
 * handed to the first screen that asks instead of being sent again.
 *
 * No aws-amplify here: the entry imports this (UserProvider forgets everything on sign-out) and
 * must stay small. Screens show what this holds only behind RequireAuth, that is only once the
 * sign-in check (Cognito GetUser, which a revoked session fails) has answered yes.
 */
import type { IssueRecord } from './data';

const sessions = new Map<string, IssueRecord | null>();
const reads = new Map<string, Promise<unknown>>();
/** Bumped by forgetAll: a read started before it must not put its answer back. */
let generation = 0;

/** The session as last read or updated (null: read and not found), or undefined when never read. */
export const rememberedSession = (id: string): IssueRecord | null | undefined => sessions.get(id);

export function rememberSession(id: string, session: IssueRecord | null): void {
  sessions.set(id, session);
}

/**
 * Keeps `read` (started ahead of the screen) for the first takeRead(key); once it settles it
 * is no longer handed out, so a later screen reads afresh. A session read also fills the cache.
 */
export function shareRead<T>(key: string, read: Promise<T>, onAnswer?: (value: T) => void): void {
  const started = generation;
  const kept = read.finally(() => {
    if (reads.get(key) === kept) reads.delete(key);
  });
  reads.set(key, kept);
  kept.then(
    (value) => started === generation && onAnswer?.(value),
    () => undefined,
  );
}

/** The read started ahead for `key`, if one is still under way (handed out once). */
export function takeRead<T>(key: string): Promise<T> | undefined {
  const read = reads.get(key) as Promise<T> | undefined;
  reads.delete(key);
  return read;
}

/** On sign-out (or another user signing in): nothing read for the last user stays. */
export function forgetAll(): void {
  generation += 1;
  sessions.clear();
  reads.clear();
}

export const sessionReadKey = (id: string) => `session:${id}`;
export const safetyCheckReadKey = (id: string, email: string) => `safety-check:${id}:${email}`;
