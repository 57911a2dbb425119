/**
 * Local AppSync: the Amplify Data GraphQL API and its realtime endpoint, for the unchanged
 * aws-amplify v6 data client.
 *
 * - Schema: `api-schema.graphql` (what AppSync serves) is executed as is; every rule comes
 *   from `model-schema.graphql` (the transformer input): keys, @index, @auth, @validate.
 * - Auth: `Authorization` is a Cognito JWT (id or access token, checked by `verifyJwt`) or
 *   a SigV4 signature with the local function credentials (admin role: bypasses @auth).
 *   Missing/invalid credentials get HTTP 401/403 with an UnauthorizedException-style body.
 * - Semantics follow the transformer's resolvers: owner rules by claim, field-level
 *   @auth ("Unauthorized on [field]"), filtered get = null + Unauthorized, list/index pages
 *   evaluate `limit` items before filtering (DynamoDB), conditional writes fail with
 *   DynamoDB:ConditionalCheckFailedException, @validate errors carry a null errorType.
 * - Realtime: AppSync's graphql-ws protocol at `<graphql path>/realtime`; events carry the
 *   fields the mutation selected and are delivered only to subscribers allowed to read them.
 * - Store: PGlite tables `data_items` (JSONB items) and `data_index_entries` (index keys), see store.ts.
 * - Limits (guards.ts, resolvers.ts, store.ts, itemSize.ts): AppSync's queryDepthLimit and
 *   resolverCountLimit from the synthesized API, its 30 s request time, DynamoDB's 1 MB page,
 *   400 KB item and 32 nesting levels; plus the local cloud's own bounds on query size, page
 *   item count and invalid Unicode. nextTokens are encrypted (pageTokens.ts).
 * - Differences from AppSync: no API-key/OIDC/Lambda auth modes, no custom resolvers; pages
 *   skip items the caller may not read rather than return them as empty pages (DynamoDB
 *   applies the auth filter after `limit`), so nothing about them shows, not even their number.
 *
 * HTTP wiring: POST /graphql -> handleHttp (pass the raw body string, lower-cased headers
 * and the Host); WebSocket upgrades on /graphql/realtime -> handleRealtime. The
 * WebSocketServer must pick the `graphql-ws` subprotocol (ws does so by default: it is the
 * first one aws-amplify offers).
 */
import type { IncomingMessage } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import { execute, getOperationAST, type ExecutionResult } from 'graphql';
import type { WebSocket } from 'ws';
import { loadPipelineSteps, type AppSyncJsFunctionDescription } from './appsyncJs.ts';
import { AuthError, Authenticator } from './authn.ts';
import type { Caller } from './authz.ts';
import { DocumentCache } from './documents.ts';
import { formatGraphQLError, requestError } from './errors.ts';
import { loneSurrogateIn } from './guards.ts';
import { SubscriptionHub } from './hub.ts';
import { RealtimeServer } from './realtime.ts';
import { PageTokens } from './pageTokens.ts';
import { attachResolvers, executionTimeout, newBudget, type RequestContext } from './resolvers.ts';
import { loadSchemaRules } from './rules.ts';
import { buildApiSchema } from './schema.ts';
import { DataStore } from './store.ts';
import { variableProblems, variablesTooDeep } from './variables.ts';

export type { Caller } from './authz.ts';

