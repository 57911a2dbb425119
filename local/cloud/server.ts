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
 *   GET  /health
 *
 * Only the app's pages may call it from a browser (CORS for the app's origin, any other
 * Origin refused); the mailbox answers loopback requests that come from no other site; the
 * data folder is private to the user (dataFolder.ts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocketServer } from 'ws';
import { createAuthService, type AuthService, type UserPoolConfig } from '../auth/service';
import type { AppSyncJsFunctionDescription } from '../data/appsyncJs';
import { createDataService, type DataService } from '../data/service';
import { createMailbox, type Mailbox } from '../mailbox/mailbox';
import { renderMailboxPage } from '../mailbox/page';
import { SES_PREFIX, SES_SEND_EMAIL_PATH, handleSesSendEmail } from '../mailbox/sesApi';
import { loneSurrogateIn } from '../data/guards';
import { openDatabase, type Database } from '../store/open';
import { functionUrlCors } from '../../amplify/functionUrlCors';
import { LOCAL_APP_ORIGIN } from '../../amplify/deployment';
import {
  BodyTooLargeError,
  foreignOrigin,
  readBody,
  sendGraphQLJson,
  sendJson,
  setCorsHeaders,
  setFunctionUrlCorsHeaders,
  trustedOrigins,
  withLoopbackTwins,
} from './http';
import { loadFunctionCredentials, type FunctionCredentials } from './credentials';
import { loadDataKey, securePrivateFolder } from './dataFolder';
import { createFunctionHost, type FunctionDescription, type FunctionHost } from '../functions/host';
import { LAMBDA_PREFIX, handleInvoke, invokedFunction } from '../functions/invokeApi';

const root = fileURLToPath(new URL('../..', import.meta.url));
const generated = (name: string) => readFileSync(join(root, 'local/generated', name), 'utf8');

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

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export interface LocalCloud {
  url: string;
  pool: UserPoolConfig;
  auth: AuthService;
  data: DataService;
  mailbox: Mailbox;
  functions: FunctionHost;
  functionCredentials: FunctionCredentials;
  close(): Promise<void>;
}

