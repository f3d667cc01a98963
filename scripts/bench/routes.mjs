// The routes whose cold first visit the bench and the bundle budget measure, and how to set each up.
/* global document -- the storage step runs in the page */
import { readFileSync } from 'node:fs';

/**
 * Browser storage for a route, written on a same-origin file that loads no script (robots.txt), so that
 * the visit measured afterwards still finds every script cold in the HTTP cache. Works with a
 * Puppeteer or a Playwright page.
 */
function withStorage(entries, cookies = []) {
  return async (page, origin) => {
    await page.goto(`${origin}/robots.txt`);
    // One argument: Playwright's evaluate takes one.
    await page.evaluate(
      ({ pairs, cookieStrings }) => {
        for (const [key, value] of pairs) localStorage.setItem(key, value);
        for (const cookie of cookieStrings) document.cookie = cookie;
      },
      { pairs: Object.entries(entries), cookieStrings: cookies },
    );
  };
}

const CART_WITH_ITEMS = JSON.stringify({ state: { items: [{ id: 1, quantity: 1, team: false }, { id: 14, quantity: 2, team: false }] }, version: 1 });
/** The cookie the app keeps beside the stored cart (storefront/src/stores/cart-cookie.ts), from which the server paints it. */
const CART_COOKIE = 'nexus_cart=1-1.14-2; Path=/; SameSite=Lax';

/** Whether the merchant desk (`/desk`) is one of the app's routes in this checkout. */
export function hasDeskRoute() {
  return /\bdesk\s*:/.test(readFileSync('storefront/core/catalogue/routes.ts', 'utf8'));
}

/**
 * `key` names the route in the budget; `path` is visited; `prepare` (optional) writes storage first.
 * The cart is measured with items (a shopper who filled it on an earlier visit, so storage and the
 * cart's cookie hold them), so its screen is the cart, not the empty state. `/desk` joins once it exists.
 */
export function coldRoutes() {
  const routes = [
    { key: '/', path: '/' },
    { key: '/category/laptops', path: '/category/laptops' },
    { key: '/search?query=sony', path: '/search?query=sony' },
    { key: '/product/1', path: '/product/1' },
    { key: '/cart (with items)', path: '/cart', prepare: withStorage({ 'nexus.cart': CART_WITH_ITEMS, hasSpun: 'true' }, [CART_COOKIE]) },
  ];
  if (hasDeskRoute()) {
    // A cold first visit is signed out: the desk answers with its refusal. A merchant's browser holds
    // a session to restore (the session hint), so the desk loads its sections and Firebase Auth to
    // restore the session (the bench's server has no Firebase project, so no session comes back and
    // the page ends on the refusal, but what it loads on the way is a merchant's).
    routes.push({ key: '/desk', path: '/desk' });
    routes.push({ key: '/desk (staff, session to restore)', path: '/desk', prepare: withStorage({ 'nexus.session': '1', hasSpun: 'true' }) });
  }
  return routes;
}

/** A returning visitor to `/` (spun already: no wheel), measured warm. */
export const RETURNING_VISITOR = { key: '/ (returning visitor)', path: '/', prepare: withStorage({ hasSpun: 'true' }) };
