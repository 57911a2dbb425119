/**
 * The AppSync realtime protocol (what aws-amplify's AWSAppSyncRealTimeProvider speaks) on a
 * `ws` socket: auth headers come base64url-encoded in a `header-...` subprotocol (or, for
 * older clients, `?header=...&payload=...`); `connection_init` -> `connection_ack` + `ka`;
 * `start` (its own auth in `extensions.authorization`) -> `start_ack` or `error`; matching
 * mutations -> `data`; `stop` -> `complete`.
 */
import type { IncomingMessage } from 'node:http';
import { Kind, execute, getOperationAST, type DocumentNode, type ExecutionResult, type FieldNode } from 'graphql';
import type { RawData, WebSocket } from 'ws';
import { AuthError, MISSING_AUTH, type Authenticator } from './authn.ts';
import { authorizeSubscription, type Caller } from './authz.ts';
import type { DocumentCache } from './documents.ts';
import { AppSyncError, formatGraphQLError } from './errors.ts';
import { matchesFilter, type Filter, type Item } from './filters.ts';
import type { Subscriber, SubscriptionHub } from './hub.ts';
import type { RequestContext } from './resolvers.ts';
import type { ApiSchema, RootField } from './schema.ts';
import { variableProblems, variablesTooDeep } from './variables.ts';

export interface RealtimeDeps {
  api: ApiSchema;
  hub: SubscriptionHub;
  authenticator: Authenticator;
  documents: DocumentCache;
  /** Interval between `ka` messages; aws-amplify reports a missed keep-alive after 65 s. */
  keepAliveMs: number;
  /** Reported in connection_ack; the client drops the socket after this long without messages. */
  connectionTimeoutMs: number;
}

const CONNECTION_INIT_TIMEOUT_MS = 15_000;
/** AppSync's quota: 100 subscriptions per connection. */
export const MAX_SUBSCRIPTIONS_PER_CONNECTION = 100;
/**
 * The largest message the endpoint reads: AppSync's one size quota on its realtime side, the
 * 240 KB subscription payload. The socket server (`ws` maxPayload, server.ts) closes a
 * connection that sends more with 1009 "Message Too Big" before buffering it; a start the app
 * sends (a subscription and its tokens) is a few KB.
 */
export const MAX_REALTIME_MESSAGE_BYTES = 240 * 1024;
/**
 * Before its connection is acknowledged (authenticated) a client has nothing to send but
 * `connection_init` (about 30 bytes): anything over this is closed unread, so no stranger
 * makes the cloud parse large text.
 */
export const MAX_UNACKNOWLEDGED_MESSAGE_BYTES = 4 * 1024;
/**
 * Open connections one user may hold (one a browser tab), and so at most 1,000 subscriptions:
 * every update is offered to every subscription, so a user with thousands of them slowed
 * everyone's updates (issue 24: 15,000 of one account's cost each update 74 ms). AppSync
 * spreads connections over its fleet; the local cloud is one process, so it bounds them.
 */
export const MAX_CONNECTIONS_PER_USER = 10;
/** WebSocket close code 1009: the message was too big to process. */
const MESSAGE_TOO_BIG = 1009;

interface WireError {
  errorType?: string | null;
  message: string;
  errorCode?: number;
}

interface ConnectHeader {
  headers: Record<string, string>;
  payload: string;
}

function lowerCaseKeys(headers: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (headers && typeof headers === 'object') {
    for (const [name, value] of Object.entries(headers)) if (typeof value === 'string') out[name.toLowerCase()] = value;
  }
  return out;
}

function decodeJson(encoded: string, encoding: BufferEncoding): unknown {
  return JSON.parse(Buffer.from(encoded, encoding).toString('utf8'));
}

