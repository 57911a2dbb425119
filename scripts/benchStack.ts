/**
 * What the browser benchmarks share: the stack `npm start` runs, on its own ports and a
 * throw-away data folder, and signed-in Chromium pages of the demo accounts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chromium, type Browser, type Page } from '@playwright/test';

export interface BenchStack {
  cloud: string;
  app: string;
  dataDir: string;
  stop(): void;
}

export async function waitFor(url: string, timeoutMs = 60_000) {
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

/**
 * Starts the stack (local/start.ts --reset) and waits until both the cloud and the app answer.
 * `cloudOnly`: the cloud alone (--cloud-only), for a bench that serves its own build of the app
 * on `appPort` (the cloud still allows that origin).
 */
export async function startBenchStack(options: { cloudPort: number; appPort: number; dataDir: string; nodeArgs?: string[]; cloudOnly?: boolean }): Promise<BenchStack> {
  const args = [...(options.nodeArgs ?? []), '--import', 'tsx', 'local/start.ts', '--reset', ...(options.cloudOnly ? ['--cloud-only'] : [])];
  const child: ChildProcess = spawn(process.execPath, args, {
    env: {
      ...process.env,
      LOCAL_CLOUD_PORT: String(options.cloudPort),
      APP_PORT: String(options.appPort),
      LOCAL_CLOUD_DATA_DIR: options.dataDir,
      DEV_GATE_PASSWORD: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stack = {
    cloud: `http://127.0.0.1:${options.cloudPort}`,
    app: `http://127.0.0.1:${options.appPort}`,
    dataDir: options.dataDir,
    stop: () => {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    },
  };
  try {
    await waitFor(`${stack.cloud}/health`);
    if (!options.cloudOnly) await waitFor(stack.app);
  } catch (error) {
    stack.stop();
    throw error;
  }
  return stack;
}

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
  });

/** A page of its own browser context, signed in through the app's login page. */
export async function signedInPage(browser: Browser, app: string, email: string, password: string, initScript?: string): Promise<Page> {
  const context = await browser.newContext();
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  await signInThroughLoginPage(page, app, email, password);
  return page;
}

/** Signs in through the app's login page, as a person would, and waits for the home page. */
export async function signInThroughLoginPage(page: Page, app: string, email: string, password: string): Promise<void> {
  await page.goto(`${app}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${app}/`);
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** p50/p95/min/max of `values` and the p95's ratio to each budget, printed as two lines. */
export function report(label: string, values: number[], budgets: [number, string][]) {
  const sorted = [...values].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  console.log(`  ${label}`);
  console.log(`    p50 ${percentile(sorted, 50)} ms   p95 ${p95} ms   min ${sorted[0]} ms   max ${sorted.at(-1)} ms   (${values.length} runs)`);
  console.log(`    p95 vs ${budgets.map(([ms, name]) => `${(p95 / ms).toFixed(2)}× ${name} (${ms} ms)`).join(', ')}`);
}
