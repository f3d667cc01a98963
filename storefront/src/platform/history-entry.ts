/**
 * The store's ScrollRestoration (scroll-restoration.tsx) keeps a scroll position per history entry,
 * under the key React Router gives the entry.
 * An entry made by typing or pasting an address (or following a link from another site) is a new
 * document with no history state, and the router names every such entry 'default': in one tab, each
 * page loaded that way was restored to the position saved by the previous one (a product link opened
 * showing the footer). Giving the entry a key of its own before the router starts makes a fresh load
 * start at the top, while reload, Back and Forward find the key kept in the entry's state and restore
 * its position.
 */
export function keyHistoryEntry(history: History = window.history): void {
  const state: unknown = history.state;
  const current = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  if (typeof current.key === 'string' && current.key !== '') return;
  history.replaceState({ ...current, key: Math.random().toString(36).slice(2, 10) }, '');
}
