/**
 * A plain e-mail address (docs/rules.md, "E-mail addresses"): what the collaborator's address
 * must be, because it is stored, used as the recipient of the invitation and printed in it.
 * Nothing but `local@domain`: no display name, no angle brackets, no quotes, no comment, no
 * space or line break (so no `Bcc:` line), ASCII only (what Amazon SES delivers), and the spec's
 * top-level part of at least two letters.
 *
 * Written in the APPSYNC_JS subset (no regular expressions, no classic loops, no try): the
 * Issue's creation guard (amplify/data/steps/createIssueGuard.ts) is bundled from it. The
 * browser and the functions check with validator.js as well (src/domain/email.ts), and a test
 * holds this rule to that library over a large table: it never accepts what the library refuses.
 */

/** RFC 5321's limits: the whole address, the part before the at-sign, one label of the domain. */
export const ADDRESS_MAX = 254;
const LOCAL_PART_MAX = 64;
const LABEL_MAX = 63;

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
/** RFC 5322's atext: what an unquoted local part is made of, between single dots. */
const LOCAL_CHARACTERS = `${LETTERS}${DIGITS}!#$%&'*+-/=?^_\`{|}~`;
/** A domain label: letters, digits and hyphens (an internationalized domain in its xn-- form). */
const LABEL_CHARACTERS = `${LETTERS}${DIGITS}-`;

function madeOf(text: string, allowed: string): boolean {
  return text.split('').every((character) => allowed.indexOf(character) >= 0);
}

function isLocalPart(local: string): boolean {
  if (local.length === 0 || local.length > LOCAL_PART_MAX) return false;
  // Dot-separated runs of atext: no leading, trailing or doubled dot.
  return local.split('.').every((run) => run.length > 0 && madeOf(run, LOCAL_CHARACTERS));
}

function isLabel(label: string): boolean {
  return label.length > 0 && label.length <= LABEL_MAX && madeOf(label, LABEL_CHARACTERS) && !label.startsWith('-') && !label.endsWith('-');
}

function isDomain(domain: string): boolean {
  const labels = domain.split('.');
  const topLevel = labels[labels.length - 1];
  return labels.length >= 2 && labels.every(isLabel) && topLevel.length >= 2 && madeOf(topLevel, LETTERS);
}

/** Whether `value` is a plain address as typed (either case; src/domain/identity.ts lower-cases it for storage). */
export function isPlainAddress(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > ADDRESS_MAX) return false;
  const parts = value.split('@');
  return parts.length === 2 && isLocalPart(parts[0]) && isDomain(parts[1]);
}

export const COLLABORATOR_ADDRESS_MESSAGE = "The collaborator's e-mail must be a plain address in lower case, such as name@example.com.";

/**
 * Why a new session's collaborator address may not be stored, or null: it must be a plain
 * address, already in the stored (lower-case) form the participant rules compare with the
 * `email_lower` claim.
 */
export function collaboratorAddressProblem(input: Record<string, unknown>): string | null {
  const address = input.collaboratorEmail;
  if (!isPlainAddress(address)) return COLLABORATOR_ADDRESS_MESSAGE;
  return address === (address as string).toLowerCase() ? null : COLLABORATOR_ADDRESS_MESSAGE;
}
