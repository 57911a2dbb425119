import { DEV_GATE_KEY } from '../../domain/devGate';

/** Key prefixes of the auth provider's browser storage (aws-amplify / Cognito). */
export const AUTH_PROVIDER_PREFIXES = ['CognitoIdentityServiceProvider', 'amplify-'] as const;
/** Keys that survive sign-out (spec part 1, 3: dev_access_granted survives logout). */
export const KEPT_ON_LOGOUT = [DEV_GATE_KEY] as const;

const storageKeys = (storage: Storage): string[] => {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null) keys.push(key);
  }
  return keys;
};

/** Removes the auth provider's keys, then everything else but the kept keys. */
export function cleanLocalStorage(storage: Storage): void {
  for (const key of storageKeys(storage)) {
    if (AUTH_PROVIDER_PREFIXES.some((prefix) => key.startsWith(prefix))) storage.removeItem(key);
  }
  const kept = KEPT_ON_LOGOUT.map((key) => [key, storage.getItem(key)] as const);
  storage.clear();
  for (const [key, value] of kept) if (value !== null) storage.setItem(key, value);
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

/** Spec part 1, 9: the wait before leaving /logout. */
export const LOGOUT_DELAY_MS = 100;

/**
 * Everything /logout does before going to /goodbye (spec part 1, 2 and 9): global sign-out, then
 * the auth provider's keys, local storage (but dev_access_granted) and session storage, local
 * databases, service workers and caches; then a 100 ms pause. Never throws, never hangs for long.
 */
export async function signOutAndCleanBrowser(signOut: () => Promise<void>): Promise<void> {
  await attempt(signOut, 5000);
  await attempt(() => cleanLocalStorage(window.localStorage), 1000);
  await attempt(() => window.sessionStorage.clear(), 1000);
  await attempt(() => deleteIndexedDbDatabases(), 2000);
  await attempt(() => unregisterServiceWorkers(), 2000);
  await attempt(() => deleteCaches(), 2000);
  await sleep(LOGOUT_DELAY_MS);
}
