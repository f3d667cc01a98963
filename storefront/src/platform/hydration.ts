import { useLayoutEffect, useSyncExternalStore } from 'react';
import { hasServerHtml, INTERACTIVE_ATTRIBUTE } from './interactive';

/**
 * Server-rendered pages are hydrated: React must first render exactly what the server sent. The server
 * has no localStorage, so while hydrating the stores hold their defaults (what the server rendered)
 * and read storage right after hydration commits. Without server HTML (tests, `vite dev`, the
 * server's fallback shell) nothing waits: stores read storage when they are created, as before.
 */
let pendingLoads: (() => void)[] | null = typeof document !== 'undefined' && hasServerHtml() ? [] : null;

/** True in a browser that is about to hydrate (or hydrating) server HTML whose stores have not loaded. */
export function isHydrating(): boolean {
  return pendingLoads !== null;
}

/** False on the server and while hydrating: a store's initial state must not come from storage yet. */
export function canReadStorage(): boolean {
  return typeof window !== 'undefined' && !isHydrating();
}

/**
 * Runs `load` (a store reading browser storage) once hydration has committed. Without hydration it
 * does nothing: the store read storage when it was created.
 */
export function afterHydration(load: () => void): void {
  pendingLoads?.push(load);
}

/**
 * Rendered last inside each screen (routes.tsx): it commits once the screen itself has hydrated or
 * rendered, which for a screen whose code loads on demand is after the app's shell.
 */
export function MarkInteractive(): null {
  useLayoutEffect(() => {
    document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, '');
  }, []);
  return null;
}

/** Called by the app once the hydrated tree has committed: every store reads its storage. */
export function finishHydration(): void {
  const loads = pendingLoads;
  pendingLoads = null;
  loads?.forEach((load) => load());
}

const subscribeNever = () => () => undefined;

/**
 * False on the server and while hydrating, true after: lets a screen whose content comes from browser
 * storage (cart, wishlist, orders, account) show its loading state in server HTML instead of an
 * empty state that would be wrong for a shopper who has items.
 */
export function useClientReady(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
