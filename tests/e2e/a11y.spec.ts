import AxeBuilder from '@axe-core/playwright';
import { expect, test, waitForInteractive, type Browser, type BrowserContext, type Page } from './fixtures';
import { CAPE_TOWN, fillOrderForm } from './order-form';

/**
 * axe on every route of the built app, at desktop and phone widths, and in the states that put
 * something on top of a page: the product modal (both tabs), the prize wheel, the chat panel, the
 * mobile menu, a cart with items and the empty states. Any violation fails, listed readably.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 812 };
const VIEWPORTS = [
  { name: 'desktop', size: DESKTOP },
  { name: 'mobile', size: MOBILE },
] as const;

/** A cart as the cart store persists it (zustand `persist`, version 1). */
const CART_WITH_ITEMS = JSON.stringify({
  state: {
    items: [
      { id: 1, quantity: 2, team: false },
      { id: 13, quantity: 1, team: true, teamCode: 'K7QW2M9X' },
    ],
  },
  version: 1,
});

interface Storage {
  /** Whether the prize wheel has been used; false lets it open on Home as on a first visit. */
  spun?: boolean;
  cart?: string;
  wishlist?: string[];
}

async function newContext(browser: Browser, baseURL: string | undefined, storage: Storage = {}): Promise<BrowserContext> {
  // Pages for AxeBuilder must come from browser.newContext() (CONTRIBUTING.md, Toolchain notes).
  const context = await browser.newContext({ baseURL, viewport: DESKTOP, reducedMotion: 'reduce' });
  const { spun = true, cart, wishlist } = storage;
  await context.addInitScript(
    ({ spun, cart, wishlist }) => {
      // Only on the first document of the test, so that what the page itself stores later stays.
      if (sessionStorage.getItem('a11y-seeded')) return;
      sessionStorage.setItem('a11y-seeded', '1');
      if (spun) localStorage.setItem('hasSpun', 'true');
      if (cart) localStorage.setItem('nexus.cart', cart);
      if (wishlist) localStorage.setItem('wishlist', JSON.stringify(wishlist));
    },
    { spun, cart: cart ?? null, wishlist: wishlist ?? null },
  );
  return context;
}

function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map((node) => {
          const html = node.html.length > 160 ? `${node.html.slice(0, 160)}…` : node.html;
          const summary = node.failureSummary?.replace(/\n/g, '\n      ') ?? '';
          return `    - ${node.target.join(' ')}  ${html}\n      ${summary}`;
        })
        .join('\n');
      const more = violation.nodes.length > 5 ? `\n    … and ${violation.nodes.length - 5} more` : '';
      return `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}${more}`;
    })
    .join('\n\n');
}

async function expectNoViolations(page: Page, where: string, include?: string) {
  // Let entry animations and lazy chunks settle so that axe sees the finished screen.
  await page.waitForLoadState('networkidle');
  const builder = new AxeBuilder({ page }).withTags(TAGS);
  const results = await (include ? builder.include(include) : builder).analyze();
  const report = describeViolations(results.violations);
  // The rule ids keep the diff short; the message carries the details.
  expect(results.violations.map((violation) => violation.id), `axe found ${results.violations.length} violation(s) on ${where}:\n\n${report}\n`).toEqual([]);
}

/** What must be on screen before a route counts as rendered: its main heading. */
const ROUTES: Array<{ path: string; heading: string | RegExp; storage?: Storage }> = [
  { path: '/', heading: 'Nexus: electronics for South Africa' },
  { path: '/search?query=sony', heading: 'Search Results for: "sony"' },
  { path: '/search?query=zzqx', heading: 'Search Results for: "zzqx"' },
  { path: '/category/laptops', heading: 'Products in category: Laptops' },
  { path: '/category', heading: 'Products in category: All' },
  { path: '/category/gadgets-unknown', heading: /category/i },
  { path: '/product/1', heading: /MacBook Air/ },
  { path: '/product/999999', heading: 'Product not found' },
  { path: '/find-store', heading: /Find a Store/i },
  { path: '/wishlist', heading: 'Your Wishlist' },
  { path: '/wishlist', heading: 'Your Wishlist', storage: { wishlist: ['1', '13'] } },
  { path: '/account', heading: /Account/ },
  { path: '/orders', heading: /My Orders/ },
  { path: '/login', heading: /Sign in/ },
  { path: '/cart', heading: 'Your Shopping Cart' },
  { path: '/cart', heading: 'Your Shopping Cart', storage: { cart: CART_WITH_ITEMS } },
  { path: '/checkout/details', heading: 'Order Information', storage: { cart: CART_WITH_ITEMS } },
  { path: '/orders/NX-00000000', heading: 'Order not found' },
  { path: '/help-and-advice', heading: 'Help & Advice' },
  { path: '/no/such/page', heading: 'Nexus: electronics for South Africa' },
];