export interface DataServiceOptions {
  /** A shared, open PGlite; the service creates its own `data_` tables. */
  db: PGlite;
  apiSchemaSdl: string;
  modelSchemaSdl: string;
  /** From the auth service: resolves the claims, throws on bad signature, expiry or revocation. */
  verifyJwt: (token: string) => Promise<Record<string, unknown>>;
  /** The local function credentials; SigV4 (service `appsync`) signatures made with them are IAM callers. */
  iamCredentials: { accessKeyId: string; secretAccessKey: string; region: string };
  now?: () => number;
  /** Interval between realtime keep-alive messages (default 30 s). */
  keepAliveMs?: number;
  /** Longest time a verified JWT is trusted before re-verification (default 15 s, never past `exp`). */
  jwtCacheMs?: number;
  /** The APPSYNC_JS functions the backend adds to pipelines (local/generated/appsync-functions.json). */
  appsyncFunctions?: readonly AppSyncJsFunctionDescription[];
  /** AppSync's request bounds, as set on the API (local/generated/graphql-api.json); defaults are AppSync's own. */
  apiLimits?: { queryDepthLimit: number; resolverCountLimit: number };
  /** AppSync stops a request after 30 s. */
  requestTimeoutMs?: number;
  /** 32 bytes that seal page tokens; keep it to keep tokens valid across restarts (default: random per service). */
  pageTokenKey?: Buffer;
}

/** AppSync's: no depth limit, 10,000 resolvers per request. */
const APPSYNC_DEFAULT_LIMITS = { queryDepthLimit: 0, resolverCountLimit: 10_000 };
const APPSYNC_TIMEOUT_MS = 30_000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Bodies over this size are handled over several turns of the event loop; small ones in one, as they cost little. */
const LARGE_BODY = 64 * 1024;

export interface HttpRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
  host: string;
}

export interface HttpResponse {
  status: number;
  body: unknown;
}

export interface DataService {
  /** POST /graphql. Returns AppSync-shaped JSON ({data, errors: [{errorType, message, path, locations}]}). */
  handleHttp(req: HttpRequest): Promise<HttpResponse>;
  /** For a `ws` WebSocketServer 'connection' on /graphql/realtime (AppSync realtime protocol). */
  handleRealtime(socket: WebSocket, request: IncomingMessage): void;
  /** A session was revoked: stop trusting its tokens and close its realtime connections. */
  revokeSession(originJti: string): void;
  close(): Promise<void>;
}

function normalizeHeaders(headers: HttpRequest['headers']): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(headers)) {
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  return out;
}

function queryRecord(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    out[key] = values.length === 1 ? values[0] : values;
  }
  return out;
}

