/**
 * The dev server serves the project's files, and the local cloud keeps its data folder in the
 * project (.local-cloud/): accounts, mailbox codes and keys must not be served from it.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';

const root = join(__dirname, '..');
const folder = join(root, '.local-cloud', `vite-test-${process.pid}`);
let server: ViteDevServer;
let base: string;

beforeAll(async () => {
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'function-credentials.json'), '{"secretAccessKey":"do-not-serve"}');
  server = await createServer({ configFile: join(root, 'vite.config.ts'), server: { port: 0, strictPort: false }, logLevel: 'silent' });
  await server.listen();
  base = server.resolvedUrls!.local[0].replace(/\/$/, '');
}, 60_000);

afterAll(async () => {
  await server?.close();
  rmSync(folder, { recursive: true, force: true });
});

it("does not serve the local cloud's data folder, however the path is written", async () => {
  const relative = `/.local-cloud/vite-test-${process.pid}/function-credentials.json`;
  for (const path of [relative, `${relative}?raw`, `/%2Elocal-cloud/vite-test-${process.pid}/function-credentials.json`, `/@fs${folder}/function-credentials.json`]) {
    const response = await fetch(`${base}${path}`);
    expect(await response.text(), path).not.toContain('do-not-serve');
    expect(response.status, path).toBe(403);
  }
  expect((await fetch(`${base}/index.html`)).status).toBe(200);
});
