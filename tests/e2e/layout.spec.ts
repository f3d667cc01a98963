import { expect, test, waitForInteractive, type Browser, type Page } from './fixtures';

/**
 * Fixed controls never cover content. On every route, at a phone and a desktop size, the
 * page is scrolled from top to bottom and at each stop every fixed-position control is checked
 * against the page's interactive elements and prices:
 *
 * - A fixed control that floats over the page (anything that is not an opaque bar across the whole
 *   width at the top or bottom edge) must not overlap any of them.
 * - An opaque full-width bar at an edge makes the page's visible area smaller, as the screen's edge
 *   does: what passes under it is out of view, not covered. Its height must be reserved, so at the end
 *   of the page nothing is left under it.
 */

const VIEWPORTS = [
  { name: 'phone', size: { width: 375, height: 800 } },
  { name: 'desktop', size: { width: 1280, height: 900 } },
] as const;

/** A cart as the cart store persists it (zustand `persist`, version 1). */
const CART_WITH_ITEMS = JSON.stringify({
  state: { items: [{ id: 1, quantity: 2, team: false }, { id: 13, quantity: 1, team: false }, { id: 7, quantity: 1, team: false }] },
  version: 1,
});

interface Route {
  path: string;
  state?: string;
  cart?: string;
  wishlist?: string[];
}

const ROUTES: Route[] = [
  { path: '/' },
  { path: '/category/laptops' },
  { path: '/category' },
  { path: '/search?query=sony' },
  { path: '/product/1' },
  { path: '/cart', state: 'empty' },
  { path: '/cart', state: 'with items', cart: CART_WITH_ITEMS },
  { path: '/wishlist', state: 'empty' },
  { path: '/wishlist', state: 'with items', wishlist: ['1', '7', '13', '17', '21'] },
  { path: '/orders' },
  { path: '/login' },
  { path: '/help-and-advice' },
  { path: '/find-store' },
];

/** How many places from top to bottom each page is checked at (top and bottom included). */
const MAX_STOPS = 12;

async function openPage(browser: Browser, baseURL: string | undefined, viewport: { width: number; height: number }, route: Route): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport, reducedMotion: 'reduce' });
  await context.addInitScript(
    ({ cart, wishlist }) => {
      if (sessionStorage.getItem('layout-seeded')) return;
      sessionStorage.setItem('layout-seeded', '1');
      // The prize wheel opens on a first visit; it is a modal dialog, not a fixed control.
      localStorage.setItem('hasSpun', 'true');
      if (cart) localStorage.setItem('nexus.cart', cart);
      if (wishlist) localStorage.setItem('wishlist', JSON.stringify(wishlist));
    },
    { cart: route.cart ?? null, wishlist: route.wishlist ?? null },
  );
  const page = waitForInteractive(await context.newPage());
  await page.goto(route.path);
  await page.waitForLoadState('networkidle');
  return page;
}

interface Finding {
  control: string;
  content: string;
}

/**
 * Runs in the page: what fixed controls cover at the current scroll position. Returns one finding per
 * overlap (empty when nothing is covered).
 */
