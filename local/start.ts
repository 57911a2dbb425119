/**
 * `npm start`: the local cloud on :4000 (LOCAL_CLOUD_PORT) and the app on :5173 (APP_PORT), with
 * two demo accounts. Data lives in LOCAL_CLOUD_DATA_DIR (default .local-cloud/data);
 * `npm start -- --reset` starts from an empty folder; `--cloud-only` skips the app.
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

const cloud = await startLocalCloud({ port, dataDir, reset, appOrigin: `http://127.0.0.1:${appPort}` });
for (const account of DEMO_ACCOUNTS) await cloud.auth.ensureUser(account);
await cloud.functions.warm();

// The browser bundle reads this to reach the cloud when it is not on the default port.
process.env.VITE_LOCAL_CLOUD_URL = cloud.url;
// The development gate is on when a password is configured (README: "Development gate").
const devGate = Boolean(process.env.DEV_GATE_PASSWORD?.trim());
process.env.VITE_DEV_GATE = devGate ? 'on' : 'off';
// Imported only when the app runs: the cloud alone (--cloud-only, the benchmark) never loads vite.
const vite = cloudOnly ? null : await (await import('vite')).createServer({ server: { host: '127.0.0.1', port: appPort, strictPort: true } });
await vite?.listen();

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`
  Dfuse is running (ready in ${seconds} s)

  App          ${vite ? `http://127.0.0.1:${appPort}` : '(not started: --cloud-only)'}
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
  await vite?.close();
  await cloud.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
