import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_FROM_BYTES, acceptsGzip, sendGraphQLJson } from '../../../local/cloud/http';

/** The body the test server answers with: `size` selects a small or a large answer, of one or several top-level fields. */
function bodyFor(path: string): unknown {
  const big = 'x'.repeat(COMPRESS_FROM_BYTES * 3);
  if (path === '/small') return { data: { getIssue: { id: 'a' } } };
  if (path === '/large-one') return { data: { getIssue: { id: 'a', text: big } } };
  return { data: { a: { text: big }, b: { text: big } }, errors: [{ message: 'one' }] };
}

let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((req, res) => void sendGraphQLJson(req, res, 200, bodyFor(req.url ?? '/')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(path: string, acceptEncoding?: string): Promise<{ encoding: string | undefined; vary: string | undefined; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'], vary: res.headers.vary, bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('GraphQL answers compressed as hosted AppSync does', () => {
  it('gzips a large answer for a client that accepts gzip, and it unpacks to the same JSON', async () => {
    for (const path of ['/large-one', '/large-many']) {
      const answer = await get(path, 'gzip, deflate, br');
      expect(answer.encoding, path).toBe('gzip');
      expect(answer.vary).toBe('Accept-Encoding');
      const text = gunzipSync(answer.bytes).toString('utf8');
      expect(text).toBe(JSON.stringify(bodyFor(path)));
      expect(answer.bytes.length).toBeLessThan(text.length / 4);
    }
  });

  it('sends plain JSON to a client that does not ask, and under the size bar', async () => {
    const plain = await get('/large-many');
    expect(plain.encoding).toBeUndefined();
    expect(plain.bytes.toString('utf8')).toBe(JSON.stringify(bodyFor('/large-many')));
    const small = await get('/small', 'gzip');
    expect(small.encoding).toBeUndefined();
    expect(JSON.parse(small.bytes.toString('utf8'))).toEqual(bodyFor('/small'));
  });

  it('reads Accept-Encoding as HTTP does: a q=0 weight refuses, a star accepts', () => {
    const headers = (value: string) => ({ headers: { 'accept-encoding': value } });
    expect(acceptsGzip(headers('gzip'))).toBe(true);
    expect(acceptsGzip(headers('br;q=1.0, GZIP;q=0.5'))).toBe(true);
    expect(acceptsGzip(headers('*'))).toBe(true);
    expect(acceptsGzip(headers('gzip;q=0'))).toBe(false);
    expect(acceptsGzip(headers('gzip;q=0.000, br'))).toBe(false);
    expect(acceptsGzip(headers('br, deflate'))).toBe(false);
    expect(acceptsGzip({ headers: {} })).toBe(false);
  });
});
