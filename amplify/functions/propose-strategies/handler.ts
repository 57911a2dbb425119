/**
 * POST …/propose-strategies {issueId} (and …/propose-strategies/enqueue, the same) with the
 * caller's Cognito token: asks for both sides' strategies and communication tips (docs/rules.md,
 * "Strategies"). Both conflict styles are needed: otherwise 409 {awaiting: true, message,
 * missing}. The work is claimed with a conditional write and runs in a new asynchronous
 * invocation of this function; the session records its status, error, request time and a
 * checksum of its inputs, so a repeat with unchanged inputs does nothing and changed inputs (a
 * retaken quiz) make new strategies.
 *
 * Answers: 200 {status: 'ready'} (current strategies exist); 202 {status: 'pending'}; 409 as
 * above; 401/404 as the other functions.
 */
import { randomUUID } from 'node:crypto';
import { createAiEngineFromEnv, isAiTaskError } from '../../ai';
import { claimCondition } from '../../../src/domain/jobs';
import { awaitingStyles, hasAnyStrategies, strategyInputsChecksum } from '../../../src/domain/strategies';
import { agreedIssueOf, bestSolutionOf, sideForStrategies } from '../shared/aiInputs';
import { isConditionFailure } from '../shared/appsync';
import { isBackgroundJob, startInBackground, type BackgroundJob, type LambdaContext } from '../shared/background';
import { verifyCaller } from '../shared/caller';
import { HttpError, answer, json, readJsonObject, type FunctionUrlEvent } from '../shared/functionUrl';
import { jobStaleAfterMs } from '../shared/jobWindow';
import { loadParticipantIssue, readIssue, updateIssue } from '../shared/participantIssue';

const JOB = 'propose-strategies';
const mine = (jobId: string) => ({ proposeStrategiesJobId: { eq: jobId } });

async function request(event: FunctionUrlEvent, context: LambdaContext) {
  if (event.requestContext.http.method !== 'POST') throw new HttpError(405, 'Use POST.');
  const caller = await verifyCaller(event);
  const { issueId } = readJsonObject(event, '{"issueId": "..."}');
  const { issue } = await loadParticipantIssue(issueId, caller);
  const awaiting = awaitingStyles(issue);
  if (awaiting) throw new HttpError(409, awaiting.message, { awaiting: true, missing: awaiting.missing });
  const checksum = strategyInputsChecksum(issue);
  if (hasAnyStrategies(issue) && issue.proposeStrategiesChecksum === checksum) return json(200, { status: 'ready' });

  const now = new Date();
  const jobId = randomUUID();
  try {
    await updateIssue(
      {
        id: issue.id,
        proposeStrategiesStatus: 'pending',
        proposeStrategiesJobId: jobId,
        proposeStrategiesRequestedAt: now.toISOString(),
        proposeStrategiesChecksum: checksum,
        proposeStrategiesError: null,
      },
      claimCondition('proposeStrategiesStatus', 'proposeStrategiesRequestedAt', now, jobStaleAfterMs()),
    );
  } catch (error) {
    if (isConditionFailure(error)) return json(202, { status: 'pending' });
    throw error;
  }
  try {
    await startInBackground(context, { job: JOB, issueId: issue.id, jobId });
  } catch (error) {
    await markFailed(issue.id, jobId, 'The strategies could not be started. Please try again.');
    throw error;
  }
  return json(202, { status: 'pending' });
}

async function markFailed(issueId: string, jobId: string, message: string) {
  await updateIssue({ id: issueId, proposeStrategiesStatus: 'failed', proposeStrategiesError: message }, mine(jobId)).catch((error: unknown) =>
    console.error('Could not record the failure', error),
  );
}

async function run(job: BackgroundJob): Promise<void> {
  const issue = await readIssue(job.issueId);
  if (!issue || issue.proposeStrategiesJobId !== job.jobId || awaitingStyles(issue)) return;
  try {
    await updateIssue({ id: issue.id, proposeStrategiesStatus: 'running' }, mine(job.jobId));
  } catch (error) {
    if (isConditionFailure(error)) return;
    throw error;
  }
  try {
    const result = await createAiEngineFromEnv().proposeStrategies({
      agreedIssue: agreedIssueOf(issue),
      bestSolution: bestSolutionOf(issue),
      initiator: sideForStrategies(issue, 'initiator'),
      collaborator: sideForStrategies(issue, 'collaborator'),
    });
    await updateIssue(
      {
        id: issue.id,
        initiatorStrategies: result.initiatorStrategies,
        initiatorCommunicationTips: result.initiatorCommunicationTips,
        collaboratorStrategies: result.collaboratorStrategies,
        collaboratorCommunicationTips: result.collaboratorCommunicationTips,
        proposeStrategiesStatus: 'succeeded',
        lastActivityAt: new Date().toISOString(),
      },
      mine(job.jobId),
    );
  } catch (error) {
    if (isConditionFailure(error)) return;
    console.error('propose-strategies failed', isAiTaskError(error) ? error.detail : error);
    await markFailed(issue.id, job.jobId, isAiTaskError(error) ? error.userMessage : 'The strategies could not be prepared this time. Please try again.');
  }
}

export const handler = (event: unknown, context: LambdaContext) =>
  isBackgroundJob(event, JOB) ? run(event) : answer(() => request(event as FunctionUrlEvent, context));
