import { create } from 'zustand';
import { getProduct } from '../catalogue/products';
import { afterHydration, isHydrating } from '../app/hydration';
import { readJson, writeJson } from './safe-storage';

/** The spec's storage format: a plain JSON array of product ids as strings, under this key. */
export const WISHLIST_STORAGE_KEY = 'wishlist';
/** Fired on `window` after every change, so that other views (and older code) re-read the list. */
export const WISHLIST_UPDATED_EVENT = 'wishlistUpdated';

export type WishlistStatus = 'ready' | 'unavailable';

interface WishlistState {
  /** Product ids as strings, in the order they were added. */
  ids: string[];
  /** 'unavailable' when storage could not be read at all; the list then lives in memory only. */
  status: WishlistStatus;
  /** Adds or removes a product and returns which it did ('unknown' for an id the catalogue lacks). */
  toggle: (id: number) => 'added' | 'removed' | 'unknown';
  remove: (id: number) => void;
  /** Re-reads storage: after a `wishlistUpdated` or cross-tab `storage` event. */
  reload: () => void;
  /** Back to an empty list without touching storage, for tests. */
  reset: () => void;
}

/** Known product ids as strings, each once; anything else in the stored value is dropped. */
export function sanitiseWishlist(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const ids: string[] = [];
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'string' || !/^[1-9]\d*$/.test(entry)) continue;
    if (!getProduct(Number(entry)) || ids.includes(entry)) continue;
    ids.push(entry);
  }
  return ids;
}

function readStored(): { ids: string[]; status: WishlistStatus } {
  const stored = readJson(WISHLIST_STORAGE_KEY);
  if (stored.status === 'unavailable') return { ids: [], status: 'unavailable' };
  return { ids: stored.status === 'found' ? sanitiseWishlist(stored.value) : [], status: 'ready' };
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

function publish(ids: string[]): void {
  // Only a change that reached storage is announced: listeners re-read storage, and an announced
  // change that storage refused (full, blocked) would read back as the old list and undo it.
  if (writeJson(WISHLIST_STORAGE_KEY, ids)) window.dispatchEvent(new Event(WISHLIST_UPDATED_EVENT));
}

export const useWishlistStore = create<WishlistState>()((set, get) => ({
  // While hydrating server HTML (rendered without storage) the list starts empty and loads right after.
  ...(isHydrating() ? { ids: [], status: 'ready' as const } : readStored()),
  toggle: (id) => {
    const key = String(id);
    const { ids } = get();
    const removing = ids.includes(key);
    if (!removing && !getProduct(id)) return 'unknown';
    const next = removing ? ids.filter((candidate) => candidate !== key) : [...ids, key];
    set({ ids: next });
    publish(next);
    return removing ? 'removed' : 'added';
  },
  remove: (id) => {
    const key = String(id);
    const { ids } = get();
    if (!ids.includes(key)) return;
    const next = ids.filter((candidate) => candidate !== key);
    set({ ids: next });
    publish(next);
  },
  reload: () => {
    const current = get();
    const stored = readStored();
    // Unreadable storage says nothing about the list, so what the shopper did in memory stays.
    if (stored.status === 'unavailable') {
      if (current.status !== 'unavailable') set({ status: 'unavailable' });
      return;
    }
    if (stored.status === current.status && sameIds(stored.ids, current.ids)) return;
    set(stored);
  },
  reset: () => set({ ids: [], status: 'ready' }),
}));

function onStorage(event: StorageEvent): void {
  // `key` is null when another tab cleared all of storage.
  if (event.key === WISHLIST_STORAGE_KEY || event.key === null) useWishlistStore.getState().reload();
}

function onWishlistUpdated(): void {
  useWishlistStore.getState().reload();
}

afterHydration(() => useWishlistStore.getState().reload());

// One subscription for the app's lifetime: the store is a singleton, so its listeners are too.
if (typeof window !== 'undefined') {
  window.addEventListener(WISHLIST_UPDATED_EVENT, onWishlistUpdated);
  window.addEventListener('storage', onStorage);
}

/** Whether a product is on the wishlist. */
export function useIsWishlisted(id: number): boolean {
  return useWishlistStore((state) => state.ids.includes(String(id)));
}

export function useWishlistCount(): number {
  return useWishlistStore((state) => state.ids.length);
}
