/**
 * `npm run bench:abuse`: the attacks of issue 18 that concern the local cloud, run against a local
 * cloud in its own process (as `npm start -- --cloud-only` runs it), each with its figure: what
 * the attacker got, how long it took, and the slowest answer to a small request sent every
 * 20 ms by someone else while the attack ran.
 *
 *   aliases       1,000 aliases of listIssues(limit: 2147483647) in one request (the issue's);
 *                 200 and 25 aliases of a full page each (under the query-size bound)
 *   depth         3,000 nested braces
 *   surrogate     a lone surrogate in a name
 *   JSON fields   one Issue grown field by field, 0.9 MB of JSON at a time, as a participant and
 *                 as the functions (IAM), which write most structured fields
 *   item size     an Issue grown past 400 KB, each field within its limit: the initiator's answers
 *                 and tone up to their room, then both sides' strategies as the functions (IAM)
 *   deep JSON     an AWSJSON value nested 100,000 levels
 *   interests     5,000 interests; one interest with a 100,000-character label
 *   page tokens   a stranger's issuesByCollaboratorEmail(victim, limit: 1), and paging a scan
 *   CORS          a foreign Origin on the GraphQL endpoint and on the mailbox
 *   data folder   files other users of the machine can read
 *   dev gate      500 wrong passwords
 *
 * BENCH_PORT (default 4300).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import { Amplify } from 'aws-amplify';
import { DEMO_ACCOUNTS } from '../local/demoAccounts';
import { START_NODE_FLAGS } from '../tests/support/cloudProcess';
import { accessToken } from './graphqlLoad';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 4300);
const BASE = `http://127.0.0.1:${PORT}`;
const APP_ORIGIN = 'http://127.0.0.1:5173';
const EVIL = 'http://evil.example';
const pool = JSON.parse(readFileSync(join(root, 'local/generated/user-pool.json'), 'utf8')) as { userPoolId: string; clientId: string; region: string };

async function startCloud(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...START_NODE_FLAGS, '--import', 'tsx', 'local/start.ts', '--cloud-only'], {
    cwd: root,
    env: { ...process.env, LOCAL_CLOUD_PORT: String(PORT), LOCAL_CLOUD_DATA_DIR: dataDir, DEV_GATE_PASSWORD: 'the right phrase', APP_PORT: '5173' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error('the local cloud exited during start-up');
    try {
      if ((await fetch(`${BASE}/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface Raw {
  status: number;
  bytes: number;
  ms: number;
  /** The body when it is small enough to keep (64 KB). */
  text: string;
  headers: Record<string, string | string[] | undefined>;
}

/** One HTTP exchange; the body is counted as it streams and kept only when small, so this process stays light. */
function raw(method: string, path: string, body: string | null, headers: Record<string, string>, agent?: Agent): Promise<Raw> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(`${BASE}${path}`, { method, agent, headers: { ...headers, ...(body === null ? {} : { 'content-length': Buffer.byteLength(body) }) } }, (res) => {
      let bytes = 0;
      const kept: Buffer[] = [];
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes <= 65536) kept.push(chunk);
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, bytes, ms: performance.now() - started, text: Buffer.concat(kept).toString('utf8'), headers: res.headers }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}

const gql = (token: string, query: string, variables: Record<string, unknown> = {}, agent?: Agent) =>
  raw('POST', '/graphql', JSON.stringify({ query, variables }), { 'content-type': 'application/json', authorization: token }, agent);
const json = <T>(r: Raw) => JSON.parse(r.text) as T;

