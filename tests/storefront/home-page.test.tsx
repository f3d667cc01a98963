import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { render } from 'vitest-browser-react';
import { ToastProvider } from '@nexus-za/ui-kit/toast';
import { BRANDS, TESTIMONIALS } from '../../storefront/core/catalogue';
import { RootLayout } from '../../storefront/src/layout/root-layout';
import { allCategoriesProducts } from '../../storefront/src/pages/home/all-categories';
import HomePage from '../../storefront/src/pages/home/home-page';
import { PromoRow } from '../../storefront/src/pages/home/promo-row';
import { HAS_SPUN_KEY, useSpinStore } from '../../storefront/src/stores/spin-store';
import { resetStores } from './reset-stores';
// The app's stylesheet, as src/boot.ts loads it: the logo strip's animation lives there.
import '../../storefront/src/index.css';

function CurrentPath() {
  const location = useLocation();
  return <p data-testid="path">{location.pathname}</p>;
}

/** Home inside the real layout; every other path shows where the app went. */
async function renderHome() {
  const router = createMemoryRouter(
    [{ path: '/', element: <RootLayout />, children: [{ index: true, element: <HomePage /> }, { path: '*', element: <CurrentPath /> }] }],
    { initialEntries: ['/'] },
  );
  const screen = await render(<RouterProvider router={router} />);
  return { screen, router, main: screen.getByRole('main') };
}

function mainElement(): HTMLElement {
  const main = document.querySelector('main');
  if (!main) throw new Error('No main landmark');
  return main;
}

const CAROUSEL_PRODUCTS = allCategoriesProducts();

