/**
 * The local cloud's routes: which service answers each request (see server.ts for the list).
 * Origins are checked before a request gets here (server.ts, `answerRequests`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuthService, UserPoolConfig } from '../auth/service';
import { loneSurrogateIn } from '../data/guards';
import { SigV4Error, verifySignedHttpRequest } from '../data/sigv4';
import type { DataService } from '../data/service';
import type { FunctionHost } from '../functions/host';
import { handleInvoke, invokedFunction } from '../functions/invokeApi';
import type { Mailbox } from '../mailbox/mailbox';
import type { Scheduler } from '../functions/scheduler';
import { renderMailboxPage } from '../mailbox/page';
import { SES_SEND_EMAIL_PATH, handleSesSendEmail } from '../mailbox/sesApi';
import type { FunctionCredentials } from './credentials';
import { readBody, sendGraphQLJson, sendJson } from './http';

export interface CloudServices {
  /** The cloud's own address, e.g. http://127.0.0.1:4000. */
  url: string;
  pool: UserPoolConfig;
  auth: AuthService;
  data: DataService;
  functions: FunctionHost;
  functionCredentials: FunctionCredentials;
  mailbox: Mailbox;
  scheduler: Scheduler;
}

export type Route = (req: IncomingMessage, res: ServerResponse, path: string) => Promise<void>;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Codes and links for the developer: never framed, sniffed as script, cached or read by another site's page. */
const MAILBOX_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
};

export function createRoutes(services: CloudServices): Route {
  const { url, pool, auth, data, functions, functionCredentials, mailbox, scheduler } = services;
  const jwksPath = `/${pool.userPoolId}/.well-known/jwks.json`;
  const hostOf = (req: IncomingMessage) => req.headers.host ?? new URL(url).host;

  return async (req, res, path) => {
    if (req.method === 'POST' && (path === '/cognito' || path.startsWith('/cognito/'))) return cognito(req, res, path, hostOf(req), auth, functionCredentials);
    if (req.method === 'GET' && path === jwksPath) return sendJson(res, 200, auth.jwks());
    if (req.method === 'POST' && path === '/graphql') {
      const result = await data.handleHttp({ method: req.method, url: req.url ?? '/graphql', headers: req.headers, rawBody: await readBody(req), host: hostOf(req) });
      return sendGraphQLJson(req, res, result.status, result.body);
    }
    const fn = path.match(/^\/functions\/([a-z0-9-]+)(\/.*)?$/);
    if (fn && functions.hasUrl(fn[1])) {
      const result = await functions.handleUrl(fn[1], req, fn[2] ?? '/', await readBody(req));
      res.writeHead(result.status, result.headers);
      res.end(result.body);
      return;
    }
    if (req.method === 'POST' && path === SES_SEND_EMAIL_PATH) {
      const signed = { method: req.method, host: hostOf(req), path, headers: req.headers, rawBody: await readBody(req) };
      const result = await handleSesSendEmail(signed, functionCredentials, mailbox);
      res.writeHead(result.status, { 'content-type': 'application/json', ...result.headers });
      res.end(JSON.stringify(result.body));
      return;
    }
    if (req.method === 'POST' && invokedFunction(path)) {
      const signed = { method: req.method, host: hostOf(req), path, headers: req.headers, rawBody: await readBody(req) };
      const result = await handleInvoke(signed, functionCredentials, functions);
      res.writeHead(result.status, result.headers);
      res.end(result.body);
      return;
    }
    if (req.method === 'GET' && (path === '/mailbox' || path === '/mailbox/' || path === '/mailbox/messages')) return mailboxRoute(req, res, path, url, mailbox);
    if (req.method === 'POST' && path === DEV_CLOCK_PATH) return devClockRoute(req, res, url, scheduler);
    if (req.method === 'GET' && path === '/health') return sendJson(res, 200, { ok: true });
    sendJson(res, 404, { message: `No local cloud route for ${req.method} ${path}` });
  };
}

