/**
 * `npm run bench:local-cloud`: starts the local cloud in its own process (as `npm start`
 * does, without the app) and prints
 *   - time from process start to ready, on an empty and on an existing data folder;
 *   - GraphQL getIssue and updateIssue throughput and p50/p99 latency at 64 concurrent
 *     signed-in clients (two real users, tokens from SRP sign-in through aws-amplify);
 *   - realtime propagation p50/p95 from an updateIssue to the other participant's
 *     onUpdateIssue event, over 200 updates;
 *   - the cloud process's peak resident memory.
 * The load generator runs on the same 2 cores as the server, so its own CPU use is in
 * the figures: they are an upper bound on what the server alone needs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signIn } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import WebSocket from 'ws';
import { DEMO_ACCOUNTS } from '../local/demoAccounts';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 4100);
const BASE = `http://127.0.0.1:${PORT}`;
const CONCURRENCY = 64;
const PHASE_MS = Number(process.env.BENCH_PHASE_MS ?? 8000);
const REALTIME_UPDATES = 200;
const pool = JSON.parse(readFileSync(join(root, 'local/generated/user-pool.json'), 'utf8')) as { userPoolId: string; clientId: string };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

async function startCloud(dataDir: string): Promise<{ child: ChildProcess; readyMs: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'local/start.ts', '--cloud-only'], {
    cwd: root,
    env: { ...process.env, LOCAL_CLOUD_PORT: String(PORT), LOCAL_CLOUD_DATA_DIR: dataDir },
    stdio: 'inherit',
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error('the local cloud exited during start-up');
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

function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmHWM:\s+(\d+) kB/)![1]) / 1024;
}

/** Signs in with SRP and returns the access token. Each user gets a fresh token store: signing out would revoke the token. */
async function accessToken(email: string, password: string): Promise<string> {
  const store = new Map<string, string>();
  cognitoUserPoolsTokenProvider.setKeyValueStorage({
    setItem: async (key, value) => void store.set(key, value),
    getItem: async (key) => store.get(key) ?? null,
    removeItem: async (key) => void store.delete(key),
    clear: async () => store.clear(),
  });
  await signIn({ username: email, password });
  const { tokens } = await fetchAuthSession();
  return tokens!.accessToken.toString();
}

async function graphql(token: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${BASE}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, { id: string } | null>; errors?: unknown[] };
  if (body.errors?.length) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

const CREATE = `mutation C($input: CreateIssueInput!) { createIssue(input: $input) { id } }`;
const GET = `query G($id: ID!) { getIssue(id: $id) { id status initiatorEmail collaboratorEmail initiatorIssue collaboratorIssue lastActivityAt } }`;
const UPDATE = `mutation U($input: UpdateIssueInput!) { updateIssue(input: $input) { id initiatorEmail collaboratorEmail initiatorTone lastActivityAt } }`;
const ON_UPDATE = `subscription S($filter: ModelSubscriptionIssueFilterInput) { onUpdateIssue(filter: $filter) { id initiatorTone lastActivityAt } }`;

async function loadPhase(name: string, operation: (client: number) => Promise<unknown>) {
  const latencies: number[] = [];
  const deadline = performance.now() + PHASE_MS;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, client) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        await operation(client);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(12)} ${(latencies.length / seconds).toFixed(0).padStart(6)} ops/s   p50 ${fmt(percentile(latencies, 50))}   p99 ${fmt(percentile(latencies, 99))}   (${latencies.length} ops, ${CONCURRENCY} clients)`,
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

async function main() {
  const inUse = await fetch(`${BASE}/health`).then(() => true, () => false);
  if (inUse) throw new Error(`Something already listens on ${BASE}; stop it or set BENCH_PORT.`);
  const dataDir = mkdtempSync(join(tmpdir(), 'dfuse-bench-'));
  try {
    const cold = await startCloud(dataDir);
    await stopCloud(cold.child);
    const { child, readyMs } = await startCloud(dataDir);
    console.log(`ready        ${fmt(cold.readyMs)} on an empty data folder, ${fmt(readyMs)} on an existing one (process start to first answer)`);

    Amplify.configure({
      Auth: { Cognito: { userPoolId: pool.userPoolId, userPoolClientId: pool.clientId, userPoolEndpoint: `${BASE}/cognito/`, loginWith: { email: true } } },
    });
    const [alex, sam] = DEMO_ACCOUNTS;
    const tokens = [await accessToken(alex.email, alex.password), await accessToken(sam.email, sam.password)];

    const ids: string[] = [];
    for (let i = 0; i < CONCURRENCY; i += 1) {
      const created = await graphql(tokens[0], CREATE, {
        input: {
          initiatorEmail: alex.email,
          collaboratorEmail: sam.email,
          initiatorFirstName: alex.givenName,
          initiatorLastName: alex.familyName,
          collaboratorFirstName: sam.givenName,
          collaboratorLastName: sam.familyName,
          initiatorIssue: [`Benchmark issue ${i}`],
          status: 'created',
          lastActivityAt: new Date().toISOString(),
        },
      });
      ids.push(created.createIssue!.id);
    }

    // Both participants hit the data at once: even clients are the initiator, odd ones the collaborator.
    await loadPhase('getIssue', (c) => graphql(tokens[c % 2], GET, { id: ids[c] }));
    let n = 0;
    await loadPhase('updateIssue', (c) =>
      graphql(tokens[c % 2], UPDATE, { input: { id: ids[c], initiatorTone: [`tone ${(n += 1)}`], lastActivityAt: new Date().toISOString() } }),
    );

    const latencies: number[] = [];
    let sentAt = 0;
    let received: () => void = () => undefined;
    const socket = await subscribe(tokens[1], ids[0], () => {
      latencies.push(performance.now() - sentAt);
      received();
    });
    for (let i = 0; i < REALTIME_UPDATES; i += 1) {
      const arrived = new Promise<void>((resolve) => (received = resolve));
      sentAt = performance.now();
      await graphql(tokens[0], UPDATE, { input: { id: ids[0], initiatorTone: [`realtime ${i}`], lastActivityAt: new Date().toISOString() } });
      await arrived;
    }
    socket.close();
    latencies.sort((a, b) => a - b);
    console.log(`realtime     p50 ${fmt(percentile(latencies, 50))}   p95 ${fmt(percentile(latencies, 95))}   (${latencies.length} updates, mutation sent to event received)`);
    console.log(`peak memory  ${peakRssMb(child.pid!).toFixed(0)} MB resident (local cloud process)`);
    await stopCloud(child);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
