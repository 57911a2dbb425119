/**
 * `npm run bench:local-cloud`: starts the local cloud in its own process (as `npm start`
 * does, without the app) and prints, against the budgets (issue / docs/design.md, "Budgets"):
 *   - time from process start to ready: first start on a machine (no PGlite template yet),
 *     an empty data folder, an existing one (medians of BENCH_STARTS starts);
 *   - GraphQL getIssue and updateIssue throughput and p50/p99 latency at 64 concurrent
 *     signed-in clients: each client has its own session (SRP sign-in through aws-amplify,
 *     half of them as each of the two demo users) and sends the AppSync HTTP protocol with
 *     its real access token over its own keep-alive connection (node:http, not the
 *     aws-amplify data client, whose own CPU cost would dominate on 2 cores). Several
 *     phases per operation after a warm-up; medians are printed;
 *   - realtime propagation p50/p95 from an updateIssue to the other participant's
 *     onUpdateIssue event over an AppSync realtime socket, rounds of 200 updates;
 *   - the cloud process's peak resident memory (VmHWM), and the CPU the cloud, the load
 *     generator and every other process used in each phase, since all share the cores
 *     (on a shared machine, phases where others take CPU show it).
 *
 * The cloud runs with the node flags of package.json's `start` script.
 * BENCH_PORT (default 4100), BENCH_PHASE_MS (4000), BENCH_PHASES (3), BENCH_STARTS (3),
 * BENCH_CLOUD_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the cloud).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Amplify } from 'aws-amplify';
import WebSocket from 'ws';
import { DEMO_ACCOUNTS } from '../local/demoAccounts';
import { START_NODE_FLAGS } from '../tests/support/cloudProcess';
import { accessToken, benchIssueInput, CREATE, GET, graphql, loadPhase, median, newClient, percentile, UPDATE, type Client, type PhaseResult } from './graphqlLoad';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 4100);
const BASE = `http://127.0.0.1:${PORT}`;
const CONCURRENCY = 64;
const PHASE_MS = Number(process.env.BENCH_PHASE_MS ?? 4000);
const PHASES = Number(process.env.BENCH_PHASES ?? 3);
const STARTS = Number(process.env.BENCH_STARTS ?? 3);
const WARMUP_MS = 1500;
const REALTIME_UPDATES = 200;
const REALTIME_ROUNDS = 3;
const CLOUD_NODE_ARGS = process.env.BENCH_CLOUD_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
const BUDGET = { opsPerSecond: 1000, p99Ms: 50, realtimeP95Ms: 50, readyMs: 2000, memoryMb: 300 };
const pool = JSON.parse(readFileSync(join(root, 'local/generated/user-pool.json'), 'utf8')) as { userPoolId: string; clientId: string };

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
/** "123.4 ms (ok: 0.25x the 500 ms budget)" */
const vsBudget = (value: string, ratio: number, budget: string, higherIsBetter = false) =>
  `${value} (${(higherIsBetter ? ratio >= 1 : ratio < 1) ? 'meets' : 'MISSES'} ${budget}: ${ratio.toFixed(2)}x)`;

