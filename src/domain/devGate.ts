/**
 * The development gate's browser record (docs/rules.md, "Gates"): a site-wide
 * password wall for home and feedback, remembered for 30 days under `dev_access_granted`.
 */
export const DEV_GATE_KEY = 'dev_access_granted';
/** The random key the gate page sends with each password try (src/domain/devGateCheck.ts, GATE_ATTEMPT_LIMITS). */
export const DEV_GATE_BROWSER_KEY = 'dev_gate_browser';
export const DEV_GATE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface GateRecord {
  ok: true;
  exp: number;
}

export function newGateRecord(now: number): GateRecord {
  return { ok: true, exp: now + DEV_GATE_DAYS * DAY_MS };
}

/** Expiry times below 1e12 were written in seconds by older builds. */
export function expiryInMs(exp: number): number {
  return exp < 1e12 ? exp * 1000 : exp;
}

export type GateState = { unlocked: true } | { unlocked: false; removeStored: boolean };

/** Reads the stored value: unlocked, or locked (and whether the stored value should be removed as invalid or expired). */
export function readGateRecord(stored: string | null, now: number): GateState {
  if (stored === null) return { unlocked: false, removeStored: false };
  if (stored === 'true') return { unlocked: true }; // legacy plain value
  try {
    const record = JSON.parse(stored) as Partial<GateRecord> | null;
    if (record && record.ok === true && typeof record.exp === 'number' && Number.isFinite(record.exp)) {
      if (expiryInMs(record.exp) > now) return { unlocked: true };
    }
  } catch {
    // not JSON: invalid, removed below
  }
  return { unlocked: false, removeStored: true };
}