export async function createDataService(options: DataServiceOptions): Promise<DataService> {
  const now = options.now ?? Date.now;
  const rules = loadSchemaRules(options.modelSchemaSdl);
  const api = buildApiSchema(options.apiSchemaSdl, rules);
  const store = await DataStore.open(options.db, rules.models.values());
  const hub = new SubscriptionHub();
  const limits = options.apiLimits ?? APPSYNC_DEFAULT_LIMITS;
  const timeoutMs = options.requestTimeoutMs ?? APPSYNC_TIMEOUT_MS;
  attachResolvers(api, rules, {
    store,
    now,
    publish: (event) => hub.publish(event),
    pipelineSteps: loadPipelineSteps(options.appsyncFunctions ?? []),
    tokens: new PageTokens(options.pageTokenKey),
    resolverCountLimit: limits.resolverCountLimit,
  });
  const documents = new DocumentCache(api.schema, limits);
  const authenticator = new Authenticator({
    verifyJwt: options.verifyJwt,
    iamCredentials: options.iamCredentials,
    now,
    jwtCacheMs: options.jwtCacheMs,
  });
  const realtime = new RealtimeServer({
    api,
    hub,
    authenticator,
    documents,
    keepAliveMs: options.keepAliveMs ?? 30_000,
    connectionTimeoutMs: 300_000,
  });

  async function handleHttp(req: HttpRequest): Promise<HttpResponse> {
    if (req.method.toUpperCase() !== 'POST') {
      return { status: 405, body: requestError('MethodNotAllowedException', 'Only POST is supported on the GraphQL endpoint.') };
    }
    const headers = normalizeHeaders(req.headers);
    headers.host ??= req.host;
    const url = new URL(req.url, 'http://localhost');
    let caller: Caller;
    try {
      caller = await authenticator.authenticate({
        headers,
        method: req.method,
        path: url.pathname,
        query: queryRecord(url.searchParams),
        body: req.rawBody,
      });
    } catch (error) {
      if (error instanceof AuthError) return { status: error.status, body: requestError(error.errorType, error.message) };
      throw error;
    }

    let body: { query?: unknown; variables?: unknown; operationName?: unknown };
    const large = req.rawBody.length > LARGE_BODY;
    try {
      // A body may be 1 MB: parsing a large one, checking it and coercing its variables are separate turns of the event loop.
      if (large) await nextTurn();
      body = JSON.parse(req.rawBody) as typeof body;
    } catch (error) {
      return {
        status: 400,
        body: requestError('MalformedHttpRequestException', `Unable to parse the JSON document: ${(error as Error).message}`),
      };
    }
    if (!body || typeof body !== 'object' || typeof body.query !== 'string' || !body.query.trim()) {
      return { status: 400, body: requestError('MalformedHttpRequestException', "Invalid request, `query` can't be null.") };
    }
    if (body.variables !== undefined && body.variables !== null && (typeof body.variables !== 'object' || Array.isArray(body.variables))) {
      return { status: 400, body: requestError('MalformedHttpRequestException', 'Variables must be a JSON object.') };
    }
    const tooDeep = variablesTooDeep(body.variables ?? {});
    if (tooDeep) return { status: 400, body: requestError('ValidationError', tooDeep) };
    // Postgres refuses such text with a raw message; say what is wrong instead.
    if (large) await nextTurn();
    const lone = loneSurrogateIn(body.variables ?? {});
    if (lone) return { status: 400, body: requestError('MalformedHttpRequestException', lone) };
    if (large) await nextTurn();
    const compiled = documents.get(body.query);
    if (!compiled.document) {
      return { status: 400, body: { data: null, errors: compiled.errors.map((e) => formatGraphQLError(e, compiled.errorType)) } };
    }
    const operationName = typeof body.operationName === 'string' ? body.operationName : undefined;
    const operation = getOperationAST(compiled.document, operationName);
    if (operation?.operation === 'subscription') {
      return {
        status: 400,
        body: requestError('UnsupportedOperation', 'Subscriptions are only served on the realtime endpoint.'),
      };
    }
    const invalid = variableProblems(api.schema, operation, (body.variables ?? {}) as Record<string, unknown>);
    if (invalid.length) return { status: 400, body: { data: null, errors: invalid.map((e) => formatGraphQLError(e, 'ValidationError')) } };
    const context: RequestContext = { caller, budget: newBudget(timeoutMs) };
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timed out'>((resolve) => (timer = setTimeout(() => resolve('timed out'), timeoutMs)));
    const outcome = await Promise.race([
      execute({
        schema: api.schema,
        document: compiled.document,
        variableValues: (body.variables ?? undefined) as Record<string, unknown> | undefined,
        operationName,
        contextValue: context,
      }),
      timedOut,
    ]);
    clearTimeout(timer);
    if (outcome === 'timed out') {
      // Resolvers not yet started refuse to start; the answer goes out now, as AppSync's does.
      context.budget!.deadline = -Infinity;
      const { errorType, message } = executionTimeout();
      return { status: 200, body: { data: null, errors: [{ path: null, data: null, errorType, errorInfo: null, locations: null, message }] } };
    }
    const result = outcome as ExecutionResult;
    if (result.data === undefined && result.errors?.length) {
      // Variable coercion or operation selection failed before execution: a bad request.
      return { status: 400, body: { data: null, errors: result.errors.map((e) => formatGraphQLError(e, 'ValidationError')) } };
    }
    return {
      status: 200,
      body: { data: result.data ?? null, ...(result.errors?.length ? { errors: result.errors.map((e) => formatGraphQLError(e)) } : {}) },
    };
  }

  return {
    handleHttp,
    handleRealtime: (socket, request) => realtime.accept(socket, request),
    revokeSession(originJti) {
      authenticator.forgetSession(originJti);
      realtime.closeSession(originJti);
    },
    async close() {
      realtime.closeAll();
    },
  };
}
