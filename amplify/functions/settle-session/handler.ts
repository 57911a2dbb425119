/**
 * POST {issueId, step} with the caller's Cognito token: decides, from both sides' stored
 * inputs, the outcome the two participants share, and records it. A browser never writes an
 * outcome itself (those fields are the server's, see src/domain/writeRights.ts): each side
 * submits its own fields and then asks here.
 *
 * The pure rule of each step lives in src/domain; this handler reads the record, applies the
 * rule and writes the outcome with a conditional write on the record's updatedAt, re-reading
 * and deciding again when another write got there first. So racing calls (both sides at the
 * same moment, a double click) record one outcome and send at most one e-mail.
 *
 * Steps:
 * - `agree`: the review outcome of the proposed issue statements (src/domain/agreement.ts):
 *   agreed (on a proposed statement, or on a wording both sides hold), no common conflict (the
 *   side that did not settle it is e-mailed once per session, naming nobody) or no overlap. An
 *   agreed issue, once recorded, is final: a later call answers with it and changes nothing; no
 *   common conflict is final for the four statements (src/domain/outcomeLocks.ts).
 * - `top-three`: the three best of the five solutions from both sides' rankings, with every
 *   solution's scores (src/domain/topThree.ts); 409 with the spec's message until both ranked all five.
 * - `best-solution`: once both re-ranked the three, the solution both put first (chosen, status
 *   resolved, recorded once with its bestSolutionJson), or else the one the same rule suggests,
 *   opened as a suggestion (src/domain/suggestion.ts) that waits for both answers.
 * - `suggestion` with `answer` 'accept' | 're-rank': the caller's own answer to the open
 *   suggestion. Once both accepted, it is recorded as the best solution (status resolved); a
 *   re-rank sets it aside and clears both rankings of the three. 409 when none is open.
 * - `safety`: the caller's own safety check (src/domain/safety.ts), read from their SafetyCheck
 *   over IAM: clear, caution (milder items only) or pause. A pause marks the session
 *   (safetyPausedAt) before the check records it, so no crash leaves a yes unpaused; recorded
 *   once, a later call answers with the recorded outcome whatever the answers say now. Nobody
 *   lifts a pause (src/domain/safetyPause.ts).
 *   With `checkIn` (the open check-in's number), the same for the check offered again at that
 *   check-in (SafetyRecheck), where the owner may also pass this time (`skipped`).
 * - `safety-go-on`: after a caution, the caller chooses to go on (goOnAt); refused otherwise.
 *   Once the collaborator's check lets them go on (either way), the session records it
 *   (collaboratorSafetyClearedAt), and only then do their reads show what the initiator wrote.
 * - `commit`: the caller says "I commit" to its own commitments (src/domain/commitments.ts): 400
 *   when they are not valid, 409 with the other's trial when it differs; once both committed, the
 *   commitment both share is recorded (status committed).
 * - `check-in`: once both answered the open check-in, its outcome (src/domain/checkIns.ts).
 * - `adjust` / `new-round`: after a check-in that needs another look, the way back
 *   (src/domain/rounds.ts), the earlier round kept in the history.
 *
 * Answers: 200 {step, outcome}; 409 {message, missing} while the outcome waits for someone's
 * input; 400 bad body or step; 401 no valid token; 404 unknown session or not a participant.
 */