/** The connection's auth headers: from the `header-` subprotocol (current) or the query string (older clients). */
function readConnectHeader(request: IncomingMessage): ConnectHeader | null {
  const protocols = String(request.headers['sec-websocket-protocol'] ?? '')
    .split(',')
    .map((p) => p.trim());
  const encoded = protocols.find((p) => p.startsWith('header-'));
  try {
    if (encoded) return { headers: lowerCaseKeys(decodeJson(encoded.slice('header-'.length), 'base64url')), payload: '{}' };
    const query = new URL(request.url ?? '/', 'http://localhost').searchParams;
    const header = query.get('header');
    if (header) {
      const payload = query.get('payload');
      return {
        headers: lowerCaseKeys(decodeJson(header, 'base64')),
        payload: payload ? Buffer.from(payload, 'base64').toString('utf8') : '{}',
      };
    }
  } catch {
    // An undecodable header is the same as no header: refused at connection_init.
  }
  return null;
}

class RealtimeConnection {
  private acked = false;
  private closed = false;
  private readonly subscriptions = new Map<string, Subscriber>();
  private readonly pendingStarts = new Set<string>();
  /** The sessions (origin_jti) of every token this connection was authorized with. */
  private readonly sessions = new Set<string>();
  private readonly connectionAuth: Promise<Caller>;
  private readonly graphqlPath: string;
  private keepAlive: NodeJS.Timeout | undefined;
  private readonly initTimeout: NodeJS.Timeout;

  constructor(
    private readonly socket: WebSocket,
    request: IncomingMessage,
    private readonly deps: RealtimeDeps,
    private readonly users: ConnectionsPerUser,
    private readonly onClosed: (connection: RealtimeConnection) => void,
  ) {
    // aws-amplify derives the realtime URL as `<graphql url>/realtime` and signs IAM
    // connections for `<graphql url>/connect`.
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    this.graphqlPath = path.replace(/\/realtime\/?$/, '') || '/graphql';
    const header = readConnectHeader(request);
    this.connectionAuth = header
      ? deps.authenticator.authenticate({
          headers: header.headers,
          method: 'POST',
          path: `${this.graphqlPath}/connect`,
          query: {},
          body: header.payload,
        })
      : Promise.reject(new AuthError(401, 'UnauthorizedException', MISSING_AUTH));
    this.connectionAuth.then((caller) => this.remember(caller), () => undefined);
    socket.on('message', (data) => this.onMessage(data));
    socket.on('close', () => this.dispose());
    socket.on('error', () => this.dispose());
    this.initTimeout = setTimeout(() => {
      if (!this.acked) this.close(1000);
    }, CONNECTION_INIT_TIMEOUT_MS);
  }

  private send(message: unknown): void {
    if (!this.closed && this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private sendError(id: string | undefined, errors: WireError[]): void {
    this.send({ type: 'error', ...(id !== undefined ? { id } : {}), payload: { errors } });
  }

  private remember(caller: Caller): void {
    if (caller.kind === 'userPool' && typeof caller.claims.origin_jti === 'string') this.sessions.add(caller.claims.origin_jti);
  }

  /** Whether a token of that session authorized this connection or one of its subscriptions. */
  usesSession(originJti: string): boolean {
    return this.sessions.has(originJti);
  }

  close(code = 1000, reason?: string): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.close(code, reason);
    this.dispose();
  }

  private dispose(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.initTimeout);
    clearInterval(this.keepAlive);
    for (const subscriber of this.subscriptions.values()) this.deps.hub.remove(subscriber);
    this.subscriptions.clear();
    this.pendingStarts.clear();
    this.users.release(this);
    this.onClosed(this);
  }

