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
  | 'empty_input';

const USER_MESSAGES: Record<AiErrorCode, string> = {
  invalid_output: 'The AI could not produce usable issue statements this time. Please try again.',
  timeout: 'The AI took too long to answer. Please try again in a moment.',
  provider_unavailable: 'The AI service is unavailable right now. Please try again in a moment.',
  provider_rejected: 'The AI service refused the request. Please contact support if this keeps happening.',
  not_configured: 'The AI service is not configured correctly. Please contact support.',
  empty_input: 'There is nothing to work with yet: please answer the issue, outcome and why questions first.',
};

export class AiTaskError extends Error {
  readonly code: AiErrorCode;
  /** Safe to show to the participants and to store as `aiErrorMessage`. */
  readonly userMessage: string;
  /** Technical detail for logs (provider status, validation problems). */
  readonly detail: string;
  /** Transient failures may be retried once by the engine. */
  readonly transient: boolean;

  constructor(code: AiErrorCode, detail: string, options?: { cause?: unknown }) {
    super(`${code}: ${detail}`, options);
    this.name = 'AiTaskError';
    this.code = code;
    this.userMessage = USER_MESSAGES[code];
    this.detail = detail;
    this.transient = code === 'provider_unavailable';
  }
}

export const isAiTaskError = (error: unknown): error is AiTaskError => error instanceof AiTaskError;
