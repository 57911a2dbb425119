/**
 * `npm run bench:lighthouse`: Lighthouse mobile performance of `/` and `/login` against the
 * production build, as a host would serve it. Budget (DESIGN.md 9): at least 0.95 on each.
 *
 * Builds the app (`vite build`, development gate off, so `/` is the real home page), serves
 * `dist/` with `vite preview` on its own port (SPA fallback, gzip) and runs Lighthouse's default
 * mobile configuration (simulated throttling: slow 4G, 4x CPU slowdown), performance category
 * only, in Debian chromium. A signed-out visitor's `/` and `/login` send nothing to the cloud,
 * so none is started: the build points at an unused port, and a request that leaves the
 * preview server's origin fails the bench (it would need a cloud, and would be measured wrong).
 * Figures move with the machine's load: Lighthouse scales the CPU time it observes (see
 * benchmarkIndex), so compare runs made on a quiet machine. Each URL BENCH_RUNS times
 * (default 5), each run in a new browser; prints the median score, FCP, LCP, TBT, CLS and
 * Speed Index, the median score as a ratio of the budget, and for a page under budget the
 * audits that cost it. BENCH_LIGHTHOUSE_REPORTS=folder also writes each run's JSON report.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { build, preview } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUDGET = 0.95;
const APP_PORT = 5460;
/** Nothing listens here: the pages measured must not need the cloud. */
const CLOUD = 'http://127.0.0.1:4461';
const APP = `http://127.0.0.1:${APP_PORT}`;
const PATHS = ['/', '/login'];
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'];

async function waitFor(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function audit(url: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** The audits that cost a page its score: failing ones with estimated savings on a metric, largest first. */
function costs(lhr: Result): string[] {
  return Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
    .filter((a) => !['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index', 'interactive', 'max-potential-fid'].includes(a.id))
    .map((a) => ({ a, savings: Object.values(a.metricSavings ?? {}).reduce<number>((sum, ms) => sum + (ms ?? 0), 0) }))
    .sort((x, y) => y.savings - x.savings)
    .slice(0, 6)
    .map(({ a, savings }) => `${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}${savings ? `, est. ${Math.round(savings)} ms` : ''}`);
}

// The development gate is a build-time switch: off, so `/` is the home page, not the password wall.
process.env.VITE_DEV_GATE = 'off';
process.env.VITE_LOCAL_CLOUD_URL = CLOUD;
console.log('bench:lighthouse: building (vite build)…');
await build({ root, logLevel: 'warn' });

const server = await preview({ root, logLevel: 'warn', preview: { host: '127.0.0.1', port: APP_PORT, strictPort: true } });
let failed = false;
try {
  await waitFor(`${APP}/login`);
  if (REPORTS) mkdirSync(REPORTS, { recursive: true });
  console.log(`bench:lighthouse: Lighthouse ${JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version}, mobile, simulated throttling, performance only, ${RUNS} runs per page`);
  for (const path of PATHS) {
    const runs: Result[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const lhr = await audit(`${APP}${path}`);
      runs.push(lhr);
      if (REPORTS) writeFileSync(join(REPORTS, `${path === '/' ? 'home' : path.slice(1)}-${run + 1}.json`), JSON.stringify(lhr));
    }
    const elsewhere = runs.flatMap((r) => (r.audits['network-requests'].details as { items: { url: string }[] }).items.map((i) => i.url)).filter((url) => !url.startsWith(APP) && !url.startsWith('data:'));
    if (elsewhere.length) throw new Error(`${path} requested ${[...new Set(elsewhere)].join(', ')}: not the preview server`);
    const metric = (id: string) => median(runs.map((r) => r.audits[id].numericValue ?? NaN));
    const scores = runs.map((r) => r.categories.performance.score ?? 0);
    const score = median(scores);
    failed ||= score < BUDGET;
    console.log(`\n  ${path}`);
    console.log(`    performance ${score.toFixed(2)} (median; runs ${scores.map((s) => s.toFixed(2)).join(' ')})   ${(score / BUDGET).toFixed(3)}× the ${BUDGET} budget${score < BUDGET ? '  UNDER BUDGET' : ''}`);
    console.log(
      `    FCP ${Math.round(metric('first-contentful-paint'))} ms   LCP ${Math.round(metric('largest-contentful-paint'))} ms   ` +
        `TBT ${Math.round(metric('total-blocking-time'))} ms   CLS ${metric('cumulative-layout-shift').toFixed(3)}   SI ${Math.round(metric('speed-index'))} ms`,
    );
    console.log(`    benchmarkIndex ${Math.round(median(runs.map((r) => r.environment.benchmarkIndex)))} (this machine's CPU, median)`);
    if (score < BUDGET) {
      const typical = runs.reduce((best, r) => (Math.abs((r.categories.performance.score ?? 0) - score) < Math.abs((best.categories.performance.score ?? 0) - score) ? r : best));
      for (const line of costs(typical)) console.log(`    - ${line}`);
    }
  }
} finally {
  await server.close();
}
if (failed) process.exitCode = 1;
process.exit();
