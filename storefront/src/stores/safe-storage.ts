/**
 * The one place that touches `localStorage` and `sessionStorage`. Storage can be missing (private
 * modes, blocked cookies), full (quota), or hold anything another tab, an older release or a curious
 * shopper wrote; none of that may break a page, so every access is guarded here.
 */

/** `localStorage` (kept) or `sessionStorage` (forgotten when the tab closes). */
export type StorageArea = 'local' | 'session';

export type StoredValue =
  | { status: 'found'; value: unknown }
  | { status: 'missing' }
  /** The key holds text that is not JSON; it has been removed. */
  | { status: 'corrupt' }
  /** Storage itself could not be read (disabled, blocked or throwing). */
  | { status: 'unavailable' };

function storage(area: StorageArea): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readText(key: string, area: StorageArea = 'local'): string | null {
  try {
    return storage(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes `text`; returns false when storage is unavailable or full, so callers can carry on in memory. */
export function writeText(key: string, text: string, area: StorageArea = 'local'): boolean {
  const target = storage(area);
  if (!target) return false;
  try {
    target.setItem(key, text);
    return true;
  } catch {
    return false;
  }
}

export function removeKey(key: string, area: StorageArea = 'local'): void {
  try {
    storage(area)?.removeItem(key);
  } catch {
    // Nothing to clean up when storage cannot be reached.
  }
}

/** Reads and parses a JSON value. Text that is not JSON is removed, so it is not read again. */
export function readJson(key: string, area: StorageArea = 'local'): StoredValue {
  const target = storage(area);
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
    removeKey(key, area);
    return { status: 'corrupt' };
  }
}

export function writeJson(key: string, value: unknown, area: StorageArea = 'local'): boolean {
  return writeText(key, JSON.stringify(value), area);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * What a stored list holds that `read` accepts (it returns null for anything else), each `key` once,
 * the first kept; an empty list for anything but an array. Storage holds whatever was written to it.
 */
export function storedEntries<T>(value: unknown, read: (entry: unknown) => T | null, key: (entry: T) => unknown): T[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<unknown>();
  const entries: T[] = [];
  for (const entry of value as unknown[]) {
    const accepted = read(entry);
    if (accepted === null || seen.has(key(accepted))) continue;
    seen.add(key(accepted));
    entries.push(accepted);
  }
  return entries;
}
