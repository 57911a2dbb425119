/**
 * Calls of the strategy and implementation steps: asking for both sides' strategies and tips
 * (the propose-strategies function, direct or enqueued) and for the viewer's implementation
 * plan (the implement-plan function). Each function reads the session itself and trusts only
 * the caller's identity.
 */
import { readPlan, type ImplementPlan } from '../domain/strategies';
import { callSessionFunction, FunctionCallError } from './sessionFunctions';

export type StrategyRequest =
  | { kind: 'started' }
  /** Both conflict styles are needed first: who is awaited and the missing fields. */
  | { kind: 'awaiting'; message: string; missing: string[] };

/** A 409 from propose-strategies as the pages show it; any other failure is thrown. */
function awaitingFrom(error: unknown): StrategyRequest {
  if (error instanceof FunctionCallError && error.status === 409) {
    const missing = Array.isArray(error.body?.missing) ? error.body.missing.filter((m): m is string => typeof m === 'string') : [];
    return { kind: 'awaiting', message: error.message, missing };
  }
  throw error;
}

/** POST …/propose-strategies {issueId}: from the propose and waiting pages. The strategies arrive live. */
export const requestStrategies = (issueId: string): Promise<StrategyRequest> =>
  callSessionFunction('propose-strategies', { issueId }).then(() => ({ kind: 'started' as const }), awaitingFrom);

/** POST …/propose-strategies/enqueue {issueId}: from the implement page. */
export const enqueueStrategies = (issueId: string): Promise<StrategyRequest> =>
  callSessionFunction('propose-strategies', { issueId }, 'enqueue').then(() => ({ kind: 'started' as const }), awaitingFrom);

/** A plan as the implement-plan function answers: on "Make a new plan", whether it is a new one, and why not when it is not. */
export interface PlanAnswer {
  plan: ImplementPlan;
  /** Set when a new plan was asked for: true for a different plan, false when the same one came back. */
  changed?: boolean;
  /** Why no different plan could be made (with `changed: false`). */
  message?: string;
}

/**
 * The viewer's implementation plan: the stored one while the session is unchanged, a new one
 * when asked (`regenerate`) or when the session changed since.
 */
export async function requestPlan(issueId: string, regenerate = false): Promise<PlanAnswer> {
  const answer = (await callSessionFunction('implement-plan', { sessionId: issueId, regenerate })) as { plan?: unknown; changed?: unknown; message?: unknown } | null;
  const plan = readPlan(answer?.plan);
  if (!plan) throw new Error('The plan came back empty. Please try again.');
  return {
    plan,
    ...(typeof answer?.changed === 'boolean' ? { changed: answer.changed } : {}),
    ...(typeof answer?.message === 'string' && answer.message.trim() ? { message: answer.message.trim() } : {}),
  };
}
