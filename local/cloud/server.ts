/**
 * The local cloud: one loopback HTTP server that speaks the AWS wire protocols the app
 * uses, so the unchanged aws-amplify client and function handlers run against it.
 *
 *   POST /cognito/                      Cognito user-pool JSON API (X-Amz-Target)
 *   GET  /<userPoolId>/.well-known/jwks.json
 *   POST /graphql, WS /graphql/realtime AppSync GraphQL and realtime
 *   ANY  /functions/<name>/...          function URLs (Lambda payload 2.0 events)
 *   POST /ses/v2/email/outbound-emails  SES v2 SendEmail, into the mailbox
 *   POST /lambda/2015-03-31/functions/<name>/invocations  Lambda Invoke (background work)
 *   GET  /mailbox, /mailbox/messages    the mailbox: every e-mail the cloud sent
 *   POST /__dev/clock                   moves the scheduled functions' clock {"advanceHours": N} (loopback only)
 *   GET  /health
 *
 * It answers only requests addressed to it by a loopback name and its port (the Host header:
 * no DNS rebinding). Only the app's pages may call it from a browser (CORS for the app's
 * origin, any other Origin refused); the mailbox answers loopback requests that come from no
 * other site; the data folder is private to the user (dataFolder.ts).
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocketServer } from 'ws';
import { createAuthService, type AuthService, type UserPoolConfig } from '../auth/service';
import type { AppSyncJsFunctionDescription } from '../data/appsyncJs';
import { MAX_REALTIME_MESSAGE_BYTES } from '../data/realtime';
import { createDataService, type DataService } from '../data/service';
import { createMailbox, type Mailbox } from '../mailbox/mailbox';
import { SES_PREFIX } from '../mailbox/sesApi';
import { openDatabase, type Database } from '../store/open';
import { functionUrlCors, type FunctionUrlCors } from '../../amplify/functionUrlCors';
import { LOCAL_APP_ORIGIN } from '../../amplify/deployment';
import {
  BodyTooLargeError,
  MISADDRESSED_MESSAGE,
  foreignOrigin,
  misaddressed,
  ownHostHeaders,
  sendJson,
  setCorsHeaders,
  setFunctionUrlCorsHeaders,
  trustedOrigins,
  withLoopbackTwins,
} from './http';
import { loadFunctionCredentials, type FunctionCredentials } from './credentials';
import { loadDataKey } from './dataFolder';
import { securePrivateFolder } from '../store/privateFolder';
import { reclaimDeletedRows } from '../store/reclaim';
import { createFunctionHost, type FunctionDescription, type FunctionHost } from '../functions/host';
import { LAMBDA_PREFIX } from '../functions/invokeApi';
import { createScheduler, type Scheduler } from '../functions/scheduler';
import { createRoutes, type Route } from './routes';

const root = fileURLToPath(new URL('../..', import.meta.url));
const generated = (name: string) => readFileSync(join(root, 'local/generated', name), 'utf8');
const FUNCTIONS = JSON.parse(generated('functions.json')) as FunctionDescription[];

export interface LocalCloudOptions {
  port?: number;
  host?: string;
  dataDir: string;
  /** Delete the data folder first. */
  reset?: boolean;
  /** Where the app is served: the one origin whose pages may call the cloud, and the links in e-mails (APP_ORIGIN). */
  appOrigin?: string;
  /** AppSync's request time limit (default 30 s); tests shorten it. */
  requestTimeoutMs?: number;
  /** The clock of the user pool and the data API (token issue, expiry and revocation times); tests move it. */
  now?: () => number;
}

export interface LocalCloud {
  url: string;
  pool: UserPoolConfig;
  auth: AuthService;
  data: DataService;
  mailbox: Mailbox;
  functions: FunctionHost;
  functionCredentials: FunctionCredentials;
  scheduler: Scheduler;
  close(): Promise<void>;
}

/**
 * Starts the cloud in order: the data folder and its database, the server (listening early,
 * answering 503 until the services exist), the function host, the user pool, the data API,
 * then the routes and the realtime socket.
 */
