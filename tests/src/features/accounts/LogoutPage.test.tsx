// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import LogoutPage from '../../../../src/features/accounts/LogoutPage';
import { cleanLocalStorage } from '../../../../src/features/accounts/browserCleanup';
import { DEV_GATE_KEY } from '../../../../src/domain/devGate';
import { renderAt } from '../../../support/render';

const auth = vi.hoisted(() => ({ signOutEverywhere: vi.fn<() => Promise<void>>() }));
vi.mock('../../../../src/backend/auth', () => auth);

const GATE_RECORD = JSON.stringify({ ok: true, exp: Date.now() + 1_000_000 });

function seedStorage() {
  localStorage.setItem('CognitoIdentityServiceProvider.client.sam.idToken', 'jwt');
  localStorage.setItem('CognitoIdentityServiceProvider.client.LastAuthUser', 'sam');
  localStorage.setItem('amplify-signin-with-hostedUI', 'false');
  localStorage.setItem('nextAfterAuth', '/init');
  localStorage.setItem('pendingSessionId', 'abc');
  localStorage.setItem('email', 'sam@example.com');
  localStorage.setItem(DEV_GATE_KEY, GATE_RECORD);
  sessionStorage.setItem('anything', '1');
}

/** Stand-ins for the browser APIs jsdom lacks. */
function stubBrowserStores() {
  const deleted: string[] = [];
  const indexedDB = {
    databases: vi.fn(async () => [{ name: 'amplify-datastore' }, { name: 'other' }]),
    deleteDatabase: vi.fn((name: string) => {
      deleted.push(name);
      const request: Record<string, (() => void) | null> = { onsuccess: null, onerror: null, onblocked: null };
      setTimeout(() => request.onsuccess?.(), 0);
      return request;
    }),
  };
  const unregister = vi.fn(async () => true);
  const serviceWorker = { getRegistrations: vi.fn(async () => [{ unregister }, { unregister }]) };
  const cacheStorage = { keys: vi.fn(async () => ['v1', 'v2']), delete: vi.fn(async () => true) };
  vi.stubGlobal('indexedDB', indexedDB);
  vi.stubGlobal('caches', cacheStorage);
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  return { deleted, unregister, cacheStorage };
}

describe('LogoutPage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    auth.signOutEverywhere.mockReset().mockResolvedValue(undefined);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('signs out everywhere, cleans the browser but keeps dev_access_granted, then goes to /goodbye', async () => {
    seedStorage();
    const stores = stubBrowserStores();
    renderAt(<LogoutPage />, '/logout');
    expect(screen.getByRole('status')).toHaveTextContent('Signing you out…');
    expect(await screen.findByTestId('location')).toHaveTextContent('/goodbye');
    expect(auth.signOutEverywhere).toHaveBeenCalledTimes(1);
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem(DEV_GATE_KEY)).toBe(GATE_RECORD);
    expect(sessionStorage.length).toBe(0);
    expect(stores.deleted.sort()).toEqual(['amplify-datastore', 'other']);
    expect(stores.unregister).toHaveBeenCalledTimes(2);
    expect(stores.cacheStorage.delete).toHaveBeenCalledWith('v1');
    expect(stores.cacheStorage.delete).toHaveBeenCalledWith('v2');
  });

  it('waits 100 ms after cleaning the browser before going to /goodbye, not less', async () => {
    const stores = stubBrowserStores();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // The clock moves 1 ms at a time; the last cleanup step (the caches) and the arrival are timed.
      let elapsed = 0;
      let cleaned: number | null = null;
      stores.cacheStorage.delete.mockImplementation(async () => {
        cleaned = elapsed;
        return true;
      });
      renderAt(<LogoutPage />, '/logout');
      while (!screen.queryByTestId('location') && elapsed < 1000) {
        await act(() => vi.advanceTimersByTimeAsync(1));
        elapsed += 1;
      }
      expect(screen.getByTestId('location')).toHaveTextContent('/goodbye');
      expect(cleaned).not.toBeNull();
      expect(elapsed - cleaned!).toBe(100);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never gets stuck: failures in sign-out and in every cleanup step are ignored', async () => {
    seedStorage();
    auth.signOutEverywhere.mockRejectedValue(new Error('offline'));
    vi.stubGlobal('indexedDB', { databases: () => Promise.reject(new Error('denied')) });
    vi.stubGlobal('caches', {
      keys: () => {
        throw new Error('denied');
      },
    });
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { getRegistrations: () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    renderAt(<LogoutPage />, '/logout');
    expect(await screen.findByTestId('location')).toHaveTextContent('/goodbye');
    expect(localStorage.getItem(DEV_GATE_KEY)).toBe(GATE_RECORD);
    expect(localStorage.getItem('nextAfterAuth')).toBeNull();
  });

  it('works where the browser has none of the optional stores', async () => {
    seedStorage();
    renderAt(<LogoutPage />, '/logout');
    expect(await screen.findByTestId('location')).toHaveTextContent('/goodbye');
    expect(localStorage.getItem('CognitoIdentityServiceProvider.client.LastAuthUser')).toBeNull();
  });
});

describe('cleanLocalStorage', () => {
  it('removes the auth provider keys and everything else, keeping only the gate record', () => {
    localStorage.clear();
    seedStorage();
    cleanLocalStorage();
    expect(Object.keys({ ...localStorage })).toEqual([DEV_GATE_KEY]);
  });

  it('keeps nothing extra when there is no gate record', () => {
    localStorage.clear();
    localStorage.setItem('amplify-x', '1');
    cleanLocalStorage();
    expect(localStorage.length).toBe(0);
  });
});
