import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: any;
}

/** Each scripted step answers one request; 'hang' never answers (to exercise timeouts). */
export type Step = { status?: number; json?: unknown; text?: string } | 'hang';

/** A loopback HTTP server that replays scripted replies and records what it received. */
export async function startFakeServer() {
  const steps: Step[] = [];
  const requests: RecordedRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: raw ? JSON.parse(raw) : undefined });
      const step = steps.shift() ?? { status: 500, text: 'no scripted reply' };
      if (step === 'hang') return;
      res.writeHead(step.status ?? 200, { 'content-type': 'application/json' });
      res.end(step.text ?? JSON.stringify(step.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    steps,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
