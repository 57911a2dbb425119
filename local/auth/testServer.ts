/**
 * A minimal node:http front for the auth service, for tests: the same wiring the local cloud
 * does (POST body + X-Amz-Target to `handle`, JWKS on GET), on 127.0.0.1 and a free port.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AuthService } from './types';

export interface Exchange {
  target: string;
  request: unknown;
  status: number;
  response: unknown;
}

export interface AuthTestServer {
  /** e.g. http://127.0.0.1:54321/ : use as Auth.Cognito.userPoolEndpoint */
  endpoint: string;
  /** every call handled so far, in order (lets tests read what aws-amplify sent and got) */
  exchanges: Exchange[];
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startAuthTestServer(service: AuthService): Promise<AuthTestServer> {
  const exchanges: Exchange[] = [];
  const server = createServer(async (req, res) => {
    if (req.method === 'GET' && req.url?.endsWith('/.well-known/jwks.json')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(service.jwks()));
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(405).end();
      return;
    }
    const target = String(req.headers['x-amz-target'] ?? '');
    let request: unknown;
    try {
      request = JSON.parse((await readBody(req)) || '{}');
    } catch {
      res.writeHead(400, { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-errortype': 'SerializationException' });
      res.end(JSON.stringify({ __type: 'SerializationException', message: 'Malformed JSON' }));
      return;
    }
    const result = await service.handle(target, request, { iam: false, address: req.socket.remoteAddress ?? 'unknown' });
    exchanges.push({ target, request, status: result.status, response: result.body });
    res.writeHead(result.status, result.headers);
    res.end(JSON.stringify(result.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    endpoint: `http://127.0.0.1:${port}/`,
    exchanges,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
