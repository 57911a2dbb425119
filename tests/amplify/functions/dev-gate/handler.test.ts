/**
 * The development gate's guessing limits (issue 18: 500 wrong passwords were taken in 2.1 s):
 * per browser, per address and in total per 15-minute window, a refused try not even checked,
 * and in AWS the counts shared by every Lambda instance through DynamoDB. Issue 24: ten wrong
 * tries locked the right password out for everyone at the address; they lock the guesser only.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CounterStoreError, dynamoCounters, memoryCounters, type WindowCounters } from '../../../../amplify/functions/shared/counters';
import { GATE_UNAVAILABLE, createGateHandler } from '../../../../amplify/functions/dev-gate/handler';
import { GATE_ATTEMPT_LIMITS, GATE_NOT_CONFIGURED, attemptWindow, tooManyAttempts } from '../../../../src/domain/devGateCheck';

const WINDOW_MS = GATE_ATTEMPT_LIMITS.windowMinutes * 60_000;
// The start of a window, so the minutes left are predictable.
const START = 1_700_000_100_000 - (1_700_000_100_000 % WINDOW_MS);

const GUESSER = 'guessing-browser-0000000000000001';
const VISITOR = 'another-browser-00000000000000002';
/** `browser` null: a try with no key at all. */
const event = (password: unknown, sourceIp = '203.0.113.7', browser: string | null = GUESSER) => ({
  requestContext: { http: { method: 'POST', sourceIp } },
  body: JSON.stringify(browser === null ? { password } : { password, browser }),
});
const answer = (result: { statusCode: number; body: string; headers: Record<string, string> }) => ({
  status: result.statusCode,
  ...(JSON.parse(result.body) as { ok: boolean; message?: string }),
});

