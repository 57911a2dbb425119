/**
 * Each side's own share of the session (docs/rules.md, "Limits"): DynamoDB stores at most 400 KB
 * per item and both sides write into the same item, so without shares one side could fill it
 * and the other could no longer save anything. Each side's own fields (src/domain/writeRights.ts)
 * may take at most SIDE_SHARE_CHARS of JSON text together; the rest stays for the other side and
 * for what the server records. The AppSync update guard is bundled from this module (through
 * src/domain/issueUpdateRules.ts), so it is written in the APPSYNC_JS subset.
 */
import { issueFieldsOf, type Side } from './writeRights';

/**
 * JSON text one side's own fields may take together: room for its four answer lists filled to
 * their limits (4 x 20 x 2000 characters) and more, while both sides together leave the server
 * the rest of the item.
 */
export const SIDE_SHARE_CHARS = 170_000;

export const SIDE_SHARE_MESSAGE = `Your answers in this session have reached their room (170,000 characters in all), which keeps space for the other person's. Please shorten some of them; nothing else was changed.`;

const SIDES: Side[] = ['initiator', 'collaborator'];

/** The JSON text length of `side`'s own fields once `input` is applied to `stored` (null removes a field). */
export function sideShareUsed(side: Side, input: Record<string, unknown>, stored: Record<string, unknown>): number {
  const fields = issueFieldsOf(side).map((field) => (Object.hasOwn(input, field) ? input[field] : stored[field]));
  return JSON.stringify(fields).length;
}

/** The fields whose writes count against a share. */
export const SIDE_FIELDS: string[] = issueFieldsOf('initiator').concat(issueFieldsOf('collaborator'));

/** Why `input` would take a side beyond its share, or null. Only a side the input writes is checked, so a side already over (from before the limit) can still shrink. */
export function sideShareProblem(input: Record<string, unknown>, stored: Record<string, unknown>): string | null {
  const over = SIDES.filter(
    (side) =>
      issueFieldsOf(side).some((field) => Object.hasOwn(input, field)) &&
      sideShareUsed(side, input, stored) > SIDE_SHARE_CHARS &&
      sideShareUsed(side, input, stored) > sideShareUsed(side, {}, stored),
  );
  return over.length ? SIDE_SHARE_MESSAGE : null;
}
