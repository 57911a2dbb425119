import { defineConfig } from '@playwright/test';
import { APP_URL, E2E_APP_PORT, E2E_CLOUD_PORT, E2E_DATA_DIR, E2E_GATE_PASSWORD } from './e2e/support/stack';

/**
 * Real Chromium (Debian's, see .ci/run) against a stack of the suite's own: `npm start -- --reset --built`
 * with the app on :5273 and the local cloud on :4273 (APP_PORT / LOCAL_CLOUD_PORT move them) and
 * a data folder emptied at each run. A developer's `npm start` (5173, 4000, .local-cloud/data)
 * can run beside it: the suite never uses that stack, its data or its gate setting.
 */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

/**
 * These specs move the clock every function of the local cloud reads (POST /__dev/clock), which
 * also runs the scheduled follow-up and retention jobs over every session of the stack at once:
 * they run alone, one after the other, once every other spec has finished. A project's
 * dependencies run in full, so to run one of them by itself: `npx playwright test e2e/followup.spec.ts --no-deps`.
 */
const MOVES_THE_CLOCK = ['**/followup.spec.ts', '**/commit-review.spec.ts'];

export default defineConfig({
  testDir: 'e2e',
  // Two specs share two cores (and Chromiums, and the stack): a test may take twice its time alone.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two specs at once against the one stack: each registers its own people and sessions. A spec
  // file stays in one worker, its tests in order.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: APP_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: MOVES_THE_CLOCK },
    { name: 'clock', use: { browserName: 'chromium' }, testMatch: MOVES_THE_CLOCK, dependencies: ['chromium'], workers: 1 },
  ],
  webServer: {
    command: 'npm start -- --reset --built',
    url: APP_URL,
    // Never someone else's server: whatever answers on the suite's port has other data and settings.
    // Busy port: Playwright stops with '… is already used'; move the stack with APP_PORT / LOCAL_CLOUD_PORT.
    reuseExistingServer: false,
    timeout: 120_000,
    // SIGTERM lets the local cloud close its database (local/start.ts) before the next run resets it.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      APP_PORT: String(E2E_APP_PORT),
      LOCAL_CLOUD_PORT: String(E2E_CLOUD_PORT),
      LOCAL_CLOUD_DATA_DIR: E2E_DATA_DIR,
      // The gate is on in e2e so its tests can unlock it; other specs store a valid record first.
      DEV_GATE_PASSWORD: E2E_GATE_PASSWORD,
    },
  },
});
