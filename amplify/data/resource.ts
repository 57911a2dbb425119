import { type ClientSchema, a, defineData } from '@aws-amplify/backend';
import { PARTICIPANT_EMAIL_CLAIM } from '../../src/domain/identity';
import { LIMITS, LIMIT_MESSAGES } from '../../src/domain/limits';
import { SAFETY_QUESTION_IDS, type SafetyQuestionId } from '../../src/domain/safety';
import { ISSUE_STATUSES } from '../../src/domain/status';
import { JOB_STATUSES } from '../../src/domain/jobs';
import { CONFLICT_TYPES } from '../../src/domain/statements';
import { followUp } from '../functions/follow-up/resource';
import { unsubscribe } from '../functions/unsubscribe/resource';
import { implementPlan } from '../functions/implement-plan/resource';
import { inferInterests } from '../functions/infer-interests/resource';
import { proposeIssues } from '../functions/propose-issues/resource';
import { proposeStrategies } from '../functions/propose-strategies/resource';
import { sendEmail } from '../functions/send-email/resource';
import { settleSession } from '../functions/settle-session/resource';
import { eraseAccount } from '../functions/erase-account/resource';
import { exportData } from '../functions/export-data/resource';
import { retention } from '../functions/retention/resource';
import { collaboratorOwner, initiatorOwner, withWriteRights } from './writeRights';

/*
 * The two models of the product. Authorization follows docs/design.md, "Security model", which
 * tightens the spec on purpose: only an Issue's two participants (matched on the
 * normalized e-mail claim) may read or update it, nobody may reassign the participant
 * e-mails, nobody may hard-delete it, and a Profile is visible to its owner only.
 * There is no API key and no guest access.
 */

type Limit = keyof typeof LIMITS;
const text = (limit: Limit) => a.string().validate((v) => v.maxLength(LIMITS[limit], LIMIT_MESSAGES[limit]));
const requiredText = (limit: Limit) =>
  a.string().required().validate((v) => v.maxLength(LIMITS[limit], LIMIT_MESSAGES[limit]));
/** A list of strings. List counts and item lengths are checked server-side outside `@validate` (see README). */
const textList = () => a.string().array();

type Allow = Parameters<Parameters<ReturnType<typeof a.model>['authorization']>[0]>[0];
const safetyOwner = (allow: Allow) => allow.ownerDefinedIn('ownerEmail').identityClaim(PARTICIPANT_EMAIL_CLAIM);
/** One yes/no field per question of the safety check. */
const safetyAnswerFields = () => Object.fromEntries(SAFETY_QUESTION_IDS.map((id) => [id, a.boolean()])) as Record<SafetyQuestionId, ReturnType<typeof a.boolean>>;


