/**
 * Size limits for everything a user can type. The data schema enforces the scalar ones
 * on the server (AppSync `@validate`); the same numbers drive the forms' messages, so a
 * user sees the limit before the server has to refuse anything.
 */
export const LIMITS = {
  /** A first or last name. */
  name: 100,
  /** RFC 5321's practical maximum for an address. */
  email: 254,
  /** One entry of an issue / outcome / why answer list. */
  answer: 2000,
  /** Entries in one answer list. */
  answerEntries: 20,
  /** A proposed or agreed issue statement, a strategy, a tip. */
  statement: 1000,
  /** Summaries, rationales, stored error messages. */
  longText: 4000,
  /** Ids, codes, model names, status-like strings, DCS/DPI values. */
  shortText: 200,
} as const;

export const LIMIT_MESSAGES = {
  name: `Names must be ${LIMITS.name} characters or fewer.`,
  email: `E-mail addresses must be ${LIMITS.email} characters or fewer.`,
  answer: `Each answer must be ${LIMITS.answer} characters or fewer.`,
  answerEntries: `Please keep each answer to ${LIMITS.answerEntries} entries or fewer.`,
  statement: `Statements must be ${LIMITS.statement} characters or fewer.`,
  longText: `This text must be ${LIMITS.longText} characters or fewer.`,
  shortText: `This value must be ${LIMITS.shortText} characters or fewer.`,
} as const;

/** A text field's count shows once the text reaches this share of its limit (docs/rules.md, "Limits"). */
export const COUNT_FROM_SHARE = 0.8;

export interface LengthState {
  /** Characters that count (the text trimmed, as it is saved). */
  count: number;
  limit: number;
  /** Whether to show the count: near or over the limit. */
  show: boolean;
  /** How many characters too many (0 within the limit). */
  over: number;
}

/** How a typed text stands against its limit, so the form says so before anything is sent or lost. */
export function lengthState(text: string, limit: number): LengthState {
  const count = text.trim().length;
  return { count, limit, show: count >= limit * COUNT_FROM_SHARE, over: Math.max(0, count - limit) };
}
