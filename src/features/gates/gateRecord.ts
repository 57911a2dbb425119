import { DEV_GATE_KEY, newGateRecord, readGateRecord } from '../../domain/devGate';

/** True when the build turns the development gate on (`VITE_DEV_GATE=on`). */
export const devGateEnabled = (): boolean => import.meta.env.VITE_DEV_GATE === 'on';

/** Whether this browser holds a valid gate record; an invalid or expired one is removed. */
export function gateUnlocked(now = Date.now()): boolean {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(DEV_GATE_KEY);
  } catch {
    return false;
  }
  const state = readGateRecord(stored, now);
  if (!state.unlocked && state.removeStored) clearGate();
  return state.unlocked;
}

/** Stores the 30-day record. */
export function grantGate(now = Date.now()): void {
  try {
    window.localStorage.setItem(DEV_GATE_KEY, JSON.stringify(newGateRecord(now)));
  } catch {
    // storage disabled: unlocked for this page view only
  }
}

export function clearGate(): void {
  try {
    window.localStorage.removeItem(DEV_GATE_KEY);
  } catch {
    // nothing stored
  }
}
