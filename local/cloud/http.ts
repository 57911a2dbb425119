import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FunctionUrlCors } from '../../amplify/functionUrlCors';

/** Function URLs and AppSync both refuse request bodies over this size. */
export const MAX_BODY_BYTES = 1024 * 1024;

export class BodyTooLargeError extends Error {
  constructor() {
    super(`Request body exceeds ${MAX_BODY_BYTES} bytes`);
  }
}

/** Reads the whole body as UTF-8, refusing (and draining) anything over MAX_BODY_BYTES. */
export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_BODY_BYTES) {
      req.resume();
      reject(new BodyTooLargeError());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => (tooLarge ? reject(new BodyTooLargeError()) : resolve(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

/**
 * The origins whose pages may call the local cloud from a browser: the app (as configured,
 * and the same port under the other loopback name) and the cloud itself. Everything the cloud
 * serves is for the app or the developer; a page from anywhere else gets nothing.
 */
export function trustedOrigins(appOrigin: string, cloudUrl: string): Set<string> {
  return withLoopbackTwins([appOrigin, cloudUrl]);
}

/** The origins of `urls`, each loopback one also under the other loopback name. */
export function withLoopbackTwins(urls: readonly string[]): Set<string> {
  const origins = new Set(urls.map((url) => new URL(url).origin));
  for (const origin of [...origins]) {
    const url = new URL(origin);
    if (url.hostname === '127.0.0.1') origins.add(origin.replace('//127.0.0.1', '//localhost'));
    else if (url.hostname === 'localhost') origins.add(origin.replace('//localhost', '//127.0.0.1'));
  }
  return origins;
}

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * The Host headers that name this server: a loopback name or the address it listens on, with
 * its port. A page of another site that gets its own name resolved to 127.0.0.1 (DNS
 * rebinding) reaches the cloud with that name as the Host, and is refused.
 */
export function ownHostHeaders(cloudUrl: string): Set<string> {
  const { hostname, port } = new URL(cloudUrl);
  return new Set([...LOOPBACK_NAMES, hostname].map((name) => `${name}:${port}`));
}

/** A request whose Host header names some other server (or none): refused whole. */
export function misaddressed(req: IncomingMessage, ownHosts: ReadonlySet<string>): boolean {
  return !ownHosts.has((req.headers.host ?? '').toLowerCase());
}

export const MISADDRESSED_MESSAGE = 'The local cloud answers requests addressed to it as 127.0.0.1, localhost or [::1] with its port, not by another name.';

/** A browser request from a page of another origin (Node clients send no Origin). */
export function foreignOrigin(req: IncomingMessage, trusted: ReadonlySet<string>): string | null {
  const origin = req.headers.origin;
  return origin !== undefined && !trusted.has(origin) ? origin : null;
}

/** Browsers call the local cloud from the app's origin, as they call AWS endpoints cross-origin: only that origin gets CORS. */
export function setCorsHeaders(req: IncomingMessage, res: ServerResponse, trusted: ReadonlySet<string>): void {
  res.setHeader('Vary', 'Origin');
  const origin = req.headers.origin;
  if (!origin || !trusted.has(origin)) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Allow-Methods', 'GET,POST,OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    req.headers['access-control-request-headers'] ?? 'authorization,content-type,x-amz-target,x-amz-user-agent,x-amz-date,x-amz-security-token',
  );
  res.setHeader('Access-Control-Expose-Headers', 'x-amzn-requestid,x-amzn-errortype,x-amzn-errormessage,date');
  res.setHeader('Access-Control-Max-Age', '600');
}

/** A function URL's CORS answer, as Lambda gives it for the URL's CORS policy (amplify/functionUrlCors.ts). */
export function setFunctionUrlCorsHeaders(req: IncomingMessage, res: ServerResponse, cors: FunctionUrlCors): void {
  res.setHeader('Vary', 'Origin');
  const origin = req.headers.origin;
  if (!origin || !cors.allowedOrigins.includes(origin)) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Methods', cors.allowedMethods.join(','));
  res.setHeader('Access-Control-Allow-Headers', cors.allowedHeaders.join(','));
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(payload);
}

/**
 * Hosted AppSync compresses a response of 1,000 bytes or more when the request accepts gzip,
 * and browsers always ask: a session list or a session read is tens of kilobytes of JSON that
 * gzip shrinks about sixfold, so on a phone the local cloud should serve it the same way.
 */
export const COMPRESS_FROM_BYTES = 1000;

/** Whether the request's Accept-Encoding takes gzip (a q=0 weight refuses it). */
export function acceptsGzip(req: Pick<IncomingMessage, 'headers'>): boolean {
  const header = req.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    return (coding === 'gzip' || coding === '*') && !refused;
  });
}

/**
 * A GraphQL answer, serialized one top-level field at a time with an event-loop turn between
 * them (a response of many aliased pages never blocks the cloud for the whole of it), then
 * gzipped off the event loop when the client accepts it and it is large enough. The bytes
 * before compression are those of JSON.stringify(body).
 */
export async function sendGraphQLJson(req: Pick<IncomingMessage, 'headers'>, res: ServerResponse, status: number, body: unknown): Promise<void> {
  const payload = await serializeByField(body);
  if (payload === null || res.destroyed) return;
  if (payload.length < COMPRESS_FROM_BYTES || !acceptsGzip(req)) {
    res.writeHead(status, { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' });
    res.end(payload);
    return;
  }
  const compressed = await promisify(gzip)(payload);
  if (res.destroyed) return;
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
  res.end(compressed);
}

/** JSON.stringify(body), one top-level data field per event-loop turn; null when nothing is left to send. */
async function serializeByField(body: unknown): Promise<string | null> {
  const { data, ...rest } = (body ?? {}) as { data?: unknown };
  const fields = data && typeof data === 'object' && !Array.isArray(data) ? Object.entries(data) : null;
  if (!fields || fields.length < 2 || Object.keys(rest).some((k) => k !== 'errors') || !('data' in (body as object))) {
    return JSON.stringify(body);
  }
  const parts: string[] = [];
  for (const [index, [name, value]] of fields.entries()) {
    if (index > 0) await new Promise((resolve) => setImmediate(resolve));
    parts.push(`${index === 0 ? '{"data":{' : ','}${JSON.stringify(name)}:${JSON.stringify(value)}`);
  }
  const { errors } = rest as { errors?: unknown };
  parts.push(`}${errors === undefined ? '' : `,"errors":${JSON.stringify(errors)}`}}`);
  return parts.join('');
}
