import type { StateStorage } from 'zustand/middleware';

/**
 * The one place that touches `localStorage`. Storage can be missing (private modes, blocked
 * cookies), full (quota), or hold anything another tab, an older release or a curious shopper
 * wrote; none of that may break a page, so every access is guarded here.
 */

export type StoredValue =
  | { status: 'found'; value: unknown }
  | { status: 'missing' }
  /** The key holds text that is not JSON; it has been removed. */
  | { status: 'corrupt' }
  /** Storage itself could not be read (disabled, blocked or throwing). */
  | { status: 'unavailable' };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readText(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes `text`; returns false when storage is unavailable or full, so callers can carry on in memory. */
export function writeText(key: string, text: string): boolean {
  const target = storage();
  if (!target) return false;
  try {
    target.setItem(key, text);
    return true;
  } catch {
    return false;
  }
}

export function removeKey(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to clean up when storage cannot be reached.
  }
}

/** Reads and parses a JSON value. Text that is not JSON is removed, so it is not read again. */
export function readJson(key: string): StoredValue {
  const target = storage();
  if (!target) return { status: 'unavailable' };
  let text: string | null;
  try {
    text = target.getItem(key);
  } catch {
    return { status: 'unavailable' };
  }
  if (text === null) return { status: 'missing' };
  try {
    return { status: 'found', value: JSON.parse(text) as unknown };
  } catch {
    removeKey(key);
    return { status: 'corrupt' };
  }
}

export function writeJson(key: string, value: unknown): boolean {
  return writeText(key, JSON.stringify(value));
}

/**
 * A `StateStorage` for zustand's `createJSONStorage`: text that is not JSON reads as empty (and is
 * removed) instead of throwing during hydration, and failed writes leave the store working in memory.
 */
export const safeLocalStorage: StateStorage = {
  getItem: (name) => {
    const text = readText(name);
    if (text === null) return null;
    try {
      JSON.parse(text);
      return text;
    } catch {
      removeKey(name);
      return null;
    }
  },
  setItem: (name, value) => {
    writeText(name, value);
  },
  removeItem: (name) => {
    removeKey(name);
  },
};

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
