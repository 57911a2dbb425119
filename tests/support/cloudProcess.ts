/**
 * The local cloud as `npm start -- --cloud-only` runs it: its own process, with the node flags of
 * package.json's start script, for the tests and benchmarks that measure or kill the cloud apart
 * from their own work (the whole-flow benchmark, the crash test, the specs that restart it).
 * Started on a fixed or free port and a data folder, killed with SIGKILL at any moment and
 * started again on the same folder and port, so clients keep their address. Its memory is
 * sampled from /proc while it runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** The node flags `npm start` runs the cloud with, so a test or benchmark measures the same process. */
export const START_NODE_FLAGS = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start
  .split(/\s+/)
  .filter((arg) => arg.startsWith('--') && arg !== '--import');

export interface CloudOptions {
  dataDir: string;
  /** A fixed port (the default: a free one, kept across restarts). */
  port?: number;
  /** Extra environment for the cloud process. */
  env?: Record<string, string>;
  /** Called with each line the cloud writes (stdout and stderr). */
  onLine?: (line: string, stream: 'stdout' | 'stderr') => void;
}

export interface CloudProcessControl {
  url: string;
  port: number;
  dataDir: string;
  /** How many times the cloud has been started (1 after start). */
  starts(): number;
  /** Milliseconds each start took until /health answered. */
  readyTimes(): number[];
  /** Kills the process with SIGKILL (no clean-up of any kind) and waits for it to be gone. */
  kill9(): Promise<void>;
  /** Starts it again on the same port and data folder; resolves when it answers. */
  restart(): Promise<void>;
  /** Peak resident memory in MB over every incarnation (VmHWM, and sampled VmRSS). */
  peakRssMb(): number;
  /** CPU seconds (user + system) the cloud processes used so far. */
  cpuSeconds(): number;
  /** The current incarnation's process id (undefined while stopped). */
  pid(): number | undefined;
  /** Lines the cloud wrote to stderr (errors it logged). */
  errorLines(): string[];
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

function readProc(pid: number): { hwmMb: number; rssMb: number; cpu: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat (12 and 13 after the name), in clock ticks (100 a second on Linux).
    const cpu = (Number(fields[11]) + Number(fields[12])) / 100;
    return { hwmMb: kb('VmHWM') / 1024, rssMb: kb('VmRSS') / 1024, cpu };
  } catch {
    return null; // gone
  }
}

export async function startCloud(options: CloudOptions): Promise<CloudProcessControl> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  let starts = 0;
  const readyTimes: number[] = [];
  let peak = 0;
  let cpuBefore = 0; // CPU of the incarnations already gone
  let cpuCurrent = 0;
  const errors: string[] = [];

  const sample = () => {
    if (!child?.pid) return;
    const proc = readProc(child.pid);
    if (!proc) return;
    peak = Math.max(peak, proc.hwmMb, proc.rssMb);
    cpuCurrent = proc.cpu;
  };
  const sampler = setInterval(sample, 200);
  sampler.unref();

  // The current incarnation printed its ready line (after its functions are loaded, local/start.ts).
  let announced = false;
  const lines = (stream: 'stdout' | 'stderr') => {
    let pending = '';
    return (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      const parts = pending.split('\n');
      pending = parts.pop() ?? '';
      for (const line of parts) {
        if (stream === 'stderr' && line.trim()) errors.push(line);
        if (stream === 'stdout' && line.includes('Dfuse is running')) announced = true;
        options.onLine?.(line, stream);
      }
    };
  };

  async function launch(reset: boolean) {
    const started = performance.now();
    // BENCH_CLOUD_NODE_FLAGS adds node flags to the cloud (e.g. --cpu-prof to see where its time goes).
    const extraFlags = (process.env.BENCH_CLOUD_NODE_FLAGS ?? '').split(' ').filter(Boolean);
    const args = [...START_NODE_FLAGS, ...extraFlags, '--import', 'tsx', 'local/start.ts', '--cloud-only', ...(reset ? ['--reset'] : [])];
    const current = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...options.env, LOCAL_CLOUD_PORT: String(port), LOCAL_CLOUD_DATA_DIR: options.dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = current;
    announced = false;
    exited = new Promise<void>((resolve) => current.once('exit', () => resolve()));
    current.stdout!.on('data', lines('stdout'));
    current.stderr!.on('data', lines('stderr'));
    starts += 1;
    for (;;) {
      if (current.exitCode !== null || current.signalCode !== null) throw new Error(`the local cloud exited during start-up:\n${errors.slice(-20).join('\n')}`);
      try {
        if (announced && (await fetch(`${url}/health`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    readyTimes.push(performance.now() - started);
    sample();
  }

  async function end(signal: NodeJS.Signals) {
    if (!child) return;
    sample();
    const current = child;
    child = null;
    current.kill(signal);
    await exited;
    cpuBefore += cpuCurrent;
    cpuCurrent = 0;
  }

  await launch(true);
  return {
    url,
    port,
    dataDir: options.dataDir,
    starts: () => starts,
    readyTimes: () => [...readyTimes],
    kill9: () => end('SIGKILL'),
    restart: () => launch(false),
    peakRssMb: () => {
      sample();
      return peak;
    },
    cpuSeconds: () => {
      sample();
      return cpuBefore + cpuCurrent;
    },
    errorLines: () => [...errors],
    pid: () => child?.pid,
    async stop() {
      await end('SIGTERM');
      clearInterval(sampler);
    },
  };
}

export interface CloudProcess {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** The cloud on a free port and a throw-away data folder (removed by `stop`); what it logs to stderr is shown. */
export async function startCloudProcess(env: Record<string, string> = {}): Promise<CloudProcess> {
  const scratch = mkdtempSync(join(tmpdir(), 'dfuse-cloud-process-'));
  const cloud = await startCloud({
    dataDir: join(scratch, 'data'),
    env,
    onLine: (line, stream) => {
      if (stream === 'stderr') console.error(line);
    },
  });
  return {
    url: cloud.url,
    dataDir: cloud.dataDir,
    async stop() {
      await cloud.stop();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