for (const route of ROUTES) {
  const state = route.storage ? ` (${Object.keys(route.storage).join(', ')} stored)` : '';
  test(`${route.path}${state} has no axe violations at desktop and mobile widths`, async ({ browser, baseURL }) => {
    // axe reads the whole page twice (two widths): on /category that is every product card, which
    // takes well over the default minute when two workers share two cores.
    test.slow();
    const context = await newContext(browser, baseURL, route.storage);
    const page = waitForInteractive(await context.newPage());
    await page.goto(route.path);
    for (const viewport of VIEWPORTS) {
      await test.step(viewport.name, async () => {
        await page.setViewportSize(viewport.size);
        await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
        await expectNoViolations(page, `${route.path}${state} at ${viewport.name} width`);
      });
    }
    await context.close();
  });
}

for (const viewport of VIEWPORTS) {
  test.describe(`open layers at ${viewport.name} width`, () => {
    let context: BrowserContext;
    let page: Page;

    test.beforeEach(async ({ browser, baseURL }) => {
      context = await newContext(browser, baseURL, { cart: CART_WITH_ITEMS });
      page = waitForInteractive(await context.newPage());
      await page.setViewportSize(viewport.size);
    });

    test.afterEach(async () => {
      await context.close();
    });

    test('the product modal, on both tabs', async () => {
      await page.goto('/search?query=sony');
      const main = page.getByRole('main');
      await main.getByRole('link', { name: 'Sony WH-1000XM5 Wireless Noise Cancelling Headphones', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('tab', { name: 'Individual Purchase' })).toHaveAttribute('aria-selected', 'true');
      await expectNoViolations(page, `the product modal (Individual Purchase) at ${viewport.name} width`);

      await dialog.getByRole('tab', { name: 'Team Buy' }).click();
      await expect(dialog.getByRole('tab', { name: 'Team Buy' })).toHaveAttribute('aria-selected', 'true');
      await expectNoViolations(page, `the product modal (Team Buy) at ${viewport.name} width`);
    });

    test('the chat panel', async () => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Chat with Linda' }).click();
      await expect(page.getByRole('dialog', { name: /Linda/ })).toBeVisible();
      await expectNoViolations(page, `the chat panel at ${viewport.name} width`);
    });

    test('the checkout: order information and payment stages', async () => {
      await page.goto('/cart');
      await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Order Information' })).toBeVisible();
      await expectNoViolations(page, `the order information stage at ${viewport.name} width`);

      // Submitting the empty form shows every field's error: those states must pass too.
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await expectNoViolations(page, `the order information stage with errors at ${viewport.name} width`);

      // The province's list, open, must pass too. Only the list is checked: while it is open, Radix
      // hides the rest of the page from assistive technology and keeps focus in the list, so a
      // page-wide run reports the hidden page's links (aria-hidden-focus) and its missing landmarks.
      await page.getByRole('form', { name: 'Order information' }).getByRole('combobox', { name: 'Province' }).click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await expectNoViolations(page, `the province list at ${viewport.name} width`, '[role="listbox"]');
      await page.keyboard.press('Escape');
      await fillOrderForm(page, { ...CAPE_TOWN, name: 'Thandi Nkosi', email: 'thandi@example.co.za', contact: '082 555 0123' });
      await expectNoViolations(page, `the payment stage at ${viewport.name} width`);
    });
  });
}

test('the prize wheel on a first visit, at desktop and mobile widths', async ({ browser, baseURL }) => {
  const context = await newContext(browser, baseURL, { spun: false });
  const page = waitForInteractive(await context.newPage());
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: 'Spin & Win!' })).toBeVisible();
  for (const viewport of VIEWPORTS) {
    await test.step(viewport.name, async () => {
      await page.setViewportSize(viewport.size);
      await expectNoViolations(page, `the prize wheel at ${viewport.name} width`);
    });
  }
  await context.close();
});

test('the mobile category menu', async ({ browser, baseURL }) => {
  const context = await newContext(browser, baseURL);
  const page = waitForInteractive(await context.newPage());
  await page.setViewportSize(MOBILE);
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Laptops' })).toBeVisible();
  await expectNoViolations(page, 'the open mobile menu at mobile width');
  await context.close();
});
