import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import type { Order, PaymentRequest } from '../../storefront/core/contract/api';
import { formatRand } from '../../storefront/core/domain/money';
import OrdersPage from '../../storefront/src/pages/orders-page';
import {
  MAX_STORED_ORDERS,
  ORDERS_STORAGE_KEY,
  ORDERS_STORAGE_VERSION,
  sanitiseOrders,
  useOrdersStore,
  type GuestOrder,
} from '../../storefront/src/stores/orders-store';
import { json, ORDER_INFO, orderFor, receiptFor, resetCheckoutStores } from './checkout-payment-api';
import { renderApp } from './test-utils';

function guest(orderNumber: string, placedAt = '2026-05-01T10:00:00.000Z'): GuestOrder {
  return { orderNumber, email: ORDER_INFO.email, placedAt };
}

function serverOrder(orderNumber: string, placedAt: Date, items: PaymentRequest['items'] = [{ id: 1, quantity: 1 }]): Order {
  const request = { items, paymentMethodId: 'pm_card_visa', idempotencyKey: `key-${orderNumber}`, customer: ORDER_INFO };
  return orderFor(request, receiptFor(request, orderNumber), placedAt);
}

/** The server at the network edge: it answers the orders it has, to the email they were placed with. */
function serveOrders(orders: Order[], down = false) {
  const original = globalThis.fetch.bind(globalThis);
  const lookups: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
    if (!url.pathname.startsWith('/api/orders/')) return original(input, init);
    lookups.push(url.pathname + url.search);
    if (down) return json(503, { error: 'The store cannot show orders right now.' });
    const order = orders.find((known) => `/api/orders/${known.orderNumber}` === url.pathname);
    return order && url.searchParams.get('email') === order.email ? json(200, order) : json(404, { error: 'No such order.' });
  });
  return lookups;
}

async function rehydrateFrom(raw: string) {
  localStorage.setItem(ORDERS_STORAGE_KEY, raw);
  await useOrdersStore.persist.rehydrate();
}

describe('guest orders remembered in this browser', () => {
  beforeEach(resetCheckoutStores);

  it('keeps each order once, newest first, with only its number, email and date', () => {
    const store = useOrdersStore.getState();
    store.remember(guest('NX-AAAAAAA1', '2026-05-01T10:00:00.000Z'));
    store.remember(guest('NX-AAAAAAA2', '2026-05-02T10:00:00.000Z'));
    store.remember(guest('NX-AAAAAAA1', '2026-05-03T10:00:00.000Z'));
    const { orders } = useOrdersStore.getState();
    expect(orders.map((order) => order.orderNumber)).toEqual(['NX-AAAAAAA2', 'NX-AAAAAAA1']);
    expect(orders[1]?.placedAt).toBe('2026-05-01T10:00:00.000Z');
    const stored = localStorage.getItem(ORDERS_STORAGE_KEY) ?? '';
    expect(stored).not.toContain(ORDER_INFO.contact);
    expect(stored).not.toContain(ORDER_INFO.streetAddress);
  });

  it('drops corrupt storage, entries that do not read back whole, and the old browser-only orders', async () => {
    const good = guest('NX-G00D0001');
    await rehydrateFrom(
      JSON.stringify({
        state: {
          orders: [good, { ...good, orderNumber: 'NX-BAD' }, { ...good, placedAt: 'yesterday', orderNumber: 'NX-BAD00002' }, { orderNumber: 'NX-BAD00003' }, good, null, 'NX-BAD00004'],
        },
        version: ORDERS_STORAGE_VERSION,
      }),
    );
    expect(useOrdersStore.getState().orders).toEqual([good]);

    // Version 1 kept whole orders that the server never saw; there is nothing to read them back from.
    await rehydrateFrom(JSON.stringify({ state: { orders: [{ ...good, amount: 100 }] }, version: 1 }));
    expect(useOrdersStore.getState().orders).toEqual([]);

    await rehydrateFrom('{not json');
    expect(useOrdersStore.getState().orders).toEqual([]);
    expect(localStorage.getItem(ORDERS_STORAGE_KEY)).not.toBe('{not json');
  });

  it('keeps at most the newest orders', () => {
    let newest = '';
    for (let index = 0; index < MAX_STORED_ORDERS + 5; index += 1) {
      newest = `NX-${String(index).padStart(8, '0')}`;
      useOrdersStore.getState().remember(guest(newest, new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString()));
    }
    expect(useOrdersStore.getState().orders).toHaveLength(MAX_STORED_ORDERS);
    expect(useOrdersStore.getState().orders[0]?.orderNumber).toBe(newest);
    expect(sanitiseOrders('orders')).toEqual([]);
  });
});

