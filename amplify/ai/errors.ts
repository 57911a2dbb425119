import type { AiTaskName } from './types';

/**
 * Why an AI task failed. The caller stores `userMessage` on the Issue (`aiStatus` failed,
 * `aiErrorMessage`), so it is written for the two participants; `detail` is for logs.
 */
export type AiErrorCode =
  /** The model answered twice with something that failed the schema. */
  | 'invalid_output'
  /** The provider did not answer within AI_TIMEOUT_MS. */
  | 'timeout'
  /** Network failure, 5xx or 429: worth trying again later. */
  | 'provider_unavailable'
  /** The provider refused the request (4xx other than 429): a configuration problem. */
  | 'provider_rejected'
  /** AI_PROVIDER or a provider's settings are missing or wrong. */
  | 'not_configured'
  /** Neither party has written anything yet. */
  | 'empty_input'
  /** The caller passed something the task cannot work with (a style that is not a mode, a date that is not a date). */
  | 'invalid_input';

const USER_MESSAGES: Record<AiErrorCode, string> = {
  invalid_output: 'The AI could not produce a usable answer this time. Please try again.',
  timeout: 'The AI took too long to answer. Please try again in a moment.',
  provider_unavailable: 'The AI service is unavailable right now. Please try again in a moment.',
  provider_rejected: 'The AI service refused the request. Please contact support if this keeps happening.',
  not_configured: 'The AI service is not configured correctly. Please contact support.',
  empty_input: 'There is nothing to work with yet: please answer the issue, outcome and why questions first.',
  invalid_input: 'Something this step needs is missing or not valid yet. Please complete the earlier steps and try again.',
};

/** What each task produces, for the invalid_output message: the participants see what failed. */
const TASK_OUTPUTS: Record<AiTaskName, string> = {
  proposeIssues: 'usable issue statements',
  inferInterests: 'usable solutions',
  proposeStrategies: 'usable strategies',
  implementPlan: 'a usable plan',
};

function userMessageFor(code: AiErrorCode, task: AiTaskName | undefined): string {
  if (code === 'invalid_output' && task) return `The AI could not produce ${TASK_OUTPUTS[task]} this time. Please try again.`;
  return USER_MESSAGES[code];
}

export class AiTaskError extends Error {
  readonly code: AiErrorCode;
  /** Safe to show to the participants and to store as `aiErrorMessage`. */
  readonly userMessage: string;
  /** Technical detail for logs (provider status, validation problems). */
  readonly detail: string;
  /** Transient failures may be retried once by the engine. */
  readonly transient: boolean;

  /** The task that failed, when known (it names the output in `userMessage`). */
  readonly task: AiTaskName | undefined;

  constructor(code: AiErrorCode, detail: string, options?: { cause?: unknown; task?: AiTaskName }) {
    super(`${code}: ${detail}`, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AiTaskError';
    this.code = code;
    this.task = options?.task;
    this.userMessage = userMessageFor(code, options?.task);
    this.detail = detail;
    this.transient = code === 'provider_unavailable';
  }
}

export const isAiTaskError = (error: unknown): error is AiTaskError => error instanceof AiTaskError;
