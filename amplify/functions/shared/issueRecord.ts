/**
 * The whole Issue as the functions read it over IAM, typed by the data schema itself, so a
 * function never works from a hand-kept copy of the fields. The selection is built from the
 * write-rights table, which a test keeps equal to the schema's fields.
 */
import type { Schema } from '../../data/resource';
import { ISSUE_WRITE_RIGHTS } from '../../../src/domain/writeRights';

export type IssueRecord = Schema['Issue']['type'];

/** Sub-selections of the custom-type fields. */
const NESTED: Record<string, string> = {
  precedencePrinciple: '{ code human }',
  initiatorInterests: '{ category label rationale }',
  collaboratorInterests: '{ category label rationale }',
  initiatorSolutionRankings: '{ sol value title }',
  collaboratorSolutionRankings: '{ sol value title }',
  solutionScores: '{ sol title initiatorScore collaboratorScore sum }',
};

/** Every field of the Issue, for a GraphQL selection set. */
export const ISSUE_SELECTION = [...Object.keys(ISSUE_WRITE_RIGHTS), 'createdAt', 'updatedAt']
  .map((field) => (NESTED[field] ? `${field} ${NESTED[field]}` : field))
  .join(' ');
