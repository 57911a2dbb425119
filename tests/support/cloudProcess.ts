/**
 * The local cloud as `npm start -- --cloud-only` runs it: its own process, with the node flags
 * of package.json's start script, on a free port and a throw-away data folder. For tests that
 * measure how the cloud answers, apart from the test's own work.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** The node flags `npm start` runs the cloud with, so a test or benchmark measures the same process. */
export const START_NODE_FLAGS = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start
  .split(/\s+/)
  .filter((arg) => arg.startsWith('--') && arg !== '--import');

export interface CloudProcess {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

export async function startCloudProcess(env: Record<string, string> = {}): Promise<CloudProcess> {
  const scratch = mkdtempSync(join(tmpdir(), 'dfuse-cloud-process-'));
  const dataDir = join(scratch, 'data');
  const child = spawn(process.execPath, [...START_NODE_FLAGS, '--import', 'tsx', 'local/start.ts', '--cloud-only'], {
    cwd: root,
    env: { ...process.env, LOCAL_CLOUD_PORT: '0', LOCAL_CLOUD_DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /Local cloud\s+(http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the local cloud exited (${code}) before it was ready:\n${output}`)));
  });
  return {
    url,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
