/**
 * Per-session flags kept in the browser's local storage, and the one rule for clearing them.
 *
 * The home page's "Initiate a Session" clears these before starting a new session, so nothing left
 * over from an earlier session (the last opened issue, a started strategy generation, a saved ranking,
 * an agree-step note) leaks into the new one. Pages that write these flags should build their keys
 * with the helpers below so the clearing rule keeps matching them.
 *
 * Pure: no module-level side effects; the storage is passed in (default: window.localStorage).
 */

/** The id of the session (Issue) the user last opened. */
export const LAST_ISSUE_ID_KEY = 'lastIssueId';
/** `proposeStarted:{sessionId}`: strategy generation was triggered for that session. */
export const PROPOSE_STARTED_PREFIX = 'proposeStarted:';
/** `solutionsSaved:{sessionId}:{role}:{mode}`: a ranking was saved (mode is 'five' or 'top3'). */
export const SOLUTIONS_SAVED_PREFIX = 'solutionsSaved:';
/** `agree:{sessionId}:{name}`: agree-step flags. */
export const AGREE_PREFIX = 'agree:';
/** `notifiedNoCommonConflict:{sessionId}`: the initiator was e-mailed that no statement was accepted (spec part 1, 3). */
export const NOTIFIED_NO_COMMON_CONFLICT_PREFIX = 'notifiedNoCommonConflict:';

/** Every prefix whose keys are per-session flags. */
export const PER_SESSION_FLAG_PREFIXES: readonly string[] = [
  PROPOSE_STARTED_PREFIX,
  SOLUTIONS_SAVED_PREFIX,
  AGREE_PREFIX,
  NOTIFIED_NO_COMMON_CONFLICT_PREFIX,
];

export type RankingMode = 'five' | 'top3';

export function proposeStartedKey(sessionId: string): string {
  return `${PROPOSE_STARTED_PREFIX}${sessionId}`;
}

export function solutionsSavedKey(sessionId: string, role: string, mode: RankingMode): string {
  return `${SOLUTIONS_SAVED_PREFIX}${sessionId}:${role}:${mode}`;
}

export function agreeKey(sessionId: string, name: string): string {
  return `${AGREE_PREFIX}${sessionId}:${name}`;
}

export function notifiedNoCommonConflictKey(sessionId: string): string {
  return `${NOTIFIED_NO_COMMON_CONFLICT_PREFIX}${sessionId}`;
}

/** True for the last-issue key and every key under a per-session prefix. */
export function isPerSessionFlagKey(key: string): boolean {
  return key === LAST_ISSUE_ID_KEY || PER_SESSION_FLAG_PREFIXES.some((p) => key.startsWith(p));
}

function defaultStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    // Access to localStorage can throw (e.g. storage disabled by the browser).
    return null;
  }
}

/**
 * Removes the last issue id and every propose-started, saved-solutions, agree and notified flag from `storage`.
 * Other keys are left alone. Returns how many keys were removed; never throws.
 */
export function clearPerSessionFlags(storage: Storage | null = defaultStorage()): number {
  if (!storage) return 0;
  try {
    // Collect first: removing while walking by index would skip keys.
    const doomed: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key !== null && isPerSessionFlagKey(key)) doomed.push(key);
    }
    for (const key of doomed) storage.removeItem(key);
    return doomed.length;
  } catch {
    return 0;
  }
}