describe('My Orders page', () => {
  beforeEach(resetCheckoutStores);
  afterEach(() => vi.restoreAllMocks());

  it('has an empty state that leads back to the shop', async () => {
    serveOrders([]);
    const screen = await render(<OrdersPage />, { wrapper: MemoryRouter });
    await expect.element(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    await expect.element(screen.getByRole('heading', { name: 'You have no orders yet' })).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/');
  });

  it("lists this browser's guest orders as the server has them: number, status, date, lines and total", async () => {
    const first = serverOrder('NX-F1RST001', new Date('2026-05-01T10:00:00Z'), [
      { id: 1, quantity: 2 },
      { id: 40, quantity: 1, team: true },
    ]);
    const second = serverOrder('NX-SEC0ND01', new Date('2026-05-02T10:00:00Z'));
    const lookups = serveOrders([first, second]);
    useOrdersStore.getState().remember(guest(first.orderNumber, first.placedAt));
    useOrdersStore.getState().remember(guest(second.orderNumber, second.placedAt));
    // An order the server does not know (or no longer shows to this email) is left out, not an error.
    useOrdersStore.getState().remember(guest('NX-GHASTLY1'));
    const { screen } = await renderApp('/orders');

    const orders = screen.getByRole('list', { name: 'Your orders' }).getByRole('article');
    await expect.element(orders).toHaveLength(2);
    await expect.element(orders.first()).toHaveAccessibleName('Order NX-SEC0ND01');
    const older = screen.getByRole('article', { name: 'Order NX-F1RST001' });
    await expect.element(older.getByRole('list', { name: 'Items in order NX-F1RST001' }).getByRole('listitem')).toHaveLength(2);
    await expect.element(older.getByText('Team price')).toBeVisible();
    await expect.element(older.getByText('Paid', { exact: true })).toBeVisible();
    await expect.element(older.getByText(/^Placed /)).toHaveTextContent('2026');
    await expect.element(older.getByRole('definition').last()).toHaveTextContent(formatRand(first.amount));
    await expect.element(older.getByRole('link', { name: 'Order NX-F1RST001' })).toHaveAttribute('href', '/orders/NX-F1RST001');
    expect(lookups).toContain(`/api/orders/NX-F1RST001?email=${encodeURIComponent(ORDER_INFO.email)}`);
  });

  it('says so when the server cannot be reached, and tries again', async () => {
    serveOrders([], true);
    useOrdersStore.getState().remember(guest('NX-AAAAAAA1'));
    const { screen } = await renderApp('/orders');
    await expect.element(screen.getByRole('alert')).toHaveTextContent('The store cannot show orders right now.');
    vi.restoreAllMocks();
    serveOrders([serverOrder('NX-AAAAAAA1', new Date())]);
    await screen.getByRole('button', { name: 'Try again' }).click();
    await expect.element(screen.getByRole('article', { name: 'Order NX-AAAAAAA1' })).toBeVisible();
  });
});

describe('order page', () => {
  beforeEach(resetCheckoutStores);
  afterEach(() => vi.restoreAllMocks());

  it('shows a guest order from the server: status, lines, totals, delivery and the expected date', async () => {
    const order = serverOrder('NX-AAAAAAA1', new Date());
    serveOrders([order]);
    useOrdersStore.getState().remember(guest(order.orderNumber, order.placedAt));
    const { screen } = await renderApp('/orders/NX-AAAAAAA1');
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Order NX-AAAAAAA1 placed');
    await expect.element(screen.getByText('Paid', { exact: true })).toBeVisible();
    const deliverTo = screen.getByRole('region', { name: 'Delivering to' }).element().querySelector('address');
    expect(deliverTo?.innerText.split('\n')).toEqual(['Thandi Nkosi', '12 Jan Smuts Avenue', 'Rosebank', 'Johannesburg 2196', 'Gauteng', 'South Africa']);
    await expect.element(screen.getByRole('region', { name: 'Order summary' })).toHaveTextContent(formatRand(order.totals.total));
    await expect.element(screen.getByText(/Expected delivery:/)).toBeVisible();
    // Only checkout's landing says the payment just went through.
    expect(screen.getByText('Payment successful! Thank you for your purchase.').query()).toBeNull();
  });

  it('shows an order placed before the form asked for a suburb and province, without empty lines', async () => {
    const order = serverOrder('NX-AAAAAAA2', new Date());
    const older = { ...order, deliverTo: { ...order.deliverTo, suburb: null, province: null } };
    serveOrders([older]);
    useOrdersStore.getState().remember(guest(order.orderNumber, order.placedAt));
    const { screen } = await renderApp('/orders/NX-AAAAAAA2');
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Order NX-AAAAAAA2 placed');
    const deliverTo = screen.getByRole('region', { name: 'Delivering to' }).element().querySelector('address');
    expect(deliverTo?.innerText.split('\n')).toEqual(['Thandi Nkosi', '12 Jan Smuts Avenue', 'Johannesburg 2196', 'South Africa']);
  });

  it('reads an order awaiting payment again until it settles (a bank check, a webhook on its way)', async () => {
    const paid = serverOrder('NX-AAAAAAA1', new Date());
    const pending = { ...paid, status: 'pending' as const, paidAt: null };
    const answers = [pending, pending, paid];
    const original = globalThis.fetch.bind(globalThis);
    let calls = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes('/api/orders/')) return original(input, init);
      calls += 1;
      return json(200, answers[Math.min(calls, answers.length) - 1]);
    });
    useOrdersStore.getState().remember(guest(paid.orderNumber, paid.placedAt));
    const { screen } = await renderApp('/orders/NX-AAAAAAA1');
    await expect.element(screen.getByText('Awaiting payment')).toBeVisible();
    await expect.element(screen.getByText('Paid', { exact: true }), { timeout: 10_000 }).toBeVisible();
    expect(calls).toBe(3);
    // Settled: no more reading.
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(calls).toBe(3);
  });

  it.each(['NX-NOTHERE', 'NX-AAAAAAA9', 'nonsense', 'NX-ILOU0000'])('answers %s with "Order not found"', async (number) => {
    serveOrders([serverOrder('NX-AAAAAAA1', new Date())]);
    const { screen } = await renderApp(`/orders/${number}`);
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'View my orders' })).toHaveAttribute('href', '/orders');
  });

  it('asks the server nothing for a number that is neither this browser\'s nor a signed-in account\'s', async () => {
    const lookups = serveOrders([serverOrder('NX-AAAAAAA1', new Date())]);
    const { screen } = await renderApp('/orders/NX-AAAAAAA1');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
    expect(lookups).toEqual([]);
  });
});
