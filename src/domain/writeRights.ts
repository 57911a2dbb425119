/**
 * Who may write each field of an Issue and a Profile (docs/design.md, "Security model": each
 * side writes only its own side; the server decides what both share). The data schema's
 * field-level authorization is generated from this table (amplify/data/writeRights.ts), the
 * local cloud enforces the rules the transformer produces from it, and a test fails when the
 * schema gains a field the table does not place.
 *
 * Every participant may read every field of a session they take part in; only writes differ.
 *
 * The AppSync creation guard is bundled from this module, so it is written in the APPSYNC_JS
 * subset (no try/catch, while or classic for loops, regex, `in`, Set or Map).
 */
import { STATUS_AT_CREATION_MESSAGE, isIssueStatus } from './status';

/**
 * - `initiator` / `collaborator`: that side's own answers, choices, rankings and styles;
 * - `either`: either participant (activity time, the soft delete);
 * - `status`: either participant, forward only (src/domain/status.ts, checked in the pipeline);
 * - `server`: only the functions (IAM): everything the AI produces, every outcome both share,
 *   and the functions' own bookkeeping (job claims, e-mail claims);
 * - `fixed`: set by the initiator when the session is created, then never changed.
 */
export type IssueWriteClass = 'initiator' | 'collaborator' | 'either' | 'status' | 'server' | 'fixed';

