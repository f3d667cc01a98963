import { beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { PRODUCT_LABEL_VARIANTS } from '../../storefront/core/catalogue/labels';
import { getProduct } from '../../storefront/core/catalogue/products';
import { formatRand } from '../../storefront/core/domain/money';
import { teamPrice } from '../../storefront/core/domain/pricing';
import { relatedProducts } from '../../storefront/src/pages/product-page';
import { DELIVERY_PROMISE, expectedDeliveryDate } from '../../storefront/core/domain/delivery';
import { useCartStore } from '../../storefront/src/stores/cart-store';
import { useWishlistStore } from '../../storefront/src/stores/wishlist-store';
import { renderApp, resetStores } from './test-utils';

const PHONE = 9;

function product(id: number) {
  const found = getProduct(id);
  if (!found) throw new Error(`Test needs product ${id}`);
  return found;
}

function metaDescription(): string | null {
  return document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null;
}

function canonical(): string | null {
  return document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
}

function jsonLdTypes(): string[] {
  return [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => (JSON.parse(script.textContent ?? '') as { '@type': string })['@type'],
  );
}

describe('product page', () => {
  beforeEach(resetStores);

  it('is a page, not a dialog: image, brand, name, price, buy box, specifications, delivery and breadcrumbs', async () => {
    const phone = product(PHONE);
    const { screen } = await renderApp(`/product/${PHONE}`);
    const main = screen.getByRole('article', { name: phone.name });
    await expect.element(main.getByRole('heading', { level: 1, name: phone.name })).toBeVisible();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    // The test server has no /images, so the image shows its fallback here (e2e checks the real one).
    await expect.element(main.getByRole('img').first()).toBeVisible();
    await expect.element(main.getByText(phone.brand, { exact: true })).toBeVisible();
    // In the buy box's Individual Purchase panel (the phone's sticky bar, hidden until the box scrolls
    // away, shows it too).
    await expect.element(main.getByLabelText('Individual Purchase').getByText(formatRand(phone.price), { exact: true })).toBeVisible();
    await expect.element(main.getByRole('tab', { name: 'Individual Purchase' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(main.getByRole('heading', { level: 2, name: 'Specifications' })).toBeVisible();
    const firstSpec = phone.specs[0];
    if (firstSpec) await expect.element(main.getByText(firstSpec.value, { exact: true })).toBeVisible();
    await expect.element(main.getByText(expectedDeliveryDate(new Date()), { exact: true })).toBeVisible();
    await expect.element(main.getByText(DELIVERY_PROMISE, { exact: true })).toBeVisible();
    await expect
      .element(screen.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Mobile Phones' }))
      .toHaveAttribute('href', '/category/mobile-phones');
    await expect.poll(() => document.title).toBe(`${phone.name} | Nexus`);
    await expect.poll(metaDescription).toBe(phone.description);
  });

  it('shows the was-price of a reduced product', async () => {
    const macbook = product(1);
    if (macbook.originalPrice === undefined) throw new Error('Test needs product 1 on sale');
    const { screen } = await renderApp('/product/1');
    const price = screen.getByRole('main').getByRole('tabpanel', { name: 'Individual Purchase' });
    await expect.element(price).toHaveTextContent(`Now ${formatRand(macbook.price)} Was ${formatRand(macbook.originalPrice)}`);
    expect(price.element().querySelector('s')?.textContent).toBe(`Was ${formatRand(macbook.originalPrice)}`);
  });

  it('lists related products of the same category as links to their pages that open a quick view', async () => {
    const phone = product(PHONE);
    const related = relatedProducts(phone);
    expect(related.length).toBeGreaterThan(0);
    expect(related.every((other) => other.category === phone.category && other.id !== phone.id)).toBe(true);
    const { screen } = await renderApp(`/product/${PHONE}`);
    const section = screen.getByRole('region', { name: 'Related products' });
    const first = related[0];
    if (!first) throw new Error('unreachable');
    const link = section.getByRole('link', { name: first.name });
    await expect.element(link).toHaveAttribute('href', `/product/${first.id}`);
    await link.click();
    await expect.element(screen.getByRole('dialog', { name: first.name })).toBeVisible();
  });

  it('gives the page its canonical link and structured data, and takes them away on leaving', async () => {
    const before = metaDescription();
    const { router } = await renderApp(`/product/${PHONE}`);
    await expect.poll(canonical).toBe(`${window.location.origin}/product/${PHONE}`);
    await expect.poll(jsonLdTypes).toEqual(['Product', 'BreadcrumbList']);
    await router.navigate('/find-store');
    await expect.poll(metaDescription).toBe(before);
    await expect.poll(canonical).toBeNull();
    await expect.poll(jsonLdTypes).toEqual([]);
  });

  it.each(['999999', 'abc', '01', '1e1'])('shows a clear not-found state for /product/%s', async (id) => {
    const { screen } = await renderApp(`/product/${id}`);
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/category');
    await expect.poll(() => document.title).toBe('Product not found | Nexus');
  });

  it('buys individually: quantity, Add to Cart and the wishlist heart', async () => {
    const phone = product(PHONE);
    const { screen } = await renderApp(`/product/${PHONE}`);
    const article = screen.getByRole('article', { name: phone.name });
    await article.getByRole('button', { name: `Increase quantity of ${phone.name}` }).click();
    await article.getByRole('button', { name: 'Add to Cart' }).click();
    // Add to Cart confirms the stock with the server first, so the line lands a moment later.
    await expect.poll(() => useCartStore.getState().items, { timeout: 10_000 }).toEqual([{ id: PHONE, quantity: 2, team: false }]);
    await expect.element(screen.getByText(`${phone.name} added to cart`, { exact: true }).first()).toBeVisible();

    await article.getByRole('button', { name: `Add ${phone.name} to wishlist` }).click();
    expect(useWishlistStore.getState().ids).toEqual([String(PHONE)]);
    await expect
      .element(article.getByRole('button', { name: `Remove ${phone.name} from wishlist` }))
      .toHaveAttribute('aria-pressed', 'true');
  });

  // First of the tests that open Team Buy: this file has not loaded the panel's content yet.
  it('renders the Team Buy panel only when its tab is opened, loaded on demand, and works by keyboard', async () => {
    const phone = product(PHONE);
    const { screen, router } = await renderApp(`/product/${PHONE}`);
    const article = screen.getByRole('article', { name: phone.name });
    const individual = article.getByRole('tab', { name: 'Individual Purchase' });
    const team = article.getByRole('tab', { name: 'Team Buy' });
    await expect.element(individual).toHaveAttribute('aria-selected', 'true');
    // The panel its tab points at is in the page from the start, empty (the e2e tests check that its
    // code is not fetched until the tab is used: tests/e2e/product-pages.spec.ts).
    const panel = document.getElementById(team.element().getAttribute('aria-controls') ?? '');
    expect(panel?.childElementCount).toBe(0);

    (individual.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(team).toHaveFocus();
    await expect.element(team).toHaveAttribute('aria-selected', 'true');
    const teamPanel = article.getByRole('tabpanel', { name: 'Team Buy' });
    await expect.element(teamPanel.getByText(formatRand(teamPrice(phone.price)))).toBeVisible();
    await expect.element(teamPanel.getByRole('progressbar', { name: 'Team members' })).toHaveAttribute('aria-valuenow', '1');
    await expect.element(teamPanel.getByRole('button', { name: 'Copy link' })).toBeVisible();

    // Back and forth by keyboard: the content is loaded now, so the tab opens at once.
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(individual).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(team).toHaveAttribute('aria-selected', 'true');
    // Into the panel and onto Start a team with Tab, pressed with Enter.
    await userEvent.keyboard('{Tab}');
    await expect.element(teamPanel).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(teamPanel.getByRole('button', { name: 'Start a team' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => router.state.location.pathname).toBe('/login');
  });

  it('offers to start a team at the team price, signing a guest in first', async () => {
    const phone = product(PHONE);
    const { screen, router } = await renderApp(`/product/${PHONE}`);
    const article = screen.getByRole('article', { name: phone.name });
    await article.getByRole('tab', { name: 'Team Buy' }).click();
    await expect.element(article.getByText(formatRand(teamPrice(phone.price)))).toBeVisible();
    await expect.element(article.getByRole('progressbar', { name: 'Team members' })).toHaveAttribute('aria-valuenow', '1');
    // No team exists until the server makes one: nothing is simulated in the browser.
    expect(article.getByRole('button', { name: 'Join Team' }).query()).toBeNull();
    await article.getByRole('button', { name: 'Start a team' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: `/product/${PHONE}` });
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('shares the product page address', async () => {
    const phone = product(PHONE);
    const { screen } = await renderApp(`/product/${PHONE}`);
    const article = screen.getByRole('article', { name: phone.name });
    await article.getByRole('tab', { name: 'Team Buy' }).click();
    const whatsapp = article.getByRole('link', { name: /WhatsApp/ }).element().getAttribute('href') ?? '';
    expect(decodeURIComponent(whatsapp)).toContain(`${window.location.origin}/product/${PHONE}`);
    await expect.element(article.getByRole('heading', { level: 2, name: 'Invite friends to your team' })).toBeVisible();
  });
});

describe('the quick view of a product list', () => {
  beforeEach(resetStores);

  it('is a history entry: Back closes it and stays on the list, Forward opens it again, closing goes back', async () => {
    const phone = product(PHONE);
    const { screen, router } = await renderApp('/category/mobile-phones?sort=name');
    const listing = screen.getByRole('region', { name: 'Products in category: Mobile Phones' });
    const link = listing.getByRole('link', { name: phone.name });
    await expect.element(link).toHaveAttribute('href', `/product/${PHONE}`);
    await link.click();
    const dialog = screen.getByRole('dialog', { name: phone.name });
    await expect.element(dialog).toBeVisible();
    expect(router.state.location.pathname + router.state.location.search).toBe('/category/mobile-phones?sort=name');

    await router.navigate(-1);
    await expect.element(dialog).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/category/mobile-phones');

    await router.navigate(1);
    await expect.element(screen.getByRole('dialog', { name: phone.name })).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    await expect.poll(() => router.state.historyAction).toBe('POP');
    expect(router.state.location.state).toBeNull();
    expect(router.state.location.search).toBe('?sort=name');
  });

  it("shows a product's label in the catalogue's tone on its card, in its quick view and on its page", async () => {
    const macbook = product(1);
    if (macbook.label === undefined) throw new Error('Test needs product 1 with a label');
    const tone = PRODUCT_LABEL_VARIANTS[macbook.label];
    const { screen, router } = await renderApp('/category/laptops');
    const listing = screen.getByRole('region', { name: 'Products in category: Laptops' });
    const card = listing.getByRole('article', { name: macbook.name });
    await expect.element(card.getByText(macbook.label, { exact: true })).toHaveAttribute('data-variant', tone);
    await card.getByRole('link', { name: macbook.name }).click();
    const dialog = screen.getByRole('dialog', { name: macbook.name });
    await expect.element(dialog.getByText(macbook.label, { exact: true })).toHaveAttribute('data-variant', tone);
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    await router.navigate('/product/1');
    const page = screen.getByRole('article', { name: macbook.name });
    await expect.element(page.getByText(macbook.label, { exact: true })).toHaveAttribute('data-variant', tone);
    await expect.element(page.getByText(macbook.label, { exact: true })).toHaveAttribute('data-emphasis', 'solid');
  });

  it('opens only in the list that opened it, when a product is in two lists', async () => {
    const macbook = product(1);
    const { screen } = await renderApp('/category');
    await screen.getByRole('region', { name: 'Recommended Products' }).getByRole('link', { name: macbook.name }).click();
    await expect.element(screen.getByRole('dialog', { name: macbook.name })).toBeVisible();
    expect(screen.getByRole('dialog').elements()).toHaveLength(1);
  });
});