import { agreedWording, outcomeUpdate, recordedOutcome, reviewOutcome, type ReviewOutcome } from '../../../src/domain/agreement';
import type { Role } from '../../../src/domain/sessionRole';
import { bestSolutionUpdate } from '../../../src/domain/bestSolution';
import { SUGGESTION_ANSWERS, SUGGESTION_MESSAGES, answerSuggestion, readSuggestion, suggestionUpdate, type SuggestionAnswer } from '../../../src/domain/suggestion';
import { TOP_THREE_NEEDS_BOTH, chooseBest, computeTopThree, topThreeUpdate } from '../../../src/domain/topThree';
import { recheckOutcome, safetyCleared, safetyOutcome } from '../../../src/domain/safety';
import { decideCheckIn, openCheckIn, CHECK_IN_FIELD, CHECK_IN_MESSAGES } from '../../../src/domain/checkIns';
import { decideCommit, trialMismatchMessage } from '../../../src/domain/commitments';
import { readHistory, wayBackUpdate, WAY_BACK_MESSAGES, type WayBack } from '../../../src/domain/rounds';
import { forwardStatus } from '../../../src/domain/status';
import { isConditionFailure } from '../shared/appsync';
import { verifyCaller } from '../shared/caller';
import { functionNow } from '../shared/clock';
import { HttpError, answer, json, readJsonObject, type FunctionUrlEvent } from '../shared/functionUrl';
import { sendMail } from '../shared/mail';
import { composeMail } from '../shared/mailTemplates';
import { loadParticipantIssue, readIssue, updateIssue, type IssueRecord } from '../shared/participantIssue';
import { readSafetyCheck, updateSafetyCheck } from '../shared/safetyChecks';

/** How often a write that lost a race is decided again from the newer record. */
const MAX_ATTEMPTS = 5;

export const STEPS = ['agree', 'top-three', 'best-solution', 'suggestion', 'commit', 'check-in', 'adjust', 'new-round', 'safety', 'safety-go-on'] as const;
export type SettleStep = (typeof STEPS)[number];
type SharedStep = Exclude<SettleStep, 'safety' | 'safety-go-on'>;

/** What a step decided: the outcome to report, the update that records it (null: nothing to write). */
interface Decision {
  outcome: string;
  update: ({ id: string } & Record<string, unknown>) | null;
  /** Why the outcome cannot be decided yet, and what it waits for (answered as 409). */
  waiting?: { message: string; missing: string[] };
  /** Why the caller's request is refused as it stands (answered with its status and body). */
  refused?: { status: number; body: Record<string, unknown> };
}

type Decide = (issue: IssueRecord, now: Date, role: Role, body: Record<string, unknown>) => Decision;

const SIDE_NAMES = { initiator: 'the initiator', collaborator: 'the collaborator' } as const;

const decideAgreement: Decide = (issue, now) => {
  // An agreed issue is final: the record answers, whatever the answers say now. No common
  // conflict is final for the four statements, but a wording both sides hold still agrees.
  const recorded = recordedOutcome(issue);
  if (recorded === 'agreed') return { outcome: recorded, update: null };
  const outcome: ReviewOutcome = reviewOutcome(issue);
  if (outcome.kind === 'no-candidates') {
    return { outcome: outcome.kind, update: null, waiting: { message: 'There are no proposed issue statements to review yet.', missing: ['proposedIssues'] } };
  }
  if (outcome.kind === 'waiting') {
    const who = outcome.for.map((side) => SIDE_NAMES[side]).join(' and ');
    return {
      outcome: outcome.kind,
      update: null,
      waiting: { message: `Waiting for ${who} to answer every proposed issue statement.`, missing: outcome.for.map((side) => `${side}ReviewedIssues`) },
    };
  }
  const update = outcomeUpdate(issue, outcome, now);
  // Nothing new to record after no common conflict: the record answers.
  return { outcome: update ? outcome.kind : (recorded ?? outcome.kind), update };
};

const decideTopThree: Decide = (issue, now) => {
  const result = computeTopThree(issue);
  if (result.kind === 'no-solutions') {
    return { outcome: result.kind, update: null, waiting: { message: 'There are no solutions to rank yet.', missing: ['proposedSolutionsJson'] } };
  }
  if (result.kind === 'waiting') {
    return { outcome: result.kind, update: null, waiting: { message: TOP_THREE_NEEDS_BOTH, missing: result.for.map((side) => `${side}SolutionRankings`) } };
  }
  return { outcome: 'ready', update: topThreeUpdate(issue, result, now) };
};

