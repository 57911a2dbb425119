/**
 * What "Download my data" holds for one session (docs/rules.md, "My data"): everything this
 * person provided (every field their side writes itself), and every outcome both share, as the
 * person could already see it on screen. The other side's private inputs never appear; their
 * ranking only once the rankings are revealed to both (src/domain/blindRankings.ts).
 */
import { rankingsRevealed } from './blindRankings';
import type { RankingFacts } from './rankingRules';
import { otherRole, type Role } from './sessionRole';
import { ISSUE_WRITE_RIGHTS, type IssueField } from './writeRights';

export const EXPORT_FORMAT = 'dfuse-export';
export const EXPORT_VERSION = 1;

/** What both participants read as the session's outcome, whichever side they are on. */
const SHARED_OUTCOME_FIELDS = [
  'proposedIssues',
  'agreedIssue',
  'agreedConflictType',
  'agreedAt',
  'noCommonConflict',
  'precedencePrincipleHuman',
  'proposedSolutionsJson',
  'topThreeSolutionIds',
  'solutionScores',
  'bestSolutionId',
  'bestSolution',
  'bestSolutionJson',
  'bestSolutionSuggestionJson',
  // Dfuse's advice to each side, which both read (src/domain/writeRights.ts).
  'initiatorStrategies',
  'collaboratorStrategies',
  'initiatorCommunicationTips',
  'collaboratorCommunicationTips',
] as const satisfies readonly IssueField[];

/** What Dfuse worked out for this side alone and shows it: its interests and its plan. */
const FOR_SIDE: Record<Role, readonly IssueField[]> = {
  initiator: ['initiatorInterests', 'initiatorImplementPlanJson'],
  collaborator: ['collaboratorInterests', 'collaboratorImplementPlanJson'],
};

const RANKING_OF: Record<Role, readonly IssueField[]> = {
  initiator: ['initiatorSolutionOrder', 'initiatorSolutionRankings'],
  collaborator: ['collaboratorSolutionOrder', 'collaboratorSolutionRankings'],
};

/** The stored session as the export reads it (every field, as the functions read it). */
export type StoredSession = Partial<Record<IssueField | 'createdAt' | 'updatedAt', unknown>> & { id: string };

export interface ExportedSession {
  id: string;
  yourRole: Role;
  status: unknown;
  createdAt: unknown;
  lastActivityAt: unknown;
  you: { firstName: unknown; lastName: unknown; email: unknown };
  otherParticipant: { firstName: unknown; lastName: unknown };
  /** Every field this person wrote themselves, by field name (empty ones left out). */
  yourInputs: Record<string, unknown>;
  /** What both read: the agreed issue, solutions, rankings' result, best solution, strategies and plan. */
  sharedOutcomes: Record<string, unknown>;
  /** The other side's ranking, only once both ranked (as the screen shows it then); else null. */
  otherSideRanking: Record<string, unknown> | null;
}

const isEmpty = (value: unknown) => value === null || value === undefined || (Array.isArray(value) && value.length === 0);

function pick(session: StoredSession, fields: readonly IssueField[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((field) => !isEmpty(session[field])).map((field) => [field, session[field]]));
}

/** The fields `role` writes itself. */
export const ownFields = (role: Role) => (Object.keys(ISSUE_WRITE_RIGHTS) as IssueField[]).filter((field) => ISSUE_WRITE_RIGHTS[field] === role);

/** One session of the export, for the participant on `role`. */
export function exportedSession(session: StoredSession, role: Role): ExportedSession {
  const other = otherRole(role);
  const name = (side: Role) => ({
    firstName: session[side === 'initiator' ? 'initiatorFirstName' : 'collaboratorFirstName'],
    lastName: session[side === 'initiator' ? 'initiatorLastName' : 'collaboratorLastName'],
  });
  const revealed = rankingsRevealed(session as RankingFacts);
  return {
    id: session.id,
    yourRole: role,
    status: session.status ?? null,
    createdAt: session.createdAt ?? null,
    lastActivityAt: session.lastActivityAt ?? null,
    you: { ...name(role), email: session[role === 'initiator' ? 'initiatorEmail' : 'collaboratorEmail'] },
    otherParticipant: name(other),
    yourInputs: pick(session, ownFields(role)),
    sharedOutcomes: pick(session, [...SHARED_OUTCOME_FIELDS, ...FOR_SIDE[role]]),
    otherSideRanking: revealed ? pick(session, RANKING_OF[other]) : null,
  };
}
