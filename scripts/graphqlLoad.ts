/**
 * The GraphQL load the server benchmarks share (bench:local-cloud, bench:peer): signed-in
 * clients, each with its own real access token and keep-alive connection, sending the AppSync
 * HTTP protocol with node:http (not the aws-amplify data client, whose own CPU cost would
 * dominate on 2 cores), and timed phases of one operation at a fixed concurrency.
 */
import { Agent, request } from 'node:http';
import { readFileSync } from 'node:fs';
import { fetchAuthSession, signIn } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
export const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);

/** CPU seconds (user + system) the process has used so far. */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
}

/** CPU seconds every process on the machine has used so far (/proc/stat, all CPUs). */
export function machineCpuSeconds(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
  return (user + nice + system + irq + softirq + steal) / 100;
}

/** Signs in with SRP (Amplify must be configured) and returns the access token; each session keeps its own token store (signing out would revoke). */
export async function accessToken(email: string, password: string): Promise<string> {
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

/** One signed-in client of one server: its GraphQL endpoint, its token and its own keep-alive connection. */
export interface Client {
  url: string;
  token: string;
  agent: Agent;
}

export const newClient = (url: string, token: string): Client => ({ url, token, agent: new Agent({ keepAlive: true, maxSockets: 1 }) });

/** One AppSync HTTP request; rejects on a non-200 answer or any GraphQL error. */
export function graphql(client: Client, query: string, variables: Record<string, unknown>): Promise<Record<string, { id: string } | null>> {
  const body = JSON.stringify({ query, variables });
  return new Promise((resolve, reject) => {
    const req = request(
      client.url,
      {
        method: 'POST',
        agent: client.agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: client.token },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          try {
            const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data?: Record<string, { id: string } | null>; errors?: unknown[] };
            if (res.statusCode !== 200 || parsed.errors?.length || !parsed.data) reject(new Error(`${res.statusCode} ${JSON.stringify(parsed.errors ?? parsed)}`));
            else resolve(parsed.data!);
          } catch (error) {
            reject(error as Error);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export const CREATE = `mutation C($input: CreateIssueInput!) { createIssue(input: $input) { id } }`;
export const GET = `query G($id: ID!) { getIssue(id: $id) { id status initiatorEmail collaboratorEmail initiatorIssue collaboratorIssue lastActivityAt } }`;
export const UPDATE = `mutation U($input: UpdateIssueInput!) { updateIssue(input: $input) { id initiatorEmail collaboratorEmail initiatorTone collaboratorTone lastActivityAt } }`;

/** The input of one benchmark issue between the two demo users. */
export const benchIssueInput = (n: number, alex: { email: string; givenName: string; familyName: string }, sam: { email: string; givenName: string; familyName: string }) => ({
  initiatorEmail: alex.email,
  collaboratorEmail: sam.email,
  initiatorFirstName: alex.givenName,
  initiatorLastName: alex.familyName,
  collaboratorFirstName: sam.givenName,
  collaboratorLastName: sam.familyName,
  initiatorIssue: [`Benchmark issue ${n}`],
  status: 'created' as const,
  lastActivityAt: new Date().toISOString(),
});

export interface PhaseResult {
  opsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Cores' worth of CPU used by the server and by this load generator during the phase. */
  serverCores: number;
  loadCores: number;
  /** Cores' worth used meanwhile by everything else on the machine (noise). */
  otherCores: number;
}

/** `concurrency` clients each run `operation` back to back for `durationMs`; `serverPids` are the processes serving them. */
export async function loadPhase(serverPids: number[], concurrency: number, durationMs: number, operation: (client: number) => Promise<unknown>): Promise<PhaseResult> {
  const serverCpu = () => serverPids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const latencies: number[] = [];
  const serverCpu0 = serverCpu();
  const machineCpu0 = machineCpuSeconds();
  const loadCpu0 = process.cpuUsage();
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, client) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        await operation(client);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const loadCpu = process.cpuUsage(loadCpu0);
  const serverCores = (serverCpu() - serverCpu0) / seconds;
  const loadCores = (loadCpu.user + loadCpu.system) / 1e6 / seconds;
  latencies.sort((a, b) => a - b);
  return {
    opsPerSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    serverCores,
    loadCores,
    otherCores: Math.max(0, (machineCpuSeconds() - machineCpu0) / seconds - serverCores - loadCores),
  };
}
