import './index.css';
import { hasServerHtml, replayEarlyActions } from './platform/interactive';

/**
 * The page's first script, with the stylesheet. The server's HTML paints first and the app (React,
 * the router, this page's code: ~140 KB as sent) loads and hydrates it right after:
 * - on a slow connection the stylesheet and the page's images do not share the bandwidth with the
 *   app's scripts, so the page (and its largest image) shows sooner;
 * - on a slow phone, evaluating the scripts does not hold back the first paint (a returning
 *   visitor's scripts come from cache and would otherwise run before it).
 * The cost is that buttons work a moment later: links and the search form work natively from the
 * start, and buttons tapped or forms submitted meanwhile are replayed once the page is interactive
 * (app/interactive.ts). The import fetches all of the app's modules at once (Vite preloads a dynamic
 * import's dependencies), so there is no waterfall.
 *
 * Without server HTML (vite dev, the server's fallback shell) there is nothing to paint: start now.
 */
function start(): void {
  void import('./main');
}

/** A page that reports no paint this long after its first script (an odd browser) loads the app anyway. */
const PAINT_WAIT_LIMIT_MS = 3000;

/** Runs `run` once the browser reports the first contentful paint (on screen, not just drawn). */
function afterFirstPaint(run: () => void): void {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    // No paint timing: requestAnimationFrame runs just before the next frame, the timeout after it.
    requestAnimationFrame(() => setTimeout(run, 0));
    return;
  }
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    clearTimeout(limit);
    run();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) once();
  });
  const limit = setTimeout(once, PAINT_WAIT_LIMIT_MS);
  observer.observe({ type: 'paint', buffered: true });
}

if (hasServerHtml()) {
  replayEarlyActions();
  afterFirstPaint(start);
} else {
  start();
}
