/**
 * What the session list reads (issue 30): the limit per index query and the fields it shows.
 * Free of imports, so the build's early-requests plan (scripts/earlyRequestsPlan.ts) can read it
 * from the Vite config.
 */

/** At most this many sessions come back from each of the two index queries. */
export const SESSION_LIST_LIMIT = 200;

/**
 * The fields the session list shows and decides with (issue 30: the whole record for every
 * session made the list's answer about 49 KB): who, the title, the stage badge (sessionStage:
 * the review's answers and whether solutions were proposed), leaving, and the order. Strategies,
 * plans, check-ins, assessments and the AI's notes stay on the server until a session is opened.
 */
export const SESSION_LIST_FIELDS = [
  'id',
  'status',
  'createdAt',
  'lastActivityAt',
  'initiatorEmail',
  'collaboratorEmail',
  'initiatorFirstName',
  'initiatorLastName',
  'collaboratorFirstName',
  'collaboratorLastName',
  'collaboratorJoined',
  'formerParticipantSide',
  'initiatorLeftAt',
  'collaboratorLeftAt',
  'initiatorIssue',
  'agreedIssue',
  'noCommonConflict',
  'initiatorProposedIssue',
  'collaboratorProposedIssue',
  'proposedIssues',
  'proposedIssueCandidatesJson',
  'initiatorAcceptedIssues',
  'initiatorReviewedIssues',
  'collaboratorAcceptedIssues',
  'collaboratorReviewedIssues',
  'bestSolution',
  'proposedSolutionsJson',
  'solutions',
  'sessionSolutions',
] as const;
