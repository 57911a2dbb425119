/**
 * Each side's answers are editable until the proposed statements exist (issue 27), by the domain
 * rule and by the AppSync update guard bundled from it, executed as the local cloud executes it.
 */
import { describe, expect, it } from 'vitest';
import { STEP_ENTRIES, bundleStep } from '../../../amplify/data/pipelineSteps';
import { loadPipelineSteps } from '../../../local/data/appsyncJs';
import { ANSWERS_LOCKED_MESSAGE, ANSWER_FIELDS, answerUpdateProblem, type ProposalFacts } from '../../../src/domain/answerLock';

const ANSWERED: Record<string, unknown> = {
  id: 's1',
  status: 'resolving_issue',
  collaboratorJoined: true,
  initiatorIssue: ['We never plan the weekend'],
  desiredOutcomeInitiator: ['A plan by Thursday'],
  whyOutcomeMattersInitiator: ['I need to know'],
  collaboratorIssue: ['Plans change'],
  desiredOutcomeCollaborator: ['Room to change'],
  whyOutcomeMattersCollaborator: ['Work shifts move'],
};
const PROPOSED = { ...ANSWERED, proposedIssues: ['How we plan our weekends'] };
const CANDIDATES_ONLY = { ...ANSWERED, proposedIssueCandidatesJson: JSON.stringify([{ statement: 'How we plan our weekends' }]) };

const [guard] = loadPipelineSteps([
  { typeName: 'Mutation', fieldName: 'updateIssue', name: 'updateIssueGuard', dataSource: 'IssueTable', at: 'beforeData', code: bundleStep(STEP_ENTRIES.updateIssueGuard) },
]).beforeData.get('Mutation.updateIssue')!;

/** The bundled guard's message, or null when it lets the write through. */
function guardSays(input: Record<string, unknown>, stored: Record<string, unknown>): string | null {
  try {
    guard({ id: 's1', ...input }, stored, null);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('answers editable until the statements are proposed', () => {
  it.each(ANSWER_FIELDS)('%s may change before the statements exist, and not after', (field) => {
    const edit = { [field]: ['Said another way'] };
    expect(answerUpdateProblem(edit, ANSWERED as ProposalFacts)).toBeNull();
    expect(guardSays(edit, ANSWERED)).toBeNull();
    expect(answerUpdateProblem(edit, PROPOSED)).toBe(ANSWERS_LOCKED_MESSAGE);
    expect(guardSays(edit, PROPOSED)).toBe(ANSWERS_LOCKED_MESSAGE);
    expect(guardSays(edit, CANDIDATES_ONLY)).toBe(ANSWERS_LOCKED_MESSAGE);
  });

  it('lets an answer list be written as it already is, and other fields through, after the statements exist', () => {
    expect(guardSays({ collaboratorIssue: ['Plans change'] }, PROPOSED)).toBeNull();
    expect(guardSays({ collaboratorAcceptedIssues: ['How we plan our weekends'], collaboratorReviewedIssues: ['How we plan our weekends'] }, PROPOSED)).toBeNull();
  });

  it('does not count blank statements as proposed', () => {
    expect(answerUpdateProblem({ initiatorIssue: ['New'] }, { ...ANSWERED, proposedIssues: [' ', null], proposedIssueCandidatesJson: ' [] ' })).toBeNull();
    expect(answerUpdateProblem({ initiatorIssue: ['New'] }, { ...ANSWERED, proposedIssueCandidatesJson: [{ statement: 'How we plan' }] })).toBe(ANSWERS_LOCKED_MESSAGE);
  });
});