const schema = a.schema({
  IssueStatus: a.enum(ISSUE_STATUSES),
  ConflictType: a.enum(CONFLICT_TYPES),
  // The specification lists idle/pending/running/succeeded/failed, and elsewhere also in_progress.
  ProposeStrategiesStatus: a.enum(['idle', 'pending', 'in_progress', 'running', 'succeeded', 'failed']),
  AiStatus: a.enum(['idle', 'in_progress', 'succeeded', 'failed']),
  /** A background AI job (src/domain/jobs.ts): claimed (pending), under way (running), then done. */
  JobStatus: a.enum(JOB_STATUSES),
  /** A side of a session: who deleted it (src/domain/deletion.ts). */
  SessionSide: a.enum(['initiator', 'collaborator']),

  Interest: a.customType({
    category: a.string().required(),
    label: a.string().required(),
    rationale: a.string().required(),
  }),
  SolutionRanking: a.customType({
    sol: a.string().required(),
    value: a.integer().required(),
    title: a.string(),
  }),
  SolutionScore: a.customType({
    sol: a.string().required(),
    title: a.string(),
    initiatorScore: a.integer(),
    collaboratorScore: a.integer(),
    sum: a.integer(),
  }),
  PrecedencePrinciple: a.customType({
    code: a.string(),
    human: a.string(),
  }),

  Issue: a
    // Who may write each field: src/domain/writeRights.ts, applied by withWriteRights. Fields of
    // the spec's data model that no code uses are kept, each with its reason (ISSUE_SPEC_FIELDS_UNUSED).
    .model(withWriteRights({
      id: a.id().required(),
      status: a.ref('IssueStatus'),
      /** Fallback status the resolve page writes when writing `status` fails (docs/rules.md, "Status transitions"). */
      issueStatus: text('shortText'),

      // The participants. Set once at creation (`fixed`), so nobody, not even a participant,
      // can hand the session to someone else.
      initiatorEmail: a.string().required().validate((v) => v.maxLength(LIMITS.email, LIMIT_MESSAGES.email)),
      collaboratorEmail: a.string().required().validate((v) => v.maxLength(LIMITS.email, LIMIT_MESSAGES.email)),
      initiatorFirstName: requiredText('name'),
      initiatorLastName: requiredText('name'),
      collaboratorFirstName: requiredText('name'),
      collaboratorLastName: requiredText('name'),
      initiatorRelationship: text('shortText'),
      collaboratorRelationship: text('shortText'),

      // The three answers of each side.
      initiatorIssue: textList(),
      collaboratorIssue: textList(),
      desiredOutcomeInitiator: textList(),
      desiredOutcomeCollaborator: textList(),
      whyOutcomeMattersInitiator: textList(),
      whyOutcomeMattersCollaborator: textList(),
      whyOutcomeInitiator: textList(), // the spec's legacy name; unused (ISSUE_SPEC_FIELDS_UNUSED)
      whyOutcomeCollaborator: textList(), // the spec's legacy name; unused (ISSUE_SPEC_FIELDS_UNUSED)
      initiatorClarifiedIssue: textList(),
      collaboratorClarifiedIssue: textList(),
      initiatorTone: textList(),
      collaboratorTone: textList(),

      // Agreeing on the issue.
      categoryIssue: textList(),
      inferredCategories: textList(),
      inferredQuestions: textList(),
      inferredQuestionsUpdatedAt: a.datetime(),
      llmQuestions: textList(),
      llmQuestionsVersion: text('shortText'),
      llmQuestionsAskedAt: a.datetime(),
      conflictType: text('shortText'),
      inferredIssueSummary: text('longText'),
      inferredRationale: text('longText'),
      proposedIssueCandidates: textList(),
      proposedIssueCandidatesJson: a.json(),
      proposedIssues: textList(),
      reframedIssue: text('statement'),
      reframedIssueCandidates: textList(),
      reframedIssueCandidates_legacy: textList(),
      initiatorAcceptedIssues: textList(),
      collaboratorAcceptedIssues: textList(),
      initiatorReviewedIssues: textList(),
      collaboratorReviewedIssues: textList(),
      initiatorAgreePending: a.boolean(),
      collaboratorAgreePending: a.boolean(),
      initiatorProposedIssue: text('statement'),
      invitationTopic: text('topic'),
      collaboratorProposedIssue: text('statement'),
      agreeAttemptCount: a.integer(),
      agreeCandidateIndex: a.integer(),
      noCommonConflict: a.boolean(),
      agreedIssue: text('statement'),
      agreedConflictType: a.ref('ConflictType'),
      agreedIssueMeta: a.json(),
      agreedAt: a.datetime(),
      precedencePrinciple: a.ref('PrecedencePrinciple'),
      precedencePrincipleHuman: text('longText'),

      // Interests, solutions and the best solution.
      initiatorInterests: a.ref('Interest').array(),
      collaboratorInterests: a.ref('Interest').array(),
      proposedSolutionsJson: a.json(),
      // The infer-interests job that proposes the five solutions.
      inferInterestsStatus: a.ref('JobStatus'),
      inferInterestsError: text('longText'),
      inferInterestsJobId: text('shortText'),
      inferInterestsRequestedAt: a.datetime(),
      solutions: a.json(), // legacy read fallback
      sessionSolutions: a.json(), // legacy read fallback
      initiatorSolutionOrder: textList(),
      collaboratorSolutionOrder: textList(),
      initiatorSolutionRankings: a.ref('SolutionRanking').array(),
      collaboratorSolutionRankings: a.ref('SolutionRanking').array(),
      topThreeSolutionIds: textList(),
      solutionScores: a.ref('SolutionScore').array(),
      bestSolutionId: text('shortText'),
      bestSolution: text('statement'),
      bestSolutionJson: a.json(),
      bestSolutionStatement: text('statement'), // legacy read fallback
      selectedSolution: text('statement'), // legacy read fallback
      selectedSolutionJson: a.json(), // legacy read fallback

      // Styles.
      initiatorDCS: text('shortText'),
      collaboratorDCS: text('shortText'),
      initiatorDcsModeSnapshot: text('shortText'),
      collaboratorDcsModeSnapshot: text('shortText'),
      inferInitiatorDCS: text('shortText'),
      inferCollaboratorDCS: text('shortText'),
      initiatorDPI: textList(),
      collaboratorDPI: textList(),
      initiatorPersonalityJson: a.json(),
      collaboratorPersonalityJson: a.json(),

      // Strategies and the implementation plan.
      initiatorStrategies: textList(),
      collaboratorStrategies: textList(),
      initiatorCommunicationTips: textList(),
      collaboratorCommunicationTips: textList(),
      proposeStrategiesStatus: a.ref('ProposeStrategiesStatus'),
      proposeStrategiesError: text('longText'),
      proposeStrategiesChecksum: text('shortText'),
      proposeStrategiesRequestedAt: a.datetime(),
      proposeStrategiesJobId: text('shortText'),
      // Each side's implementation plan (docs/rules.md, "Strategies"), kept so reopening the page shows it.
      initiatorImplementPlanJson: a.json(),
      collaboratorImplementPlanJson: a.json(),

      // The AI job that proposed the issues.
      aiStatus: a.ref('AiStatus'),
      aiErrorMessage: text('longText'),
      aiModel: text('shortText'),
      aiJobId: text('shortText'),
      aiDerivedAt: a.datetime(),

      // Invitation, activity and the soft delete.
      collaboratorJoined: a.boolean(),
      collaboratorAcceptedAt: a.datetime(),
      inviteEmailStatus: text('shortText'),
      inviteEmailError: text('longText'),
      inviteEmailSentAt: a.datetime(),
      // Set by settle-session when the no-common-conflict notice goes out, so it goes out once.
      noCommonConflictEmailSentAt: a.datetime(),
      // Set by send-email when the other participant is told the session was deleted, so they are told once.
      sessionDeletedEmailSentAt: a.datetime(),
      // Set by settle-session when either person's safety check pauses the session (docs/rules.md, "Safety").
      safetyPausedAt: a.datetime(),
      // Set by settle-session when the collaborator's check lets them go on; until then their reads
      // show nothing the initiator wrote (src/domain/beforeFirstCheck.ts).
      collaboratorSafetyClearedAt: a.datetime(),
      // Set by settle-session: a suggested best solution and each side's answer to it, until both
      // accept it or one asks to re-rank (src/domain/suggestion.ts).
      bestSolutionSuggestionJson: a.json(),
      // Step 7, commit and review (src/domain/commitments.ts, checkIns.ts, rounds.ts): each side's
      // if-then commitments and check-in answers, whether it keeps the later check-ins; the
      // commitment both share, the check-ins' outcomes and the earlier rounds, recorded by the server.
      initiatorCommitmentsJson: a.json(),
      collaboratorCommitmentsJson: a.json(),
      commitmentJson: a.json(),
      initiatorCheckInJson: a.json(),
      collaboratorCheckInJson: a.json(),
      initiatorLaterCheckInsOff: a.boolean(),
      collaboratorLaterCheckInsOff: a.boolean(),
      reviewJson: a.json(),
      historyJson: a.json(),
      // Follow-up (src/domain/followUp.ts): when each side's page last said it is open, and what
      // the follow-up function sent (the turn it saw, notices and reminders per side).
      initiatorSeenAt: a.datetime(),
      collaboratorSeenAt: a.datetime(),
      followUpJson: a.json(),
      // Set when one participant erased their account: their side, now shown as 'a former participant' (src/domain/erasure.ts).
      formerParticipantSide: text('shortText'),
      // Set when a side leaves the session after an issue was agreed: hidden for them, kept for the other (src/domain/leaving.ts).
      initiatorLeftAt: a.datetime(),
      collaboratorLeftAt: a.datetime(),
      // Set by the retention job when the participants were warned that the untouched session will be deleted (src/domain/retention.ts).
      retentionWarnedAt: a.datetime(),
      lastActivityAt: a.datetime(),
      deletedAt: a.datetime(),
      // Stamped by the update guard from the token of the side whose write closed the session (src/domain/deletion.ts).
      deletedBy: a.ref('SessionSide'),
      closedAt: a.datetime(),
      closedComment: text('longText'),
    }))
    .secondaryIndexes((index) => [
      index('initiatorEmail').sortKeys(['lastActivityAt']).queryField('issuesByInitiatorEmail'),
      index('collaboratorEmail').sortKeys(['lastActivityAt']).queryField('issuesByCollaboratorEmail'),
    ])
    .authorization((allow) => [
      initiatorOwner(allow).to(['create', 'read', 'update']),
      collaboratorOwner(allow).to(['read', 'update']),
    ]),

  // A person's private safety check for one session (docs/rules.md, "Safety"): its owner's alone,
  // never a field of the shared Issue. The owner writes the answers; the outcome is the server's
  // (settle-session reads the answers over IAM and records it); nobody deletes it.
  SafetyCheck: a
    .model({
      issueId: a.id().required(),
      ownerEmail: a.string().required().validate((v) => v.maxLength(LIMITS.email, LIMIT_MESSAGES.email)),
      ...safetyAnswerFields(),
      outcome: a.string().authorization((allow) => [safetyOwner(allow).to(['read'])]),
      decidedAt: a.datetime().authorization((allow) => [safetyOwner(allow).to(['read'])]),
      goOnAt: a.datetime().authorization((allow) => [safetyOwner(allow).to(['read'])]),
    })
    .identifier(['issueId', 'ownerEmail'])
    // Export and erasure find every check of one person (amplify/functions/shared/personRecords.ts).
    .secondaryIndexes((index) => [index('ownerEmail').queryField('safetyChecksByOwnerEmail')])
    .authorization((allow) => [safetyOwner(allow).to(['create', 'read', 'update'])]),

  // The same private check offered again at each check-in of step 7 (docs/rules.md, "Safety"):
  // one per person per check-in, its owner's alone like the first. The owner writes the answers,
  // or `skipped` to pass this time; settle-session (step `safety` with `checkIn`) records the
  // outcome, and a pause pauses the session exactly as the first check does.
  SafetyRecheck: a
    .model({
      issueId: a.id().required(),
      ownerEmail: a.string().required().validate((v) => v.maxLength(LIMITS.email, LIMIT_MESSAGES.email)),
      checkIn: a.integer().required(),
      ...safetyAnswerFields(),
      skipped: a.boolean(),
      outcome: a.string().authorization((allow) => [safetyOwner(allow).to(['read'])]),
      decidedAt: a.datetime().authorization((allow) => [safetyOwner(allow).to(['read'])]),
      goOnAt: a.datetime().authorization((allow) => [safetyOwner(allow).to(['read'])]),
    })
    .identifier(['issueId', 'ownerEmail', 'checkIn'])
    .secondaryIndexes((index) => [index('ownerEmail').queryField('safetyRechecksByOwnerEmail')])
    .authorization((allow) => [safetyOwner(allow).to(['create', 'read', 'update'])]),

  Profile: a
    .model({
      emailLower: a.string().required().validate((v) => v.maxLength(LIMITS.email, LIMIT_MESSAGES.email)),
      email: a.string().required().validate((v) => v.maxLength(LIMITS.email, LIMIT_MESSAGES.email)),
      sub: text('shortText'),
      dpiType: text('shortText'),
      dpiResults: textList(),
      dpiVersion: text('shortText'),
      dcsMode: text('shortText'),
      dcsScores: textList(),
      dcsVersion: text('shortText'),
      extra: a.json(),
      /** True: no your-turn notices or reminders (the account page, or the e-mails' unsubscribe link). */
      noticesOff: a.boolean(),
    })
    .identifier(['emailLower'])
    .secondaryIndexes((index) => [index('email').queryField('profilesByEmail'), index('sub').queryField('profilesBySub')])
    .authorization((allow) => [allow.ownerDefinedIn('emailLower').identityClaim(PARTICIPANT_EMAIL_CLAIM)]),
})
  // Backend functions reach the data with their own IAM role (docs/design.md, "Security model").
  // Each checks itself that its caller takes part in the session it names.
  .authorization((allow) => [
    allow.resource(sendEmail),
    allow.resource(proposeIssues),
    allow.resource(settleSession),
    allow.resource(inferInterests),
    allow.resource(proposeStrategies),
    allow.resource(implementPlan),
    allow.resource(followUp),
    allow.resource(unsubscribe),
    allow.resource(exportData).to(['query']),
    allow.resource(eraseAccount),
    allow.resource(retention),
  ]);

export type Schema = ClientSchema<typeof schema>;

export const data = defineData({
  schema,
  authorizationModes: { defaultAuthorizationMode: 'userPool' },
});
