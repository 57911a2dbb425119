/**
 * The browser's local and session storage, behind one small wrapper that never throws: a
 * browser can disable storage (private modes, site settings) or refuse a write when full, and
 * then every read is empty and every write a no-op. What the app keeps there is never
 * essential: a redirect falls back to its default, a draft does not survive a reload.
 */
export interface BrowserStore {
  get(key: string): string | null;
  /** False when the browser refused the write. */
  set(key: string, value: string): boolean;
  remove(key: string): void;
  keys(): string[];
  clear(): void;
}

/** A store over `storage()`, which may itself throw (reading `window.localStorage` can). */
export function browserStore(storage: () => Storage | null | undefined): BrowserStore {
  const attempt = <T>(fallback: T, run: (store: Storage) => T): T => {
    try {
      const store = storage();
      return store ? run(store) : fallback;
    } catch {
      return fallback;
    }
  };
  return {
    get: (key) => attempt(null, (store) => store.getItem(key)),
    set: (key, value) =>
      attempt(false, (store) => {
        store.setItem(key, value);
        return true;
      }),
    remove: (key) => attempt(undefined, (store) => store.removeItem(key)),
    keys: () =>
      attempt([], (store) => {
        const keys: string[] = [];
        for (let i = 0; i < store.length; i += 1) {
          const key = store.key(i);
          if (key !== null) keys.push(key);
        }
        return keys;
      }),
    clear: () => attempt(undefined, (store) => store.clear()),
  };
}

const inBrowser = () => typeof window !== 'undefined';

/** Kept across tabs and visits. */
export const localStore = browserStore(() => (inBrowser() ? window.localStorage : null));
/** Kept for this tab only. */
export const sessionStore = browserStore(() => (inBrowser() ? window.sessionStorage : null));
