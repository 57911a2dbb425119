/**
 * One JSON POST with a deadline, mapping every transport failure to an AiTaskError:
 * the deadline covers the whole exchange (headers and body), 429 and 5xx are transient
 * (the engine may retry once), other 4xx mean the request or the configuration is wrong.
 */
import { AiTaskError } from '../errors';

export interface JsonPost {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  /** Names the provider in error details. */
  label: string;
  fetch?: typeof fetch;
}

export interface JsonReply {
  status: number;
  body: unknown;
  text: string;
}

const isAbort = (error: unknown) => error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/** Sends the request; returns any 2xx or 4xx reply for the caller to judge, throws otherwise. */
export async function postJson(request: JsonPost): Promise<JsonReply> {
  const doFetch = request.fetch ?? fetch;
  let status: number;
  let text: string;
  try {
    const response = await doFetch(request.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...request.headers },
      body: request.body,
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    if (isAbort(error)) throw new AiTaskError('timeout', `${request.label} gave no answer within ${request.timeoutMs} ms`, { cause: error });
    throw new AiTaskError('provider_unavailable', `${request.label} unreachable: ${(error as Error).message}`, { cause: error });
  }
  if (status === 429 || status >= 500) {
    throw new AiTaskError('provider_unavailable', `${request.label} answered HTTP ${status}: ${text.slice(0, 300)}`);
  }
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status, body, text };
}

export function rejected(label: string, reply: JsonReply): AiTaskError {
  return new AiTaskError('provider_rejected', `${label} answered HTTP ${reply.status}: ${reply.text.slice(0, 300)}`);
}
