import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, resetStores } from './test-utils';

describe('app routes', () => {
  beforeEach(resetStores);

  it.each([
    ['/', 'Nexus | Electronics for South Africa'],
    ['/search?query=tv', 'Search: tv | Nexus'],
    ['/category', 'All Products | Nexus'],
    ['/category/laptops', 'Laptops | Nexus'],
    ['/product/1', 'Apple MacBook Air 13" M3 (8GB, 256GB) | Nexus'],
    ['/find-store', 'Find a Store | Nexus'],
    ['/wishlist', 'Wishlist | Nexus'],
    ['/account', 'Account Settings | Nexus'],
    ['/orders', 'My Orders | Nexus'],
    ['/login', 'Sign in | Nexus'],
    ['/cart', 'Your Shopping Cart | Nexus'],
    ['/help-and-advice', 'Help & Advice | Nexus'],
  ])('%s sets the title %s', async (path, title) => {
    await renderApp(path);
    await expect.poll(() => document.title).toBe(title);
  });

  it.each(['/no-such-page', '/category/laptops/extra', '/deals/2024'])('%s falls back to Home', async (path) => {
    const { router } = await renderApp(path);
    await expect.poll(() => document.title).toBe('Nexus | Electronics for South Africa');
    expect(router.state.location.pathname).toBe(path);
  });

  it('puts every page inside the layout', async () => {
    const { screen } = await renderApp('/help-and-advice');
    await expect.element(screen.getByRole('banner')).toBeVisible();
    await expect.element(screen.getByRole('contentinfo')).toBeInTheDocument();
    await expect.element(screen.getByRole('main')).toBeInTheDocument();
  });
});
