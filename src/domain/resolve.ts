/**
 * The resolve step (docs/rules.md, "Best solution"): what it shows as the agreed conflict, and
 * whether the two can go on to strategies, which needs both conflict styles. Pure.
 */
import { parseDcsMode, type DcsMode } from './dcs';
import type { Role } from './sessionRole';

export const WAITING_ON_OTHER_STYLE = 'Waiting on the other party to complete their DCS profile.';
export const COMPLETE_YOUR_STYLE = 'To continue, please complete your DCS profile.';

export interface ResolveFacts {
  agreedIssue?: string | null;
  reframedIssue?: string | null;
  precedencePrincipleHuman?: string | null;
  initiatorDCS?: string | null;
  collaboratorDCS?: string | null;
}

/** The agreed issue, else the reframed issue, else the human precedence principle, else a dash. */
export function agreedConflictText(session: ResolveFacts): string {
  return session.agreedIssue?.trim() || session.reframedIssue?.trim() || session.precedencePrincipleHuman?.trim() || '—';
}

export type ResolveNext =
  /** Both styles are known: on to the strategies. */
  | { kind: 'strategies' }
  /** The viewer has no style yet: the DCS quiz first. */
  | { kind: 'your-style'; message: string }
  /** Only the other side's style is missing: wait (the button is disabled). */
  | { kind: 'their-style'; message: string };

export interface Styles {
  initiator: DcsMode | null;
  collaborator: DcsMode | null;
}

/** Both sides' saved conflict styles (only the five valid modes count). */
export const sessionStyles = (session: ResolveFacts): Styles => ({
  initiator: parseDcsMode(session.initiatorDCS),
  collaborator: parseDcsMode(session.collaboratorDCS),
});

/** Where 'Implement Solutions' leads the viewer, and what the page says while it cannot. */
export function resolveNext(session: ResolveFacts, role: Role): ResolveNext {
  const styles = sessionStyles(session);
  const mine = role === 'initiator' ? styles.initiator : styles.collaborator;
  const theirs = role === 'initiator' ? styles.collaborator : styles.initiator;
  if (!mine) return { kind: 'your-style', message: COMPLETE_YOUR_STYLE };
  if (!theirs) return { kind: 'their-style', message: WAITING_ON_OTHER_STYLE };
  return { kind: 'strategies' };
}

/**
 * The back-fill the resolve page makes when it opens (docs/rules.md, "Best solution"): the viewer's own side
 * gets the profile's mode when the session has none. Null when there is nothing to write.
 */
export function styleBackfill(session: ResolveFacts, role: Role, profileMode: unknown): { field: 'initiatorDCS' | 'collaboratorDCS'; mode: DcsMode } | null {
  const mode = parseDcsMode(profileMode);
  const field = role === 'initiator' ? 'initiatorDCS' : 'collaboratorDCS';
  if (!mode || parseDcsMode(session[field])) return null;
  return { field, mode };
}
