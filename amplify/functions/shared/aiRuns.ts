/**
 * What every AI task does before it asks the engine (docs/rules.md, "AI work"), so a paid model
 * is paid only for work that can give something new:
 *
 * - the same inputs are not run again after they failed for a reason the inputs decide (the
 *   engine's invalid_output, empty_input and invalid_input: it already retried once). Each run
 *   is noted under a checksum of the task, the engine's configuration and the exact input it is
 *   given, in the shared counters (shared/counters.ts) for a day; a run that succeeded, or that
 *   failed because the provider was unreachable, slow or misconfigured, is taken back, so after
 *   a success (its result is stored and returned while the inputs stay the same) or an outage
 *   the same inputs may run again;
 * - each run counts against the task's quotas per session and per account (src/domain/aiLimits.ts).
 *
 * Refusals are HttpErrors: 422 with alreadyTriedMessage, 429 with tooManyAiRuns and
 * retryAfterMinutes; the screens show their message.
 */
import { createHash } from 'node:crypto';
import { isAiTaskError } from '../../ai';
import { AI_RUN_LIMITS, alreadyTriedMessage, tooManyAiRuns, type AiTaskName } from '../../../src/domain/aiLimits';
import { rateCounters } from './counters';
import { HttpError } from './functionUrl';
import { countAgainst, giveBack, hashedKey, type Counted } from './quotas';

/** How long a failed input is remembered. */
const FAILED_INPUT_MEMORY_MS = 24 * 60 * 60_000;

/** The engine a run would use: another provider or model may well succeed where this one failed. */
function engineIdentity(env: NodeJS.ProcessEnv = process.env): string[] {
  return [env.AI_PROVIDER, env.AI_OPENAI_BASE_URL, env.AI_OPENAI_MODEL, env.AI_BEDROCK_MODEL_ID].map((value) => value?.trim() ?? '');
}

/** The checksum of one run: the task, the engine and exactly what the engine is given. */
export function runChecksum(task: AiTaskName, input: unknown): string {
  return createHash('sha256').update(JSON.stringify([task, engineIdentity(), input])).digest('hex').slice(0, 32);
}

/** A run the task may go ahead with; give it back with `release` if it does not happen or should not count. */
export interface AiRun {
  inputKey: string;
  counted: Counted;
}

export interface AiRunRequest {
  task: AiTaskName;
  issueId: string;
  callerEmail: string;
  /** Exactly what the engine will be given. */
  input: unknown;
}

const inputKeyOf = (task: AiTaskName, issueId: string, input: unknown) => `ai#input#${task}#${issueId}#${runChecksum(task, input)}`;

/** Checks and counts one run of an AI task, or refuses it (422 the same inputs already failed, 429 a quota). */
export async function startAiRun({ task, issueId, callerEmail, input }: AiRunRequest, now = Date.now()): Promise<AiRun> {
  const counters = rateCounters();
  const inputKey = inputKeyOf(task, issueId, input);
  if ((await counters.add(inputKey, now + FAILED_INPUT_MEMORY_MS)) > 1) {
    await counters.takeBack(inputKey).catch(() => undefined);
    throw new HttpError(422, alreadyTriedMessage(task), { unchanged: true });
  }
  try {
    return { inputKey, counted: await countAiRun(task, issueId, callerEmail, now) };
  } catch (refusal) {
    await counters.takeBack(inputKey).catch(() => undefined);
    throw refusal;
  }
}

/**
 * Counts one run against the task's quotas per session and per account, or refuses it (429).
 * Alone, for a run asked for on purpose (a new plan): it may use unchanged inputs, but it counts.
 */
export async function countAiRun(task: AiTaskName, issueId: string, callerEmail: string, now = Date.now()): Promise<Counted> {
  const counted = await countAgainst(`ai#${task}`, AI_RUN_LIMITS, (scope) => (scope === 'account' ? hashedKey(callerEmail) : issueId), now);
  if ('over' in counted) {
    throw new HttpError(429, tooManyAiRuns(task, counted.over.scope, counted.over.minutesLeft), { retryAfterMinutes: counted.over.minutesLeft });
  }
  return counted;
}

/** The run did not happen after all (another call is at it, it could not start): nothing counts. */
export async function cancelAiRun(run: AiRun): Promise<void> {
  await Promise.all([giveBack(run.counted), rateCounters().takeBack(run.inputKey).catch(() => undefined)]);
}

/** Failures the inputs decide: the same inputs would fail again. */
const decidedByTheInputs = (error: unknown) =>
  isAiTaskError(error) && (error.code === 'invalid_output' || error.code === 'empty_input' || error.code === 'invalid_input');

/**
 * The run ended (`error` when it failed). A success, or a failure the inputs did not decide,
 * forgets the inputs (the quota still counts the run); a failure they decided is remembered. For
 * a background job, which knows the task, session and input again rather than the run itself.
 */
export async function endAiRun(task: AiTaskName, issueId: string, input: unknown, error?: unknown): Promise<void> {
  if (error !== undefined && decidedByTheInputs(error)) return;
  await rateCounters()
    .takeBack(inputKeyOf(task, issueId, input))
    .catch((release: unknown) => console.error('Could not forget the inputs of an AI run', release));
}
