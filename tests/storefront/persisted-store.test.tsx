import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPersistedStore } from '../../storefront/src/stores/persisted-store';
import { isRecord } from '../../storefront/src/stores/safe-storage';

interface NotesState {
  notes: string[];
  readable: boolean;
  add: (note: string) => void;
}

function notesFrom(stored: unknown): string[] {
  return isRecord(stored) && Array.isArray(stored.notes) ? stored.notes.filter((note) => typeof note === 'string') : [];
}

let keys = 0;

/** A fresh store under a key of its own, so that tests do not share listeners' keys. */
function notesStore(storage: 'local' | 'session', onWrite?: (written: boolean) => void) {
  const name = `test.notes.${++keys}`;
  const seen: number[] = [];
  const store = createPersistedStore<NotesState>(
    {
      name,
      version: 2,
      storage,
      partialize: (state) => ({ notes: state.notes }),
      sanitise: (stored, version) => {
        seen.push(version);
        return { notes: notesFrom(stored) };
      },
      readStatus: (readable) => ({ readable }),
      ...(onWrite ? { onWrite } : {}),
    },
    (set) => ({ notes: [], readable: true, add: (note) => set((state) => ({ notes: [...state.notes, note] })) }),
  );
  return { name, store, seen, area: storage === 'local' ? localStorage : sessionStorage };
}

describe('createPersistedStore', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('writes the envelope and reads it back through sanitise', async () => {
    const { name, store, area } = notesStore('session');
    store.getState().add('braai');
    expect(JSON.parse(area.getItem(name) ?? 'null')).toEqual({ state: { notes: ['braai'] }, version: 2 });
    area.setItem(name, JSON.stringify({ state: { notes: ['bunny chow', 7] }, version: 2 }));
    await store.persist.rehydrate();
    expect(store.getState().notes).toEqual(['bunny chow']);
  });

  it('keeps what it holds when storage gives it back unchanged, so that no subscriber re-renders', async () => {
    const { name, store, area } = notesStore('local');
    const empty = store.getState().notes;
    const selected: string[][] = [];
    store.subscribe((state) => selected.push(state.notes));
    await store.persist.rehydrate();
    expect(store.getState().notes).toBe(empty);
    area.setItem(name, JSON.stringify({ state: { notes: ['vetkoek'] }, version: 2 }));
    await store.persist.rehydrate();
    const read = store.getState().notes;
    expect(read).toEqual(['vetkoek']);
    await store.persist.rehydrate();
    expect(store.getState().notes).toBe(read);
    expect(new Set(selected).size).toBe(2);
  });

  it('tells sanitise the version it read and writes an older one back in the current format', async () => {
    const { name, store, seen, area } = notesStore('local');
    area.setItem(name, JSON.stringify({ state: { notes: ['old'] }, version: 1 }));
    await store.persist.rehydrate();
    expect(seen.at(-1)).toBe(1);
    expect(store.getState().notes).toEqual(['old']);
    expect(JSON.parse(area.getItem(name) ?? 'null')).toEqual({ state: { notes: ['old'] }, version: 2 });
  });

  it('removes text that is not JSON and starts empty', async () => {
    const { name, store, area } = notesStore('session');
    store.getState().add('kept in memory only until read');
    area.setItem(name, '{"state":');
    await store.persist.rehydrate();
    expect(store.getState().notes).toEqual([]);
    expect(area.getItem(name)).toBeNull();
  });

  it('keeps what it holds when storage cannot be read, and says so', async () => {
    const { store } = notesStore('session');
    store.getState().add('typed');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    await store.persist.rehydrate();
    expect(store.getState()).toMatchObject({ notes: ['typed'], readable: false });
  });

  it('works in memory when storage refuses a write, and reports it', () => {
    const onWrite = vi.fn();
    const { name, store, area } = notesStore('local', onWrite);
    store.getState().add('one');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    store.getState().add('two');
    expect(store.getState().notes).toEqual(['one', 'two']);
    expect(onWrite.mock.calls).toEqual([[true], [false]]);
    expect(JSON.parse(area.getItem(name) ?? 'null')).toEqual({ state: { notes: ['one'] }, version: 2 });
  });

  it('follows another tab: its write to the key, and a full clear', () => {
    const { name, store, area } = notesStore('local');
    area.setItem(name, JSON.stringify({ state: { notes: ['from the other tab'] }, version: 2 }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    expect(store.getState().notes).toEqual([]);
    window.dispatchEvent(new StorageEvent('storage', { key: name }));
    expect(store.getState().notes).toEqual(['from the other tab']);
    area.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(store.getState().notes).toEqual([]);
  });
});