const decideBestSolution: Decide = (issue, now) => {
  const choice = chooseBest(issue);
  if (choice.kind === 'no-top-three') {
    return { outcome: choice.kind, update: null, waiting: { message: 'The top three have not been computed yet.', missing: ['topThreeSolutionIds'] } };
  }
  if (choice.kind === 'waiting') {
    const who = choice.for.map((side) => SIDE_NAMES[side]).join(' and ');
    return {
      outcome: choice.kind,
      update: null,
      waiting: { message: `Waiting for ${who} to rank the top three.`, missing: choice.for.map((side) => `${side}SolutionRankings`) },
    };
  }
  if (choice.kind === 'chosen') {
    // A suggestion waiting for answers stays the question (its rankings are locked meanwhile).
    if (!issue.bestSolutionId && readSuggestion(issue.bestSolutionSuggestionJson).open) return { outcome: 'suggested', update: null };
    // Once recorded, the record says what was decided (a later re-read decides the same anyway).
    return { outcome: choice.kind, update: bestSolutionUpdate(issue, choice, now) };
  }
  // A suggestion is a proposal both accept: it opens here and is recorded only once both accepted.
  return { outcome: issue.bestSolutionId ? 'chosen' : choice.kind, update: suggestionUpdate(issue, choice, now) };
};

const decideSuggestionAnswer: Decide = (issue, now, role, body) => {
  if (!SUGGESTION_ANSWERS.includes(body.answer as SuggestionAnswer)) {
    return { outcome: 'bad-answer', update: null, refused: { status: 400, body: { message: SUGGESTION_MESSAGES.badAnswer } } };
  }
  const decision = answerSuggestion(issue, role, body.answer as SuggestionAnswer, now);
  switch (decision.kind) {
    case 'not-open':
      return { outcome: decision.kind, update: null, waiting: { message: SUGGESTION_MESSAGES.notOpen, missing: ['bestSolutionSuggestionJson'] } };
    case 'refused':
      return { outcome: decision.kind, update: null, refused: { status: 409, body: { message: decision.message } } };
    case 'accepted':
      return { outcome: decision.both ? 'both-accepted' : 'accepted', update: decision.update };
    case 're-ranked':
      return { outcome: decision.kind, update: decision.update };
  }
};

const decideCommitment: Decide = (issue, now, role) => {
  const decision = decideCommit(issue, role, now);
  switch (decision.kind) {
    case 'invalid':
      return { outcome: decision.kind, update: null, refused: { status: 400, body: { message: decision.message } } };
    case 'match-trial': {
      const other = role === 'initiator' ? issue.collaboratorFirstName : issue.initiatorFirstName;
      return { outcome: decision.kind, update: null, refused: { status: 409, body: { message: trialMismatchMessage(other, decision.trialDays), trialDays: decision.trialDays } } };
    }
    case 'already':
      return { outcome: decision.record.committedAt ? 'both-committed' : 'committed', update: null };
    case 'committed':
      return {
        outcome: decision.both ? 'both-committed' : 'committed',
        update: { id: issue.id, commitmentJson: JSON.stringify(decision.record), ...(decision.both ? forwardStatus(issue.status, 'committed') : {}) },
      };
  }
};

const decideCheckInOutcome: Decide = (issue, now) => {
  const decision = decideCheckIn(issue, now);
  if (decision.kind === 'no-check-in') return { outcome: decision.kind, update: null, waiting: { message: CHECK_IN_MESSAGES.notOpen, missing: ['reviewJson'] } };
  if (decision.kind === 'waiting') {
    const who = decision.for.map((side) => SIDE_NAMES[side]).join(' and ');
    return { outcome: decision.kind, update: null, waiting: { message: `Waiting for ${who} to answer the check-in.`, missing: decision.for.map((side) => CHECK_IN_FIELD[side]) } };
  }
  // Recorded once: a later call answers with the recorded outcome.
  const fresh = openCheckIn(issue) !== null;
  return { outcome: decision.checkIn.outcome, update: fresh ? { id: issue.id, reviewJson: JSON.stringify(decision.review) } : null };
};

const decideWayBack =
  (wayBack: WayBack): Decide =>
  (issue, now) => {
    const update = wayBackUpdate(issue, wayBack, now);
    if (update) return { outcome: wayBack, update: { id: issue.id, ...update } };
    // The other side (or a double click) took the same way back already.
    if (readHistory(issue.historyJson).slice(-1)[0]?.wayBack === wayBack && !issue.commitmentJson) return { outcome: wayBack, update: null };
    return { outcome: 'not-open', update: null, waiting: { message: WAY_BACK_MESSAGES.notNow, missing: ['reviewJson'] } };
  };

