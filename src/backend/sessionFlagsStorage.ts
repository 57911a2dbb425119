import { isPerSessionFlagKey } from '../domain/sessionFlags';
import { localStore, type BrowserStore } from './browserStorage';

/**
 * Removes the last issue id and every propose-started, saved-solutions, agree and notified flag
 * (src/domain/sessionFlags.ts); other keys are left alone. Returns how many keys were removed.
 */
export function clearPerSessionFlags(store: BrowserStore = localStore): number {
  // Collect first: removing while walking by index would skip keys.
  const doomed = store.keys().filter(isPerSessionFlagKey);
  for (const key of doomed) store.remove(key);
  return doomed.length;
}