export async function startLocalCloud(options: LocalCloudOptions): Promise<LocalCloud> {
  const host = options.host ?? '127.0.0.1';
  const appOrigin = options.appOrigin ?? LOCAL_APP_ORIGIN;
  const store = await openStore(options);
  const listening = await listenEarly(host, options.port ?? 4000);
  const { url } = listening;
  const issuer = `${url}/${store.pool.userPoolId}`;

  const functions = hostFunctions(store, url, issuer, appOrigin);
  // Scheduled functions run on their schedule from here on (local/functions/scheduler.ts).
  const scheduler = createScheduler(FUNCTIONS, functions);
  const auth = await startUserPool(store, options, issuer, functions);
  const data = await startDataApi(store, options, auth);
  // PGlite has written its start-up files (with its own modes) by now.
  securePrivateFolder(options.dataDir);
  // A token revoked by sign-out everywhere is refused at once, and its open subscriptions close.
  auth.onRevoked((originJti) => data.revokeSession(originJti));

  const trusted = trustedOrigins(appOrigin, url);
  const { pool, functionCredentials, mailbox } = store;
  // The function URLs' CORS policy is AWS's (amplify/functionUrlCors.ts), for the app under either loopback name.
  const functionCors = functionUrlCors([...withLoopbackTwins([appOrigin])]);
  const ownHosts = ownHostHeaders(url);
  listening.answer(answerRequests(createRoutes({ url, pool, auth, data, functions, functionCredentials, mailbox, scheduler }), { trusted, functionCors, ownHosts }, appOrigin, url));
  const realtime = acceptRealtime(listening.server, data, { trusted, ownHosts }, url);

  return {
    url,
    pool,
    auth,
    data,
    mailbox,
    functions,
    functionCredentials,
    scheduler,
    async close() {
      scheduler.stop();
      for (const client of realtime.clients) client.terminate();
      realtime.close();
      listening.server.closeAllConnections();
      await new Promise<void>((resolve) => listening.server.close(() => resolve()));
      await functions.idle();
      await data.close();
      await store.db.close();
      securePrivateFolder(options.dataDir);
    },
  };
}

/** What lives in the data folder: the database, the user pool's settings, the functions' keys and the mailbox. */
interface Store {
  db: Database;
  pool: UserPoolConfig;
  functionCredentials: FunctionCredentials;
  mailbox: Mailbox;
}

/** Empties the data folder on reset, makes it private before anything is written in it, and opens what it holds. */
async function openStore(options: LocalCloudOptions): Promise<Store> {
  if (options.reset) rmSync(options.dataDir, { recursive: true, force: true });
  securePrivateFolder(options.dataDir);
  const db = await openDatabase(join(options.dataDir, 'pg'));
  const pool = JSON.parse(generated('user-pool.json')) as UserPoolConfig;
  const functionCredentials = loadFunctionCredentials(options.dataDir, pool.region);
  const mailbox = await createMailbox(db);
  return { db, pool, functionCredentials, mailbox };
}

/**
 * The HTTP server, listening before the services exist (their token issuer needs the port):
 * requests arriving meanwhile get a 503 instead of hanging without an answer, until `answer`
 * hands it the real handler.
 */