const DECIDE: Record<SharedStep, Decide> = {
  agree: decideAgreement,
  'top-three': decideTopThree,
  'best-solution': decideBestSolution,
  suggestion: decideSuggestionAnswer,
  commit: decideCommitment,
  'check-in': decideCheckInOutcome,
  adjust: decideWayBack('adjust'),
  'new-round': decideWayBack('new-round'),
};

/**
 * What follows an outcome this call recorded: the one no-common-conflict notice per session, to
 * the side that did not record it (issue 27: the outcome waits for both answers, so the caller
 * is normally the one who answered last and is on the screen that says what happened; the other
 * may be away). Only the recording call sends, so two racing calls cannot pick different
 * readers. The notice names nobody and says nothing of how either side answered.
 */
async function afterAgreement(issue: IssueRecord, caller: Role): Promise<void> {
  if (recordedOutcome(issue) !== 'no-common-conflict' || agreedWording(issue) || issue.noCommonConflictEmailSentAt) return;
  const to: Role = caller === 'initiator' ? 'collaborator' : 'initiator';
  try {
    await updateIssue({ id: issue.id, noCommonConflictEmailSentAt: new Date().toISOString() }, { noCommonConflictEmailSentAt: { attributeExists: false } });
  } catch (error) {
    if (isConditionFailure(error)) return; // another call claimed it
    throw error;
  }
  try {
    await sendMail(composeMail('no-common-conflict', issue, process.env.APP_ORIGIN ?? '', { to }));
  } catch (error) {
    // Give the claim back, so the record does not say a notice went out.
    await updateIssue({ id: issue.id, noCommonConflictEmailSentAt: null }).catch((release: unknown) => console.error('Could not release the notice claim', release));
    throw error;
  }
}

export const SAFETY_NOT_ANSWERED = 'Please answer every question of the safety check first.';
export const GO_ON_ONLY_AFTER_CAUTION = 'Going on is offered only after a check that asked for care, not one that paused the session.';

/**
 * Once the collaborator's own first check lets them go on (all no, or go on after a caution), they
 * may read what the initiator wrote (src/domain/beforeFirstCheck.ts): recorded after the check's
 * outcome, and again on any later call should a crash have come between. A check offered again
 * at a check-in changes nothing here.
 */
async function openInitiatorWords(issue: IssueRecord, role: Role, checkIn: number | undefined, check: { outcome?: string | null; goOnAt?: string | null } | null): Promise<void> {
  // A paused session keeps them withheld anyway (and takes no write but its closing).
  if (checkIn !== undefined || role !== 'collaborator' || issue.collaboratorSafetyClearedAt || issue.safetyPausedAt || !safetyCleared(check)) return;
  await updateIssue({ id: issue.id, collaboratorSafetyClearedAt: new Date().toISOString() });
}

/**
 * The check a `safety` or `safety-go-on` call is about: the caller's first check, or (with
 * `checkIn`) the one offered again at that check-in, which must be the one open now.
 */
function checkAsked(issue: IssueRecord, checkIn: unknown): number | undefined {
  if (checkIn === undefined) return undefined;
  if (typeof checkIn !== 'number' || !Number.isInteger(checkIn)) throw new HttpError(400, 'checkIn must be the number of the open check-in.');
  if (openCheckIn(issue)?.number !== checkIn) throw new HttpError(409, CHECK_IN_MESSAGES.notOpen);
  return checkIn;
}

