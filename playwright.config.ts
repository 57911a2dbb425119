import { defineConfig } from '@playwright/test';
import { APP_URL, E2E_GATE_PASSWORD } from './e2e/support/stack';

/**
 * Real Chromium (Debian's, see .ci/run) against the stack `npm start` runs: the app on
 * :5173 and the local cloud on :4000, with a throw-away data folder.
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

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
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
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'npm start -- --reset',
    url: APP_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    // The gate is on in e2e so its tests can unlock it; other specs store a valid record first.
    env: { LOCAL_CLOUD_DATA_DIR: '.local-cloud/e2e', DEV_GATE_PASSWORD: E2E_GATE_PASSWORD },
  },
});
