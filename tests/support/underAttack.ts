/**
 * Raw HTTP against a local cloud, and the measure issue 18 asks for: while an attack runs,
 * how long the cloud takes to answer someone else's small request.
 */
import { Agent, request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Body bytes received (counted as they stream; the body is kept only when small). */
  bytes: number;
  /** The body, when at most `keep` bytes (default 256 KB). */
  text: string;
}

export function raw(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; agent?: Agent; keep?: number } = {},
): Promise<RawResponse> {
  const body = options.body;
  const keep = options.keep ?? 256 * 1024;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        agent: options.agent,
        headers: { ...options.headers, ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }) },
      },
      (res) => {
        let bytes = 0;
        const kept: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes <= keep) kept.push(chunk);
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes, text: bytes <= keep ? Buffer.concat(kept).toString('utf8') : '' }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** POST /graphql with a Cognito token, as aws-amplify sends it. */
export const graphql = (cloudUrl: string, token: string, query: string, variables: Record<string, unknown> = {}, agent?: Agent, keep?: number) =>
  raw(`${cloudUrl}/graphql`, {
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ query, variables }),
    agent,
    keep,
  });

export interface UnderAttack<T> {
  /** What each run of the attack returned. */
  results: T[];
  /** Latency of every probe sent while the attack ran, in ms. */
  probes: number[];
  slowestProbe: number;
}

/**
 * Runs `attack` over and over from `attackers` concurrent loops for at least `forMs`, while a
 * bystander sends `probe` (a small request, which must succeed) every 20 ms on its own
 * connection; returns the probes' latencies. The attack and the probe each run twice first,
 * unmeasured: the first runs of any query pay one-off costs (compiling it, preparing its SQL,
 * warming the JIT and Postgres's buffers) that are not the attack's doing.
 */
export async function underAttack<T>(options: {
  attack: () => Promise<T>;
  probe: (agent: Agent) => Promise<void>;
  attackers?: number;
  forMs?: number;
}): Promise<UnderAttack<T>> {
  const attackers = options.attackers ?? 2;
  const forMs = options.forMs ?? 1000;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const results: T[] = [];
  const probes: number[] = [];
  for (let i = 0; i < 2; i += 1) {
    results.push(await options.attack());
    await options.probe(agent);
  }
  const started = performance.now();
  let attacking = true;
  const loops = Array.from({ length: attackers }, async () => {
    while (performance.now() - started < forMs) results.push(await options.attack());
  });
  const attack = Promise.all(loops).finally(() => (attacking = false));
  const probing = (async () => {
    while (attacking) {
      const t0 = performance.now();
      await options.probe(agent);
      probes.push(performance.now() - t0);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    await Promise.all([attack, probing]);
  } finally {
    agent.destroy();
  }
  return { results, probes, slowestProbe: Math.max(...probes) };
}

/** POST /graphql as a backend function: SigV4-signed with the cloud's function credentials (IAM). */
export async function iamGraphql(
  cloudUrl: string,
  credentials: { accessKeyId: string; secretAccessKey: string; region: string },
  query: string,
  variables: Record<string, unknown> = {},
): Promise<RawResponse> {
  const { SignatureV4 } = await import('@smithy/signature-v4');
  const { Sha256 } = await import('@aws-crypto/sha256-js');
  const url = new URL(`${cloudUrl}/graphql`);
  const body = JSON.stringify({ query, variables });
  const signer = new SignatureV4({ service: 'appsync', region: credentials.region, credentials, sha256: Sha256 });
  const signed = await signer.sign({
    method: 'POST',
    protocol: url.protocol,
    hostname: url.hostname,
    port: Number(url.port),
    path: url.pathname,
    headers: { host: url.host, 'content-type': 'application/json' },
    body,
  });
  return raw(url.href, { headers: signed.headers, body });
}
