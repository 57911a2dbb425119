/**
 * POST {issueId} with the caller's Cognito token. Once all six answer lists exist, asks the AI
 * engine for up to four issue statements, stores them on the Issue and e-mails the initiator
 * 'Proposed issues are ready for your review'. Safe to call twice or at once: a conditional
 * claim on aiStatus (a field only the functions write) lets one call do the work, so there is
 * one set of candidates and one e-mail per session.
 *
 * Answers: 200 {status: 'ready'} (now or earlier); 202 {status: 'in_progress'} (another call is
 * at it); 409 {message} answers missing; 502 {status: 'failed', message} the AI task failed
 * (also stored as aiStatus failed, aiErrorMessage); 401/404 as send-email.
 */
import { randomUUID } from 'node:crypto';
import { createAiEngineFromEnv, isAiTaskError } from '../../ai';
import { missingAnswers } from '../../../src/domain/answers';
import { texts } from '../../../src/domain/sessions';
import { isConditionFailure } from '../shared/appsync';
import { verifyCaller } from '../shared/caller';
import { HttpError, answer, json, readJsonObject, type FunctionUrlEvent } from '../shared/functionUrl';
import { jobStaleAfterMs } from '../shared/jobWindow';
import { sendMail } from '../shared/mail';
import { composeMail } from '../shared/mailTemplates';
import { loadParticipantIssue, updateIssue } from '../shared/participantIssue';


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
    try {
      const result = await createAiEngineFromEnv().proposeIssues({
        initiator: {
          firstName: issue.initiatorFirstName,
          issue: texts(issue.initiatorIssue),
          desiredOutcome: texts(issue.desiredOutcomeInitiator),
          whyOutcomeMatters: texts(issue.whyOutcomeMattersInitiator),
        },
        collaborator: {
          firstName: issue.collaboratorFirstName,
          issue: texts(issue.collaboratorIssue),
          desiredOutcome: texts(issue.desiredOutcomeCollaborator),
          whyOutcomeMatters: texts(issue.whyOutcomeMattersCollaborator),
        },
      });
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
    } catch (error) {
      if (!isAiTaskError(error)) throw error;
      console.error('propose-issues failed', error.detail);
      await updateIssue({ id: issue.id, aiStatus: 'failed', aiErrorMessage: error.userMessage }, mine);
      return json(502, { status: 'failed', message: error.userMessage });
    }
    await sendMail(composeMail('proposed-issues-ready', issue, process.env.APP_ORIGIN ?? ''));
    return json(200, { status: 'ready' });
  });