export async function startLocalCloud(options: LocalCloudOptions): Promise<LocalCloud> {
  const host = options.host ?? '127.0.0.1';
  if (options.reset) rmSync(options.dataDir, { recursive: true, force: true });
  const appOrigin = options.appOrigin ?? LOCAL_APP_ORIGIN;
  // Private before anything is written in it.
  securePrivateFolder(options.dataDir);
  const db: Database = await openDatabase(join(options.dataDir, 'pg'));
  const pool = JSON.parse(generated('user-pool.json')) as UserPoolConfig;
  const functionCredentials = loadFunctionCredentials(options.dataDir, pool.region);
  const mailbox = await createMailbox(db);

  // Idle keep-alive connections stay open a minute, as AWS's endpoints keep them (Node's default
  // is 5 s): a busy client whose event loop lags reuses a connection the server has just closed,
  // and the request fails with 'other side closed' (bench:flow lost 11 of 100 pairs to it).
  const server = createServer({ keepAliveTimeout: 60_000, headersTimeout: 61_000 });
  // The server listens before the services exist (their token issuer needs the port);
  // requests arriving meanwhile get a 503 instead of hanging without an answer.
  let handleRequest = (_req: IncomingMessage, res: ServerResponse) => sendJson(res, 503, { message: 'The local cloud is starting' });
  server.on('request', (req, res) => handleRequest(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4000, host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `http://${host}:${port}`;

  const issuer = `${url}/${pool.userPoolId}`;
  const functions = createFunctionHost({
    root,
    functions: JSON.parse(generated('functions.json')) as FunctionDescription[],
    // What Lambda and Amplify give a function in AWS, pointed at this cloud.
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
    },
  });
  const triggerFunction = (key: string) => {
    const name = pool.triggers?.[key];
    return name ? (event: unknown) => functions.invoke(name, event) : undefined;
  };
  const auth = await createAuthService({
    db,
    dataDir: options.dataDir,
    pool,
    issuer,
    mailbox,
    now: options.now,
    triggers: {
      preSignUp: triggerFunction('PreSignUp'),
      preTokenGeneration: triggerFunction('PreTokenGenerationConfig'),
    },
  });
  const data = await createDataService({
    db,
    apiSchemaSdl: generated('api-schema.graphql'),
    modelSchemaSdl: generated('model-schema.graphql'),
    verifyJwt: (token) => auth.verifyToken(token, 'any'),
    iamCredentials: functionCredentials,
    now: options.now,
    // The backend's APPSYNC_JS pipeline steps (amplify/data/pipelineSteps.ts: list limits and guards), as synthesized.
    appsyncFunctions: JSON.parse(generated('appsync-functions.json')) as AppSyncJsFunctionDescription[],
    // The request bounds set on the AppSync API (amplify/data/apiLimits.ts), as synthesized.
    apiLimits: JSON.parse(generated('graphql-api.json')) as { queryDepthLimit: number; resolverCountLimit: number },
    requestTimeoutMs: options.requestTimeoutMs,
    // Kept in the data folder, so a page token stays good across a restart as AppSync's do.
    pageTokenKey: loadDataKey(options.dataDir, 'page-token.key'),
  });
  const trusted = trustedOrigins(appOrigin, url);
  // The function URLs' CORS policy is AWS's (amplify/functionUrlCors.ts), for the app under either loopback name.
  const functionCors = functionUrlCors([...withLoopbackTwins([appOrigin])]);
  // PGlite has written its start-up files (with its own modes) by now.
  securePrivateFolder(options.dataDir);

  // A token revoked by sign-out everywhere is refused at once, and its open subscriptions close.
  auth.onRevoked((originJti) => data.revokeSession(originJti));

  const jwksPath = `/${pool.userPoolId}/.well-known/jwks.json`;
  const routes = async (req: IncomingMessage, res: ServerResponse, path: string): Promise<void> => {
    if (req.method === 'POST' && (path === '/cognito' || path.startsWith('/cognito/'))) {
      const target = String(req.headers['x-amz-target'] ?? '');
      let body: unknown;
      try {
        body = JSON.parse((await readBody(req)) || '{}');
      } catch (error) {
        if (error instanceof BodyTooLargeError) throw error;
        return sendCognitoError(res, 'SerializationException', 'Malformed JSON in request body');
      }
      // Postgres would refuse such text with an internal error; say what is wrong instead.
      const lone = loneSurrogateIn(body, '');
      if (lone) return sendCognitoError(res, 'InvalidParameterException', lone);
      const result = await auth.handle(target, body);
      res.writeHead(result.status, result.headers);
      res.end(JSON.stringify(result.body));
      return;
    }
    if (req.method === 'GET' && path === jwksPath) return sendJson(res, 200, auth.jwks());
    if (req.method === 'POST' && path === '/graphql') {
      const result = await data.handleHttp({
        method: req.method,
        url: req.url ?? '/graphql',
        headers: req.headers,
        rawBody: await readBody(req),
        host: req.headers.host ?? `${host}:${port}`,
      });
      return sendGraphQLJson(res, result.status, result.body);
    }
    const fn = path.match(/^\/functions\/([a-z0-9-]+)(\/.*)?$/);
    if (fn && functions.hasUrl(fn[1])) {
      const result = await functions.handleUrl(fn[1], req, fn[2] ?? '/', await readBody(req));
      res.writeHead(result.status, result.headers);
      res.end(result.body);
      return;
    }
    if (req.method === 'POST' && path === SES_SEND_EMAIL_PATH) {
      const result = await handleSesSendEmail(
        { method: req.method, host: req.headers.host ?? `${host}:${port}`, path, headers: req.headers, rawBody: await readBody(req) },
        functionCredentials,
        mailbox,
      );
      res.writeHead(result.status, { 'content-type': 'application/json', ...result.headers });
      res.end(JSON.stringify(result.body));
      return;
    }
    if (req.method === 'POST' && invokedFunction(path)) {
      const result = await handleInvoke(
        { method: req.method, host: req.headers.host ?? `${host}:${port}`, path, headers: req.headers, rawBody: await readBody(req) },
        functionCredentials,
        functions,
      );
      res.writeHead(result.status, result.headers);
      res.end(result.body);
      return;
    }
    if (req.method === 'GET' && (path === '/mailbox' || path === '/mailbox/' || path === '/mailbox/messages')) {
      // Codes and links for the developer: never framed, sniffed as script, cached or read by another site's page.
      const headers = {
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'DENY',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
        'Referrer-Policy': 'no-referrer',
      };
      const refusal = mailboxRefusal(req, url);
      if (refusal) return sendJson(res, 403, { message: refusal }, headers);
      const to = new URL(req.url ?? '', url).searchParams.get('to') ?? undefined;
      const messages = await mailbox.list({ to });
      if (path === '/mailbox/messages') return sendJson(res, 200, messages.map(({ id: _id, ...message }) => message), headers);
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...headers });
      res.end(renderMailboxPage(messages, to));
      return;
    }
    if (req.method === 'GET' && path === '/health') return sendJson(res, 200, { ok: true });
    sendJson(res, 404, { message: `No local cloud route for ${req.method} ${path}` });
  };

  handleRequest = (req, res) => {
    const path = new URL(req.url ?? '/', url).pathname;
    const foreign = foreignOrigin(req, trusted);
    // A page from another site gets nothing, and its requests do nothing (no CORS, no side effects).
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

  const realtime = new WebSocketServer({ noServer: true });
  realtime.on('connection', (socket, request) => data.handleRealtime(socket, request));
  server.on('upgrade', (request, socket, head) => {
    if (new URL(request.url ?? '/', url).pathname !== '/graphql/realtime') return socket.destroy();
    // Browsers send an Origin with every WebSocket handshake and apply no CORS to it.
    if (foreignOrigin(request, trusted) !== null) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    realtime.handleUpgrade(request, socket, head, (ws) => realtime.emit('connection', ws, request));
  });

  return {
    url,
    pool,
    auth,
    data,
    mailbox,
    functions,
    functionCredentials,
    async close() {
      for (const client of realtime.clients) client.terminate();
      realtime.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await functions.idle();
      await data.close();
      await db.close();
      securePrivateFolder(options.dataDir);
    },
  };
}

/**
 * Why a mailbox request is refused, or null: the mailbox answers the developer (a loopback
 * client: the browser on this machine, or a test) and no page of another site. Node clients
 * send no Origin; a browser sends the page's origin on fetches and `Sec-Fetch-Site` on
 * everything, navigations included.
 */
function mailboxRefusal(req: IncomingMessage, cloudUrl: string): string | null {
  if (!LOOPBACK.has(req.socket.remoteAddress ?? '')) return 'The mailbox answers requests from this machine only.';
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== new URL(cloudUrl).origin) return 'The mailbox is not readable from other pages.';
  if (req.headers['sec-fetch-site'] === 'cross-site') return 'The mailbox is not readable from other sites.';
  return null;
}

function sendCognitoError(res: ServerResponse, type: string, message: string) {
  res.writeHead(400, { 'Content-Type': 'application/x-amz-json-1.1', 'x-amzn-errortype': `${type}:` });
  res.end(JSON.stringify({ __type: type, message }));
}
