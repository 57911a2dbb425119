import type { IncomingMessage, ServerResponse } from 'node:http';
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
 * A GraphQL answer, serialized one top-level field at a time with an event-loop turn between
 * them: a response of many aliased pages never blocks the cloud for the whole of it. The
 * bytes are those of JSON.stringify(body).
 */
export async function sendGraphQLJson(res: ServerResponse, status: number, body: unknown): Promise<void> {
  const { data, ...rest } = (body ?? {}) as { data?: unknown };
  const fields = data && typeof data === 'object' && !Array.isArray(data) ? Object.entries(data) : null;
  if (!fields || fields.length < 2 || Object.keys(rest).some((k) => k !== 'errors') || !('data' in (body as object))) {
    return sendJson(res, status, body);
  }
  res.writeHead(status, { 'Content-Type': 'application/json' });
  for (const [index, [name, value]] of fields.entries()) {
    if (index > 0) await new Promise((resolve) => setImmediate(resolve));
    if (res.destroyed) return;
    res.write(`${index === 0 ? '{"data":{' : ','}${JSON.stringify(name)}:${JSON.stringify(value)}`);
  }
  const { errors } = rest as { errors?: unknown };
  res.end(`}${errors === undefined ? '' : `,"errors":${JSON.stringify(errors)}`}}`);
}
