/**
 * Names as they may appear in an e-mail the app sends (docs/rules.md, "E-mails"). A participant
 * types their own name and the other person's, and those names reach someone's inbox: reduced
 * to letters, marks, spaces, hyphens and apostrophes, on one line, no longer than a name, they
 * cannot carry a URL, a fake alert or a forged header line. Pure.
 */

/** At most this many characters of a name in a subject or body. */
export const MAIL_NAME_MAX = 40;
/** A subject names the sender by at most this many words. */
export const SUBJECT_NAME_WORDS = 2;

/**
 * `name` with everything but letters, marks, spaces, hyphens and apostrophes removed (a URL's
 * dots, slashes and colons among them), spaces collapsed, at most `words` words and
 * MAIL_NAME_MAX characters; `fallback` when nothing is left.
 */
export function safeName(name: string | null | undefined, { words = Infinity, fallback = 'Someone' }: { words?: number; fallback?: string } = {}): string {
  const kept = (name ?? '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}' -]+/gu, ' ')
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word))
    .slice(0, words)
    .join(' ');
  const capped = kept.length > MAIL_NAME_MAX ? kept.slice(0, MAIL_NAME_MAX).replace(/\s+\S*$/, '') || kept.slice(0, MAIL_NAME_MAX) : kept;
  return capped.trim() || fallback;
}

/** The first name a subject may carry. */
export const subjectName = (firstName: string | null | undefined) => safeName(firstName, { words: SUBJECT_NAME_WORDS });

/**
 * How many invitations a participant may send (docs/rules.md, "E-mails"): per account, per hour
 * and per day, and per session per day, on top of one a minute per session. Counted on the server.
 */
export const INVITE_LIMITS = [
  { scope: 'account', per: 'hour', limit: 10, windowMinutes: 60 },
  { scope: 'account', per: 'day', limit: 30, windowMinutes: 24 * 60 },
  { scope: 'session', per: 'day', limit: 5, windowMinutes: 24 * 60 },
] as const;

export function tooManyInvitations(minutes: number): string {
  const wait = minutes >= 120 ? `${Math.ceil(minutes / 60)} hours` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `You have sent a lot of invitations in a short time. Please try again in ${wait}.`;
}
