/**
 * `npm start`: the local cloud on :4000 (LOCAL_CLOUD_PORT) and the app on :5173 (APP_PORT), with
 * two demo accounts. Data lives in LOCAL_CLOUD_DATA_DIR (default .local-cloud/data);
 * `npm start -- --reset` starts from an empty folder; `--cloud-only` skips the app; `--built`
 * serves a production build (vite build, then vite preview) instead of the dev server: what
 * ships, and much quicker for a browser that loads it afresh in every context (the e2e suite).
 * Ctrl-C stops both.
 */
import { startLocalCloud } from './cloud/server';
import { DEMO_ACCOUNTS } from './demoAccounts';

const started = performance.now();
const port = Number(process.env.LOCAL_CLOUD_PORT ?? 4000);
const appPort = Number(process.env.APP_PORT ?? 5173);
const dataDir = process.env.LOCAL_CLOUD_DATA_DIR ?? '.local-cloud/data';
const reset = process.argv.includes('--reset');
const cloudOnly = process.argv.includes('--cloud-only');
const built = process.argv.includes('--built');

const cloud = await startLocalCloud({ port, dataDir, reset, appOrigin: `http://127.0.0.1:${appPort}` });
for (const account of DEMO_ACCOUNTS) await cloud.auth.ensureUser(account);
await cloud.functions.warm();

// The browser bundle reads this to reach the cloud when it is not on the default port.
process.env.VITE_LOCAL_CLOUD_URL = cloud.url;
// The development gate is on when a password is configured (README: "Development gate").
const devGate = Boolean(process.env.DEV_GATE_PASSWORD?.trim());
process.env.VITE_DEV_GATE = devGate ? 'on' : 'off';
/** The app's server: vite's dev server, or with --built a production build behind vite preview. */
async function serveApp(): Promise<{ close(): Promise<void> } | null> {
  // Imported only when the app runs: the cloud alone (--cloud-only, the benchmark) never loads vite.
  if (cloudOnly) return null;
  const vite = await import('vite');
  if (built) {
    // The VITE_ variables above are read at build time, so the build follows the cloud's port.
    await vite.build({ logLevel: 'warn' });
    const preview = await vite.preview({ preview: { host: '127.0.0.1', port: appPort, strictPort: true } });
    return { close: () => new Promise<void>((resolve) => preview.httpServer.close(() => resolve())) };
  }
  const dev = await vite.createServer({ server: { host: '127.0.0.1', port: appPort, strictPort: true } });
  await dev.listen();
  return dev;
}
const app = await serveApp();

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`
  Dfuse is running (ready in ${seconds} s)

  App          ${app ? `http://127.0.0.1:${appPort}${built ? ' (production build)' : ''}` : '(not started: --cloud-only)'}
  Local cloud  ${cloud.url}
  Mailbox      ${cloud.url}/mailbox   (sign-up codes, invitations, notifications)
  Data         ${dataDir}${reset ? ' (reset)' : ''}
  Dev gate     ${devGate ? 'on (DEV_GATE_PASSWORD)' : 'off (set DEV_GATE_PASSWORD to turn it on)'}

  Demo accounts (password in brackets):
${DEMO_ACCOUNTS.map((a) => `    ${a.email}  [${a.password}]  ${a.givenName} ${a.familyName}`).join('\n')}

  Press Ctrl-C to stop.
`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping…`);
  await app?.close();
  await cloud.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
