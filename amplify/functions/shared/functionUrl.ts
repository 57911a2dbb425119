/**
 * Small helpers for Lambda function-URL handlers (payload format 2.0): reading the JSON
 * body and answering with JSON. CORS headers are the function URL's own configuration.
 */
export interface FunctionUrlEvent {
  headers?: Record<string, string | undefined>;
  requestContext: { http: { method: string } };
  body?: string;
  isBase64Encoded?: boolean;
}

export interface FunctionUrlResult {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

export const json = (statusCode: number, body: unknown): FunctionUrlResult => ({
  statusCode,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** A refusal the handler turns into `{message, ...details}` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** The body as a JSON object, or an HttpError 400 that says what was expected. */
export function readJsonObject(event: FunctionUrlEvent, expected: string): Record<string, unknown> {
  const raw = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw || '{}');
  } catch {
    throw new HttpError(400, `The request body must be JSON: ${expected}.`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new HttpError(400, `The request body must be a JSON object: ${expected}.`);
  }
  return parsed as Record<string, unknown>;
}

/** Runs `work`, turning an HttpError into its answer and anything else into a 500 without details. */
export async function answer(work: () => Promise<FunctionUrlResult>): Promise<FunctionUrlResult> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError) return json(error.statusCode, { message: error.message, ...error.details });
    console.error(error);
    return json(500, { message: 'Something went wrong on the server. Please try again.' });
  }
}