async function startCloud(dataDir: string, env: Record<string, string> = {}): Promise<{ child: ChildProcess; readyMs: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, [...START_NODE_FLAGS, ...CLOUD_NODE_ARGS, '--import', 'tsx', 'local/start.ts', '--cloud-only'], {
    cwd: root,
    env: { ...process.env, ...env, LOCAL_CLOUD_PORT: String(PORT), LOCAL_CLOUD_DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('the local cloud exited during start-up');
    try {
      if ((await fetch(`${BASE}/health`)).ok) return { child, readyMs: performance.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function stopCloud(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function memoryMb(pid: number): { peak: number; now: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))![1]);
  return { peak: kb('VmHWM') / 1024, now: kb('VmRSS') / 1024 };
}

const ON_UPDATE = `subscription S($filter: ModelSubscriptionIssueFilterInput) { onUpdateIssue(filter: $filter) { id initiatorTone lastActivityAt } }`;

function printPhase(name: string, r: PhaseResult) {
  console.log(
    `  ${name.padEnd(12)} ${r.opsPerSecond.toFixed(0).padStart(6)} ops/s   p50 ${fmt(r.p50).padStart(8)}   p99 ${fmt(r.p99).padStart(8)}   CPU: cloud ${r.serverCores.toFixed(2)} cores, load generator ${r.loadCores.toFixed(2)}, other processes ${r.otherCores.toFixed(2)}`,
  );
}

function summarize(name: string, results: PhaseResult[]) {
  const ops = median(results.map((r) => r.opsPerSecond));
  const p50 = median(results.map((r) => r.p50));
  const p99 = median(results.map((r) => r.p99));
  console.log(
    `${name.padEnd(12)} ${vsBudget(`${ops.toFixed(0)} ops/s`, ops / BUDGET.opsPerSecond, '>= 1000 ops/s', true)}   p50 ${fmt(p50)}   p99 ${vsBudget(fmt(p99), p99 / BUDGET.p99Ms, '< 50 ms')}   [median of ${results.length} phases of ${PHASE_MS / 1000} s, ${CONCURRENCY} clients]`,
  );
}

/** One AppSync realtime subscription over a raw socket, as aws-amplify opens it. */
async function subscribe(token: string, issueId: string, onEvent: () => void): Promise<WebSocket> {
  const auth = { Authorization: token, host: `127.0.0.1:${PORT}` };
  const header = Buffer.from(JSON.stringify(auth)).toString('base64url');
  const socket = new WebSocket(`ws://127.0.0.1:${PORT}/graphql/realtime`, ['graphql-ws', `header-${header}`]);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const acked = new Promise<void>((resolve, reject) => {
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { type: string };
      if (message.type === 'connection_ack') {
        socket.send(
          JSON.stringify({
            id: 'bench',
            type: 'start',
            payload: { data: JSON.stringify({ query: ON_UPDATE, variables: { filter: { id: { eq: issueId } } } }), extensions: { authorization: auth } },
          }),
        );
      } else if (message.type === 'start_ack') resolve();
      else if (message.type === 'data') onEvent();
      else if (message.type === 'error' || message.type === 'connection_error') reject(new Error(String(raw)));
    });
  });
  socket.send(JSON.stringify({ type: 'connection_init' }));
  await acked;
  return socket;
}

async function measureStarts(): Promise<{ child: ChildProcess; dataDir: string; coldPeakMb: number }> {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'dfuse-bench-'));
    dirs.push(dir);
    return dir;
  };
  // The very first start on a machine also builds the PGlite template (initdb).
  const first = await startCloud(tempDir(), { LOCAL_CLOUD_PGLITE_TEMPLATE: join(tempDir(), 'template') });
  const firstPeak = memoryMb(first.child.pid!).peak;
  await stopCloud(first.child);
  // Makes sure the machine's template exists (it does after any earlier start): not measured.
  await stopCloud((await startCloud(tempDir())).child);
  const empty: number[] = [];
  let coldPeakMb = 0;
  for (let i = 0; i < STARTS; i += 1) {
    const cold = await startCloud(tempDir());
    empty.push(cold.readyMs);
    coldPeakMb = Math.max(coldPeakMb, memoryMb(cold.child.pid!).peak);
    await stopCloud(cold.child);
  }
  const dataDir = dirs[dirs.length - 1];
  const existing: number[] = [];
  let running: ChildProcess | null = null;
  for (let i = 0; i < STARTS; i += 1) {
    const warm = await startCloud(dataDir);
    existing.push(warm.readyMs);
    if (i < STARTS - 1) await stopCloud(warm.child);
    else running = warm.child;
  }
  for (const dir of dirs.slice(0, -1)) rmSync(dir, { recursive: true, force: true });
  const ready = (ms: number) => vsBudget(fmt(ms), ms / BUDGET.readyMs, '< 2 s');
  console.log(`ready        existing data folder ${ready(median(existing))}; empty data folder ${ready(median(empty))} [medians of ${STARTS} starts, process start to first 200 from /health]`);
  console.log(`             first start on a machine (also builds the PGlite template): ${fmt(first.readyMs)}, peak ${firstPeak.toFixed(0)} MB`);
  return { child: running!, dataDir, coldPeakMb };
}