function findCoveredContent(): Finding[] {
  type Box = { left: number; top: number; right: number; bottom: number };
  const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };

  const describe = (element: Element): string => {
    const name = element.getAttribute('aria-label') ?? (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    const slot = element.getAttribute('data-slot');
    return `<${element.tagName.toLowerCase()}${slot ? ` data-slot="${slot}"` : ''}> "${name}"`;
  };

  const intersect = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  // A 1px box is visually hidden text (sr-only), not something a shopper sees.
  const isEmpty = (box: Box) => box.right - box.left <= 1 || box.bottom - box.top <= 1;

  /** The part of an element that can be seen: its box clipped by the viewport and by scrolling ancestors. */
  const visibleBox = (element: Element): Box | null => {
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || Number(style.opacity) === 0) return null;
    const rect = element.getBoundingClientRect();
    let box: Box = { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
    box = intersect(box, { left: 0, top: 0, right: viewport.width, bottom: viewport.height });
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const parentStyle = getComputedStyle(parent);
      if (parentStyle.position === 'fixed') break;
      if (parentStyle.overflowX !== 'visible' || parentStyle.overflowY !== 'visible') {
        const clip = parent.getBoundingClientRect();
        box = intersect(box, { left: clip.left, top: clip.top, right: clip.right, bottom: clip.bottom });
      }
    }
    return isEmpty(box) ? null : box;
  };

  const isOpaque = (element: Element) => {
    const match = /rgba?\(([^)]+)\)/.exec(getComputedStyle(element).backgroundColor);
    if (!match?.[1]) return false;
    const parts = match[1].split(',').map((part) => Number(part.trim()));
    return parts.length === 3 || (parts[3] ?? 0) >= 0.95;
  };

  const INTERACTIVE = 'a[href], button, input, select, textarea, [role="button"], [data-slot="price"]';

  // Open dialogs (the chat panel, a product's quick view) sit on top of the page on request.
  const inDialog = (element: Element) => element.closest('[role="dialog"], [role="alertdialog"]') !== null;

  const fixedRoots = [...document.body.querySelectorAll('*')].filter((element) => {
    if (getComputedStyle(element).position !== 'fixed') return false;
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (getComputedStyle(parent).position === 'fixed') return false;
    }
    return !inDialog(element) && visibleBox(element) !== null;
  });

  const content = [...document.querySelectorAll(INTERACTIVE)].filter(
    (element) => !inDialog(element) && !fixedRoots.some((root) => root.contains(element)),
  );
  const contentBoxes = content
    .map((element) => ({ element, box: visibleBox(element) }))
    .filter((entry): entry is { element: Element; box: Box } => entry.box !== null);

  const findings: Finding[] = [];
  const atBottom = window.scrollY + viewport.height >= document.documentElement.scrollHeight - 1;

  // Full-width opaque bars at the bottom edge (the floating dock): a bar stacked on one (a product
  // page's sticky Add to Cart bar on a phone) is part of that edge, and the layout reserves both.
  const bottomBarTops = fixedRoots
    .map((root) => ({ root, box: visibleBox(root) }))
    .filter(({ root, box }) => box && box.left <= 0.5 && box.right >= viewport.width - 0.5 && box.bottom >= viewport.height - 0.5 && isOpaque(root))
    .map(({ box }) => box!.top);

  for (const root of fixedRoots) {
    const rootBox = visibleBox(root);
    if (!rootBox) continue;
    const fullWidth = rootBox.left <= 0.5 && rootBox.right >= viewport.width - 0.5;
    const stackedOnEdgeBar = bottomBarTops.some((top) => Math.abs(rootBox.bottom - top) <= 1);
    const atEdge = rootBox.top <= 0.5 || rootBox.bottom >= viewport.height - 0.5 || stackedOnEdgeBar;
    const edgeBar = fullWidth && atEdge && isOpaque(root);

    // What the control paints over the page: an edge bar all of it; a floating group each visible part
    // (a group's own box may be mostly gap).
    let parts: { element: Element; box: Box }[];
    if (edgeBar) {
      // Out of view under the bar during scrolling; nothing may stay under it at the end of the page.
      if (!atBottom || rootBox.top <= 0.5) continue;
      parts = [{ element: root, box: rootBox }];
    } else {
      parts = [root, ...root.querySelectorAll('*')]
        .filter((element) => {
          const style = getComputedStyle(element);
          const bordered = ['Top', 'Right', 'Bottom', 'Left'].some((side) => parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0);
          const paints = isOpaque(element) || bordered || style.boxShadow !== 'none';
          const hasText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
          return paints || hasText || element.matches(INTERACTIVE) || element.tagName === 'svg';
        })
        .map((element) => ({ element, box: visibleBox(element) }))
        .filter((entry): entry is { element: Element; box: Box } => entry.box !== null);
    }

    for (const part of parts) {
      for (const entry of contentBoxes) {
        if (isEmpty(intersect(part.box, entry.box))) continue;
        const control = part.element === root ? describe(root) : `${describe(root)} (its ${describe(part.element)})`;
        if (!findings.some((finding) => finding.control === control && finding.content === describe(entry.element))) {
          findings.push({ control, content: describe(entry.element) });
        }
      }
    }
  }
  return findings;
}

for (const route of ROUTES) {
  const label = `${route.path}${route.state ? ` (${route.state})` : ''}`;
  for (const { name, size } of VIEWPORTS) {
    test(`fixed controls cover nothing on ${label} on a ${name}, top to bottom`, async ({ browser, baseURL }) => {
      const page = await openPage(browser, baseURL, size, route);
      const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      const stops = Math.min(MAX_STOPS, Math.max(2, Math.ceil(scrollable / (size.height * 0.75)) + 1));
      const problems: string[] = [];
      for (let stop = 0; stop < stops; stop += 1) {
        // The page may grow as it scrolls (lazy sections); each stop is measured from the current height.
        const y = await page.evaluate(
          ([stop, stops]) => {
            const max = document.documentElement.scrollHeight - window.innerHeight;
            const target = stop === stops - 1 ? max : Math.round((max * stop) / (stops - 1));
            window.scrollTo({ top: target, behavior: 'instant' });
            return window.scrollY;
          },
          [stop, stops] as const,
        );
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const findings = await page.evaluate(findCoveredContent);
        for (const finding of findings) problems.push(`at scrollY ${y}: ${finding.control} covers ${finding.content}`);
      }
      expect(problems, `fixed controls cover content on ${label} (${size.width}×${size.height}):\n${problems.join('\n')}\n`).toEqual([]);
      await page.context().close();
    });
  }
}
