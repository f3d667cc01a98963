import { getProduct } from '../../core/catalogue/products';
import { createPersistedStore } from './persisted-store';
import { storedEntries } from './safe-storage';

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
  /** Back to an empty list, for tests. */
  reset: () => void;
}

/** Known product ids as strings, each once; anything else in the stored value is dropped. */
export function sanitiseWishlist(value: unknown): string[] {
  const known = (entry: unknown) => typeof entry === 'string' && /^[1-9]\d*$/.test(entry) && getProduct(Number(entry)) !== undefined;
  return storedEntries(value, (entry) => (known(entry) ? (entry as string) : null), (id) => id);
}

export const useWishlistStore = createPersistedStore<WishlistState>(
  {
    name: WISHLIST_STORAGE_KEY,
    version: 0,
    storage: 'local',
    format: 'bare',
    partialize: (state) => state.ids,
    sanitise: (stored) => ({ ids: sanitiseWishlist(stored) }),
    readStatus: (readable) => ({ status: readable ? 'ready' : 'unavailable' }),
    // Only a change that reached storage is announced: listeners re-read storage, and an announced
    // change that storage refused (full, blocked) would read back as the old list and undo it.
    onWrite: (written) => {
      if (written) window.dispatchEvent(new Event(WISHLIST_UPDATED_EVENT));
    },
    reloadOn: WISHLIST_UPDATED_EVENT,
  },
  (set, get) => ({
    ids: [],
    status: 'ready',
    toggle: (id) => {
      const key = String(id);
      const { ids } = get();
      const removing = ids.includes(key);
      if (!removing && !getProduct(id)) return 'unknown';
      set({ ids: removing ? ids.filter((candidate) => candidate !== key) : [...ids, key] });
      return removing ? 'removed' : 'added';
    },
    remove: (id) => {
      const key = String(id);
      const { ids } = get();
      if (ids.includes(key)) set({ ids: ids.filter((candidate) => candidate !== key) });
    },
    reset: () => set({ ids: [], status: 'ready' }),
  }),
);

/** Whether a product is on the wishlist. */
export function useIsWishlisted(id: number): boolean {
  return useWishlistStore((state) => state.ids.includes(String(id)));
}

export function useWishlistCount(): number {
  return useWishlistStore((state) => state.ids.length);
}