describe('home page', () => {
  beforeEach(async () => {
    resetStores();
    // A returning visitor: the prize wheel (tested in home-prize-wheel) stays closed and out of the way.
    localStorage.setItem(HAS_SPUN_KEY, 'true');
    useSpinStore.getState().load();
    await page.viewport(1280, 800);
  });
  afterEach(() => vi.restoreAllMocks());

  it('draws every link tile as the kit Card, so they share one hover and focus style', async () => {
    const { main } = await renderHome();
    await expect.element(main.getByRole('heading', { level: 2, name: 'What our customers say' })).toBeInTheDocument();
    for (const sectionId of ['super-sale', 'featured-collections', 'popular-departments', 'top-brands']) {
      const tiles = document.querySelectorAll(`[data-home-section="${sectionId}"] [data-slot="card"]`);
      expect(tiles.length, sectionId).toBeGreaterThan(1);
      for (const tile of tiles) {
        expect(tile, sectionId).toHaveAttribute('data-interactive');
        expect(tile.classList.contains('hover:border-brand'), sectionId).toBe(true);
      }
    }
    // Tiles that are not links are plain cards.
    const quotes = document.querySelectorAll('[data-home-section="testimonials"] figure[data-slot="card"]');
    expect(quotes.length).toBe(TESTIMONIALS.length);
    for (const quote of quotes) expect(quote).not.toHaveAttribute('data-interactive');
  });

  it("has one h1 and the spec's sections in order", async () => {
    const { main } = await renderHome();
    await expect.element(main.getByRole('heading', { level: 2, name: 'What our customers say' })).toBeInTheDocument();
    const headings = [...mainElement().querySelectorAll('h1, h2')].map((heading) => `${heading.tagName}:${heading.textContent}`);
    expect(headings).toEqual([
      'H1:Nexus: electronics for South Africa',
      'H2:Wearables that keep up with you',
      'H2:The big screen, made bigger',
      'H2:Smart gadgets for a smarter home',
      'H2:All Categories',
      'H2:Flash Sale',
      'H2:Promotions',
      'H2:Electronics Super Sale',
      'H2:Featured Collections',
      'H2:Nexus Live',
      'H2:Popular departments',
      'H2:Top Brands',
      'H2:What our customers say',
    ]);
    // Section 12 sits in the floating dock, outside main, where it covers nothing.
    await expect.element(page.getByRole('region', { name: 'Quick actions' }).getByRole('button', { name: 'RESET SPIN' })).toBeVisible();
  });

  it('loads the first banner image first and every image below it lazily, with its size reserved', async () => {
    await renderHome();
    await expect.element(page.getByRole('heading', { name: 'What our customers say' })).toBeInTheDocument();
    const images = [...mainElement().querySelectorAll('img')];
    const [first, ...rest] = images;
    expect(first?.getAttribute('src')).toBe('/images/banners/wearables.svg');
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    for (const image of images) {
      expect(image.getAttribute('width'), image.src).toMatch(/^\d+$/);
      expect(image.getAttribute('height'), image.src).toMatch(/^\d+$/);
    }
    const belowTheFold = rest.filter((image) => !image.closest('[data-slot="banner-carousel"]'));
    expect(belowTheFold.length).toBeGreaterThan(20);
    for (const image of belowTheFold) expect(image.getAttribute('loading'), image.src).toBe('lazy');
  });

  it('rotates three banner slides to their categories, with dot buttons', async () => {
    const { main } = await renderHome();
    const banner = main.getByRole('region', { name: 'Featured offers' });
    await expect.element(banner.getByRole('link', { name: 'Shop wearables' })).toHaveAttribute('href', '/category/accessories');
    await banner.getByRole('button', { name: 'Go to slide 2 of 3' }).click();
    await expect.element(banner.getByRole('link', { name: 'Shop TVs' })).toHaveAttribute('href', '/category/televisions');
    await expect.element(banner.getByRole('button', { name: 'Go to slide 2 of 3' })).toHaveAttribute('aria-current', 'true');
    await banner.getByRole('button', { name: 'Go to slide 3 of 3' }).click();
    await expect.element(banner.getByRole('link', { name: 'Shop gadgets' })).toHaveAttribute('href', '/category/home-technology');
    await banner.getByRole('link', { name: 'Shop gadgets' }).click();
    await expect.element(page.getByTestId('path')).toHaveTextContent('/category/home-technology');
  });

  it("shows 8 products, adds 4 per 'View More Products' and hides the button once all are shown", async () => {
    const { main } = await renderHome();
    const rail = main.getByRole('list', { name: 'All Categories products' });
    const cards = rail.getByRole('article');
    await expect.poll(() => cards.elements().length).toBe(8);
    await expect.element(main.getByText('Showing 8 of')).toBeInTheDocument();
    const viewMore = main.getByRole('button', { name: 'View More Products' });
    await viewMore.click();
    await expect.poll(() => cards.elements().length).toBe(12);
    // Focus moves to the first added card, so keyboard users land on what they asked for.
    expect(rail.element().querySelectorAll('[data-slot="carousel-item"]')[8]?.contains(document.activeElement)).toBe(true);

    let shown = 12;
    while (shown < CAROUSEL_PRODUCTS.length) {
      await viewMore.click();
      shown = Math.min(CAROUSEL_PRODUCTS.length, shown + 4);
      await expect.poll(() => cards.elements().length).toBe(shown);
    }
    await expect.element(viewMore).not.toBeInTheDocument();
    await expect.element(main.getByText(`Showing ${CAROUSEL_PRODUCTS.length} of ${CAROUSEL_PRODUCTS.length} products`)).toBeInTheDocument();
  });

  it('lists products from every category first, with their labels and sale prices', async () => {
    const firstNine = new Set(CAROUSEL_PRODUCTS.slice(0, 9).map((product) => product.category));
    expect(firstNine.size).toBe(9);
    expect(CAROUSEL_PRODUCTS.every((product) => product.label !== undefined)).toBe(true);

    const { main } = await renderHome();
    const rail = main.getByRole('list', { name: 'All Categories products' });
    const macbook = rail.getByRole('article', { name: 'Apple MacBook Air 13" M3 (8GB, 256GB)' });
    await expect.element(macbook).toHaveTextContent('Sale');
    await expect.element(macbook).toHaveTextContent('Now R 24 999');
    await expect.element(macbook).toHaveTextContent('Was R 26 999');
  });

  it("opens a carousel product's details in a dialog", async () => {
    const { main } = await renderHome();
    const rail = main.getByRole('list', { name: 'All Categories products' });
    await rail.getByRole('link', { name: 'Samsung Galaxy S24 Ultra 256GB', exact: true }).click();
    await expect.element(page.getByRole('dialog', { name: 'Samsung Galaxy S24 Ultra 256GB' })).toBeVisible();
  });

  it('adds a carousel product to the cart with a toast', async () => {
    const { main } = await renderHome();
    const rail = main.getByRole('list', { name: 'All Categories products' });
    const card = rail.getByRole('article').first();
    const name = card.getByRole('heading').element().textContent ?? '';
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.element(page.getByText(`${name} added to cart`, { exact: true }).first()).toBeInTheDocument();
  });

  it('counts the flash sale down from 8h 6m 14s with code FLASH30', async () => {
    const { main } = await renderHome();
    const sale = main.getByRole('region', { name: 'Flash Sale' });
    await expect.element(sale.getByRole('timer')).toHaveAccessibleName('Flash sale ends in 8 hours 6 minutes');
    // The digits are drawn with their units: '08 Hours : 06 Minutes : 14 Seconds'.
    await expect.element(sale).toHaveTextContent(/08\s*Hours:\s*06\s*Minutes:\s*1\d\s*Seconds/);
    await expect.element(sale.getByText('FLASH30')).toBeVisible();
    await expect.element(sale.getByText('Extra 15% off your first order')).toBeVisible();
  });

  it('sends each promo card to its category', async () => {
    const { main } = await renderHome();
    const promos = main.getByRole('region', { name: 'Promotions' });
    const hrefs = promos.getByRole('link', { name: 'Shop' }).elements().map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/category/laptops', '/category/mobile-phones', '/category/headphones', '/category/gaming']);
    await promos.getByRole('link', { name: 'Shop' }).nth(3).click();
    await expect.element(page.getByTestId('path')).toHaveTextContent('/category/gaming');
  });

  it('logs and stays put when a promo card has no category route', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <ToastProvider>
              <PromoRow
                cards={[{ id: 'gadgets', title: 'Gadgets', text: 'Odds and ends', category: 'gadgets', image: { src: '/images/banners/gadgets.svg', alt: '' } }]}
              />
              <CurrentPath />
            </ToastProvider>
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    const screen = await render(<RouterProvider router={router} />);
    await screen.getByRole('button', { name: 'Shop' }).click();
    expect(warn).toHaveBeenCalledWith('No route defined for category', 'gadgets');
    await expect.element(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
  });

  it('has 5 super-sale tiles and 4 featured deals', async () => {
    const { main } = await renderHome();
    const sale = main.getByRole('region', { name: 'Electronics Super Sale' });
    await expect.element(sale.getByRole('link', { name: /Televisions/ })).toHaveAttribute('href', '/category/televisions');
    expect(sale.getByRole('list').first().getByRole('link').elements()).toHaveLength(5);
    expect(sale.getByRole('article').elements()).toHaveLength(4);
  });

  it('has 4 featured collections and the popular departments', async () => {
    const { main } = await renderHome();
    const collections = main.getByRole('region', { name: 'Featured Collections' });
    expect(collections.getByRole('link').elements()).toHaveLength(4);
    await expect.element(collections.getByRole('link', { name: 'Game On' })).toHaveAttribute('href', '/category/gaming');
    const departments = main.getByRole('region', { name: 'Popular departments' });
    await expect.element(departments.getByRole('link', { name: 'Laptops' })).toHaveAttribute('href', '/category/laptops');
  });

  it("says honestly that the video is coming soon", async () => {
    const { main } = await renderHome();
    const video = main.getByRole('region', { name: 'Nexus Live' });
    const button = video.getByRole('button', { name: 'Coming Soon!' });
    await expect.element(button).toHaveAttribute('aria-disabled', 'true');
    await expect.element(button).toHaveAccessibleDescription('Our first video is still being filmed.');
    // Playwright will not click an aria-disabled button, but a shopper can press it.
    (button.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(video.getByRole('status')).toHaveTextContent(/Video coming soon/);
  });

  it('shows each brand logo once to assistive tech, and the strip can be paused', async () => {
    const { main } = await renderHome();
    const brands = main.getByRole('region', { name: 'Top Brands' });
    await expect.element(brands.getByRole('link', { name: 'Samsung Galaxy' })).toBeVisible();
    await expect.element(brands.getByRole('link', { name: 'Sony Audio' })).toBeVisible();
    expect(brands.getByRole('link', { name: /products$/ }).elements()).toHaveLength(BRANDS.length);
    const copies = brands.element().querySelectorAll('.logo-strip ul');
    expect(copies).toHaveLength(2);
    expect(copies[1]?.getAttribute('aria-hidden')).toBe('true');
    expect(copies[1]?.hasAttribute('inert')).toBe(true);

    const track = brands.element().querySelector<HTMLElement>('.logo-strip-track');
    expect(track && getComputedStyle(track).animationName).toBe('nexus-logo-strip');
    const pause = brands.getByRole('button', { name: 'Pause logos' });
    await pause.click();
    await expect.element(pause).toHaveAttribute('aria-pressed', 'true');
    expect(track && getComputedStyle(track).animationPlayState).toBe('paused');
  });

  it('shows the testimonials with their star ratings', async () => {
    const { main } = await renderHome();
    const section = main.getByRole('region', { name: 'What our customers say' });
    for (const testimonial of TESTIMONIALS) {
      await expect.element(section.getByText(testimonial.name)).toBeVisible();
    }
    expect(section.getByRole('img', { name: '5 out of 5 stars' }).elements()).toHaveLength(
      TESTIMONIALS.filter((testimonial) => testimonial.rating === 5).length,
    );
  });

  it('opens the prize wheel from RESET SPIN by keyboard', async () => {
    await renderHome();
    const reset = page.getByRole('region', { name: 'Quick actions' }).getByRole('button', { name: 'RESET SPIN' });
    (reset.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('dialog', { name: 'Spin & Win!' })).toBeVisible();
  });
});
