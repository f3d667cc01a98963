import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { render } from 'vitest-browser-react';
import { DELIVERY_PROMISE } from '../../storefront/core/domain/delivery';
import { RootLayout } from '../../storefront/src/layout/root-layout';
import { useCartStore } from '../../storefront/src/stores/cart-store';
import { useWishlistStore } from '../../storefront/src/stores/wishlist-store';
import { resetStores } from './reset-stores';

function CurrentPath() {
  const location = useLocation();
  return <p data-testid="path">{`${location.pathname}${location.search}`}</p>;
}

async function renderLayout(path = '/') {
  const router = createMemoryRouter(
    [{ path: '/', element: <RootLayout />, children: [{ path: '*', element: <CurrentPath /> }, { index: true, element: <CurrentPath /> }] }],
    { initialEntries: [path] },
  );
  const screen = await render(<RouterProvider router={router} />);
  return { screen, router };
}

describe('root layout', () => {
  beforeEach(async () => {
    resetStores();
    await page.viewport(1024, 768);
  });
  afterEach(() => vi.restoreAllMocks());

  it('offers a skip link to the main landmark and shows Linda on every page', async () => {
    const { screen } = await renderLayout('/wishlist');
    await expect.element(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    await expect.element(screen.getByRole('main')).toHaveAttribute('id', 'main');
    await expect.element(screen.getByRole('button', { name: 'Chat with Linda' })).toBeVisible();
  });

  it('draws Linda closed without her chat, and opens it on the first tap with the message box focused; minimising returns to the launcher', async () => {
    const { screen } = await renderLayout('/');
    const launcher = screen.getByRole('button', { name: 'Chat with Linda' });
    await expect.element(launcher).toHaveAttribute('aria-expanded', 'false');
    // Her chat (the kit's widget and her script) is not on the page until asked for.
    expect(document.querySelector('[role="log"]')).toBeNull();
    await launcher.click();
    const chat = screen.getByRole('dialog', { name: 'Linda - Shopping Assistant' });
    await expect.element(chat).toBeVisible();
    await expect.element(chat.getByRole('textbox', { name: 'Message Linda' })).toHaveFocus();
    await expect.element(chat.getByRole('log', { name: 'Conversation with Linda' })).toBeInTheDocument();
    await chat.getByRole('button', { name: 'Minimise chat' }).click();
    await expect.element(screen.getByRole('button', { name: 'Chat with Linda' })).toHaveFocus();
    await expect.element(screen.getByRole('button', { name: 'Chat with Linda' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('has the logo and main links to their routes', async () => {
    const { screen } = await renderLayout();
    const header = screen.getByRole('banner');
    await expect.element(header.getByRole('link', { name: 'Nexus' })).toHaveAttribute('href', '/');
    await expect.element(header.getByRole('link', { name: 'Find a Store' })).toHaveAttribute('href', '/find-store');
    await expect.element(header.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
    await expect.element(header.getByRole('link', { name: 'Wishlist, 0 items' })).toHaveAttribute('href', '/wishlist');
    await expect.element(header.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart');
  });

  it('keeps the cart and wishlist counts live', async () => {
    const { screen } = await renderLayout();
    useCartStore.getState().add(1);
    useCartStore.getState().add(1);
    useCartStore.getState().add(40);
    await expect.element(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    useWishlistStore.getState().toggle(2);
    await expect.element(screen.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
  });

  describe('search', () => {
    it('submits with Enter and with the search button', async () => {
      const { screen } = await renderLayout();
      const box = screen.getByRole('combobox', { name: 'Search products' });
      await expect.element(box).toHaveAttribute('placeholder', 'Search for electronics...');
      await userEvent.fill(box, '  galaxy   watch ');
      await userEvent.keyboard('{Enter}');
      await expect.element(screen.getByTestId('path')).toHaveTextContent('/search?query=galaxy+watch');
      await expect.element(box).toHaveValue('galaxy watch');

      await userEvent.fill(box, 'tv');
      await screen.getByRole('button', { name: 'Search', exact: true }).click();
      await expect.element(screen.getByTestId('path')).toHaveTextContent('/search?query=tv');
    });

    it('alerts on an empty or blank query and stays on the page', async () => {
      const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
      const { screen } = await renderLayout('/wishlist');
      await screen.getByRole('button', { name: 'Search', exact: true }).click();
      await userEvent.fill(screen.getByRole('combobox', { name: 'Search products' }), '   ');
      await userEvent.keyboard('{Enter}');
      expect(alert).toHaveBeenCalledTimes(2);
      expect(alert).toHaveBeenCalledWith('Please enter a search query.');
      await expect.element(screen.getByTestId('path')).toHaveTextContent('/wishlist');
    });
  });

  it('shows the category icon strip on desktop with links to the nine categories', async () => {
    const { screen } = await renderLayout();
    const strip = screen.getByRole('navigation', { name: 'Categories' });
    await expect.element(strip).toBeVisible();
    expect(strip.getByRole('link').elements()).toHaveLength(9);
    await expect.element(strip.getByRole('link', { name: 'Mobile Phones' })).toHaveAttribute('href', '/category/mobile-phones');
    await expect.element(screen.getByRole('button', { name: 'Menu', includeHidden: true })).not.toBeVisible();
  });

  describe('mobile menu (375px)', () => {
    beforeEach(async () => {
      await page.viewport(375, 740);
    });

    async function openMenu() {
      const rendered = await renderLayout();
      const button = rendered.screen.getByRole('button', { name: /^Menu$/ });
      await expect.element(button).toHaveAttribute('aria-expanded', 'false');
      await expect.element(button).toHaveAttribute('aria-haspopup', 'menu');
      await button.click();
      await expect.element(button).toHaveAttribute('aria-expanded', 'true');
      const menu = rendered.screen.getByRole('menu');
      await expect.element(menu).toBeVisible();
      expect(button.element().getAttribute('aria-controls')).toBe(menu.element().id);
      return { ...rendered, button, menu };
    }

    it('is one row with the menu, logo, account and cart, and the search below: at most 120px', async () => {
      const { screen } = await renderLayout();
      const banner = screen.getByRole('banner').element();
      expect(banner.getBoundingClientRect().height).toBeLessThanOrEqual(120);
      const row = ['Menu', 'Nexus', 'Sign in', 'Cart, 0 items'].map((name) =>
        (name === 'Nexus' || name.startsWith('Cart') ? screen.getByRole('link', { name, exact: true }) : screen.getByRole('button', { name: new RegExp(name) })).element().getBoundingClientRect(),
      );
      const top = row[0]!.top;
      for (const box of row) expect(Math.abs(box.top + box.height / 2 - (top + row[0]!.height / 2))).toBeLessThan(8);
      const search = screen.getByRole('combobox').element().getBoundingClientRect();
      expect(search.top).toBeGreaterThanOrEqual(row[0]!.bottom);
      // The other links are in the menu, not in the row.
      await expect.element(screen.getByRole('navigation', { name: 'Main', includeHidden: true })).not.toBeVisible();
    });

    it('opens the category grid and the other links, and closes on Escape, returning focus', async () => {
      const { button, menu } = await openMenu();
      const categories = menu.getByRole('menuitem').elements().filter((item) => item.getAttribute('href')?.startsWith('/category/'));
      expect(categories).toHaveLength(9);
      await expect.element(menu.getByRole('menuitem', { name: 'Find a Store' })).toHaveAttribute('href', '/find-store');
      await expect.element(menu.getByRole('menuitem', { name: 'Wishlist, 0 items' })).toHaveAttribute('href', '/wishlist');
      await userEvent.keyboard('{Escape}');
      await expect.element(button).toHaveAttribute('aria-expanded', 'false');
      await expect.element(menu).not.toBeInTheDocument();
      await expect.element(button).toHaveFocus();
    });

    it('closes on a click outside', async () => {
      const { screen, button } = await openMenu();
      await screen.getByRole('contentinfo').getByText('English').click({ force: true });
      await expect.element(button).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes after choosing a category', async () => {
      const { screen, button, menu } = await openMenu();
      await menu.getByRole('menuitem', { name: 'Cameras' }).click();
      await expect.element(screen.getByTestId('path')).toHaveTextContent('/category/cameras');
      await expect.element(button).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes when the window reaches 768px', async () => {
      const { screen } = await openMenu();
      await page.viewport(800, 740);
      const hiddenButton = screen.getByRole('button', { name: /^Menu$/, includeHidden: true });
      await expect.element(hiddenButton).toHaveAttribute('aria-expanded', 'false');
      await page.viewport(375, 740);
      await expect.element(hiddenButton).toBeVisible();
      await expect.element(screen.getByRole('menu')).not.toBeInTheDocument();
    });
  });

  describe('footer', () => {
    it('has the spec links, payment methods, locale and shipping note', async () => {
      const { screen } = await renderLayout();
      const footer = screen.getByRole('contentinfo');
      const links = {
        'Shipping information': '/help-and-advice#shipping',
        'Returns & refunds': '/help-and-advice#returns',
        'Track your order': '/orders',
        'Help & FAQs': '/help-and-advice#faq',
        'About Us': '/help-and-advice#about',
        'Contact us': '/find-store',
      };
      for (const [name, href] of Object.entries(links)) {
        await expect.element(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
      }
      // Each link leads to what it says: the spec's placeholders without a page are gone.
      expect(footer.getByRole('link', { name: 'Advice & Reforms' }).query()).toBeNull();
      expect(footer.getByRole('link', { name: 'Our brands' }).query()).toBeNull();
      const methods = footer.getByRole('region', { name: 'We Accept' }).getByRole('listitem');
      expect(methods.elements().map((item) => item.textContent)).toEqual(['Visa', 'Mastercard', 'American Express']);
      await expect.element(footer.getByText('South Africa (ZAR R)')).toBeVisible();
      await expect.element(footer.getByText('English')).toBeVisible();
      await expect.element(footer.getByText(DELIVERY_PROMISE)).toBeVisible();
    });

    it('checks the newsletter address and thanks the shopper without a request', async () => {
      const fetchSpy = vi.spyOn(window, 'fetch');
      const { screen } = await renderLayout();
      const footer = screen.getByRole('contentinfo');
      const email = footer.getByRole('textbox', { name: 'Newsletter email address' });
      await userEvent.fill(email, 'not-an-address');
      await footer.getByRole('button', { name: 'Sign Up' }).click();
      await expect.element(email).toHaveAttribute('aria-invalid', 'true');
      await expect.element(footer.getByText(/Please enter a valid email address/)).toBeVisible();

      await userEvent.fill(email, 'thandi@example.co.za');
      await footer.getByRole('button', { name: 'Sign Up' }).click();
      await expect.element(footer.getByRole('status')).toHaveTextContent('Thanks for signing up!');
      await expect.element(email).toHaveValue('');
      expect(fetchSpy).not.toHaveBeenCalled();
    });
  });
});