/** Sends a small signed-in read every 20 ms on its own connection until `work` settles; returns the slowest answer and the count. */
async function whileProbing<T>(token: string, issueId: string, work: () => Promise<T>): Promise<{ result: T; probeMaxMs: number; probes: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let done = false;
  const latencies: number[] = [];
  const probing = (async () => {
    while (!done) {
      const r = await gql(token, 'query G($id: ID!) { getIssue(id: $id) { id status } }', { id: issueId }, agent);
      if (r.status !== 200) throw new Error(`probe failed: ${r.status} ${r.text.slice(0, 200)}`);
      latencies.push(r.ms);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    const result = await work();
    return { result, probeMaxMs: Math.max(0, ...latencies), probes: latencies.length };
  } finally {
    done = true;
    await probing;
    agent.destroy();
  }
}

const CREATE = 'mutation C($input: CreateIssueInput!) { createIssue(input: $input) { id } }';
const UPDATE = 'mutation U($input: UpdateIssueInput!) { updateIssue(input: $input) { id } }';
const issueInput = (initiator: string, collaborator: string, extra: Record<string, unknown> = {}) => ({
  initiatorEmail: initiator,
  collaboratorEmail: collaborator,
  initiatorFirstName: 'A',
  initiatorLastName: 'B',
  collaboratorFirstName: 'C',
  collaboratorLastName: 'D',
  lastActivityAt: new Date().toISOString(),
  ...extra,
});
const line = (name: string, figure: string) => console.log(`  ${name.padEnd(14)} ${figure}`);
const ms = (value: number) => `${value.toFixed(0)} ms`;

// A folder the cloud creates itself, as `npm start` creates .local-cloud/data.
const scratch = mkdtempSync(join(tmpdir(), 'dfuse-abuse-'));
const dataDir = join(scratch, 'data');
const cloud = await startCloud(dataDir);
try {
  Amplify.configure({
    Auth: { Cognito: { userPoolId: pool.userPoolId, userPoolClientId: pool.clientId, userPoolEndpoint: `${BASE}/cognito/`, loginWith: { email: true } } },
  });
  const [alex, sam] = DEMO_ACCOUNTS;
  const alexToken = await accessToken(alex.email, alex.password);
  const samToken = await accessToken(sam.email, sam.password);
  const samIssue = json<{ data: { createIssue: { id: string } } }>(await gql(samToken, CREATE, { input: issueInput(sam.email, 'someone@example.com') })).data
    .createIssue.id;
  console.log(`Issue 18 attacks against the local cloud (${BASE}, data in ${dataDir})\n`);

  // Alex's own sessions: about 100 KB of answers, what one listIssues returns.
  const answers = Array.from({ length: 5 }, (_, i) => `${'An answer long enough to weigh something. '.repeat(24)}${i}`);
  for (let i = 0; i < 20; i += 1) await gql(alexToken, CREATE, { input: issueInput(alex.email, 'victim@example.com', { initiatorIssue: answers }) });
  const aliases = `query A {\n${Array.from({ length: 1000 }, (_, i) => `  a${i}: listIssues(limit: 2147483647) { items { id initiatorIssue } nextToken }`).join('\n')}\n}`;
  const alias = await whileProbing(samToken, samIssue, () => gql(alexToken, aliases));
  line('aliases', `${(Buffer.byteLength(aliases) / 1024).toFixed(0)} KB request -> HTTP ${alias.result.status}, ${(alias.result.bytes / 1e6).toFixed(1)} MB in ${ms(alias.result.ms)}; others' slowest answer ${ms(alias.probeMaxMs)} (${alias.probes} probes)`);
  if (alias.result.bytes < 65536) line('', alias.result.text.slice(0, 300));

  for (const count of [200, 25]) {
    const query = `query A {\n${Array.from({ length: count }, (_, i) => `  a${i}: listIssues(limit: 2147483647) { items { id initiatorIssue } nextToken }`).join('\n')}\n}`;
    const run = await whileProbing(samToken, samIssue, () => gql(alexToken, query));
    const errors = run.result.bytes < 65536 ? json<{ errors?: { errorType: string; message: string }[] }>(run.result).errors : undefined;
    line(
      '',
      `${count} aliases of a full page -> HTTP ${run.result.status}, ${(run.result.bytes / 1e6).toFixed(2)} MB in ${ms(run.result.ms)}${errors?.length ? ` (${errors.length} errors, first: ${errors[0].errorType}: ${errors[0].message})` : ''}; others' slowest ${ms(run.probeMaxMs)}`,
    );
  }

  const deep = `query {${'a{'.repeat(3000)}b${'}'.repeat(3000)}}`;
  const depth = await whileProbing(samToken, samIssue, () => gql(alexToken, deep));
  line('depth', `3,000 nested braces -> HTTP ${depth.result.status} ${depth.result.text.slice(0, 300)}; others' slowest ${ms(depth.probeMaxMs)}`);

  const lone = await raw(
    'POST',
    '/graphql',
    `{"query":${JSON.stringify(CREATE)},"variables":{"input":${JSON.stringify(issueInput(alex.email, 'x@example.com')).replace('"A"', '"\\ud800"')}}}`,
    { 'content-type': 'application/json', authorization: alexToken },
  );
  line('surrogate', `lone surrogate in a name -> HTTP ${lone.status} ${lone.text.slice(0, 300)}`);

  // The functions write most structured fields with IAM (the participants may not, where write
  // rights exist): try both, signing as the functions do with the credentials in the data folder.
  const credentials = JSON.parse(readFileSync(join(dataDir, 'function-credentials.json'), 'utf8')) as { accessKeyId: string; secretAccessKey: string };
  const iam = async (query: string, variables: Record<string, unknown>) => {
    const url = new URL(`${BASE}/graphql`);
    const body = JSON.stringify({ query, variables });
    const signer = new SignatureV4({ service: 'appsync', region: pool.region, credentials, sha256: Sha256 });
    const signed = await signer.sign({ method: 'POST', protocol: 'http:', hostname: url.hostname, port: Number(url.port), path: url.pathname, headers: { host: url.host, 'content-type': 'application/json' }, body });
    return raw('POST', '/graphql', body, signed.headers);
  };
  const outcome = (r: Raw) => json<{ errors?: { errorType: string | null; message: string }[] }>(r).errors?.[0] ?? null;
  const tally = (results: (ReturnType<typeof outcome>)[]) => {
    const counts = new Map<string, number>();
    for (const e of results) counts.set(e ? `${e.errorType}: ${e.message}` : 'stored', (counts.get(e ? `${e.errorType}: ${e.message}` : 'stored') ?? 0) + 1);
    return [...counts].map(([what, n]) => `${n}x ${what.length > 110 ? `${what.slice(0, 110)}…` : what}`).join('; ');
  };

  const grow = json<{ data: { createIssue: { id: string } } }>(await gql(alexToken, CREATE, { input: issueInput(alex.email, 'victim@example.com') })).data.createIssue.id;
  const jsonFields = ['proposedSolutionsJson', 'solutions', 'sessionSolutions', 'bestSolutionJson', 'selectedSolutionJson', 'agreedIssueMeta', 'proposedIssueCandidatesJson', 'initiatorPersonalityJson', 'collaboratorPersonalityJson'];
  const blob = JSON.stringify({ blob: 'x'.repeat(900_000) });
  for (const [who, send] of [
    ['participant', (v: Record<string, unknown>) => gql(alexToken, UPDATE, v)],
    ['functions (IAM)', (v: Record<string, unknown>) => iam(UPDATE, v)],
  ] as const) {
    const results: ReturnType<typeof outcome>[] = [];
    const growing = await whileProbing(samToken, samIssue, async () => {
      for (const field of jsonFields) results.push(outcome(await send({ input: { id: grow, [field]: blob } })));
    });
    const stored = await iam(`query G($id: ID!) { getIssue(id: $id) { ${jsonFields.join(' ')} } }`, { id: grow });
    line(who === 'participant' ? 'JSON fields' : '', `0.9 MB into each of the 9 JSON fields as the ${who}: ${tally(results)}; the Issue reads back as ${(stored.bytes / 1e6).toFixed(2)} MB; others' slowest ${ms(growing.probeMaxMs)}`);
  }

  // 120 KB of answers at creation and 48 KB of the initiator's tone (their 170,000-character room
  // holds both), then 200 KB of strategies for each side, as the functions write them (participants may not).
  const full = Array.from({ length: 20 }, () => 'x'.repeat(2000));
  const heavy = json<{ data: { createIssue: { id: string } } }>(
    await gql(alexToken, CREATE, { input: issueInput(alex.email, 'victim@example.com', { initiatorIssue: full, desiredOutcomeInitiator: full, whyOutcomeMattersInitiator: full }) }),
  ).data.createIssue.id;
  const toned = outcome(await gql(alexToken, UPDATE, { input: { id: heavy, initiatorTone: Array.from({ length: 40 }, () => 't'.repeat(1200)) } }));
  const strategies = Array.from({ length: 50 }, () => 's'.repeat(4000));
  const past = await iam(UPDATE, { input: { id: heavy, initiatorStrategies: strategies, collaboratorStrategies: strategies } });
  const heavyBack = await gql(alexToken, 'query G($id: ID!) { getIssue(id: $id) { initiatorIssue desiredOutcomeInitiator whyOutcomeMattersInitiator initiatorTone initiatorStrategies collaboratorStrategies } }', { id: heavy });
  line('item size', `168 KB of answers and tone${toned ? ` (tone refused: ${toned.message})` : ''}, then 400 KB of strategies as the functions: ${outcome(past)?.message ?? 'stored'}; the Issue reads back as ${(heavyBack.bytes / 1024).toFixed(0)} KB`);

  // Written out as text: JSON.stringify itself overflows the stack on such a value.
  const nested = `${'['.repeat(100_000)}0${']'.repeat(100_000)}`;
  const deepJson = await iam(UPDATE, { input: { id: heavy, agreedIssueMeta: nested } });
  line('deep JSON', `an AWSJSON value nested 100,000 levels (as the functions) -> HTTP ${deepJson.status} ${deepJson.text.slice(0, 200)}`);

  const interest = (label: string) => ({ category: 'values', label, rationale: 'because' });
  const verdict = (r: Raw) => (json<{ errors?: { message: string }[] }>(r).errors?.[0]?.message ?? `stored (HTTP ${r.status})`);
  for (const [who, send] of [
    ['participant', (v: Record<string, unknown>) => gql(alexToken, UPDATE, v)],
    ['functions (IAM)', (v: Record<string, unknown>) => iam(UPDATE, v)],
  ] as const) {
    const many = await send({ input: { id: grow, initiatorInterests: Array.from({ length: 5000 }, (_, i) => interest(`i${i}`)) } });
    const long = await send({ input: { id: grow, collaboratorInterests: [interest('z'.repeat(100_000))] } });
    line(who === 'participant' ? 'interests' : '', `as the ${who}: 5,000 interests: ${verdict(many)}; a 100,000-character label: ${verdict(long)}`);
  }

  for (let i = 0; i < 3; i += 1) await gql(alexToken, CREATE, { input: issueInput(alex.email, 'victim@example.com') });
  const stranger = json<{ data: { issuesByCollaboratorEmail: { items: unknown[]; nextToken: string | null } } }>(
    await gql(samToken, 'query Q($e: String!) { issuesByCollaboratorEmail(collaboratorEmail: $e, limit: 1) { items { id } nextToken } }', { e: 'victim@example.com' }),
  ).data.issuesByCollaboratorEmail;
  const decoded = (token: string | null) => {
    if (!token) return 'no token';
    try {
      return `decodes to ${Buffer.from(token, 'base64').toString('utf8').slice(0, 120)}`;
    } catch {
      return 'opaque';
    }
  };
  line('page token', `stranger's index query: ${stranger.items.length} items, nextToken ${stranger.nextToken ? 'present' : 'null'}, ${decoded(stranger.nextToken)}`);
  let next: string | null = null;
  let pages = 0;
  const ids = new Set<string>();
  do {
    const page: Raw = await gql(samToken, 'query L($t: String) { listIssues(limit: 1, nextToken: $t) { items { id } nextToken } }', { t: next });
    const body = json<{ data: { listIssues: { items: { id: string }[]; nextToken: string | null } } }>(page).data.listIssues;
    next = body.nextToken;
    pages += 1;
    const match = next ? /"pk":"\[\\"([0-9a-f-]{36})/.exec(Buffer.from(next, 'base64').toString('utf8')) : null;
    if (match) ids.add(match[1]);
  } while (next && pages < 1000);
  line('scan paging', `a stranger paging listIssues(limit: 1): ${pages} pages, ${ids.size} other people's Issue ids read from the tokens`);

  const preflight = await raw('OPTIONS', '/graphql', null, { origin: EVIL, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' });
  line('CORS', `preflight from ${EVIL}: allow-origin ${String(preflight.headers['access-control-allow-origin'] ?? '(none)')}, allow-credentials ${String(preflight.headers['access-control-allow-credentials'] ?? '(none)')}`);
  const own = await raw('OPTIONS', '/graphql', null, { origin: APP_ORIGIN, 'access-control-request-method': 'POST' });
  line('', `preflight from the app (${APP_ORIGIN}): allow-origin ${String(own.headers['access-control-allow-origin'] ?? '(none)')}`);
  await raw('POST', '/cognito/', JSON.stringify({ ClientId: pool.clientId, Username: alex.email }), {
    'content-type': 'application/x-amz-json-1.1',
    'x-amz-target': 'AWSCognitoIdentityProviderService.ForgotPassword',
  });
  const mail = await raw('GET', '/mailbox/messages', null, { origin: EVIL });
  const codes = mail.status === 200 ? (mail.text.match(/\b\d{6}\b/g) ?? []).length : 0;
  line('mailbox', `GET /mailbox/messages with Origin ${EVIL}: HTTP ${mail.status}, allow-origin ${String(mail.headers['access-control-allow-origin'] ?? '(none)')}, ${codes} codes in the body`);

  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.push(path);
    }
  };
  walk(dataDir);
  const readable = files.filter((f) => (statSync(f).mode & 0o044) !== 0).length;
  line('data folder', `folder mode ${(statSync(dataDir).mode & 0o777).toString(8)}; ${readable} of ${files.length} files readable by other users`);

  const gate = await whileProbing(samToken, samIssue, async () => {
    const statuses = new Map<number, number>();
    const started = performance.now();
    let last = '';
    for (let i = 0; i < 500; i += 1) {
      const r = await raw('POST', '/functions/dev-gate/', JSON.stringify({ password: `guess ${i}` }), { 'content-type': 'application/json' });
      statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      last = r.text;
    }
    return { statuses, ms: performance.now() - started, last };
  });
  line('dev gate', `500 wrong passwords in ${ms(gate.result.ms)}: ${[...gate.result.statuses].map(([s, n]) => `${n}x HTTP ${s}`).join(', ')}; last answer ${gate.result.last}`);
} finally {
  const exited = new Promise((resolve) => cloud.once('exit', resolve));
  cloud.kill('SIGTERM');
  await exited;
  rmSync(scratch, { recursive: true, force: true });
}
