/**
 * POST {issueId} with the caller's Cognito token. Once all six answer lists exist, asks the AI
 * engine for up to four issue statements, stores them on the Issue and e-mails the initiator
 * 'Proposed issues are ready for your review'. Safe to call twice or at once: a conditional
 * claim on aiStatus (a field only the functions write) lets one call do the work, so there is
 * one set of candidates and one e-mail per session.
 *
 * Each run is checked and counted first (shared/aiRuns.ts): the same answers are not run again
 * after they failed, and the runs per session and per account are limited.
 *
 * Answers: 200 {status: 'ready'} (now or earlier); 202 {status: 'in_progress'} (another call is
 * at it); 409 {message} answers missing; 502 {status: 'failed', message} the AI task failed
 * (also stored as aiStatus failed, aiErrorMessage); 422 {message, unchanged} these answers
 * already failed; 429 {message, retryAfterMinutes} a quota is used up (both also stored as the
 * failure); 401/404 as send-email.
 */
import { randomUUID } from 'node:crypto';
import { createAiEngineFromEnv, isAiTaskError } from '../../ai';
import { missingAnswers } from '../../../src/domain/answers';
import { texts } from '../../../src/domain/sessions';
import { partyAnswers } from '../shared/aiInputs';
import { endAiRun, startAiRun } from '../shared/aiRuns';
import { isConditionFailure } from '../shared/appsync';
import { verifyCaller } from '../shared/caller';
import { HttpError, answer, json, readJsonObject, type FunctionUrlEvent } from '../shared/functionUrl';
import { jobStaleAfterMs } from '../shared/jobWindow';
import { sendMail } from '../shared/mail';
import { composeMail } from '../shared/mailTemplates';
import { loadParticipantIssue, updateIssue } from '../shared/participantIssue';

const TASK = 'propose-issues';

export const handler = (event: FunctionUrlEvent) =>
  answer(async () => {
    if (event.requestContext.http.method !== 'POST') throw new HttpError(405, 'Use POST.');
    const caller = await verifyCaller(event);
    const { issueId } = readJsonObject(event, '{"issueId": "..."}');
    const { issue } = await loadParticipantIssue(issueId, caller);
    if (texts(issue.proposedIssues).length) return json(200, { status: 'ready' });

    const missing = missingAnswers(issue);
    if (missing.length) throw new HttpError(409, `Issue statements need both people's answers first. Still missing: ${missing.join(', ')}.`);

    const now = new Date();
    const staleBefore = new Date(now.getTime() - jobStaleAfterMs()).toISOString();
    if (issue.aiStatus === 'in_progress' && (issue.aiDerivedAt ?? '') > staleBefore) return json(202, { status: 'in_progress' });

    const jobId = randomUUID();
    try {
      await updateIssue(
        { id: issue.id, aiStatus: 'in_progress', aiJobId: jobId, aiDerivedAt: now.toISOString(), aiErrorMessage: null },
        // Not done already (a call that read the session before another finished), and not
        // being done now unless that claim has gone stale.
        { and: [{ aiStatus: { ne: 'succeeded' } }, { or: [{ aiStatus: { ne: 'in_progress' } }, { aiDerivedAt: { lt: staleBefore } }] }] },
      );
    } catch (error) {
      if (isConditionFailure(error)) return json(202, { status: 'in_progress' });
      throw error;
    }

    const mine = { aiJobId: { eq: jobId } };
    const input = { initiator: partyAnswers(issue, 'initiator'), collaborator: partyAnswers(issue, 'collaborator') };
    try {
      await startAiRun({ task: TASK, issueId: issue.id, callerEmail: caller.email, input });
    } catch (refusal) {
      // Both screens show why nothing was made (the claim is given up as a failure).
      if (refusal instanceof HttpError) await updateIssue({ id: issue.id, aiStatus: 'failed', aiErrorMessage: refusal.message }, mine);
      throw refusal;
    }
    try {
      const result = await createAiEngineFromEnv().proposeIssues(input);
      const at = new Date().toISOString();
      await updateIssue(
        {
          id: issue.id,
          proposedIssueCandidatesJson: JSON.stringify(result.candidates),
          proposedIssues: result.candidates.map((c) => c.statement),
          conflictType: result.conflictType,
          inferredIssueSummary: result.inferredIssueSummary,
          inferredRationale: result.inferredRationale,
          inferredCategories: result.inferredCategories,
          aiStatus: 'succeeded',
          aiModel: result.metadata.model,
          aiDerivedAt: at,
          lastActivityAt: at,
        },
        mine,
      );
      await endAiRun(TASK, issue.id, input);
    } catch (error) {
      await endAiRun(TASK, issue.id, input, error);
      if (!isAiTaskError(error)) throw error;
      console.error('propose-issues failed', error.detail);
      await updateIssue({ id: issue.id, aiStatus: 'failed', aiErrorMessage: error.userMessage }, mine);
      return json(502, { status: 'failed', message: error.userMessage });
    }
    await sendMail(composeMail('proposed-issues-ready', issue, process.env.APP_ORIGIN ?? ''));
    return json(200, { status: 'ready' });
  });
