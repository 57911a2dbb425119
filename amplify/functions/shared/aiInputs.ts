/**
 * What the AI tasks read from a session: each side's own answers (and how it knows the other, where it said), and for the strategy tasks
 * its conflict style, its personality type (where taken) and the chosen solution. One place, so every function hands the engine
 * the same view of the session.
 */
import type { PartyAnswers, SideForStrategies } from '../../ai';
import { storedBestSolution } from '../../../src/domain/bestSolution';
import { relationshipOf } from '../../../src/domain/relationship';
import type { Role } from '../../../src/domain/sessionRole';
import { texts } from '../../../src/domain/sessions';
import { personalityOf, styleOf } from '../../../src/domain/strategies';
import type { IssueRecord } from './participantIssue';

export function partyAnswers(issue: IssueRecord, role: Role): PartyAnswers {
  const relationship = relationshipOf(issue, role);
  const answers =
    role === 'initiator'
      ? {
          firstName: issue.initiatorFirstName,
          issue: texts(issue.initiatorIssue),
          desiredOutcome: texts(issue.desiredOutcomeInitiator),
          whyOutcomeMatters: texts(issue.whyOutcomeMattersInitiator),
        }
      : {
          firstName: issue.collaboratorFirstName,
          issue: texts(issue.collaboratorIssue),
          desiredOutcome: texts(issue.desiredOutcomeCollaborator),
          whyOutcomeMatters: texts(issue.whyOutcomeMattersCollaborator),
        };
  return relationship ? { ...answers, relationship } : answers;
}

/** A side with its style and, where they took the test, its personality type; call only once awaitingStyles(issue) is null. */
export function sideForStrategies(issue: IssueRecord, role: Role): SideForStrategies {
  const style = styleOf(issue, role);
  if (!style) throw new Error(`No conflict style for the ${role}`);
  return { ...partyAnswers(issue, role), style, personality: personalityOf(issue, role) };
}

export const bestSolutionOf = (issue: IssueRecord) => storedBestSolution(issue)?.solution ?? null;

export const agreedIssueOf = (issue: IssueRecord) => issue.agreedIssue?.trim() || texts(issue.proposedIssues)[0] || '';
