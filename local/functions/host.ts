/**
 * Runs the backend's Lambda handlers unchanged: function URLs as HTTP routes with
 * function-URL (payload 2.0) events, Cognito triggers as direct calls, and the Lambda
 * Invoke API (RequestResponse and the asynchronous Event type) for functions that start
 * other work in the background, as they would in AWS.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface FunctionDescription {
  name: string;
  handler: string;
  hasUrl: boolean;
  timeoutSeconds: number;
  environment: Record<string, string>;
  /** EventBridge Scheduler expressions, for a scheduled function (local/functions/scheduler.ts runs them). */
  schedules?: string[];
}

type Handler = (event: unknown, context: LambdaContext) => Promise<unknown>;

interface LambdaContext {
  functionName: string;
  awsRequestId: string;
  getRemainingTimeInMillis(): number;
}

export interface FunctionUrlResult {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface FunctionHost {
  names(): string[];
  hasUrl(name: string): boolean;
  /** Invokes a function URL with the HTTP request, as Lambda's function-URL integration does. */
  handleUrl(name: string, req: IncomingMessage, rawPath: string, rawBody: string): Promise<FunctionUrlResult>;
  /** Direct invocation (Cognito triggers, the Invoke API). `async` returns at once and runs in the background. */
  invoke(name: string, event: unknown, options?: { async?: boolean }): Promise<unknown>;
  /** Waits for background invocations (used on shutdown and by tests). */
  idle(): Promise<void>;
  /**
   * Loads every handler's code now rather than on its first call (Lambda's provisioned
   * concurrency, in effect): compiling a handler holds the cloud's one thread for a moment, and
   * without this the first people after a start wait for it. A handler that fails to load
   * fails again, with its message, when it is called.
   */
  warm(): Promise<void>;
}

export class FunctionError extends Error {
  constructor(
    readonly functionName: string,
    cause: unknown,
  ) {
    super(`Function ${functionName} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

export function createFunctionHost(opts: {
  root: string;
  functions: FunctionDescription[];
  /** Variables every local function gets: region, credentials, the data endpoint... */
  sharedEnvironment: Record<string, string>;
}): FunctionHost {
  const byName = new Map(opts.functions.map((f) => [f.name, f]));
  const loaded = new Map<string, Promise<Handler>>();
  const background = new Set<Promise<unknown>>();

  // Handlers run in this process, so their environment is the process's. Names never
  // clash between our functions; a function's own values win over the shared ones.
  for (const [key, value] of Object.entries(opts.sharedEnvironment)) process.env[key] ??= value;
  for (const fn of opts.functions) for (const [key, value] of Object.entries(fn.environment)) process.env[key] ??= value;

  function load(name: string): Promise<Handler> {
    const fn = byName.get(name);
    if (!fn) return Promise.reject(new Error(`Unknown function ${name}`));
    if (!loaded.has(name)) {
      loaded.set(
        name,
        import(pathToFileURL(join(opts.root, fn.handler)).href).then((module: { handler?: Handler }) => {
          if (typeof module.handler !== 'function') throw new Error(`${fn.handler} exports no handler`);
          return module.handler;
        }),
      );
    }
    return loaded.get(name)!;
  }

  async function run(name: string, event: unknown): Promise<unknown> {
    const fn = byName.get(name)!;
    const handler = await load(name);
    const deadline = Date.now() + fn.timeoutSeconds * 1000;
    const context: LambdaContext = {
      functionName: name,
      awsRequestId: randomUUID(),
      getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Task timed out after ${fn.timeoutSeconds} seconds`)), fn.timeoutSeconds * 1000);
    });
    try {
      return await Promise.race([handler(event, context), timeout]);
    } catch (error) {
      throw new FunctionError(name, error);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    names: () => [...byName.keys()],
    async warm() {
      await Promise.allSettled([...byName.keys()].map(load));
    },
    hasUrl: (name) => byName.get(name)?.hasUrl ?? false,

    async handleUrl(name, req, rawPath, rawBody) {
      const url = new URL(req.url ?? '/', 'http://local');
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), Array.isArray(v) ? v.join(',') : (v ?? '')]),
      );
      const now = new Date();
      const event = {
        version: '2.0',
        routeKey: '$default',
        rawPath,
        rawQueryString: url.search.slice(1),
        headers,
        queryStringParameters: url.search ? Object.fromEntries(url.searchParams) : undefined,
        requestContext: {
          accountId: 'anonymous',
          apiId: name,
          domainName: headers.host ?? '127.0.0.1',
          domainPrefix: name,
          http: {
            method: req.method ?? 'GET',
            path: rawPath,
            protocol: 'HTTP/1.1',
            sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
            userAgent: headers['user-agent'] ?? '',
          },
          requestId: randomUUID(),
          routeKey: '$default',
          stage: '$default',
          time: now.toUTCString(),
          timeEpoch: now.getTime(),
        },
        body: rawBody || undefined,
        isBase64Encoded: false,
      };
      try {
        return toHttpResult(await run(name, event));
      } catch (error) {
        console.error(`[function ${name}]`, error);
        return { status: 502, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message: 'Internal Server Error' }) };
      }
    },

    async invoke(name, event, options = {}) {
      if (!byName.has(name)) throw new Error(`Unknown function ${name}`);
      if (!options.async) return run(name, event);
      const job = run(name, event).catch((error) => console.error(`[function ${name} async]`, error));
      background.add(job);
      void job.finally(() => background.delete(job));
      return undefined;
    },

    async idle() {
      while (background.size) await Promise.allSettled([...background]);
    },
  };
}

/** Function-URL response rules: a {statusCode,...} object is used as is; anything else is JSON with status 200. */
function toHttpResult(result: unknown): FunctionUrlResult {
  if (result && typeof result === 'object' && 'statusCode' in result) {
    const r = result as { statusCode: number; headers?: Record<string, string>; body?: string };
    return { status: r.statusCode, headers: lowerCaseKeys(r.headers ?? {}), body: r.body ?? '' };
  }
  if (typeof result === 'string') return { status: 200, headers: { 'content-type': 'application/json' }, body: result };
  return { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(result ?? null) };
}

const lowerCaseKeys = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
