import { describe, expect, it } from 'vitest';
import { browserStore } from '../../../src/backend/browserStorage';
import { MemoryStorage, refusingStorage } from '../../support/memoryStorage';

describe('browserStore', () => {
  it('gets, sets, lists, removes and clears', () => {
    const storage = new MemoryStorage();
    const store = browserStore(() => storage);
    expect(store.get('a')).toBeNull();
    expect(store.set('a', '1')).toBe(true);
    store.set('b', '2');
    expect(store.get('a')).toBe('1');
    expect(store.keys()).toEqual(['a', 'b']);
    store.remove('a');
    expect(storage.getItem('a')).toBeNull();
    store.clear();
    expect(storage.length).toBe(0);
  });

  it('is empty and refuses writes, without throwing, when the browser blocks storage', () => {
    for (const store of [
      browserStore(refusingStorage),
      browserStore(() => null),
      browserStore(() => {
        throw new Error('SecurityError: access denied');
      }),
    ]) {
      expect(store.get('a')).toBeNull();
      expect(store.set('a', '1')).toBe(false);
      expect(store.keys()).toEqual([]);
      expect(() => store.remove('a')).not.toThrow();
      expect(() => store.clear()).not.toThrow();
    }
  });

  it('reports a write the browser refused (storage full)', () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(browserStore(() => storage).set('a', '1')).toBe(false);
  });
});
