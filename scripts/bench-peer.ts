/**
 * `npm run bench:peer`: the local cloud side by side with its peer, the AppSync simulator that
 * `amplify mock api` runs (`@aws-amplify/amplify-appsync-simulator`), on this machine in one run:
 * the same transformed schema and resolvers (the synthesized data stack, as `npm run outputs`
 * reads it), the same 64 signed-in clients (scripts/graphqlLoad.ts), getIssue and updateIssue.
 * Prints ops/s and p50/p95/p99 per server per operation (medians of the phases, which alternate
 * between the servers so both see the same machine) and the local cloud's ratios.
 *
 * The peer:
 *   - The simulator pins an old graphql and is ~300 MB, so it is installed on the first run with
 *     `npm install --prefix .bench-peer` (git-ignored), never as a project dependency, and run in
 *     its own process from there (scripts/peer/simulatorServer.ts).
 *   - `amplify mock api` stores in DynamoDB Local (Java); here the table lives in dynalite (the
 *     DynamoDB API on LevelDB, in memory, its own process), installed with the simulator.
 *   - It runs the transformer's VTL pipeline functions (init, auth, validate, data); it cannot run
 *     APPSYNC_JS, so the project's own guard steps run only in the local cloud (listed in the output).
 *   - Auth: user pools. It decodes the token without verifying it, so it gets each client's real
 *     access token from the local cloud with the issuer made Cognito-shaped (scripts/peer/cognitoShapedToken.ts);
 *     the local cloud checks the signature, expiry and revocation of every request as always.
 *
 * BENCH_PORT (default 4150; the simulator, its websocket and dynalite take the next three),
 * BENCH_PHASE_MS (4000), BENCH_PHASES (3), BENCH_CLOUD_NODE_FLAGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Amplify } from 'aws-amplify';
import { DEMO_ACCOUNTS } from '../local/demoAccounts';
import { startCloud } from '../tests/support/cloudProcess';
import { accessToken, benchIssueInput, CREATE, GET, graphql, loadPhase, median, newClient, UPDATE, type Client, type PhaseResult } from './graphqlLoad';
import { cognitoShapedToken } from './peer/cognitoShapedToken';
import { LOCAL_REGION, simulatorConfig, type TableDefinition } from './peer/simulatorConfig';
import { synth } from './synth';

const root = fileURLToPath(new URL('..', import.meta.url));
const SCRATCH = join(root, '.bench-peer');
/** Pinned: the figures compare against one known peer. */
const PEER_PACKAGES = ['@aws-amplify/amplify-appsync-simulator@2.16.20', 'dynalite@4.0.0'];
/** The graphql the simulator itself requires (^15). */
const PEER_GRAPHQL = '15.11.0';
const PORT = Number(process.env.BENCH_PORT ?? 4150);
const SIMULATOR_PORT = PORT + 1;
const DYNALITE_PORT = PORT + 3;
const CONCURRENCY = 64;
const PHASE_MS = Number(process.env.BENCH_PHASE_MS ?? 4000);
const PHASES = Number(process.env.BENCH_PHASES ?? 3);
const WARMUP_MS = 1500;
const TARGET = { opsRatio: 10 };
const FIELDS = ['Query.getIssue', 'Mutation.updateIssue', 'Mutation.createIssue'];
const pool = JSON.parse(readFileSync(join(root, 'local/generated/user-pool.json'), 'utf8')) as { userPoolId: string; clientId: string };

/** Installs the peer into the scratch folder the first time (or when the pinned versions change). */
function installPeer() {
  const stamp = join(SCRATCH, 'installed.txt');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === [...PEER_PACKAGES, PEER_GRAPHQL].join('\n')) return;
  mkdirSync(SCRATCH, { recursive: true });
  // One graphql for all: npm would otherwise hoist the 14.x some of the simulator's
  // dependencies accept next to its own 15.x, and a schema built by one fails in the other.
  const dependencies = Object.fromEntries(PEER_PACKAGES.map((spec) => [spec.slice(0, spec.lastIndexOf('@')), spec.slice(spec.lastIndexOf('@') + 1)]));
  writeFileSync(join(SCRATCH, 'package.json'), JSON.stringify({ name: 'dfuse-bench-peer', private: true, dependencies, overrides: { graphql: PEER_GRAPHQL } }, null, 2));
  console.log(`Installing the peer into ${SCRATCH} (first run only): ${PEER_PACKAGES.join(', ')}`);
  execFileSync('npm', ['install', '--prefix', SCRATCH, '--no-audit', '--no-fund'], { stdio: 'inherit' });
  writeFileSync(stamp, [...PEER_PACKAGES, PEER_GRAPHQL].join('\n'));
}

