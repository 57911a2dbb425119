/**
 * POST …/infer-interests/enqueue {issueId, persist: true} with the caller's Cognito token: asks
 * for the five solutions of the session (docs/rules.md, "Solutions"). The call claims the job
 * with a conditional write (so two calls at once make one set), answers 202 at once, and the
 * work runs in a new asynchronous invocation of this function (shared/background.ts): the AI
 * engine proposes exactly five solutions, the precedence principle and each side's interests,
 * which are stored on the Issue and reach both screens live. A failure is stored with a message
 * to show; the answers and the agreed issue are never touched.
 *
 * Answers: 200 {status: 'ready'} when the solutions exist; 202 {status: 'pending'} (claimed now
 * or under way); 409 {message, missing} answers missing; 422 {message, unchanged} these inputs
 * already failed; 429 {message, retryAfterMinutes} a quota of runs is used up (shared/aiRuns.ts);
 * 401/404 as the other functions.
 */
import { randomUUID } from 'node:crypto';
import { createAiEngineFromEnv, isAiTaskError } from '../../ai';
import { claimCondition } from '../../../src/domain/jobs';
import { isConflictType } from '../../../src/domain/statements';
import { texts } from '../../../src/domain/sessions';
import { hasSolutions, normalizeProposals, solutionsDocument } from '../../../src/domain/solutions';
import { agreedIssueOf, partyAnswers } from '../shared/aiInputs';
import { cancelAiRun, endAiRun, startAiRun } from '../shared/aiRuns';
import { isConditionFailure } from '../shared/appsync';
import { isBackgroundJob, startInBackground, type BackgroundJob, type LambdaContext } from '../shared/background';
import { jobRecord } from '../shared/jobRecord';
import { verifyCaller } from '../shared/caller';
import { HttpError, answer, json, readJsonObject, type FunctionUrlEvent } from '../shared/functionUrl';
import { jobStaleAfterMs } from '../shared/jobWindow';
import { loadParticipantIssue, readIssue, updateIssue, type IssueRecord } from '../shared/participantIssue';

const JOB = 'infer-interests';
/** This job's status, error and claim on the Issue. */
const record = jobRecord('inferInterests');

/** The spec's precondition (docs/rules.md, "Solutions"): the initiator's issue, the collaborator's issue and outcome. */
const NEEDED: [keyof IssueRecord, string][] = [
  ['initiatorIssue', "the initiator's issue"],
  ['collaboratorIssue', "the collaborator's issue"],
  ['desiredOutcomeCollaborator', "the collaborator's desired outcome"],
];

async function enqueue(event: FunctionUrlEvent, context: LambdaContext) {
  if (event.requestContext.http.method !== 'POST') throw new HttpError(405, 'Use POST.');
  const caller = await verifyCaller(event);
  const { issueId } = readJsonObject(event, '{"issueId": "...", "persist": true}');
  const { issue } = await loadParticipantIssue(issueId, caller);
  if (hasSolutions(issue)) return json(200, { status: 'ready' });
  const missing = NEEDED.filter(([field]) => !texts(issue[field] as (string | null)[] | null).length).map(([, name]) => name);
  if (missing.length) throw new HttpError(409, `Solutions need both perspectives first. Still missing: ${missing.join(', ')}.`, { missing });

  const now = new Date();
  const jobId = randomUUID();
  try {
    await updateIssue(
      { id: issue.id, inferInterestsStatus: 'pending', inferInterestsJobId: jobId, inferInterestsRequestedAt: now.toISOString(), inferInterestsError: null },
      { and: [claimCondition('inferInterestsStatus', 'inferInterestsRequestedAt', now, jobStaleAfterMs()), { proposedSolutionsJson: { attributeExists: false } }] },
    );
  } catch (error) {
    if (isConditionFailure(error)) return json(202, { status: 'pending' });
    throw error;
  }
  // Checked and counted once the claim is ours, so calls at the same moment make one run. A
  // refusal is the job's failure, shown on both screens.
  let aiRun;
  try {
    aiRun = await startAiRun({ task: JOB, issueId: issue.id, callerEmail: caller.email, input: engineInput(issue) });
  } catch (refusal) {
    if (refusal instanceof HttpError) await record.fail(issue.id, jobId, refusal.message);
    throw refusal;
  }
  try {
    await startInBackground(context, { job: JOB, issueId: issue.id, jobId });
  } catch (error) {
    await cancelAiRun(aiRun);
    await record.fail(issue.id, jobId, 'The solutions could not be started. Please try again.');
    throw error;
  }
  return json(202, { status: 'pending' });
}


/** What the engine is given: the agreed issue, its type and both sides' answers. */
const engineInput = (issue: IssueRecord) => ({
  agreedIssue: agreedIssueOf(issue),
  conflictType: isConflictType(issue.agreedConflictType) ? issue.agreedConflictType : isConflictType(issue.conflictType) ? issue.conflictType : null,
  initiator: partyAnswers(issue, 'initiator'),
  collaborator: partyAnswers(issue, 'collaborator'),
});

/** The work itself, in the background invocation. Only the claim's own job writes. */
async function run(work: BackgroundJob): Promise<void> {
  const issue = await readIssue(work.issueId);
  if (!issue || issue.inferInterestsJobId !== work.jobId || hasSolutions(issue)) return;
  if (!(await record.start(issue.id, work.jobId))) return; // a newer claim took over
  const input = engineInput(issue);
  try {
    const result = await createAiEngineFromEnv().inferInterests(input);
    const solutions = normalizeProposals(result.solutions);
    if (!solutions) throw new Error('The engine returned no usable solutions');
    const at = new Date().toISOString();
    await updateIssue(
      {
        id: issue.id,
        proposedSolutionsJson: solutionsDocument(solutions),
        precedencePrinciple: result.precedencePrinciple,
        precedencePrincipleHuman: result.precedencePrinciple.human,
        initiatorInterests: result.initiatorInterests,
        collaboratorInterests: result.collaboratorInterests,
        inferInterestsStatus: 'succeeded',
        lastActivityAt: at,
      },
      record.mine(work.jobId),
    );
    await endAiRun(JOB, issue.id, input);
  } catch (error) {
    await endAiRun(JOB, issue.id, input, error);
    if (isConditionFailure(error)) return;
    console.error('infer-interests failed', isAiTaskError(error) ? error.detail : error);
    await record.fail(issue.id, work.jobId, isAiTaskError(error) ? error.userMessage : 'The solutions could not be prepared this time. Please try again.');
  }
}

export const handler = (event: unknown, context: LambdaContext) =>
  isBackgroundJob(event, JOB) ? run(event) : answer(() => enqueue(event as FunctionUrlEvent, context));
