/**
 * A minimal HTTP + WebSocket host for the data service, for tests and benchmarks:
 * POST /graphql and upgrades on /graphql/realtime, on 127.0.0.1 and a free port.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import type { DataService } from './service.ts';

export interface TestServer {
  /** e.g. http://127.0.0.1:54321 */
  origin: string;
  graphqlUrl: string;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startTestServer(service: DataService): Promise<TestServer> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' }).end();
      return;
    }
    if (path !== '/graphql') {
      res.writeHead(404).end();
      return;
    }
    readBody(req)
      .then((rawBody) =>
        service.handleHttp({
          method: req.method ?? 'GET',
          url: req.url ?? '/graphql',
          headers: req.headers,
          rawBody,
          host: req.headers.host ?? '',
        }),
      )
      .then((result) => {
        res.writeHead(result.status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
        res.end(JSON.stringify(result.body));
      })
      .catch(() => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ errors: [{ errorType: 'InternalFailure', message: 'Internal error' }] }));
      });
  });
  const sockets = new WebSocketServer({ noServer: true });
  sockets.on('connection', (socket, request) => service.handleRealtime(socket, request));
  server.on('upgrade', (request, socket, head) => {
    if (new URL(request.url ?? '/', 'http://localhost').pathname !== '/graphql/realtime') {
      socket.destroy();
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws) => sockets.emit('connection', ws, request));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    graphqlUrl: `${origin}/graphql`,
    async close() {
      for (const client of sockets.clients) client.terminate();
      sockets.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
