/**
 * Calls to the backend's function URLs (amplify/functions/*, or the local cloud's function host).
 * The URLs come from `custom.functionUrls` in amplify_outputs.json.
 */
import { LOCAL_CLOUD_URL, customOutputs } from './cloudConfig';

export const GATE_NOT_CONFIGURED = 'Gate password is not configured on the server.';
export const GATE_UNREACHABLE = 'Could not reach the server. Please try again.';

/** The URL of a function by its name in `custom.functionUrls`, or undefined when it is not deployed. */
export function functionUrl(name: string): string | undefined {
  const urls = customOutputs.functionUrls;
  if (!urls || typeof urls !== 'object') return undefined;
  const url = (urls as Record<string, unknown>)[name];
  return typeof url === 'string' && url ? onLocalCloud(url) : undefined;
}

// ---- LOCAL CLOUD ONLY -------------------------------------------------------------
/** The outputs name the local cloud's default address; follow it when it runs elsewhere (VITE_LOCAL_CLOUD_URL). */
function onLocalCloud(url: string): string {
  const committed = (customOutputs.localCloud as { url?: unknown } | undefined)?.url;
  if (!LOCAL_CLOUD_URL || typeof committed !== 'string' || !committed || !url.startsWith(committed)) return url;
  return `${LOCAL_CLOUD_URL.replace(/\/+$/, '')}${url.slice(committed.replace(/\/+$/, '').length)}`;
}
// -----------------------------------------------------------------------------------

export type GateCheckResult = { ok: true } | { ok: false; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Asks the `dev-gate` function whether `password` opens the development gate
 * (docs/rules.md, "Gates"). Request: POST JSON `{password, browser}`, `browser` being the key
 * this browser keeps, which the gate's guessing limit counts tries by. Response: JSON `{ok: true}`, or
 * `{ok: false, message}` ('Incorrect password', 'Gate password is not configured on the server.').
 * Never throws: a network failure or an unreadable answer is 'Could not reach the server…'.
 */
export async function checkGatePassword(password: string, browser: string): Promise<GateCheckResult> {
  const url = functionUrl('dev-gate');
  if (!url) return { ok: false, message: GATE_NOT_CONFIGURED };
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password, browser }),
    });
  } catch {
    return { ok: false, message: GATE_UNREACHABLE };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // not JSON (a proxy's error page, an empty body): treated as unreachable below
  }
  if (isRecord(body)) {
    if (body.ok === true && response.ok) return { ok: true };
    if (typeof body.message === 'string' && body.message.trim()) return { ok: false, message: body.message.trim() };
  }
  return { ok: false, message: GATE_UNREACHABLE };
}
