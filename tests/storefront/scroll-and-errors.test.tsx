import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Link, MemoryRouter, useLocation, useRoutes } from 'react-router-dom';
import { render } from 'vitest-browser-react';
import { RouteErrorBoundary } from '../../storefront/src/app/route-error';
import { keepScroll, SCROLL_POSITIONS_KEY } from '../../storefront/src/platform/scroll-restoration';
import { renderApp, resetStores } from './test-utils';

/**
 * The store runs on React Router's declarative router (app/routes.tsx, AppRoutes): its scroll
 * positions (platform/scroll-restoration.tsx) and its error screen (app/route-error.tsx) are the
 * store's own, where the data router used to provide them.
 */
describe('scroll positions', () => {
  beforeEach(async () => {
    resetStores();
    sessionStorage.clear();
    await page.viewport(375, 667);
    window.scrollTo({ top: 0, behavior: 'instant' });
    // The browser's scroll anchoring moves the page by itself while the list's pictures load (and
    // follows a card a new sort order moves): off, so that only the store's own scrolling moves it.
    document.documentElement.style.overflowAnchor = 'none';
  });
  afterEach(async () => {
    document.documentElement.style.overflowAnchor = '';
    window.scrollTo({ top: 0, behavior: 'instant' });
    await page.viewport(1280, 800);
  });

  it('a filter keeps the list where it is, a new page starts at the top, and Back returns to where the shopper was', async () => {
    const { screen, router } = await renderApp('/category/laptops');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Products in category: Laptops' })).toBeVisible();
    window.scrollTo({ top: 600, behavior: 'instant' });
    await expect.poll(() => window.scrollY).toBe(600);

    // A filter replaces the entry with keepScroll() state: the store does not move the page.
    await router.navigate('/category/laptops?from=newsletter', { replace: true, state: keepScroll() });
    await expect.poll(() => router.state.location.search).toBe('?from=newsletter');
    expect(window.scrollY).toBe(600);
    // The same navigation without it is a new page, shown from the top.
    await router.navigate('/category/laptops?from=advert', { replace: true });
    await expect.poll(() => window.scrollY).toBe(0);
    window.scrollTo({ top: 600, behavior: 'instant' });
    await expect.poll(() => window.scrollY).toBe(600);

    // A link to another page starts it at the top.
    await router.navigate('/help-and-advice');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Help & Advice' })).toBeVisible();
    await expect.poll(() => window.scrollY).toBe(0);

    // Back: the list as the shopper left it.
    await router.navigate(-1);
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Products in category: Laptops' })).toBeVisible();
    await expect.poll(() => window.scrollY).toBe(600);
  });

  it('keeps the position of each entry in sessionStorage when the page is left, for a reload or Back from another site', async () => {
    const { screen, router } = await renderApp('/category/laptops');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Products in category: Laptops' })).toBeVisible();
    window.scrollTo({ top: 450, behavior: 'instant' });
    await expect.poll(() => window.scrollY).toBe(450);
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    const saved: unknown = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}');
    expect(saved).toEqual({ [router.state.location.key]: 450 });
    // Back in the page (bfcache), the store places the page itself again.
    window.dispatchEvent(new PageTransitionEvent('pageshow'));
    expect(history.scrollRestoration).toBe('manual');
  });

  it('reads corrupt saved positions as none', async () => {
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, '{not json');
    const { screen } = await renderApp('/category/laptops');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Products in category: Laptops' })).toBeVisible();
    expect(window.scrollY).toBe(0);
  });
});

function Broken(): never {
  throw new Error('This screen is broken');
}

function Screens() {
  const element = useRoutes([
    { path: '/broken', element: <Broken /> },
    { path: '/fine', element: <p>A working screen</p> },
  ]);
  const { key } = useLocation();
  return (
    <>
      <nav>
        <Link to="/fine">Elsewhere</Link>
      </nav>
      <RouteErrorBoundary resetKey={key}>{element}</RouteErrorBoundary>
    </>
  );
}

describe('a screen that fails to render', () => {
  it('shows Something went wrong with a way to reload, until the shopper goes elsewhere', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const screen = await render(
      <MemoryRouter initialEntries={['/broken']}>
        <Screens />
      </MemoryRouter>,
    );
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Something went wrong | Nexus');

    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await expect.element(screen.getByText('A working screen')).toBeVisible();
    await expect.element(screen.getByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
