import { create, type StateCreator } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import { afterHydration, isHydrating } from '../platform/hydration';
import { isRecord, readJson, writeJson, removeKey, type StorageArea } from './safe-storage';

export interface PersistedStoreOptions<State> {
  /** The storage key. */
  name: string;
  /** Written with the value; `sanitise` is told the version that was read. */
  version: number;
  storage: StorageArea;
  /**
   * How the value is written. 'envelope' (zustand's): `{ state, version }`. 'bare': the persisted
   * value itself, with no version, for a key whose format the spec fixes (the wishlist's array).
   */
  format?: 'envelope' | 'bare';
  /** The part of the state kept in storage. */
  partialize: (state: State) => unknown;
  /**
   * Turns whatever storage held (any shape, any `version`; undefined when the key is missing) into
   * state. Nothing unreadable may get through: storage is written by older releases, other tabs and
   * curious shoppers.
   */
  sanitise: (stored: unknown, version: number) => Partial<State>;
  /**
   * State that follows from whether storage could be read at all (blocked, disabled). When it cannot,
   * the store keeps what it holds in memory and carries on.
   */
  readStatus?: (readable: boolean) => Partial<State>;
  /** After every write, with whether storage took it (it may be full or blocked). */
  onWrite?: (written: boolean) => void;
  /** A window event, besides another tab's write, after which the store reads storage again. */
  reloadOn?: string;
}

function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}

/**
 * `next` with every value that storage gave back unchanged replaced by the one the store held: a store
 * read back as it was (an empty wishlist for a first visit, the cart the server painted) then changes
 * nothing its subscribers select, and nothing re-renders. Store updates re-render synchronously, so a
 * wishlist read back as a new empty array re-rendered every product card right after hydration.
 */
function keepUnchanged<State>(next: State, current: State): State {
  for (const key of Object.keys(next as object) as (keyof State)[]) {
    if (next[key] !== current[key] && sameData(next[key], current[key])) next[key] = current[key];
  }
  return next;
}

/**
 * A zustand store kept in browser storage, the one way every store here persists:
 * - reads go through `sanitise`, and text that is not JSON is removed;
 * - storage that is blocked or full never throws: the store works in memory;
 * - while server HTML hydrates, the store holds its defaults (what the server rendered) and reads
 *   storage once hydration has committed (app/hydration.ts);
 * - a localStorage store follows other tabs (the `storage` event), so that it never writes its older
 *   copy back over another tab's change.
 */
export function createPersistedStore<State>(options: PersistedStoreOptions<State>, initializer: StateCreator<State>) {
  const { name, version, storage: area, format = 'envelope', sanitise, readStatus, onWrite } = options;

  const storage: PersistStorage<unknown> = {
    getItem: () => {
      const stored = readJson(name, area);
      // Null makes zustand merge nothing in: what the store holds in memory stays.
      if (stored.status === 'unavailable') return null;
      const value = stored.status === 'found' ? stored.value : undefined;
      if (format === 'bare') return { state: sanitise(value, version), version };
      if (!isRecord(value)) return { state: sanitise(undefined, version), version };
      const storedVersion = typeof value.version === 'number' ? value.version : 0;
      // Sanitised here, whatever its version: an older one only has to be written back (`migrate`).
      return { state: sanitise(value.state, storedVersion), version: storedVersion } satisfies StorageValue<Partial<State>>;
    },
    setItem: (key, value) => {
      const written = writeJson(key, format === 'bare' ? value.state : value, area);
      onWrite?.(written);
    },
    removeItem: (key) => removeKey(key, area),
  };

  const store = create<State>()(
    persist(initializer, {
      name,
      version,
      storage,
      partialize: options.partialize,
      migrate: (sanitised) => sanitised,
      merge: (read, current) =>
        read === undefined
          ? { ...current, ...readStatus?.(false) }
          : keepUnchanged({ ...current, ...(read as Partial<State>), ...readStatus?.(true) }, current),
      skipHydration: isHydrating(),
    }),
  );

  const reload = () => void store.persist.rehydrate();
  afterHydration(reload);
  // While hydrating, the store must keep what the server rendered; it reads storage right after anyway.
  const follow = () => {
    if (!isHydrating()) reload();
  };
  if (typeof window !== 'undefined') {
    // One subscription for the app's lifetime: the store is a singleton, so its listeners are too.
    if (area === 'local') {
      window.addEventListener('storage', (event) => {
        // `key` is null when another tab cleared all of storage.
        if (event.key === name || event.key === null) follow();
      });
    }
    if (options.reloadOn) window.addEventListener(options.reloadOn, follow);
  }
  return store;
}
