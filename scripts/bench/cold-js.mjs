// The JavaScript a cold first visit loads, per route, measured in Chromium (a fresh browser context
// each: empty HTTP cache and storage). Bytes are as sent (Resource Timing's transferSize: compressed
// body and headers), so the figure is deterministic for a build; used by the bundle budget, which
// needs it in seconds rather than Lighthouse's minutes.
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, ensureChromium } from '../chromium.mjs';

/** How long the network must stay quiet after hydration before the visit counts as done. */
const QUIET_MS = 1000;

async function visit(browser, origin, route) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    if (route.prepare) await route.prepare(page, origin);
    const scripts = new Map();
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script' || !request.url().startsWith(origin)) return;
      const sizes = await request.sizes().catch(() => null);
      scripts.set(new URL(request.url()).pathname, sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0);
    });
    await page.goto(`${origin}${route.path}`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated]', { timeout: 30_000 });
    // Chunks loaded after hydration (a dialog that opens, an answer's parser) count too.
    let seen = -1;
    while (seen !== scripts.size) {
      seen = scripts.size;
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(QUIET_MS);
    }
    const files = [...scripts].map(([file, bytes]) => ({ file, kb: bytes / 1024 })).sort((a, b) => b.kb - a.kb);
    return { route: route.key, jsKb: files.reduce((sum, f) => sum + f.kb, 0), files };
  } finally {
    await context.close();
  }
}

/** @param {string} origin a running store server @param {Array<{key: string, path: string, prepare?: Function}>} routes */
export async function measureColdJs(origin, routes) {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const results = [];
    for (const route of routes) results.push(await visit(browser, origin, route));
    return results;
  } finally {
    await browser.close();
  }
}
