import { localStore } from '../../backend/browserStorage';
import { DEV_GATE_KEY, newGateRecord, readGateRecord } from '../../domain/devGate';

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