describe('the dev-gate handler', () => {
  let now: number;
  let gate: ReturnType<typeof createGateHandler>;
  beforeEach(() => {
    vi.stubEnv('DEV_GATE_PASSWORD', 'open sesame');
    now = START + 60_000;
    gate = createGateHandler({ counters: memoryCounters(() => now), now: () => now });
  });
  afterEach(() => vi.unstubAllEnvs());

  it(`takes ${GATE_ATTEMPT_LIMITS.perBrowser} tries from a browser, then refuses it, right password included, saying when to come back`, async () => {
    for (let i = 0; i < GATE_ATTEMPT_LIMITS.perBrowser; i += 1) {
      expect(answer(await gate(event(`guess ${i}`)))).toEqual({ status: 401, ok: false, message: 'Incorrect password' });
    }
    const refused = await gate(event('guess 10'));
    expect(answer(refused)).toEqual({ status: 429, ok: false, message: 'Too many attempts, try again in 14 minutes.' });
    expect((refused.headers as Record<string, string>)['retry-after']).toBe(String(14 * 60));
    expect(answer(await gate(event('open sesame'))).status).toBe(429);
    // Another client is not held up by this one.
    expect(answer(await gate(event('open sesame', '198.51.100.1')))).toEqual({ status: 200, ok: true });
    // The next window starts afresh.
    now = START + WINDOW_MS;
    expect(answer(await gate(event('open sesame')))).toEqual({ status: 200, ok: true });
  });

  it('locks the guesser, not the gate: another browser at the same address gets in with the right password', async () => {
    for (let i = 0; i < GATE_ATTEMPT_LIMITS.perBrowser * 3; i += 1) await gate(event(`guess ${i}`));
    expect(answer(await gate(event('open sesame'))).status).toBe(429);
    expect(answer(await gate(event('open sesame', '203.0.113.7', VISITOR)))).toEqual({ status: 200, ok: true });
    // ... and may still mistype it.
    expect(answer(await gate(event('open sesam', '203.0.113.7', VISITOR)))).toEqual({ status: 401, ok: false, message: 'Incorrect password' });
  });

  it('counts tries without a key, or with a malformed one, as one browser of the address', async () => {
    for (let i = 0; i < GATE_ATTEMPT_LIMITS.perBrowser; i += 1) expect(answer(await gate(event(`guess ${i}`, '203.0.113.7', i % 2 ? null : 'bad key!'))).status).toBe(401);
    expect(answer(await gate(event('open sesame', '203.0.113.7', null))).status).toBe(429);
    expect(answer(await gate(event('open sesame', '203.0.113.7', 'x'))).status).toBe(429);
    expect(answer(await gate(event('open sesame', '203.0.113.7', VISITOR))).status).toBe(200);
  });

  it(`holds a script that makes up a key for each try to ${GATE_ATTEMPT_LIMITS.perAddress} tries from its address`, async () => {
    const freshKey = (i: number) => `made-up-key-${String(i).padStart(20, '0')}`;
    for (let i = 0; i < GATE_ATTEMPT_LIMITS.perAddress; i += 1) expect(answer(await gate(event('wrong', '203.0.113.7', freshKey(i)))).status).toBe(401);
    expect(answer(await gate(event('open sesame', '203.0.113.7', freshKey(999)))).status).toBe(429);
    // Other addresses are not held up.
    expect(answer(await gate(event('open sesame', '198.51.100.1', freshKey(1000)))).status).toBe(200);
  });

  it('counts the minutes left as whole minutes, at least one', () => {
    expect(attemptWindow(START + WINDOW_MS - 30_000).minutesLeft).toBe(1);
    expect(tooManyAttempts(1)).toBe('Too many attempts, try again in 1 minute.');
    expect(attemptWindow(START).minutesLeft).toBe(GATE_ATTEMPT_LIMITS.windowMinutes);
  });

  it(`stops guessing spread over many addresses after ${GATE_ATTEMPT_LIMITS.total} tries in all`, async () => {
    for (let i = 0; i < GATE_ATTEMPT_LIMITS.total; i += 1) expect(answer(await gate(event('wrong', `10.0.${i >> 8}.${i & 255}`))).status).toBe(401);
    expect(answer(await gate(event('open sesame', '192.0.2.200')))).toMatchObject({ status: 429, message: expect.stringMatching(/^Too many attempts/) });
  });

  it("does not let one refused browser use up its address's or everyone else's allowance", async () => {
    for (let i = 0; i < GATE_ATTEMPT_LIMITS.total * 2; i += 1) await gate(event('wrong'));
    expect(answer(await gate(event('open sesame', '203.0.113.7', VISITOR)))).toEqual({ status: 200, ok: true });
    expect(answer(await gate(event('open sesame', '192.0.2.9')))).toEqual({ status: 200, ok: true });
  });

  it('gives a correct password its try back, so people who know it are never held up', async () => {
    for (let i = 0; i < GATE_ATTEMPT_LIMITS.perAddress * 2; i += 1) expect(answer(await gate(event('open sesame'))).status).toBe(200);
    expect(answer(await gate(event('wrong'))).status).toBe(401);
  });

  it('counts nothing when there is nothing to guess or the body is not JSON', async () => {
    const counters: WindowCounters = { add: vi.fn(async () => 1), takeBack: vi.fn(async () => undefined) };
    const counted = createGateHandler({ counters, now: () => now });
    expect((await counted({ requestContext: { http: { method: 'POST' } }, body: '{oops' })).statusCode).toBe(400);
    vi.stubEnv('DEV_GATE_PASSWORD', '   ');
    expect(answer(await counted(event('x')))).toEqual({ status: 503, ok: false, message: GATE_NOT_CONFIGURED });
    expect(counters.add).not.toHaveBeenCalled();
  });

  it('stays shut when its counters cannot be reached', async () => {
    const failing = createGateHandler({
      counters: { add: async () => Promise.reject(new CounterStoreError('DynamoDB answered 500')), takeBack: async () => undefined },
      now: () => now,
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(answer(await failing(event('open sesame')))).toEqual({ status: 503, ok: false, message: GATE_UNAVAILABLE });
  });
});

describe('the DynamoDB counters (AWS)', () => {
  /** A stand-in for DynamoDB's JSON API: UpdateItem with ADD, if_not_exists and a condition, atomically per call. */
  function fakeDynamo() {
    const table = new Map<string, { attempts: number; expiresAt?: number }>();
    const requests: { target: string; authorization: string; body: Record<string, any> }[] = [];
    const fetchImpl = (async (_url: URL, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      const body = JSON.parse(String(init.body));
      requests.push({ target: headers['x-amz-target'], authorization: headers.authorization, body });
      const key = body.Key.pk.S as string;
      const values = body.ExpressionAttributeValues;
      const item = table.get(key);
      if (body.ConditionExpression === 'attempts > :zero' && !(item && item.attempts > 0)) {
        return new Response(JSON.stringify({ __type: 'com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException', message: 'The conditional request failed' }), { status: 400 });
      }
      const next = { attempts: (item?.attempts ?? 0) + Number((values[':one'] ?? values[':minusOne']).N), expiresAt: item?.expiresAt ?? (values[':expires'] ? Number(values[':expires'].N) : undefined) };
      table.set(key, next);
      return new Response(JSON.stringify({ Attributes: { attempts: { N: String(next.attempts) } } }), { status: 200 });
    }) as unknown as typeof fetch;
    return { table, requests, fetchImpl };
  }

  beforeEach(() => {
    vi.stubEnv('AWS_REGION', 'us-east-2');
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIAEXAMPLE');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret');
    vi.stubEnv('AWS_SESSION_TOKEN', 'session');
  });
  afterEach(() => vi.unstubAllEnvs());

  it('add with one signed, atomic UpdateItem each, kept until the window ends, and take back under a condition', async () => {
    const dynamo = fakeDynamo();
    const counters = dynamoCounters('DevGateAttempts-abc', dynamo.fetchImpl);
    const counts = await Promise.all(Array.from({ length: 5 }, () => counters.add('client#x#1', 1_800_000_000_000)));
    expect(counts.sort()).toEqual([1, 2, 3, 4, 5]);
    const [first] = dynamo.requests;
    expect(first.target).toBe('DynamoDB_20120810.UpdateItem');
    expect(first.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIAEXAMPLE\/\d{8}\/us-east-2\/dynamodb\/aws4_request/);
    expect(first.body).toMatchObject({
      TableName: 'DevGateAttempts-abc',
      UpdateExpression: 'ADD attempts :one SET expiresAt = if_not_exists(expiresAt, :expires)',
      ExpressionAttributeValues: { ':one': { N: '1' }, ':expires': { N: '1800000000' } },
      ReturnValues: 'UPDATED_NEW',
    });
    await counters.takeBack('client#x#1');
    expect(dynamo.table.get('client#x#1')?.attempts).toBe(4);
    // Nothing to take back: the condition fails quietly.
    await expect(counters.takeBack('client#other#1')).resolves.toBeUndefined();
    expect(dynamo.table.has('client#other#1')).toBe(false);
  });

  it('report a DynamoDB error as an error, which the handler turns into a shut gate', async () => {
    const counters = dynamoCounters('T', (async () => new Response(JSON.stringify({ __type: 'ThrottlingException', message: 'slow down' }), { status: 400 })) as unknown as typeof fetch);
    await expect(counters.add('k', 0)).rejects.toThrow(/DynamoDB answered 400 ThrottlingException slow down/);
  });
});
