import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  sanitiseWishlist,
  useWishlistStore,
  WISHLIST_STORAGE_KEY,
  WISHLIST_UPDATED_EVENT,
} from '../../storefront/src/stores/wishlist-store';
import { resetStores } from './reset-stores';

function wishlist() {
  return useWishlistStore.getState();
}

function stored(): unknown {
  return JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? 'null');
}

describe('wishlist store', () => {
  beforeEach(resetStores);
  afterEach(() => vi.restoreAllMocks());

  it('toggles a product in and out, writing the spec format: an array of id strings', () => {
    expect(wishlist().toggle(3)).toBe('added');
    expect(wishlist().toggle(7)).toBe('added');
    expect(stored()).toEqual(['3', '7']);
    expect(wishlist().toggle(3)).toBe('removed');
    expect(wishlist().ids).toEqual(['7']);
    expect(stored()).toEqual(['7']);
  });

  it('refuses ids the catalogue does not know', () => {
    expect(wishlist().toggle(999_999)).toBe('unknown');
    expect(wishlist().ids).toEqual([]);
  });

  it('fires wishlistUpdated on window after every change', () => {
    const listener = vi.fn();
    window.addEventListener(WISHLIST_UPDATED_EVENT, listener);
    wishlist().toggle(3);
    wishlist().remove(3);
    wishlist().remove(3);
    window.removeEventListener(WISHLIST_UPDATED_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('re-reads storage when another view writes it and fires wishlistUpdated', () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(['5', '9']));
    window.dispatchEvent(new Event(WISHLIST_UPDATED_EVENT));
    expect(wishlist().ids).toEqual(['5', '9']);
  });

  it('follows another tab through the storage event, including a full clear', () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(['12']));
    window.dispatchEvent(new StorageEvent('storage', { key: WISHLIST_STORAGE_KEY }));
    expect(wishlist().ids).toEqual(['12']);

    localStorage.setItem('something-else', '1');
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(['13']));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(wishlist().ids).toEqual(['12']);

    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(wishlist().ids).toEqual([]);
  });

  describe('drops unreadable content', () => {
    it.each([
      ['text that is not JSON', '["1",'],
      ['an object', '{"0":"1"}'],
      ['a string', '"1"'],
      ['null', 'null'],
    ])('%s', (_name, raw) => {
      localStorage.setItem(WISHLIST_STORAGE_KEY, raw);
      window.dispatchEvent(new Event(WISHLIST_UPDATED_EVENT));
      expect(wishlist().ids).toEqual([]);
      expect(wishlist().status).toBe('ready');
    });

    it('keeps only known ids written as strings, once each', () => {
      localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(['4', 4, '4', '999999', '04', 'abc', null, '-1', '8']));
      window.dispatchEvent(new Event(WISHLIST_UPDATED_EVENT));
      expect(wishlist().ids).toEqual(['4', '8']);
    });

    it('sanitiseWishlist accepts only arrays', () => {
      expect(sanitiseWishlist(undefined)).toEqual([]);
      expect(sanitiseWishlist(['1', '2'])).toEqual(['1', '2']);
    });
  });

  it('reports storage that cannot be read and keeps working in memory', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    void useWishlistStore.persist.rehydrate();
    expect(wishlist().status).toBe('unavailable');
    expect(wishlist().toggle(2)).toBe('added');
    expect(wishlist().ids).toEqual(['2']);
  });

  it('keeps a change in memory when storage is full', () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(['1']));
    void useWishlistStore.persist.rehydrate();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(wishlist().toggle(2)).toBe('added');
    expect(wishlist().ids).toEqual(['1', '2']);
    expect(stored()).toEqual(['1']);
  });
});
