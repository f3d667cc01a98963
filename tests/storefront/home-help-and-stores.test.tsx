import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { render } from 'vitest-browser-react';
import { STORES } from '../../storefront/core/catalogue';
import FindStorePage from '../../storefront/src/pages/find-store-page';
import HelpPage from '../../storefront/src/pages/help-page';
import { DELIVERY_PROMISE } from '../../storefront/core/domain/delivery';

async function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/help-and-advice', element: <HelpPage /> },
      { path: '/find-store', element: <FindStorePage /> },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

describe('Help & Advice page', () => {
  it('answers the FAQ in an accordion: payment methods, returns, cancellation, warranty and hours', async () => {
    const screen = await renderAt('/help-and-advice');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Help & Advice' })).toBeVisible();
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });

    const payment = faq.getByText('What payment methods do you accept?');
    await expect.element(faq.getByText(/Visa, Mastercard and American Express credit and debit cards/)).not.toBeVisible();
    await payment.click();
    await expect.element(faq.getByText(/Visa, Mastercard and American Express credit and debit cards/)).toBeVisible();
    for (const method of ['Visa', 'Mastercard', 'American Express']) {
      await expect.element(faq.getByRole('listitem').filter({ hasText: new RegExp(`^${method}$`) })).toBeVisible();
    }

    // The accordion is native <details>: Enter on a focused summary opens it.
    const returns = faq.getByText('What is your return policy?');
    (returns.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(faq.getByText(/within 14 days of delivery, as long as they are unused and unopened/)).toBeVisible();

    await faq.getByText('Can I cancel my order?').click();
    await expect.element(faq.getByText(/within 24 hours/)).toBeVisible();
    await faq.getByText('Do your products come with a warranty?').click();
    await expect.element(faq.getByText(/1-year warranty/)).toBeVisible();
    await faq.getByText('When are your stores open?').click();
    await expect.element(faq.getByText('Our stores are open Mon-Fri, 9am to 6pm.')).toBeVisible();
  });

  it("has 'Delivery & Shipping Times' and the sections the footer links to", async () => {
    const screen = await renderAt('/help-and-advice');
    const shipping = screen.getByRole('region', { name: 'Delivery & Shipping Times' });
    await expect.element(shipping).toHaveAttribute('id', 'shipping');
    await expect.element(shipping).toHaveTextContent(DELIVERY_PROMISE);
    await expect.element(shipping).toHaveTextContent('free on orders of R 1 000 or more');
    await expect.element(shipping).toHaveTextContent('flat R 99');

    const nav = screen.getByRole('navigation', { name: 'On this page' });
    const hrefs = nav.getByRole('link').elements().map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['#faq', '#shipping', '#returns', '#track-order', '#about']);
    for (const id of ['faq', 'shipping', 'returns', 'track-order', 'about']) {
      expect(document.getElementById(id)?.tagName, id).toBe('SECTION');
    }
    const returns = screen.getByRole('region', { name: 'Returns, cancellations & warranty' });
    await expect.element(returns).toHaveTextContent('within 14 days of delivery for items that are unused and unopened');
    await expect.element(returns).toHaveTextContent('within 24 hours');
    await expect.element(returns).toHaveTextContent('1-year warranty');
    const track = screen.getByRole('region', { name: 'Track your order' });
    await expect.element(track.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
    // 'About Us' in the footer leads here: who Nexus is, in the store's one set of promises.
    const about = screen.getByRole('region', { name: 'About Nexus' });
    await expect.element(about).toHaveTextContent(DELIVERY_PROMISE);
    await expect.element(about).toHaveTextContent('Visa, Mastercard and American Express');
  });

  it('scrolls to the section named in the URL once the page has loaded', async () => {
    await page.viewport(1024, 400);
    await renderAt('/help-and-advice#track-order');
    await expect.poll(() => window.scrollY).toBeGreaterThan(0);
    await expect.poll(() => document.getElementById('track-order')?.getBoundingClientRect().top ?? Infinity).toBeLessThan(400);
  });
});

describe('Find a Store page', () => {
  it('lists every store with its address, phone number and hours', async () => {
    const screen = await renderAt('/find-store');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Find a Store' })).toBeVisible();
    for (const store of STORES) {
      const card = screen.getByRole('article', { name: store.name });
      for (const line of store.addressLines) await expect.element(card).toHaveTextContent(line);
      await expect.element(card.getByRole('link', { name: `Call ${store.name} on ${store.phone}` })).toHaveAttribute(
        'href',
        `tel:+27${store.phone.replace(/\s/g, '').slice(1)}`,
      );
      await expect.element(card).toHaveTextContent('Monday to Friday, 9am to 6pm');
    }
  });
});