  private onMessage(data: RawData): void {
    if (!this.acked && byteLength(data) > MAX_UNACKNOWLEDGED_MESSAGE_BYTES) {
      // Unread: nothing this large is parsed before the connection is authenticated.
      this.close(MESSAGE_TOO_BIG, `Only connection_init (under ${MAX_UNACKNOWLEDGED_MESSAGE_BYTES} bytes) is read before the connection is acknowledged`);
      return;
    }
    let message: { type?: unknown; id?: unknown; payload?: unknown };
    try {
      message = JSON.parse(Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.concat(toBuffers(data)).toString('utf8')) as typeof message;
    } catch {
      this.sendError(undefined, [{ errorType: 'BadRequestException', message: 'Invalid JSON message' }]);
      return;
    }
    const id = typeof message.id === 'string' ? message.id : undefined;
    switch (message.type) {
      case 'connection_init':
        void this.init();
        return;
      case 'start':
        void this.start(id, message.payload);
        return;
      case 'stop':
        if (id) this.stop(id);
        return;
      case 'ka':
        return;
      default:
        this.sendError(id, [{ errorType: 'UnsupportedOperation', message: 'Operation not supported through the realtime channel' }]);
    }
  }

  private async init(): Promise<void> {
    let caller: Caller;
    try {
      caller = await this.connectionAuth;
    } catch (error) {
      const auth = error instanceof AuthError ? error : new AuthError(401, 'UnauthorizedException', MISSING_AUTH);
      this.refuseConnection({ errorType: auth.errorType, message: auth.message, errorCode: auth.status });
      return;
    }
    if (this.acked || this.closed) return;
    if (caller.kind === 'userPool' && typeof caller.claims.sub === 'string' && !this.users.admit(this, caller.claims.sub)) {
      // 429: aws-amplify retries later (with backoff) and the app polls meanwhile.
      this.refuseConnection({
        errorType: 'LimitExceededError',
        message: `Max number of ${MAX_CONNECTIONS_PER_USER} connections per user reached: close another window or tab of the app and try again`,
        errorCode: 429,
      });
      return;
    }
    this.acked = true;
    clearTimeout(this.initTimeout);
    this.send({ type: 'connection_ack', payload: { connectionTimeoutMs: this.deps.connectionTimeoutMs } });
    this.send({ type: 'ka' });
    this.keepAlive = setInterval(() => this.send({ type: 'ka' }), this.deps.keepAliveMs);
  }

  private refuseConnection(error: WireError): void {
    this.send({ type: 'connection_error', payload: { errors: [error] } });
    this.close(1000);
  }

  private stop(id: string): void {
    this.pendingStarts.delete(id);
    const subscriber = this.subscriptions.get(id);
    if (subscriber) {
      this.deps.hub.remove(subscriber);
      this.subscriptions.delete(id);
    }
    this.send({ type: 'complete', id });
  }

  private async start(id: string | undefined, payload: unknown): Promise<void> {
    if (!id) {
      this.sendError(undefined, [{ errorType: 'BadRequestException', message: 'Subscription id is required' }]);
      return;
    }
    if (!this.acked) {
      this.sendError(id, [{ errorType: 'BadRequestException', message: 'connection_init must come before start' }]);
      return;
    }
    if (this.subscriptions.size + this.pendingStarts.size >= MAX_SUBSCRIPTIONS_PER_CONNECTION) {
      this.sendError(id, [{ errorType: 'MaxSubscriptionsReachedError', message: 'Max number of 100 subscriptions reached' }]);
      return;
    }
    const existing = this.subscriptions.get(id);
    if (existing) this.deps.hub.remove(existing);
    this.subscriptions.delete(id);
    this.pendingStarts.add(id);
    try {
      const subscriber = await this.prepare(id, payload);
      // A stop (or a close) may have arrived while the start was being authorized.
      if (!this.pendingStarts.has(id) || this.closed) return;
      this.subscriptions.set(id, subscriber);
      this.deps.hub.add(subscriber);
      this.send({ type: 'start_ack', id });
    } catch (error) {
      if (error instanceof StartError) this.sendError(id, error.errors);
      else this.sendError(id, [{ errorType: 'InternalFailure', message: String((error as Error).message) }]);
    } finally {
      this.pendingStarts.delete(id);
    }
  }

