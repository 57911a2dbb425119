import { localStore, sessionStore, type BrowserStore } from '../../backend/browserStorage';
import { DEV_GATE_KEY } from '../../domain/devGate';

/** Key prefixes of the auth provider's browser storage (aws-amplify / Cognito). */
export const AUTH_PROVIDER_PREFIXES = ['CognitoIdentityServiceProvider', 'amplify-'] as const;
/** Keys that survive sign-out (docs/rules.md, "Accounts": dev_access_granted survives logout). */
export const KEPT_ON_LOGOUT = [DEV_GATE_KEY] as const;

/** Removes the auth provider's keys, then everything else but the kept keys. */
export function cleanLocalStorage(store: BrowserStore = localStore): void {
  for (const key of store.keys()) {
    if (AUTH_PROVIDER_PREFIXES.some((prefix) => key.startsWith(prefix))) store.remove(key);
  }
  const kept = KEPT_ON_LOGOUT.map((key) => [key, store.get(key)] as const);
  store.clear();
  for (const [key, value] of kept) if (value !== null) store.set(key, value);
}

function deleteDatabase(factory: IDBFactory, name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = factory.deleteDatabase(name);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

export async function deleteIndexedDbDatabases(factory: IDBFactory | undefined = globalThis.indexedDB): Promise<void> {
  if (!factory || typeof factory.databases !== 'function') return;
  const databases = await factory.databases();
  await Promise.all(databases.flatMap(({ name }) => (name ? [deleteDatabase(factory, name)] : [])));
}

export async function unregisterServiceWorkers(
  container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker,
): Promise<void> {
  if (!container || typeof container.getRegistrations !== 'function') return;
  const registrations = await container.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
}

export async function deleteCaches(storage: CacheStorage | undefined = globalThis.caches): Promise<void> {
  if (!storage) return;
  const names = await storage.keys();
  await Promise.all(names.map((name) => storage.delete(name)));
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs one step; a failure, or a step that hangs longer than `timeoutMs`, is ignored. */
async function attempt(step: () => unknown, timeoutMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      Promise.resolve().then(step),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      }),
    ]);
  } catch {
    // ignored: signing out must never get stuck
  } finally {
    clearTimeout(timer);
  }
}

/** The wait before leaving /logout (docs/rules.md, "Limits"). */
export const LOGOUT_DELAY_MS = 100;

/**
 * Everything /logout does before going to /goodbye (docs/rules.md, "Accounts"): global sign-out, then
 * the auth provider's keys, local storage (but dev_access_granted) and session storage, local
 * databases, service workers and caches; then a 100 ms pause. Never throws, never hangs for long.
 */
export async function signOutAndCleanBrowser(signOut: () => Promise<void>): Promise<void> {
  await attempt(signOut, 5000);
  await attempt(() => cleanLocalStorage(), 1000);
  await attempt(() => sessionStore.clear(), 1000);
  await attempt(() => deleteIndexedDbDatabases(), 2000);
  await attempt(() => unregisterServiceWorkers(), 2000);
  await attempt(() => deleteCaches(), 2000);
  await sleep(LOGOUT_DELAY_MS);
}
