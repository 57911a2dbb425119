/**
 * A stack of a spec's own, for the specs that kill the local cloud: the cloud in its own
 * process (tests/support/cloudProcess.ts: SIGKILL and restart on the same folder and port) and
 * the app's Vite server in the worker, on free ports, pointed at that cloud as `npm start`
 * points it (VITE_LOCAL_CLOUD_URL). The suite's shared stack (playwright.config.ts) is left alone.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startCloud, type CloudProcessControl } from '../../tests/support/cloudProcess';

export interface PrivateStack {
  appUrl: string;
  cloud: CloudProcessControl;
  stop(): Promise<void>;
}

function restore(name: string, value: string | undefined) {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

export async function startPrivateStack(): Promise<PrivateStack> {
  const scratch = mkdtempSync(join(tmpdir(), 'dfuse-e2e-private-'));
  const appPort = await freePort();
  const cloud = await startCloud({ dataDir: join(scratch, 'data'), env: { APP_PORT: String(appPort) } });
  const saved = { cloud: process.env.VITE_LOCAL_CLOUD_URL, gate: process.env.VITE_DEV_GATE };
  process.env.VITE_LOCAL_CLOUD_URL = cloud.url;
  process.env.VITE_DEV_GATE = 'off';
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { host: '127.0.0.1', port: appPort, strictPort: true }, logLevel: 'warn' });
  await vite.listen();
  // Vite has read them; the worker's later specs see what they saw before.
  restore('VITE_LOCAL_CLOUD_URL', saved.cloud);
  restore('VITE_DEV_GATE', saved.gate);
  return {
    appUrl: `http://127.0.0.1:${appPort}`,
    cloud,
    async stop() {
      await vite.close();
      await cloud.stop();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
