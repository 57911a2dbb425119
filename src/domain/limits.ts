/**
 * Size limits for everything a user can type or the product stores. The data schema enforces
 * the scalar ones on the server (AppSync `@validate`), the list and structured ones through
 * src/domain/listLimits.ts; the same numbers drive the forms' messages, so a user sees the
 * limit before the server has to refuse anything.
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
  /** The invitation's one-line neutral topic (src/domain/invitationTopic.ts): a line, read at a glance. */
  topic: 120,
} as const;

/**
 * Sizes for structured data (JSON text length in characters, or entries per list), used by
 * src/domain/listLimits.ts. Sized for what the product stores, with room to spare; the item as
 * a whole is still capped at DynamoDB's 400 KB.
 */
export const DATA_LIMITS = {
  /** Candidate statements (four, with type and score), agreed-issue details, personality results. */
  detailsJson: 20_000,
  /** The five proposed solutions, each with steps, benefits, risks and a metric. */
  solutionsJson: 60_000,
  /**
   * The best-solution document: the chosen solution twice (normalized and raw) and all the
   * proposals, so three times the proposals' limit, plus room for the ranking context: any
   * proposals that fit make a document that fits.
   */
  chosenSolutionJson: 200_000,
  /** Profile `extra` (first and last name). */
  profileJson: 4000,
  /** Interests per side. */
  interests: 30,
  /** Solutions in one ranking or score table (the product proposes five). */
  rankedSolutions: 10,
  /** Nesting levels of stored JSON: DynamoDB refuses items nested deeper than 32 levels. */
  jsonDepth: 32,
} as const;

/** Step 7, commit and review (src/domain/commitments.ts, src/domain/checkIns.ts). */
export const COMMITMENT_LIMITS = {
  /** One "When" or one "I will". */
  text: 300,
  /** Commitments per side. */
  maxCommitments: 5,
  /** The short note of a check-in. */
  checkInNote: 1000,
  /** JSON text of one side's commitments or check-in answers. */
  sideJson: 6000,
  /** JSON text of what the server records: the commitment, the reviews. */
  recordJson: 40_000,
  /** JSON text of the earlier rounds kept on the session (solutions, rankings, plans, commitments, reviews). */
  historyJson: 150_000,
} as const;

export const LIMIT_MESSAGES = {
  name: `Names must be ${LIMITS.name} characters or fewer.`,
  email: `E-mail addresses must be ${LIMITS.email} characters or fewer.`,
  answer: `Each answer must be ${LIMITS.answer} characters or fewer.`,
  answerEntries: `Please keep each answer to ${LIMITS.answerEntries} entries or fewer.`,
  statement: `Statements must be ${LIMITS.statement} characters or fewer.`,
  longText: `This text must be ${LIMITS.longText} characters or fewer.`,
  shortText: `This value must be ${LIMITS.shortText} characters or fewer.`,
  topic: `The topic must be ${LIMITS.topic} characters or fewer.`,
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