  /** Authorizes and compiles a start message into a subscriber, or throws StartError. */
  private async prepare(id: string, payload: unknown): Promise<Subscriber> {
    const { data, extensions } = (payload ?? {}) as { data?: unknown; extensions?: { authorization?: unknown } };
    if (typeof data !== 'string') throw new StartError([{ errorType: 'BadRequestException', message: 'payload.data is required' }]);
    let request: { query?: unknown; variables?: unknown; operationName?: unknown };
    try {
      request = JSON.parse(data) as typeof request;
    } catch {
      throw new StartError([{ errorType: 'BadRequestException', message: 'payload.data is not valid JSON' }]);
    }
    // JSON `null` (or any non-object) used to reach `request.query` and fail with a TypeError,
    // answered as InternalFailure "Cannot read properties of null" (found by the hostile-input suite).
    if (!request || typeof request !== 'object' || Array.isArray(request)) {
      throw new StartError([{ errorType: 'BadRequestException', message: 'payload.data must be a JSON object: {"query": "subscription ...", "variables": {...}}' }]);
    }
    let caller: Caller;
    try {
      caller = await this.deps.authenticator.authenticate({
        headers: lowerCaseKeys(extensions?.authorization),
        method: 'POST',
        path: this.graphqlPath,
        query: {},
        body: data,
      });
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      throw new StartError([{ errorType: 'UnauthorizedException', message: error.message, errorCode: error.status }]);
    }
    this.remember(caller);
    if (typeof request.query !== 'string') throw new StartError([{ errorType: 'BadRequestException', message: 'query is required' }]);
    const compiled = this.deps.documents.get(request.query);
    if (!compiled.document) {
      throw new StartError(compiled.errors.map((e) => ({ errorType: compiled.errorType, message: e.message })));
    }
    const document = compiled.document;
    const operationName = typeof request.operationName === 'string' ? request.operationName : undefined;
    const operation = getOperationAST(document, operationName);
    if (!operation || operation.operation !== 'subscription') {
      throw new StartError([{ errorType: 'UnsupportedOperation', message: 'Only subscriptions are accepted on the realtime channel' }]);
    }
    const variables = (request.variables && typeof request.variables === 'object' ? request.variables : {}) as Record<string, unknown>;
    const tooDeep = variablesTooDeep(variables);
    if (tooDeep) throw new StartError([{ errorType: 'ValidationError', message: tooDeep }]);
    const invalid = variableProblems(this.deps.api.schema, operation, variables);
    if (invalid.length) throw new StartError(invalid.map((e) => formatGraphQLError(e, 'ValidationError')));

    // Execute once with a probe: this coerces variables and runs the field's auth-mode check.
    const captured: { args?: Item } = {};
    const probe: RequestContext = { caller, subscriptionProbe: (coerced) => (captured.args = coerced) };
    const probed = (await execute({
      schema: this.deps.api.schema,
      document,
      variableValues: variables,
      operationName,
      contextValue: probe,
    })) as ExecutionResult;
    if (probed.errors?.length) throw new StartError(probed.errors.map((e) => formatGraphQLError(e)));
    // The root field by name, not by response key (it may carry an alias).
    const rootSelection = operation.selectionSet.selections.find((s): s is FieldNode => s.kind === Kind.FIELD);
    const fieldName = rootSelection?.name.value ?? '';
    const root: RootField | undefined = this.deps.api.roots.find(
      (r) => r.typeName === 'Subscription' && r.field.name === fieldName,
    );
    const binding = root?.binding;
    const subscriptionArgs = captured.args;
    if (!binding || binding.kind !== 'subscribe' || !subscriptionArgs) {
      throw new StartError([{ errorType: 'UnsupportedOperation', message: `${fieldName} is not a model subscription` }]);
    }
    let authFilter: Filter | null;
    try {
      authFilter = authorizeSubscription(binding.model, caller, subscriptionArgs, fieldName);
    } catch (error) {
      if (error instanceof AppSyncError) throw new StartError([{ errorType: error.errorType, message: error.message }]);
      throw error;
    }
    const userFilter = (subscriptionArgs.filter ?? null) as Filter | null;
    const argumentFilters = Object.entries(subscriptionArgs).filter(([name, value]) => name !== 'filter' && value !== null && value !== undefined);
    const subscriber: Subscriber = {
      mutations: binding.mutations,
      offer: (item) => {
        // Events already queued when the subscription stopped are dropped.
        if (this.subscriptions.get(id) !== subscriber) return;
        if (argumentFilters.some(([name, value]) => item[name] !== value)) return;
        if (authFilter && !matchesFilter(item, authFilter)) return;
        if (userFilter && !matchesFilter(item, userFilter)) return;
        this.deliver(id, document, operationName, variables, caller, fieldName, item);
      },
    };
    return subscriber;
  }

