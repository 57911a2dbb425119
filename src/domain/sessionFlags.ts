/**
 * Per-session flags kept in the browser's local storage, and the one rule for clearing them.
 *
 * The home page's "Initiate a Session" clears these before starting a new session, so nothing left
 * over from an earlier session (the last opened issue, a started strategy generation, a saved ranking,
 * an agree-step note) leaks into the new one. Pages that write these flags should build their keys
 * with the helpers below so the clearing rule keeps matching them.
 *
 * The keys and the rule only; src/backend/sessionFlagsStorage.ts does the clearing.
 */

/** The id of the session (Issue) the user last opened. */
export const LAST_ISSUE_ID_KEY = 'lastIssueId';
/** `proposeStarted:{sessionId}`: strategy generation was triggered for that session. */
export const PROPOSE_STARTED_PREFIX = 'proposeStarted:';
/** `solutionsSaved:{sessionId}:{role}:{mode}`: a ranking was saved (mode is 'five' or 'top3'). */
export const SOLUTIONS_SAVED_PREFIX = 'solutionsSaved:';
/** `agree:{sessionId}:{name}`: agree-step flags. */
export const AGREE_PREFIX = 'agree:';
/** `notifiedNoCommonConflict:{sessionId}`: the initiator was e-mailed that no statement was accepted (docs/rules.md, "Agreement"). */
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
