/**
 * POST …/implement-plan with the caller's Cognito token and the spec's payload (docs/rules.md,
 * "Strategies"): the viewer's plan for the chosen solution: a title, a summary, 3 to 6 steps,
 * communication tips, monitoring ideas and a check-in date. Only `sessionId` (or `issueId`) and
 * `regenerate` are read from the body: who the viewer is, their role, the names, e-mails and
 * styles all come from the verified token and the session itself, never from what the body says.
 * The plan is stored on the viewer's own side of the session, so reopening the page shows it;
 * it is made again on request or when the session changed since (a checksum of its inputs).
 * Asked for a new plan (`regenerate`), the engine gets the plan the viewer has now and must make
 * a different one; the answer says whether it did (`changed`), and why not when it could not.
 *
 * Answers: 200 {plan} (and on regenerate {changed, message?}); 409 {message, needs: 'best-solution'} before a best solution is chosen, {awaiting: true, message, missing} without both styles; 502 {message}
 * when the AI could not make one (nothing stored changes); 429 {message, retryAfterMinutes} a
 * quota of runs is used up (shared/aiRuns.ts); 401/404 as the other functions.
 */
import { createAiEngineFromEnv, isAiTaskError } from '../../ai';
import { NO_SOLUTION_YET_MESSAGE, awaitingStyles, hasChosenSolution, readPlan, strategyInputsChecksum } from '../../../src/domain/strategies';
import { agreedIssueOf, bestSolutionOf, sideForStrategies } from '../shared/aiInputs';
import { countAiRun } from '../shared/aiRuns';
import { verifyCaller } from '../shared/caller';
import { HttpError, answer, json, readJsonObject, type FunctionUrlEvent } from '../shared/functionUrl';
import { loadParticipantIssue, updateIssue } from '../shared/participantIssue';

const today = (now: Date) => now.toISOString().slice(0, 10);

export const handler = (event: FunctionUrlEvent) =>
  answer(async () => {
    if (event.requestContext.http.method !== 'POST') throw new HttpError(405, 'Use POST.');
    const caller = await verifyCaller(event);
    const body = readJsonObject(event, '{"sessionId": "...", "regenerate": false}');
    const { issue, role } = await loadParticipantIssue(body.sessionId ?? body.issueId, caller);
    // Strategies build on the chosen solution: none before it (a page opened early says so too).
    if (!hasChosenSolution(issue)) throw new HttpError(409, NO_SOLUTION_YET_MESSAGE, { needs: 'best-solution' });
    const awaiting = awaitingStyles(issue);
    if (awaiting) throw new HttpError(409, awaiting.message, { awaiting: true, missing: awaiting.missing });

    const field = role === 'initiator' ? 'initiatorImplementPlanJson' : 'collaboratorImplementPlanJson';
    const checksum = `${strategyInputsChecksum(issue)}-${role}`;
    const stored = readPlan(issue[field]);
    if (stored && stored.checksum === checksum && body.regenerate !== true) return json(200, { plan: stored });
    // A new plan is asked for on purpose (it may use unchanged inputs), but every run counts.
    await countAiRun('implement-plan', issue.id, caller.email);

    const partner = role === 'initiator' ? 'collaborator' : 'initiator';
    // "Make a new plan": the plan shown now is the one the new plan must differ from.
    const previous = body.regenerate === true && stored ? { planTitle: stored.planTitle, summary: stored.summary, steps: stored.steps } : null;
    let result;
    try {
      result = await createAiEngineFromEnv().implementPlan({
        role,
        agreedIssue: agreedIssueOf(issue),
        bestSolution: bestSolutionOf(issue),
        viewer: sideForStrategies(issue, role),
        partner: sideForStrategies(issue, partner),
        today: today(new Date()),
        previous,
      });
    } catch (error) {
      if (!isAiTaskError(error)) throw error;
      console.error('implement-plan failed', error.detail);
      throw new HttpError(502, error.userMessage);
    }
    const { metadata: _metadata, ...plan } = result;
    const document = { ...plan, checksum };
    if (previous && samePlan(plan, previous)) return json(200, { plan: stored, changed: false, message: SAME_PLAN_MESSAGE });
    await updateIssue({ id: issue.id, [field]: JSON.stringify(document) });
    return json(200, previous ? { plan: document, changed: true } : { plan: document });
  });

/** Said when a new plan was asked for and the AI gave the same one back. */
export const SAME_PLAN_MESSAGE =
  'Dfuse could not make a different plan this time: the plan follows from the solution you chose and both conflict styles, and none of them has changed. Your plan is unchanged.';

const samePlan = (plan: { planTitle: string; summary: string; steps: string[] }, previous: { planTitle: string; summary: string; steps: string[] }) =>
  plan.planTitle === previous.planTitle && plan.summary === previous.summary && plan.steps.join('\n') === previous.steps.join('\n');