async function main() {
  const inUse = await fetch(`${BASE}/health`).then(() => true, () => false);
  if (inUse) throw new Error(`Something already listens on ${BASE}; stop it or set BENCH_PORT.`);
  console.log(`Local cloud benchmark on ${BASE} (${(await import('node:os')).cpus().length} CPUs; the load generator shares them with the cloud)`);
  console.log(`cloud process: node ${[...START_NODE_FLAGS, ...CLOUD_NODE_ARGS].join(' ')} --import tsx local/start.ts --cloud-only (as npm start)\n`);
  const { child, dataDir, coldPeakMb } = await measureStarts();
  try {
    const cloudPid = child.pid!;
    Amplify.configure({
      Auth: { Cognito: { userPoolId: pool.userPoolId, userPoolClientId: pool.clientId, userPoolEndpoint: `${BASE}/cognito/`, loginWith: { email: true } } },
    });
    const [alex, sam] = DEMO_ACCOUNTS;
    // Even clients are the initiator, odd ones the collaborator: both participants hit the data at once.
    const clients: Client[] = [];
    for (let i = 0; i < CONCURRENCY; i += 1) {
      const user = i % 2 === 0 ? alex : sam;
      clients.push(newClient(`${BASE}/graphql`, await accessToken(user.email, user.password)));
    }

    const ids: string[] = [];
    for (let i = 0; i < CONCURRENCY; i += 1) {
      const created = await graphql(clients[0], CREATE, {
        input: benchIssueInput(i, alex, sam)
      });
      ids.push(created.createIssue!.id);
    }

    let n = 0;
    const get = (c: number) => graphql(clients[c], GET, { id: ids[c] });
    // Each writes its own side's field (src/domain/writeRights.ts): the collaborator may not write the initiator's.
    const ownTone = (c: number) => (c % 2 === 0 ? 'initiatorTone' : 'collaboratorTone');
    const update = (c: number) =>
      graphql(clients[c], UPDATE, { input: { id: ids[c], [ownTone(c)]: [`tone ${(n += 1)}`], lastActivityAt: new Date().toISOString() } });
    console.log(`\nGraphQL at ${CONCURRENCY} concurrent clients (${CONCURRENCY} sessions, raw AppSync HTTP with real access tokens; ${WARMUP_MS / 1000} s warm-up of each not counted)`);
    await loadPhase([cloudPid], CONCURRENCY, WARMUP_MS, get);
    await loadPhase([cloudPid], CONCURRENCY, WARMUP_MS, update);
    const gets: PhaseResult[] = [];
    const updates: PhaseResult[] = [];
    for (let phase = 0; phase < PHASES; phase += 1) {
      gets.push(await loadPhase([cloudPid], CONCURRENCY, PHASE_MS, get));
      printPhase('getIssue', gets[gets.length - 1]);
      updates.push(await loadPhase([cloudPid], CONCURRENCY, PHASE_MS, update));
      printPhase('updateIssue', updates[updates.length - 1]);
    }

    const rounds: { p50: number; p95: number }[] = [];
    for (let round = 0; round < REALTIME_ROUNDS; round += 1) {
      const latencies: number[] = [];
      let sentAt = 0;
      let received: () => void = () => undefined;
      const socket = await subscribe(clients[1].token, ids[0], () => {
        latencies.push(performance.now() - sentAt);
        received();
      });
      for (let i = 0; i < REALTIME_UPDATES; i += 1) {
        const arrived = new Promise<void>((resolve) => (received = resolve));
        sentAt = performance.now();
        await graphql(clients[0], UPDATE, { input: { id: ids[0], initiatorTone: [`realtime ${i}`], lastActivityAt: new Date().toISOString() } });
        await arrived;
      }
      socket.close();
      latencies.sort((a, b) => a - b);
      rounds.push({ p50: percentile(latencies, 50), p95: percentile(latencies, 95) });
    }
    const memory = memoryMb(cloudPid);

    console.log('\nSummary');
    summarize('getIssue', gets);
    summarize('updateIssue', updates);
    const rtP95 = median(rounds.map((r) => r.p95));
    console.log(
      `realtime     p50 ${fmt(median(rounds.map((r) => r.p50)))}   p95 ${vsBudget(fmt(rtP95), rtP95 / BUDGET.realtimeP95Ms, '< 50 ms')} [median of ${REALTIME_ROUNDS} rounds of ${REALTIME_UPDATES} sequential updates, mutation sent to the other user's event received]`,
    );
    const peak = Math.max(memory.peak, coldPeakMb);
    console.log(
      `peak memory  ${vsBudget(`${peak.toFixed(0)} MB`, peak / BUDGET.memoryMb, '< 300 MB')} resident [VmHWM of the cloud process: ${memory.peak.toFixed(0)} MB through the load, ${coldPeakMb.toFixed(0)} MB for a start on an empty folder; ${memory.now.toFixed(0)} MB resident at the end]`,
    );
    for (const client of clients) client.agent.destroy();
    await stopCloud(child);
  } finally {
    if (child.exitCode === null) await stopCloud(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
