/**
 * `npm run bench:bundle`: builds the app and prints the gzip size of the JavaScript the
 * browser loads first for `/` and `/login`: the entry chunk, its static imports, and
 * the lazily loaded chunk of that route (and its static imports). Budget: 150 KB each.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const BUDGET_KB = 150;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const ROUTE_MODULES: Record<string, string> = {
  '/': 'src/features/marketing/HomePage.tsx',
  '/login': 'src/features/accounts/LoginPage.tsx',
};

execFileSync('npx', ['vite', 'build', '--manifest', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync(join(root, 'dist/.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)!;

/** A chunk plus everything it imports statically (what must load before it runs). */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
  return seen;
}

const gzipKb = (file: string) => gzipSync(readFileSync(join(root, 'dist', file)), { level: 9 }).length / 1024;

let overBudget = false;
for (const [route, module] of Object.entries(ROUTE_MODULES)) {
  if (!manifest[module]) {
    console.log(`${route.padEnd(8)} (no screen yet: ${module} is not built)`);
    continue;
  }
  const chunks = staticClosure(module, staticClosure(entryKey));
  const kb = [...chunks].reduce((sum, key) => sum + gzipKb(manifest[key].file), 0);
  overBudget ||= kb > BUDGET_KB;
  console.log(`${route.padEnd(8)} ${kb.toFixed(1).padStart(6)} KB gzip in ${chunks.size} chunks (budget ${BUDGET_KB} KB)`);
}
const allJs = Object.values(manifest).filter((c) => c.file.endsWith('.js'));
console.log(`all JS   ${allJs.reduce((sum, c) => sum + gzipKb(c.file), 0).toFixed(1).padStart(6)} KB gzip in ${allJs.length} chunks`);
if (overBudget) process.exitCode = 1;
