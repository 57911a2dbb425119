/**
 * What the e-mailed invitation link carries, and how a page reads it back (docs/rules.md,
 * "Invitation link"). A signed-out visitor may not read the session (owner rules), so the
 * welcome they see can only use what the link itself says: the invited address, the inviter's
 * first name reduced to safe characters, and whether that address had a Dfuse profile when the
 * invitation went out (which decides whether Register or Log In is offered first). Nothing else
 * about the session ever rides in the link. Pure.
 */
import { isValidEmail } from './email';
import { normalizeEmail } from './identity';
import { paths } from './paths';
import { isSessionId } from './sessionId';

/** The longest inviter name a link carries, in characters. */
export const INVITER_NAME_MAX = 40;

/**
 * A first name as a link may carry it: letters (any script), combining marks, spaces, hyphens
 * and apostrophes only; runs of space collapsed; at most 40 characters. Anything else (digits,
 * full stops and other punctuation, markup) is dropped, so a forged link cannot put a web
 * address or a sentence of its own in the welcome.
 */
export function inviterNameForLink(name: string | null | undefined): string {
  const kept = (name ?? '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{M} '’-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(kept).slice(0, INVITER_NAME_MAX).join('').trim();
}

export interface InvitationFacts {
  id: string;
  collaboratorEmail: string;
  initiatorFirstName: string;
}

/** The invitation's address as the e-mail links to it (`invitedHasAccount`: the invited address has a profile). */
export function invitationLinkPath(issue: InvitationFacts, invitedHasAccount: boolean): string {
  return paths.invitation(issue.id, {
    invited: normalizeEmail(issue.collaboratorEmail),
    from: inviterNameForLink(issue.initiatorFirstName) || null,
    new: invitedHasAccount ? null : '1',
  });
}

/** An invitation link as a page reads it back: every value checked again, never trusted. */
export interface InvitationVisit {
  sessionId: string;
  /** The invited address, when the link carries a valid one. */
  invited: string | null;
  /** The inviter's first name, when the link carries one. */
  from: string | null;
  /** True when the invited address had no profile when the invitation was sent. */
  newAccount: boolean;
}

const BASE = 'https://dfuse.invalid';

/** The invitation a target path (`/coll/{id}?invited=…`) is about, or null when it is not an invitation. */
export function readInvitationVisit(target: string | null | undefined): InvitationVisit | null {
  if (!target?.trim().startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(target.trim(), BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const [, first, raw] = url.pathname.split('/');
  if (first !== 'coll' || !raw) return null;
  let sessionId: string;
  try {
    sessionId = decodeURIComponent(raw).trim();
  } catch {
    return null;
  }
  if (!isSessionId(sessionId)) return null;
  const invited = normalizeEmail(url.searchParams.get('invited'));
  const from = inviterNameForLink(url.searchParams.get('from'));
  return {
    sessionId,
    invited: invited && isValidEmail(invited) ? invited : null,
    from: from || null,
    newAccount: url.searchParams.get('new') === '1',
  };
}
