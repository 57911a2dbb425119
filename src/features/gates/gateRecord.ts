import { localStore } from '../../backend/browserStorage';
import { DEV_GATE_BROWSER_KEY, DEV_GATE_KEY, newGateRecord, readGateRecord } from '../../domain/devGate';
import { GATE_BROWSER_KEY } from '../../domain/devGateCheck';

/** True when the build turns the development gate on (`VITE_DEV_GATE=on`). */
export const devGateEnabled = (): boolean => import.meta.env.VITE_DEV_GATE === 'on';

/** Whether this browser holds a valid gate record; an invalid or expired one is removed. */
export function gateUnlocked(now = Date.now()): boolean {
  const state = readGateRecord(localStore.get(DEV_GATE_KEY), now);
  if (!state.unlocked && state.removeStored) clearGate();
  return state.unlocked;
}

/** Stores the 30-day record (with storage disabled: unlocked for this page view only). */
export function grantGate(now = Date.now()): void {
  localStore.set(DEV_GATE_KEY, JSON.stringify(newGateRecord(now)));
}

export function clearGate(): void {
  localStore.remove(DEV_GATE_KEY);
}

/**
 * The random key this browser sends with each gate password (made on first use, kept across
 * visits), so the server's guessing limit holds up the browser that guesses and no one else.
 * With storage disabled a new key is made per try: the server's per-address limit still applies.
 */
export function gateBrowserKey(): string {
  const stored = localStore.get(DEV_GATE_BROWSER_KEY);
  if (stored && GATE_BROWSER_KEY.test(stored)) return stored;
  const key = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  localStore.set(DEV_GATE_BROWSER_KEY, key);
  return key;
}