export const ISSUE_WRITE_RIGHTS = {
  id: 'fixed',
  status: 'status',
  issueStatus: 'either',

  initiatorEmail: 'fixed',
  collaboratorEmail: 'fixed',
  initiatorFirstName: 'fixed',
  initiatorLastName: 'fixed',
  collaboratorFirstName: 'fixed',
  collaboratorLastName: 'fixed',
  initiatorRelationship: 'initiator',
  collaboratorRelationship: 'collaborator',

  initiatorIssue: 'initiator',
  collaboratorIssue: 'collaborator',
  desiredOutcomeInitiator: 'initiator',
  desiredOutcomeCollaborator: 'collaborator',
  whyOutcomeMattersInitiator: 'initiator',
  whyOutcomeMattersCollaborator: 'collaborator',
  whyOutcomeInitiator: 'initiator',
  whyOutcomeCollaborator: 'collaborator',
  initiatorClarifiedIssue: 'initiator',
  collaboratorClarifiedIssue: 'collaborator',
  initiatorTone: 'initiator',
  collaboratorTone: 'collaborator',

  categoryIssue: 'server',
  inferredCategories: 'server',
  inferredQuestions: 'server',
  inferredQuestionsUpdatedAt: 'server',
  llmQuestions: 'server',
  llmQuestionsVersion: 'server',
  llmQuestionsAskedAt: 'server',
  conflictType: 'server',
  inferredIssueSummary: 'server',
  inferredRationale: 'server',
  proposedIssueCandidates: 'server',
  proposedIssueCandidatesJson: 'server',
  proposedIssues: 'server',
  reframedIssue: 'server',
  reframedIssueCandidates: 'server',
  reframedIssueCandidates_legacy: 'server',
  initiatorAcceptedIssues: 'initiator',
  collaboratorAcceptedIssues: 'collaborator',
  initiatorReviewedIssues: 'initiator',
  collaboratorReviewedIssues: 'collaborator',
  initiatorAgreePending: 'initiator',
  collaboratorAgreePending: 'collaborator',
  // Issue 27: each side's own wording of the issue; the server records it as agreed once both hold the same.
  initiatorProposedIssue: 'initiator',
  // Issue 27: the invitation's one-line neutral topic the initiator approves (src/domain/invitationTopic.ts).
  invitationTopic: 'initiator',
  collaboratorProposedIssue: 'collaborator',
  agreeAttemptCount: 'server',
  agreeCandidateIndex: 'server',
  noCommonConflict: 'server',
  agreedIssue: 'server',
  agreedConflictType: 'server',
  agreedIssueMeta: 'server',
  agreedAt: 'server',
  precedencePrinciple: 'server',
  precedencePrincipleHuman: 'server',

  initiatorInterests: 'server',
  collaboratorInterests: 'server',
  proposedSolutionsJson: 'server',
  inferInterestsStatus: 'server',
  inferInterestsError: 'server',
  inferInterestsJobId: 'server',
  inferInterestsRequestedAt: 'server',
  solutions: 'server',
  sessionSolutions: 'server',
  initiatorSolutionOrder: 'initiator',
  collaboratorSolutionOrder: 'collaborator',
  initiatorSolutionRankings: 'initiator',
  collaboratorSolutionRankings: 'collaborator',
  topThreeSolutionIds: 'server',
  solutionScores: 'server',
  bestSolutionId: 'server',
  bestSolution: 'server',
  bestSolutionJson: 'server',
  bestSolutionStatement: 'server',
  selectedSolution: 'server',
  selectedSolutionJson: 'server',

  initiatorDCS: 'initiator',
  collaboratorDCS: 'collaborator',
  initiatorDcsModeSnapshot: 'initiator',
  collaboratorDcsModeSnapshot: 'collaborator',
  inferInitiatorDCS: 'server',
  inferCollaboratorDCS: 'server',
  initiatorDPI: 'initiator',
  collaboratorDPI: 'collaborator',
  initiatorPersonalityJson: 'initiator',
  collaboratorPersonalityJson: 'collaborator',

  // Dfuse's advice to each side, which both read and the printed plan shows as Dfuse's words:
  // only the function that runs the AI writes it, so no side can put words in Dfuse's mouth.
  initiatorStrategies: 'server',
  collaboratorStrategies: 'server',
  initiatorCommunicationTips: 'server',
  collaboratorCommunicationTips: 'server',
  proposeStrategiesStatus: 'server',
  proposeStrategiesError: 'server',
  proposeStrategiesChecksum: 'server',
  proposeStrategiesRequestedAt: 'server',
  proposeStrategiesJobId: 'server',
  initiatorImplementPlanJson: 'server',
  collaboratorImplementPlanJson: 'server',

  aiStatus: 'server',
  aiErrorMessage: 'server',
  aiModel: 'server',
  aiJobId: 'server',
  aiDerivedAt: 'server',

  collaboratorJoined: 'collaborator',
  collaboratorAcceptedAt: 'collaborator',
  inviteEmailStatus: 'server',
  inviteEmailError: 'server',
  inviteEmailSentAt: 'server',
  noCommonConflictEmailSentAt: 'server',
  sessionDeletedEmailSentAt: 'server',
  // Set by settle-session when a safety check pauses the session; says nothing of whose or why.
  safetyPausedAt: 'server',
  // Set by settle-session when the collaborator's own check lets them go on: only then do they
  // read what the initiator wrote (src/domain/beforeFirstCheck.ts).
  collaboratorSafetyClearedAt: 'server',
  // Set by settle-session: a suggested best solution and each side's answer (src/domain/suggestion.ts),
  // the side taken from the caller's token, so no side answers for the other.
  bestSolutionSuggestionJson: 'server',
  // Follow-up (src/domain/followUp.ts): the server stamps when each side's page said it is there
  // (on its own clock, amplify/functions/follow-up) and keeps what it sent.
  // Step 7 (src/domain/commitments.ts, checkIns.ts, rounds.ts): each side's commitments, check-in
  // answers and whether it keeps the later check-ins are its own; what both share is the server's.
  initiatorCommitmentsJson: 'initiator',
  collaboratorCommitmentsJson: 'collaborator',
  commitmentJson: 'server',
  initiatorCheckInJson: 'initiator',
  collaboratorCheckInJson: 'collaborator',
  initiatorLaterCheckInsOff: 'initiator',
  collaboratorLaterCheckInsOff: 'collaborator',
  reviewJson: 'server',
  historyJson: 'server',
  initiatorSeenAt: 'server',
  collaboratorSeenAt: 'server',
  followUpJson: 'server',
  formerParticipantSide: 'server',
  // Issue 27: each side leaves an agreed session for itself (src/domain/leaving.ts).
  initiatorLeftAt: 'initiator',
  collaboratorLeftAt: 'collaborator',
  retentionWarnedAt: 'server',
  lastActivityAt: 'either',
  deletedAt: 'either',
  // Issue 27: who deleted the session, stamped by the update guard from the caller's token
  // (src/domain/deletion.ts), so no side can put the deletion on the other.
  deletedBy: 'server',
  closedAt: 'either',
  closedComment: 'either',
} as const satisfies Record<string, IssueWriteClass>;