async function listenEarly(host: string, port: number): Promise<{ server: Server; url: string; answer(handler: RequestHandler): void }> {
  // Idle keep-alive connections stay open a minute, as AWS's endpoints keep them (Node's default
  // is 5 s): a busy client whose event loop lags reuses a connection the server has just closed,
  // and the request fails with 'other side closed' (bench:flow lost 11 of 100 pairs to it).
  const server = createServer({ keepAliveTimeout: 60_000, headersTimeout: 61_000 });
  let handler: RequestHandler = (_req, res) => sendJson(res, 503, { message: 'The local cloud is starting' });
  server.on('request', (req, res) => handler(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    server,
    url: `http://${host}:${actualPort}`,
    answer(next) {
      handler = next;
    },
  };
}

type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** The backend's functions, with the environment Lambda and Amplify give them in AWS, pointed at this cloud. */
function hostFunctions(store: Store, url: string, issuer: string, appOrigin: string): FunctionHost {
  const { pool, functionCredentials } = store;
  return createFunctionHost({
    root,
    functions: FUNCTIONS,
    sharedEnvironment: {
      AWS_REGION: pool.region,
      AWS_DEFAULT_REGION: pool.region,
      AWS_ACCESS_KEY_ID: functionCredentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: functionCredentials.secretAccessKey,
      AMPLIFY_DATA_GRAPHQL_ENDPOINT: `${url}/graphql`,
      AUTH_USER_POOL_ID: pool.userPoolId,
      AUTH_USER_POOL_CLIENT_ID: pool.clientId,
      AUTH_TOKEN_ISSUER: issuer,
      LOCAL_CLOUD_URL: url,
      // The SDK's per-service endpoint variables: SES calls come to this cloud's mailbox,
      // Cognito calls (the functions' revocation check) to its user pool.
      AWS_ENDPOINT_URL_SESV2: `${url}${SES_PREFIX}`,
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: `${url}/cognito/`,
      AWS_ENDPOINT_URL_LAMBDA: `${url}${LAMBDA_PREFIX}`,
      APP_ORIGIN: appOrigin,
      // The follow-up notices' values that are references or secrets in AWS (amplify/backend.ts):
      // the unsubscribe function's URL, and a signing key derived from this cloud's own secret.
      UNSUBSCRIBE_URL: `${url}/functions/unsubscribe/`,
      NOTICE_SIGNING_KEY: createHash('sha256').update(`notice-signing:${functionCredentials.secretAccessKey}`).digest('hex'),
    },
  });
}

/** The user pool, with the backend's Cognito triggers (pre-sign-up, pre-token-generation, post-confirmation) run by the function host. */
function startUserPool(store: Store, options: LocalCloudOptions, issuer: string, functions: FunctionHost): Promise<AuthService> {
  const { db, pool, mailbox } = store;
  const triggerFunction = (key: string) => {
    const name = pool.triggers?.[key];
    return name ? (event: unknown) => functions.invoke(name, event) : undefined;
  };
  return createAuthService({
    db,
    dataDir: options.dataDir,
    pool,
    issuer,
    mailbox,
    now: options.now,
    // An erased account leaves nothing of itself in the data folder's files (local/store/reclaim.ts).
    afterUserDeleted: () => reclaimDeletedRows(db),
    triggers: {
      preSignUp: triggerFunction('PreSignUp'),
      preTokenGeneration: triggerFunction('PreTokenGenerationConfig'),
      postConfirmation: triggerFunction('PostConfirmation'),
    },
  });
}

/** The GraphQL API, with the schema, pipeline steps and limits synthesized from amplify/ (local/generated). */
function startDataApi(store: Store, options: LocalCloudOptions, auth: AuthService): Promise<DataService> {
  return createDataService({
    db: store.db,
    apiSchemaSdl: generated('api-schema.graphql'),
    modelSchemaSdl: generated('model-schema.graphql'),
    verifyJwt: (token) => auth.verifyToken(token, 'any'),
    iamCredentials: store.functionCredentials,
    now: options.now,
    // The backend's APPSYNC_JS pipeline steps (amplify/data/pipelineSteps.ts: list limits and guards), as synthesized.
    appsyncFunctions: JSON.parse(generated('appsync-functions.json')) as AppSyncJsFunctionDescription[],
    // The request bounds set on the AppSync API (amplify/data/apiLimits.ts), as synthesized.
    apiLimits: JSON.parse(generated('graphql-api.json')) as { queryDepthLimit: number; resolverCountLimit: number },
    requestTimeoutMs: options.requestTimeoutMs,
    // Kept in the data folder, so a page token stays good across a restart as AppSync's do.
    pageTokenKey: loadDataKey(options.dataDir, 'page-token.key'),
  });
}

/**
 * A request addressed to another host name gets nothing. Then, for every request but the
 * mailbox's: a page of another origin gets nothing and its requests do nothing (no CORS, no
 * side effects); the app's get CORS; then the routes, with a 413 for a body over the limit and
 * a 500 for anything that breaks.
 */
function answerRequests(
  routes: Route,
  { trusted, functionCors, ownHosts }: { trusted: ReadonlySet<string>; functionCors: FunctionUrlCors; ownHosts: ReadonlySet<string> },
  appOrigin: string,
  url: string,
): RequestHandler {
  return (req, res) => {
    if (misaddressed(req, ownHosts)) return sendJson(res, 403, { message: MISADDRESSED_MESSAGE });
    const path = new URL(req.url ?? '/', url).pathname;
    const foreign = foreignOrigin(req, trusted);
    if (foreign !== null && !path.startsWith('/mailbox')) {
      // An empty Origin made the message end in 'pages from .' (found by the hostile-input suite).
      const from = foreign === '' ? 'a page that sends an empty Origin header' : `pages from ${foreign}`;
      return sendJson(res, 403, { message: `The local cloud answers the app at ${appOrigin}, not ${from}.` });
    }
    if (path.startsWith('/functions/')) setFunctionUrlCorsHeaders(req, res, functionCors);
    else if (!path.startsWith('/mailbox')) setCorsHeaders(req, res, trusted);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    routes(req, res, path).catch((error: unknown) => {
      if (res.headersSent) return res.destroy();
      if (error instanceof BodyTooLargeError) return sendJson(res, 413, { message: error.message });
      console.error('[local cloud]', error);
      sendJson(res, 500, { message: 'Internal error in the local cloud' });
    });
  };
}

/**
 * The AppSync realtime socket at /graphql/realtime, for the app's pages only, reading messages
 * up to AppSync's size quota (a larger one closes the connection with 1009 before it is buffered).
 */
function acceptRealtime(
  server: Server,
  data: DataService,
  { trusted, ownHosts }: { trusted: ReadonlySet<string>; ownHosts: ReadonlySet<string> },
  url: string,
): WebSocketServer {
  const realtime = new WebSocketServer({ noServer: true, maxPayload: MAX_REALTIME_MESSAGE_BYTES });
  realtime.on('connection', (socket, request) => data.handleRealtime(socket, request));
  server.on('upgrade', (request, socket, head) => {
    if (new URL(request.url ?? '/', url).pathname !== '/graphql/realtime') return socket.destroy();
    // Browsers send an Origin with every WebSocket handshake and apply no CORS to it.
    if (misaddressed(request, ownHosts) || foreignOrigin(request, trusted) !== null) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    realtime.handleUpgrade(request, socket, head, (ws) => realtime.emit('connection', ws, request));
  });
  return realtime;
}
