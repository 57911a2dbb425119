/**
 * Counters over fixed time windows, for the server's rate limits: development-gate attempts
 * (per client and in total) and e-mails a participant can trigger (per account and per session).
 *
 * In AWS each Lambda instance has its own memory and several run at once, so counts kept in
 * memory would let an attacker spread requests over instances (or wait for a cold start). The
 * counters live in a DynamoDB table instead (RATE_COUNTERS_TABLE, created in backend.ts): one
 * atomic `ADD` per request, shared by every instance, expired by DynamoDB's TTL. The local cloud
 * runs every function in one process, where memory is shared, so it counts in memory.
 */
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';

export interface WindowCounters {
  /** Adds one to the counter `key` (kept until `expiresAt`, ms) and returns its new count. */
  add(key: string, expiresAt: number): Promise<number>;
  /** Takes one back (a correct password is not a guess to count; an e-mail that failed to go out). */
  takeBack(key: string): Promise<void>;
}

/** Counters in this process's memory; expired ones are dropped as new ones come. */
export function memoryCounters(now: () => number = Date.now, capacity = 10_000): WindowCounters {
  const counts = new Map<string, { count: number; expiresAt: number }>();
  const prune = () => {
    const time = now();
    for (const [key, entry] of counts) if (entry.expiresAt <= time) counts.delete(key);
    // Many addresses in one window: forget the oldest rather than grow without bound.
    while (counts.size >= capacity) counts.delete(counts.keys().next().value!);
  };
  return {
    async add(key, expiresAt) {
      const entry = counts.get(key);
      if (entry && entry.expiresAt > now()) {
        entry.count += 1;
        return entry.count;
      }
      prune();
      counts.set(key, { count: 1, expiresAt });
      return 1;
    },
    async takeBack(key) {
      const entry = counts.get(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
  };
}

export class CounterStoreError extends Error {}

/**
 * Counters in a DynamoDB table keyed by `pk`, through DynamoDB's JSON API signed with the
 * function's own credentials (the way amplify/functions/shared/appsync.ts reaches AppSync).
 * `expiresAt` (seconds) is the table's TTL attribute.
 */
export function dynamoCounters(tableName: string, fetchImpl: typeof fetch = fetch): WindowCounters {
  const { AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN, AWS_REGION } = process.env;
  if (!AWS_ACCESS_KEY_ID || !AWS_SECRET_ACCESS_KEY || !AWS_REGION) throw new CounterStoreError('AWS credentials are not in the environment');
  const endpoint = new URL(process.env.AWS_ENDPOINT_URL_DYNAMODB ?? `https://dynamodb.${AWS_REGION}.amazonaws.com/`);
  const signer = new SignatureV4({
    service: 'dynamodb',
    region: AWS_REGION,
    sha256: Sha256,
    credentials: { accessKeyId: AWS_ACCESS_KEY_ID, secretAccessKey: AWS_SECRET_ACCESS_KEY, sessionToken: AWS_SESSION_TOKEN },
  });

  async function updateItem(request: Record<string, unknown>): Promise<Record<string, { N?: string }>> {
    const body = JSON.stringify({ TableName: tableName, ReturnValues: 'UPDATED_NEW', ...request });
    const signed = await signer.sign({
      method: 'POST',
      protocol: endpoint.protocol,
      hostname: endpoint.hostname,
      port: endpoint.port ? Number(endpoint.port) : undefined,
      path: endpoint.pathname,
      headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': 'DynamoDB_20120810.UpdateItem', host: endpoint.host },
      body,
    });
    const response = await fetchImpl(endpoint, { method: 'POST', headers: signed.headers, body });
    const result = (await response.json().catch(() => ({}))) as { Attributes?: Record<string, { N?: string }>; __type?: string; message?: string };
    if (!response.ok) throw new CounterStoreError(`DynamoDB answered ${response.status} ${result.__type ?? ''} ${result.message ?? ''}`.trim());
    return result.Attributes ?? {};
  }

  return {
    async add(key, expiresAt) {
      const attributes = await updateItem({
        Key: { pk: { S: key } },
        UpdateExpression: 'ADD attempts :one SET expiresAt = if_not_exists(expiresAt, :expires)',
        ExpressionAttributeValues: { ':one': { N: '1' }, ':expires': { N: String(Math.ceil(expiresAt / 1000)) } },
      });
      return Number(attributes.attempts?.N ?? NaN);
    },
    async takeBack(key) {
      await updateItem({
        Key: { pk: { S: key } },
        UpdateExpression: 'ADD attempts :minusOne',
        ConditionExpression: 'attempts > :zero',
        ExpressionAttributeValues: { ':minusOne': { N: '-1' }, ':zero': { N: '0' } },
      }).catch((error: unknown) => {
        // Nothing to take back (the window ended meanwhile): fine.
        if (!(error instanceof CounterStoreError && /ConditionalCheckFailed/.test(error.message))) throw error;
      });
    },
  };
}

let shared: WindowCounters | undefined;

/** This function's counters: the table in AWS, memory in the local cloud's single process. */
export function rateCounters(): WindowCounters {
  const table = process.env.RATE_COUNTERS_TABLE;
  shared ??= table ? dynamoCounters(table) : memoryCounters();
  return shared;
}