/**
 * The Cognito user-pool JSON API (X-Amz-Target names the action). A request signed with the
 * functions' credentials (SigV4, as the SDK signs administrator actions) is checked here, and
 * only such a request may call an administrator action.
 */
async function cognito(req: IncomingMessage, res: ServerResponse, path: string, host: string, auth: AuthService, credentials: FunctionCredentials): Promise<void> {
  const target = String(req.headers['x-amz-target'] ?? '');
  const rawBody = await readBody(req);
  const iam = /^AWS4-HMAC-SHA256 /.test(String(req.headers.authorization ?? ''));
  if (iam) {
    try {
      await verifySignedHttpRequest({ method: req.method ?? 'POST', host, path, headers: req.headers, rawBody }, credentials, 'cognito-idp');
    } catch (error) {
      if (error instanceof SigV4Error) return sendCognitoError(res, error.errorType, error.message);
      throw error;
    }
  }
  let body: unknown;
  try {
    body = JSON.parse(rawBody || '{}');
  } catch {
    return sendCognitoError(res, 'SerializationException', 'Malformed JSON in request body');
  }
  // Postgres would refuse such text with an internal error; say what is wrong instead.
  const lone = loneSurrogateIn(body, '');
  if (lone) return sendCognitoError(res, 'InvalidParameterException', lone);
  const result = await auth.handle(target, body, { iam, address: req.socket.remoteAddress ?? 'unknown' });
  res.writeHead(result.status, result.headers);
  res.end(JSON.stringify(result.body));
}

/** The mailbox page and its JSON list, for the developer on this machine only. */
async function mailboxRoute(req: IncomingMessage, res: ServerResponse, path: string, cloudUrl: string, mailbox: Mailbox): Promise<void> {
  const refusal = mailboxRefusal(req, cloudUrl);
  if (refusal) return sendJson(res, 403, { message: refusal }, MAILBOX_HEADERS);
  const to = new URL(req.url ?? '', cloudUrl).searchParams.get('to') ?? undefined;
  const messages = await mailbox.list({ to });
  if (path === '/mailbox/messages') return sendJson(res, 200, messages.map(({ id: _id, ...message }) => message), MAILBOX_HEADERS);
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...MAILBOX_HEADERS });
  res.end(renderMailboxPage(messages, to));
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

export const DEV_CLOCK_PATH = '/__dev/clock';
/** The most one request may move the clock: a year and a bit (the reviews at 12 weeks fit many times over). */
const MAX_ADVANCE_HOURS = 24 * 400;

/**
 * POST /__dev/clock {"advanceHours": N}: moves the scheduled functions' clock forward and runs
 * them at once (local/functions/scheduler.ts). Development only: the local cloud's, loopback
 * only, from no page of another site (the mailbox's rule); AWS has no such route.
 */
async function devClockRoute(req: IncomingMessage, res: ServerResponse, cloudUrl: string, scheduler: Scheduler): Promise<void> {
  const refusal = mailboxRefusal(req, cloudUrl);
  if (refusal) return sendJson(res, 403, { message: refusal.replace('The mailbox', 'The development clock') });
  let hours: unknown;
  try {
    hours = (JSON.parse((await readBody(req)) || '{}') as { advanceHours?: unknown }).advanceHours;
  } catch {
    hours = undefined;
  }
  if (typeof hours !== 'number' || !Number.isFinite(hours) || hours < 0 || hours > MAX_ADVANCE_HOURS) {
    return sendJson(res, 400, { message: `Send {"advanceHours": N} with N from 0 to ${MAX_ADVANCE_HOURS}.` });
  }
  const ran = await scheduler.advance(hours);
  sendJson(res, 200, { now: new Date(scheduler.now()).toISOString(), ran });
}

function sendCognitoError(res: ServerResponse, type: string, message: string) {
  res.writeHead(400, { 'Content-Type': 'application/x-amz-json-1.1', 'x-amzn-errortype': `${type}:` });
  res.end(JSON.stringify({ __type: type, message }));
}
