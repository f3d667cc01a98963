import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useClientReady } from './hydration';

/** sessionStorage key of the saved positions (one per history entry), kept across reloads of the tab. */
export const SCROLL_POSITIONS_KEY = 'nexus.scrollPositions';

/** Kept in a history entry's state: moving to it leaves the page where it is (a filter, a quick view). */
const KEEP_SCROLL = 'keepScroll';

type Positions = Record<string, number>;

/**
 * History state for a navigation that must not scroll the page (the data router's
 * `preventScrollReset`, which the declarative router does not have).
 */
export function keepScroll<State extends object>(state?: State): State & { [KEEP_SCROLL]: true } {
  return { ...(state as State), [KEEP_SCROLL]: true };
}

function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[KEEP_SCROLL] === true;
}

function readPositions(): Positions {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, number] => Number.isFinite(entry[1])));
  } catch {
    // Corrupt or unreadable storage: nothing to restore.
    return {};
  }
}

/**
 * Whether this document was reached by reload, Back or Forward: only then can its entry have a saved
 * position (each history entry has a key of its own). A fresh visit (a link, a typed address) does not
 * read storage while it loads.
 */
function arrivedThroughHistory(): boolean {
  try {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return entry?.type === 'reload' || entry?.type === 'back_forward';
  } catch {
    return false;
  }
}

/** The saved positions, read from storage the first time they are needed. */
function loaded(positions: { current: Positions | null }): Positions {
  return (positions.current ??= readPositions());
}

function savePositions(positions: Positions): void {
  try {
    window.sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or blocked: positions are only lost for the next reload.
  }
}

function scrollToHash(hash: string): boolean {
  if (!hash) return false;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: look the id up as written.
  }
  const target = document.getElementById(id);
  target?.scrollIntoView();
  return target !== null;
}

/**
 * Scroll positions per history entry, as a browser gives them to whole pages: a new page starts at the
 * top (or at its #fragment), Back, Forward and reload return to where the shopper was, and a
 * navigation made with `keepScroll()` state leaves the page where it is.
 *
 * The page the browser first shows is never moved unless it was reloaded, or reached by Back or Forward
 * from another site, and its entry has a saved position: the browser placed the server's HTML, and the
 * shopper may have scrolled before the app loaded.
 */
export function ScrollRestoration(): null {
  const location = useLocation();
  // Stored screens (cart, orders…) render their content once the client is ready; a reload's saved
  // position is restored then, not against their loading state.
  const ready = useClientReady();
  // Read from sessionStorage when first needed: a fresh visit does not touch storage while it loads.
  const positions = useRef<Positions | null>(null);
  /** The entry on screen, and where the page was the last time it scrolled. */
  const shown = useRef<string | null>(null);
  const lastY = useRef(0);

  useLayoutEffect(() => {
    // Where the browser put the page (or the shopper scrolled it before the app loaded), read with the
    // next frame, whose layout is done anyway: read here, it would lay the whole page out inside the
    // hydration's commit.
    const firstFrame = requestAnimationFrame(() => {
      lastY.current = window.scrollY;
    });
    const { history } = window;
    const manual = () => {
      history.scrollRestoration = 'manual';
    };
    const onScroll = () => {
      lastY.current = window.scrollY;
    };
    const onPageHide = () => {
      const all = loaded(positions);
      if (shown.current !== null) all[shown.current] = window.scrollY;
      savePositions(all);
      // Another document comes next; if this one is reloaded, the browser places it first.
      history.scrollRestoration = 'auto';
    };
    manual();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', manual);
    return () => {
      cancelAnimationFrame(firstFrame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', manual);
      history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    if (!ready || shown.current === location.key) return;
    const previous = shown.current;
    // The page that was on screen keeps where it last scrolled to (read before this page's content
    // could shorten the document and move it).
    if (previous !== null) loaded(positions)[previous] = lastY.current;
    shown.current = location.key;
    const saved = previous !== null || arrivedThroughHistory() ? loaded(positions)[location.key] : undefined;
    if (saved !== undefined) window.scrollTo(0, saved);
    // The first page is where the browser put it (its #fragment included: pages scroll to their own).
    else if (previous !== null && !scrollToHash(location.hash) && !keepsScroll(location.state)) window.scrollTo(0, 0);
    // The first page, left where it was, has its position read with the first frame (above).
    if (previous !== null || saved !== undefined) lastY.current = window.scrollY;
  }, [ready, location]);

  return null;
}