  private deliver(
    id: string,
    document: DocumentNode,
    operationName: string | undefined,
    variables: Record<string, unknown>,
    caller: Caller,
    fieldName: string,
    item: Item,
  ): void {
    const context: RequestContext = { caller };
    const result = execute({
      schema: this.deps.api.schema,
      document,
      rootValue: { [fieldName]: item },
      contextValue: context,
      variableValues: variables,
      operationName,
    });
    const send = (r: ExecutionResult) =>
      this.send({
        type: 'data',
        id,
        payload: { data: r.data ?? null, ...(r.errors?.length ? { errors: r.errors.map((e) => formatGraphQLError(e)) } : {}) },
      });
    if (result instanceof Promise) void result.then(send);
    else send(result as ExecutionResult);
  }
}

class StartError extends Error {
  constructor(readonly errors: WireError[]) {
    super(errors[0]?.message ?? 'start failed');
  }
}

function toBuffers(data: RawData): Buffer[] {
  if (Array.isArray(data)) return data;
  return [Buffer.isBuffer(data) ? data : Buffer.from(data)];
}

function byteLength(data: RawData): number {
  return toBuffers(data).reduce((total, chunk) => total + chunk.length, 0);
}

/** The acknowledged connections of each user, held to MAX_CONNECTIONS_PER_USER. */
class ConnectionsPerUser {
  private readonly held = new Map<string, number>();
  private readonly userOf = new Map<RealtimeConnection, string>();

  /** Counts `connection` for `user` (its Cognito sub), or false when the user already holds the maximum. */
  admit(connection: RealtimeConnection, user: string): boolean {
    const count = this.held.get(user) ?? 0;
    if (count >= MAX_CONNECTIONS_PER_USER) return false;
    this.held.set(user, count + 1);
    this.userOf.set(connection, user);
    return true;
  }

  release(connection: RealtimeConnection): void {
    const user = this.userOf.get(connection);
    if (user === undefined) return;
    this.userOf.delete(connection);
    const count = (this.held.get(user) ?? 1) - 1;
    if (count > 0) this.held.set(user, count);
    else this.held.delete(user);
  }
}

/** Tracks open realtime connections so the service can close them. */
export class RealtimeServer {
  private readonly connections = new Set<RealtimeConnection>();
  private readonly users = new ConnectionsPerUser();

  constructor(private readonly deps: RealtimeDeps) {}

  accept(socket: WebSocket, request: IncomingMessage): void {
    const connection = new RealtimeConnection(socket, request, this.deps, this.users, (c) => this.connections.delete(c));
    this.connections.add(connection);
  }

  closeAll(): void {
    for (const connection of [...this.connections]) connection.close(1001);
  }

  /** Closes every connection a token of the revoked session authorized: it stops delivering at once. */
  closeSession(originJti: string): void {
    for (const connection of [...this.connections]) if (connection.usesSession(originJti)) connection.close(1008);
  }
}
