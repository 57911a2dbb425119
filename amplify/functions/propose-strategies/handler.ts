/**
 * POST …/propose-strategies {issueId} (and …/propose-strategies/enqueue, the same) with the
 * caller's Cognito token: asks for both sides' strategies and communication tips (docs/rules.md,
 * "Strategies"). A chosen best solution is needed (otherwise 409 {message, needs:
 * 'best-solution'}) and both conflict styles: otherwise 409 {awaiting: true, message, missing}. The work is claimed with a conditional write and runs in a new asynchronous
 * invocation of this function; the session records its status, error, request time and a
 * checksum of its inputs, so a repeat with unchanged inputs does nothing and changed inputs (a
 * retaken quiz) make new strategies. Each run is checked and counted first (shared/aiRuns.ts).
 *
 * Answers: 200 {status: 'ready'} (current strategies exist); 202 {status: 'pending'}; 409 as
 * above; 422 {message, unchanged} these inputs already failed; 429 {message, retryAfterMinutes} a
 * quota of runs is used up; 401/404 as the other functions.
 */
import { randomUUID } from 'node:crypto';
import { createAiEngineFromEnv, isAiTaskError } from '../../ai';
import { claimCondition } from '../../../src/domain/jobs';
import { NO_SOLUTION_YET_MESSAGE, awaitingStyles, hasAnyStrategies, hasChosenSolution, strategyInputsChecksum } from '../../../src/domain/strategies';
import { agreedIssueOf, bestSolutionOf, sideForStrategies } from '../shared/aiInputs';
import { cancelAiRun, endAiRun, startAiRun } from '../shared/aiRuns';
import { isConditionFailure } from '../shared/appsync';
import { isBackgroundJob, startInBackground, type BackgroundJob, type LambdaContext } from '../shared/background';
import { jobRecord } from '../shared/jobRecord';
import { verifyCaller } from '../shared/caller';
import { HttpError, answer, json, readJsonObject, type FunctionUrlEvent } from '../shared/functionUrl';
import { jobStaleAfterMs } from '../shared/jobWindow';
import { loadParticipantIssue, readIssue, updateIssue } from '../shared/participantIssue';

const JOB = 'propose-strategies';
/** This job's status, error and claim on the Issue. */
const record = jobRecord('proposeStrategies');

async function request(event: FunctionUrlEvent, context: LambdaContext) {
  if (event.requestContext.http.method !== 'POST') throw new HttpError(405, 'Use POST.');
  const caller = await verifyCaller(event);
  const { issueId } = readJsonObject(event, '{"issueId": "..."}');
  const { issue } = await loadParticipantIssue(issueId, caller);
  // Strategies build on the chosen solution: none before it (a page opened early says so too).
  if (!hasChosenSolution(issue)) throw new HttpError(409, NO_SOLUTION_YET_MESSAGE, { needs: 'best-solution' });
  const awaiting = awaitingStyles(issue);
  if (awaiting) throw new HttpError(409, awaiting.message, { awaiting: true, missing: awaiting.missing });
  const checksum = strategyInputsChecksum(issue);
  // Ready only when a run for these inputs succeeded (a refused or failed one records the checksum too).
  if (hasAnyStrategies(issue) && issue.proposeStrategiesChecksum === checksum && issue.proposeStrategiesStatus === 'succeeded') return json(200, { status: 'ready' });

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
  // Checked and counted once the claim is ours, so calls at the same moment make one run; the
  // inputs' checksum stands for the inputs. A refusal is the job's failure, shown on both screens.
  let aiRun;
  try {
    aiRun = await startAiRun({ task: JOB, issueId: issue.id, callerEmail: caller.email, input: checksum });
  } catch (refusal) {
    if (refusal instanceof HttpError) await record.fail(issue.id, jobId, refusal.message);
    throw refusal;
  }
  try {
    await startInBackground(context, { job: JOB, issueId: issue.id, jobId });
  } catch (error) {
    await cancelAiRun(aiRun);
    await record.fail(issue.id, jobId, 'The strategies could not be started. Please try again.');
    throw error;
  }
  return json(202, { status: 'pending' });
}

async function run(work: BackgroundJob): Promise<void> {
  const issue = await readIssue(work.issueId);
  if (!issue || issue.proposeStrategiesJobId !== work.jobId || awaitingStyles(issue)) return;
  if (!(await record.start(issue.id, work.jobId))) return; // a newer claim took over
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
      record.mine(work.jobId),
    );
    await endAiRun(JOB, issue.id, issue.proposeStrategiesChecksum);
  } catch (error) {
    await endAiRun(JOB, issue.id, issue.proposeStrategiesChecksum, error);
    if (isConditionFailure(error)) return;
    console.error('propose-strategies failed', isAiTaskError(error) ? error.detail : error);
    await record.fail(issue.id, work.jobId, isAiTaskError(error) ? error.userMessage : 'The strategies could not be prepared this time. Please try again.');
  }
}

export const handler = (event: unknown, context: LambdaContext) =>
  isBackgroundJob(event, JOB) ? run(event) : answer(() => request(event as FunctionUrlEvent, context));