/** Decides the caller's own safety check (or its check again at a check-in) and records it (once); a pause marks the session first. */
async function settleSafety(issue: IssueRecord, email: string, role: Role, checkIn: number | undefined) {
  const key = { issueId: issue.id, ownerEmail: email, ...(checkIn === undefined ? {} : { checkIn }) };
  const check = await readSafetyCheck(issue.id, email, checkIn);
  if (check?.outcome) {
    await openInitiatorWords(issue, role, checkIn, check);
    return json(200, { step: 'safety', outcome: check.outcome });
  }
  const decision = checkIn === undefined ? safetyOutcome(check ?? {}) : recheckOutcome(check ?? {});
  if (decision.kind === 'unanswered') return json(409, { message: SAFETY_NOT_ANSWERED, missing: decision.missing });
  const now = new Date().toISOString();
  if (decision.kind === 'pause' && !issue.safetyPausedAt) await updateIssue({ id: issue.id, safetyPausedAt: now });
  try {
    const recorded = await updateSafetyCheck({ ...key, outcome: decision.kind, decidedAt: now }, { outcome: { attributeExists: false } });
    await openInitiatorWords(issue, role, checkIn, recorded);
    return json(200, { step: 'safety', outcome: recorded.outcome });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // A racing call recorded it first: answer with what it recorded.
    const recorded = await readSafetyCheck(issue.id, email, checkIn);
    await openInitiatorWords(issue, role, checkIn, recorded);
    return json(200, { step: 'safety', outcome: recorded?.outcome });
  }
}

/** After a caution, the caller's choice to go on; the session must not be paused. */
async function goOnAfterCaution(issue: IssueRecord, email: string, role: Role, checkIn: number | undefined) {
  const check = await readSafetyCheck(issue.id, email, checkIn);
  if (check?.outcome !== 'caution' || issue.safetyPausedAt) throw new HttpError(409, GO_ON_ONLY_AFTER_CAUTION);
  const goOnAt = check.goOnAt ?? new Date().toISOString();
  if (!check.goOnAt) await updateSafetyCheck({ issueId: issue.id, ownerEmail: email, ...(checkIn === undefined ? {} : { checkIn }), goOnAt });
  await openInitiatorWords(issue, role, checkIn, { ...check, goOnAt });
  return json(200, { step: 'safety-go-on', outcome: 'caution' });
}

/** Decides and records the step's outcome, deciding again from the newer record after a lost race. */
async function settle(step: SharedStep, issue: IssueRecord, role: Role, body: Record<string, unknown>): Promise<{ decision: Decision; issue: IssueRecord; recorded: boolean }> {
  let current = issue;
  for (let attempt = 1; ; attempt += 1) {
    // The functions' clock (moved forward in development), so trial ends and check-ins agree with the follow-up function's.
    const decision = DECIDE[step](current, functionNow(), role, body);
    if (!decision.update) return { decision, issue: current, recorded: false };
    try {
      const written = await updateIssue(decision.update, { updatedAt: { eq: current.updatedAt } });
      return { decision, issue: written, recorded: true };
    } catch (error) {
      if (!isConditionFailure(error) || attempt >= MAX_ATTEMPTS) throw error;
      const newer = await readIssue(current.id);
      if (!newer) throw error;
      current = newer;
    }
  }
}

export const handler = (event: FunctionUrlEvent) =>
  answer(async () => {
    if (event.requestContext.http.method !== 'POST') throw new HttpError(405, 'Use POST.');
    const caller = await verifyCaller(event);
    const body = readJsonObject(event, `{"issueId": "...", "step": ${STEPS.map((s) => `"${s}"`).join(' | ')}, "answer"?: "accept" | "re-rank"}`);
    if (!STEPS.includes(body.step as SettleStep)) throw new HttpError(400, `step must be one of: ${STEPS.join(', ')}.`);
    const step = body.step as SettleStep;
    if (step === 'safety' || step === 'safety-go-on') {
      const { issue, role } = await loadParticipantIssue(body.issueId, caller, { paused: 'allowed' });
      const checkIn = checkAsked(issue, body.checkIn);
      return step === 'safety' ? settleSafety(issue, caller.email, role, checkIn) : goOnAfterCaution(issue, caller.email, role, checkIn);
    }
    const { issue, role } = await loadParticipantIssue(body.issueId, caller);

    const { decision, issue: settled, recorded } = await settle(step, issue, role, body);
    if (decision.refused) return json(decision.refused.status, decision.refused.body);
    if (decision.waiting) return json(409, decision.waiting);
    if (step === 'agree' && recorded) await afterAgreement(settled, role);
    return json(200, { step, outcome: decision.outcome, ...(step === 'best-solution' || step === 'suggestion' ? { bestSolutionId: settled.bestSolutionId ?? null } : {}) });
  });
