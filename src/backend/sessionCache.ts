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
const startedAt = new Map<string, number>();
/** Bumped by forgetAll: a read started before it must not put its answer back. */
let generation = 0;

/** The session as last read or updated (null: read and not found), or undefined when never read. */
export const rememberedSession = (id: string): IssueRecord | null | undefined => sessions.get(id);

export function rememberSession(id: string, session: IssueRecord | null): void {
  sessions.set(id, session);
}

/**
 * Starts `read` (a route's read, started ahead of its screen) unless one for `key` is already
 * kept: a loader that runs twice sends one read. The read is kept, settled or not, until a
 * screen takes it or forgetReads/forgetAll drops it (the screen mounts after the sign-in
 * check, often after the read has answered). A session read also fills the cache.
 */
export function shareRead<T>(key: string, read: () => Promise<T>, onAnswer?: (value: T) => void): void {
  if (reads.has(key)) return;
  const started = generation;
  const kept = read();
  reads.set(key, kept);
  startedAt.set(key, Date.now());
  kept.then(
    (value) => started === generation && onAnswer?.(value),
    () => undefined,
  );
}

/**
 * A kept read older than this is not handed out: it stands for the moment the route opened, and
 * a screen that asks later (a loader run again while the screen stayed) needs what is true now.
 */
export const KEPT_READ_MAX_AGE_MS = 10_000;

/** The read started ahead for `key`, if one is kept and recent (handed out once). */
export function takeRead<T>(key: string, now = Date.now()): Promise<T> | undefined {
  const read = reads.get(key) as Promise<T> | undefined;
  const fresh = now - (startedAt.get(key) ?? 0) <= KEPT_READ_MAX_AGE_MS;
  reads.delete(key);
  startedAt.delete(key);
  return fresh ? read : undefined;
}

/** Drops the reads started ahead that no screen took, but those for `keep` (the route moved on, or a write made them stale). */
export function forgetReads(keep: (key: string) => boolean = () => false): void {
  for (const key of [...reads.keys()]) {
    if (keep(key)) continue;
    reads.delete(key);
    startedAt.delete(key);
  }
}

/** On sign-out (or another user signing in): nothing read for the last user stays. */
export function forgetAll(): void {
  generation += 1;
  sessions.clear();
  reads.clear();
  startedAt.clear();
}

export const sessionReadKey = (id: string) => `session:${id}`;
export const safetyCheckReadKey = (id: string, email: string) => `safety-check:${id}:${email}`;
export const sessionListReadKey = (email: string) => `session-list:${email}`;
/** Whether `key` is a read of a safety check for session `id`. */
export const isSafetyCheckReadOf = (key: string, id: string) => key.startsWith(`safety-check:${id}:`);
/** Whether `key` is one of session `id`'s reads. */
export const isReadOfSession = (key: string, id: string) => key === sessionReadKey(id) || isSafetyCheckReadOf(key, id);

/*
 * The viewer's own writes to a session (sessions.ts, updateSession): each comes back as a
 * subscription event, and the write's answer already holds the new record, so the session's
 * live channel (watchSessions.ts) shows that answer and sends no re-read for the echo.
 */
const ownWrites = new Map<string, number>();
const writeListeners = new Map<string, Set<(answer: IssueRecord | null) => void>>();

/** How many of the viewer's writes to session `id` are under way. */
export const ownWritesUnderWay = (id: string): number => ownWrites.get(id) ?? 0;

/** Runs `write` as one of the viewer's own writes to session `id`, telling the listeners its answer (null when it failed). */
export async function ownWrite(id: string, write: () => Promise<IssueRecord>): Promise<IssueRecord> {
  ownWrites.set(id, ownWritesUnderWay(id) + 1);
  let answer: IssueRecord | null = null;
  try {
    answer = await write();
    return answer;
  } finally {
    ownWrites.set(id, ownWritesUnderWay(id) - 1);
    if (!ownWritesUnderWay(id)) ownWrites.delete(id);
    for (const listener of [...(writeListeners.get(id) ?? [])]) listener(answer);
  }
}

/** Calls `listener` with the answer of each of the viewer's own writes to session `id`; returns the way to stop. */
export function onOwnWrite(id: string, listener: (answer: IssueRecord | null) => void): () => void {
  const listeners = writeListeners.get(id) ?? new Set();
  writeListeners.set(id, listeners);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (!listeners.size) writeListeners.delete(id);
  };
}
