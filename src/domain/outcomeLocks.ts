/**
 * What both agreed stays agreed (docs/rules.md, "Agreement"): once the server has recorded the
 * review's outcome (an agreed issue, or no common conflict), neither side's answers to the proposed
 * statements may change, so no later settle call can decide differently. The rankings lock once the
 * best solution is chosen (src/domain/rankingRules.ts), and the server records the top three and the
 * best solution once (src/domain/topThree.ts, src/domain/bestSolution.ts).
 *
 * The AppSync update guard is bundled from this module (through issueUpdateRules.ts), so it is
 * written in the APPSYNC_JS subset (no try/catch, while or classic for loops, regex, `in`, Set or Map).
 */

/** Each side's answers to the proposed statements. */
export const REVIEW_FIELDS = ['initiatorAcceptedIssues', 'initiatorReviewedIssues', 'collaboratorAcceptedIssues', 'collaboratorReviewedIssues'];

/** The fields of an Issue that record the review's outcome. */
export interface AgreementRecord {
  agreedIssue?: string | null;
  noCommonConflict?: boolean | null;
}

/** Whether the review's outcome is recorded: an agreed issue, or no common conflict. */
export const agreementRecorded = (session: AgreementRecord) =>
  (typeof session.agreedIssue === 'string' && session.agreedIssue.trim() !== '') || session.noCommonConflict === true;

export const REVIEW_LOCKED_MESSAGE = 'The outcome of the proposed issue statements is already recorded, so the answers to them can no longer change.';

/** Each side's own wording of the issue (src/domain/agreement.ts): open after no common conflict, locked once an issue is agreed. */
export const WORDING_FIELDS = ['initiatorProposedIssue', 'collaboratorProposedIssue'];

export const WORDING_LOCKED_MESSAGE = 'You have already agreed on the issue, so the proposed wordings can no longer change.';

/** Why an update touching a side's answers (or wording) is refused once the outcome (or agreed issue) is recorded, or null. */
export function reviewUpdateProblem(input: Record<string, unknown>, stored: AgreementRecord): string | null {
  const touchesReview = REVIEW_FIELDS.some((field) => Object.hasOwn(input, field));
  if (touchesReview && agreementRecorded(stored)) return REVIEW_LOCKED_MESSAGE;
  const agreed = typeof stored.agreedIssue === 'string' && stored.agreedIssue.trim() !== '';
  return agreed && WORDING_FIELDS.some((field) => Object.hasOwn(input, field)) ? WORDING_LOCKED_MESSAGE : null;
}
