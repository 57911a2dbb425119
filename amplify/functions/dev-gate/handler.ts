import { createHash, timingSafeEqual } from 'node:crypto';
import { GATE_ATTEMPT_LIMITS, GATE_BROWSER_KEY, GATE_NOT_CONFIGURED, attemptWindow, tooManyAttempts, verifyGatePassword } from '../../../src/domain/devGateCheck';
import { rateCounters, type WindowCounters } from '../shared/counters';

interface FunctionUrlEvent {
  requestContext: { http: { method: string; sourceIp?: string } };
  body?: string;
  isBase64Encoded?: boolean;
}

const json = (statusCode: number, body: unknown, headers: Record<string, string> = {}) => ({
  statusCode,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** Hashing first makes the comparison constant-time whatever the lengths. */
const digest = (value: string) => createHash('sha256').update(value).digest();
const sameSecret = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

export const GATE_UNAVAILABLE = 'The password cannot be checked right now. Please try again in a minute.';

export interface GateDeps {
  counters: WindowCounters;
  now: () => number;
  limits?: { perBrowser: number; perAddress: number; total: number; windowMinutes: number };
}

/** The counters' names hash what they count: they need to tell guessers apart, not to know who they are. */
const counterId = (...parts: string[]) => digest(parts.join('#')).toString('hex').slice(0, 32);

/**
 * POST {password, browser} -> 200 {ok:true} | 401/429/503 {ok:false, message}. CORS is the
 * function URL's. `browser` is the key the gate page keeps; without one (or a malformed one) a
 * try counts as the address's keyless browser. Every try counts against its address's, its
 * browser's and then the overall limit of the current window (src/domain/devGateCheck.ts)
 * before the password is looked at; a refused try is not checked, and a browser already
 * refused uses up neither its address's nor the overall allowance.
 */
export function createGateHandler(deps: GateDeps) {
  const limits = deps.limits ?? GATE_ATTEMPT_LIMITS;
  return async (event: FunctionUrlEvent) => {
    if (event.requestContext.http.method !== 'POST') return json(405, { ok: false, message: 'Use POST.' });
    let password: unknown;
    let browser: unknown;
    try {
      const raw = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');
      ({ password, browser } = (JSON.parse(raw || '{}') ?? {}) as { password?: unknown; browser?: unknown });
    } catch {
      return json(400, { ok: false, message: 'The request body must be JSON: {"password": "..."}.' });
    }
    // Nothing to guess when no password is configured.
    if (!process.env.DEV_GATE_PASSWORD?.trim()) return json(503, { ok: false, message: GATE_NOT_CONFIGURED });

    const window = attemptWindow(deps.now(), limits.windowMinutes);
    const ip = event.requestContext.http.sourceIp ?? 'unknown';
    const key = typeof browser === 'string' && GATE_BROWSER_KEY.test(browser) ? browser : 'none';
    const counters = {
      address: `gate#address#${counterId(ip)}#${window.index}`,
      browser: `gate#browser#${counterId(ip, key)}#${window.index}`,
      total: `gate#total#${window.index}`,
    };
    const refuse = () =>
      json(429, { ok: false, message: tooManyAttempts(window.minutesLeft) }, { 'retry-after': String(Math.ceil((window.endsAt - deps.now()) / 1000)) });
    try {
      // The address first, so a script inventing keys is refused before each key gets a counter.
      if ((await deps.counters.add(counters.address, window.endsAt)) > limits.perAddress) return refuse();
      if ((await deps.counters.add(counters.browser, window.endsAt)) > limits.perBrowser) {
        await deps.counters.takeBack(counters.address);
        return refuse();
      }
      if ((await deps.counters.add(counters.total, window.endsAt)) > limits.total) return refuse();
    } catch (error) {
      // Without its counters the gate stays shut rather than open to unlimited guessing.
      console.error('[dev-gate] attempt counters unavailable', error);
      return json(503, { ok: false, message: GATE_UNAVAILABLE });
    }

    const result = verifyGatePassword(process.env.DEV_GATE_PASSWORD, password, sameSecret);
    if (!result.ok) return json(result.status, { ok: false, message: result.message });
    await Promise.all(Object.values(counters).map((name) => deps.counters.takeBack(name))).catch(() => undefined);
    return json(200, { ok: true });
  };
}

export const handler = (event: FunctionUrlEvent) => createGateHandler({ counters: rateCounters(), now: Date.now })(event);