export type IssueField = keyof typeof ISSUE_WRITE_RIGHTS;

/**
 * What the initiator may set when creating a session: what the intake collects, its activity
 * time and the starting values of the spec (part 1, 4: status created, collaboratorJoined
 * false, inviteEmailStatus pending), which the create pipeline checks (CREATION_VALUES).
 * Everything else starts empty.
 */
export const ISSUE_CREATION_FIELDS = [
  'id',
  'status',
  'initiatorEmail',
  'collaboratorEmail',
  'initiatorFirstName',
  'initiatorLastName',
  'collaboratorFirstName',
  'collaboratorLastName',
  'initiatorIssue',
  'desiredOutcomeInitiator',
  'whyOutcomeMattersInitiator',
  'collaboratorJoined',
  'inviteEmailStatus',
  'lastActivityAt',
] as const satisfies readonly IssueField[];

/** The only values a new session may start with in these fields (a missing one is fine). */
export const CREATION_VALUES = {
  status: 'created',
  collaboratorJoined: false,
  inviteEmailStatus: 'pending',
} as const satisfies Partial<Record<IssueField, unknown>>;

export const CREATION_VALUES_MESSAGE = 'A new session starts as created, with the invitation pending and the collaborator not joined yet.';

/**
 * Why a new session may not start with `input`, or null: a status other than created is named
 * as such, any other starting value the spec fixes gets the general message. The AppSync
 * creation guard is bundled from this (amplify/data/guards/createIssue.ts).
 */
export function creationProblem(input: Record<string, unknown>): string | null {
  if (Object.hasOwn(input, 'status') && input.status !== CREATION_VALUES.status) {
    return isIssueStatus(input.status) ? STATUS_AT_CREATION_MESSAGE : CREATION_VALUES_MESSAGE;
  }
  const fields = Object.keys(CREATION_VALUES) as (keyof typeof CREATION_VALUES)[];
  return fields.some((field) => Object.hasOwn(input, field) && input[field] !== CREATION_VALUES[field]) ? CREATION_VALUES_MESSAGE : null;
}

/** A Profile is its owner's alone; only its key is fixed. */
export type ProfileWriteClass = 'owner' | 'fixed';

export const PROFILE_WRITE_RIGHTS = {
  emailLower: 'fixed',
  email: 'owner',
  sub: 'owner',
  dpiType: 'owner',
  dpiResults: 'owner',
  dpiVersion: 'owner',
  dcsMode: 'owner',
  dcsScores: 'owner',
  dcsVersion: 'owner',
  extra: 'owner',
  noticesOff: 'owner',
} as const satisfies Record<string, ProfileWriteClass>;

export type Side = 'initiator' | 'collaborator';
export type Writer = Side | 'stranger';

/** Whether `writer` may update `field` of an Issue they (or, for a stranger, other people) take part in. */
export function mayUpdate(writer: Writer, field: IssueField): boolean {
  if (writer === 'stranger') return false;
  const rights: IssueWriteClass = ISSUE_WRITE_RIGHTS[field];
  return rights === writer || rights === 'either' || rights === 'status';
}

/** Whether the initiator may set `field` when creating the session (nobody else may create one). */
export function mayCreateWith(field: IssueField): boolean {
  return (ISSUE_CREATION_FIELDS as readonly IssueField[]).includes(field);
}

/** The fields of each class, in table order. */
export function issueFieldsOf(rights: IssueWriteClass): IssueField[] {
  return (Object.keys(ISSUE_WRITE_RIGHTS) as IssueField[]).filter((field) => ISSUE_WRITE_RIGHTS[field] === rights);
}