/** The synthesized backend, cached in the scratch folder until the generated schema or pipeline steps change. */
function synthesizedStack(): string {
  const outDir = join(SCRATCH, 'cdk.out');
  const stamp = join(SCRATCH, 'cdk.out.stamp');
  const hash = createHash('sha256');
  for (const file of ['api-schema.graphql', 'appsync-functions.json', 'model-schema.graphql']) hash.update(readFileSync(join(root, 'local/generated', file)));
  const digest = hash.digest('hex');
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== digest) {
    console.log('Synthesizing the backend for the peer (once per schema change, ~2 min)...');
    synth(outDir);
    writeFileSync(stamp, digest);
  }
  return outDir;
}

async function waitForLine(child: ChildProcess, text: string, what: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    let seen = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      seen += chunk.toString('utf8');
      if (seen.includes(text)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`${what} exited (${code}) before it was ready`)));
  });
}

async function startPeer(cdkOut: string): Promise<{ pids: number[]; skipped: string[]; stop: () => void }> {
  const requireFromScratch = createRequire(join(SCRATCH, 'package.json'));
  const dynalite = spawn(process.execPath, [requireFromScratch.resolve('dynalite/cli.js'), '--port', String(DYNALITE_PORT)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const children: ChildProcess[] = [dynalite];
  const stop = () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
  try {
    await waitForLine(dynalite, 'listening', 'dynalite');
    const stackFile = readdirSync(cdkOut).find((file) => /dataamplifyDataIssue[0-9A-F]+\.nested\.template\.json$/.test(file));
    if (!stackFile) throw new Error(`No Issue data stack in ${cdkOut}`);
    const endpoint = `http://127.0.0.1:${DYNALITE_PORT}`;
    const { config, table, skippedFunctions } = simulatorConfig({
      template: JSON.parse(readFileSync(join(cdkOut, stackFile), 'utf8')) as Parameters<typeof simulatorConfig>[0]['template'],
      schema: readFileSync(join(root, 'local/generated/api-schema.graphql'), 'utf8'),
      fields: FIELDS,
      readAsset: (file) => readFileSync(join(cdkOut, file), 'utf8'),
      dynamoEndpoint: endpoint,
    });
    await createTable(requireFromScratch, endpoint, table);
    const configFile = join(SCRATCH, 'simulator-config.json');
    writeFileSync(configFile, JSON.stringify(config));
    const simulator = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/peer/simulatorServer.ts', SCRATCH, configFile, String(SIMULATOR_PORT), String(PORT + 2)],
      // The simulator's DynamoDB client (SDK v3) takes its credentials from the environment, not the data source's config.
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local', AWS_REGION: LOCAL_REGION } },
    );
    children.push(simulator);
    await waitForLine(simulator, 'ready', 'the simulator');
    return { pids: [simulator.pid!, dynalite.pid!], skipped: skippedFunctions, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

async function createTable(requireFromScratch: NodeJS.Require, endpoint: string, table: TableDefinition) {
  const { DynamoDBClient, CreateTableCommand } = requireFromScratch('@aws-sdk/client-dynamodb') as {
    DynamoDBClient: new (config: unknown) => { send(command: unknown): Promise<unknown>; destroy(): void };
    CreateTableCommand: new (input: TableDefinition) => unknown;
  };
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  await client.send(new CreateTableCommand(table));
  client.destroy();
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

interface Summary {
  ops: number;
  p50: number;
  p95: number;
  p99: number;
}
const summarize = (results: PhaseResult[]): Summary => ({
  ops: median(results.map((r) => r.opsPerSecond)),
  p50: median(results.map((r) => r.p50)),
  p95: median(results.map((r) => r.p95)),
  p99: median(results.map((r) => r.p99)),
});

async function main() {
  installPeer();
  const cdkOut = synthesizedStack();
  const scratchData = mkdtempSync(join(tmpdir(), 'dfuse-bench-peer-'));
  const cloud = await startCloud({ dataDir: join(scratchData, 'data'), port: PORT, onLine: (line, stream) => stream === 'stderr' && console.error(line) });
  let peer: Awaited<ReturnType<typeof startPeer>> | null = null;
  const clients: Client[] = [];
  const peerClients: Client[] = [];
  try {
    peer = await startPeer(cdkOut);
    console.log(`Peer benchmark on ${cpus().length} CPUs (both servers and the load generator share them)`);
    console.log(`  local cloud  ${cloud.url} (node ${process.version}, as npm start)`);
    console.log(`  simulator    http://127.0.0.1:${SIMULATOR_PORT} (${PEER_PACKAGES.join(', ')}; dynalite in memory)`);
    console.log(`  the simulator cannot run APPSYNC_JS, so these pipeline steps run in the local cloud only: ${peer.skipped.join(', ')}\n`);

    Amplify.configure({
      Auth: { Cognito: { userPoolId: pool.userPoolId, userPoolClientId: pool.clientId, userPoolEndpoint: `${cloud.url}/cognito/`, loginWith: { email: true } } },
    });
    const [alex, sam] = DEMO_ACCOUNTS;
    // Even clients are the initiator, odd ones the collaborator: both participants hit the data at once.
    for (let i = 0; i < CONCURRENCY; i += 1) {
      const user = i % 2 === 0 ? alex : sam;
      const token = await accessToken(user.email, user.password);
      clients.push(newClient(`${cloud.url}/graphql`, token));
      peerClients.push(newClient(`http://127.0.0.1:${SIMULATOR_PORT}/graphql`, cognitoShapedToken(token, pool.userPoolId, LOCAL_REGION)));
    }
    const servers = [
      { name: 'local cloud', clients, pids: () => [cloud.pid()!], ids: [] as string[] },
      { name: 'simulator', clients: peerClients, pids: () => peer!.pids, ids: [] as string[] },
    ];
    for (const server of servers) {
      for (let i = 0; i < CONCURRENCY; i += 1) server.ids.push((await graphql(server.clients[0], CREATE, { input: benchIssueInput(i, alex, sam) })).createIssue!.id);
    }

    let n = 0;
    // Each writes its own side's field (src/domain/writeRights.ts): the collaborator may not write the initiator's.
    const ownTone = (c: number) => (c % 2 === 0 ? 'initiatorTone' : 'collaboratorTone');
    const operations = {
      getIssue: (server: (typeof servers)[number]) => (c: number) => graphql(server.clients[c], GET, { id: server.ids[c] }),
      updateIssue: (server: (typeof servers)[number]) => (c: number) =>
        graphql(server.clients[c], UPDATE, { input: { id: server.ids[c], [ownTone(c)]: [`tone ${(n += 1)}`], lastActivityAt: new Date().toISOString() } }),
    };
    // Fresh connections for each phase: while the other server is measured, the idle ones pass
    // the simulator's keep-alive timeout (express's 5 s) and would be reset when reused.
    const phase = (server: (typeof servers)[number], durationMs: number, operation: (c: number) => Promise<unknown>) => {
      for (const client of server.clients) {
        client.agent.destroy();
        client.agent = newClient(client.url, client.token).agent;
      }
      return loadPhase(server.pids(), CONCURRENCY, durationMs, operation);
    };
    const results = new Map<string, PhaseResult[]>();
    console.log(`${CONCURRENCY} concurrent clients per server; ${WARMUP_MS / 1000} s warm-up of each not counted; ${PHASES} phases of ${PHASE_MS / 1000} s, alternating servers`);
    for (const [operation, run] of Object.entries(operations)) {
      for (const server of servers) await phase(server, WARMUP_MS, run(server));
      for (let round = 0; round < PHASES; round += 1) {
        for (const server of servers) {
          const r = await phase(server, PHASE_MS, run(server));
          const key = `${operation}/${server.name}`;
          results.set(key, [...(results.get(key) ?? []), r]);
          console.log(
            `  ${operation.padEnd(12)} ${server.name.padEnd(12)} ${r.opsPerSecond.toFixed(0).padStart(6)} ops/s   p50 ${fmt(r.p50).padStart(9)}   p99 ${fmt(r.p99).padStart(9)}   CPU: server ${r.serverCores.toFixed(2)} cores, load ${r.loadCores.toFixed(2)}, others ${r.otherCores.toFixed(2)}`,
          );
        }
      }
    }

    console.log(`\nSummary (medians of ${PHASES} phases)`);
    console.log(`  ${'operation'.padEnd(12)} ${'server'.padEnd(12)} ${'ops/s'.padStart(7)} ${'p50'.padStart(10)} ${'p95'.padStart(10)} ${'p99'.padStart(10)}`);
    for (const operation of Object.keys(operations)) {
      const [local, sim] = servers.map((server) => summarize(results.get(`${operation}/${server.name}`)!));
      for (const [name, s] of [['local cloud', local], ['simulator', sim]] as const) {
        console.log(`  ${operation.padEnd(12)} ${name.padEnd(12)} ${s.ops.toFixed(0).padStart(7)} ${fmt(s.p50).padStart(10)} ${fmt(s.p95).padStart(10)} ${fmt(s.p99).padStart(10)}`);
      }
      const ratio = local.ops / sim.ops;
      console.log(
        `  ${operation}: local cloud ${ratio.toFixed(1)}x the simulator's ops/s (${ratio >= TARGET.opsRatio ? 'meets' : 'MISSES'} the ${TARGET.opsRatio}x target); p99 ${fmt(local.p99)} vs ${fmt(sim.p99)} (${local.p99 < sim.p99 ? 'under' : 'NOT under'} the simulator's)`,
      );
    }
  } finally {
    for (const client of [...clients, ...peerClients]) client.agent.destroy();
    peer?.stop();
    await cloud.stop();
    rmSync(scratchData, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
