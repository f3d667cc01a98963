import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { formatRand } from '../../storefront/src/domain/money';
import type { PaymentRequest } from '../../storefront/src/contract/api';
import OrdersPage from '../../storefront/src/pages/orders-page';
import {
  MAX_STORED_ORDERS,
  ORDERS_STORAGE_KEY,
  ORDERS_STORAGE_VERSION,
  sanitiseOrders,
  useOrdersStore,
} from '../../storefront/src/stores/orders-store';
import { ORDER_INFO, receiptFor, resetCheckoutStores } from './checkout-payment-api';
import { renderApp } from './test-utils';

function receipt(orderNumber: string, items: PaymentRequest['items'] = [{ id: 1, quantity: 1 }]) {
  return receiptFor({ items, paymentMethodId: 'pm_card_visa', idempotencyKey: `key-${orderNumber}` }, orderNumber);
}

async function rehydrateFrom(raw: string) {
  localStorage.setItem(ORDERS_STORAGE_KEY, raw);
  await useOrdersStore.persist.rehydrate();
}

describe('orders store', () => {
  beforeEach(resetCheckoutStores);

  it('records paid orders newest first, once per order number, without the email or phone', () => {
    const store = useOrdersStore.getState();
    store.record(receipt('NX-AAAAAAA1'), ORDER_INFO, new Date('2026-05-01T10:00:00Z'));
    store.record(receipt('NX-AAAAAAA2'), null, new Date('2026-05-02T10:00:00Z'));
    store.record(receipt('NX-AAAAAAA1'), ORDER_INFO, new Date('2026-05-03T10:00:00Z'));
    const { orders } = useOrdersStore.getState();
    expect(orders.map((order) => order.orderNumber)).toEqual(['NX-AAAAAAA2', 'NX-AAAAAAA1']);
    expect(orders[1]?.placedAt).toBe('2026-05-01T10:00:00.000Z');
    expect(localStorage.getItem(ORDERS_STORAGE_KEY)).not.toContain(ORDER_INFO.email);
    expect(localStorage.getItem(ORDERS_STORAGE_KEY)).not.toContain(ORDER_INFO.contact);
  });

  it('drops corrupt storage and every entry that does not read back whole', async () => {
    const good = useOrdersStore.getState().record(receipt('NX-GOOD0001'), ORDER_INFO, new Date('2026-05-01T10:00:00Z'));
    await rehydrateFrom(
      JSON.stringify({
        state: {
          orders: [
            good,
            { ...good, orderNumber: 'NX-BAD00001', amount: '250' },
            { ...good, orderNumber: 'NX-BAD00002', placedAt: 'yesterday' },
            { ...good, orderNumber: 'NX-BAD00003', lines: [] },
            good,
            null,
            'NX-BAD00004',
          ],
        },
        version: ORDERS_STORAGE_VERSION,
      }),
    );
    expect(useOrdersStore.getState().orders).toEqual([good]);

    await rehydrateFrom('{not json');
    expect(useOrdersStore.getState().orders).toEqual([]);
    expect(localStorage.getItem(ORDERS_STORAGE_KEY)).not.toBe('{not json');
  });

  it('keeps at most the newest orders', () => {
    let newest = '';
    for (let index = 0; index < MAX_STORED_ORDERS + 5; index += 1) {
      newest = `NX-${String(index).padStart(8, '0')}`;
      useOrdersStore.getState().record(receipt(newest), null, new Date(Date.UTC(2026, 0, 1, 0, index)));
    }
    expect(useOrdersStore.getState().orders).toHaveLength(MAX_STORED_ORDERS);
    expect(useOrdersStore.getState().orders[0]?.orderNumber).toBe(newest);
    expect(sanitiseOrders('orders')).toEqual([]);
  });
});

describe('My Orders page', () => {
  beforeEach(resetCheckoutStores);

  it('has an empty state that leads back to the shop', async () => {
    const screen = await render(<OrdersPage />, { wrapper: MemoryRouter });
    await expect.element(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    await expect.element(screen.getByRole('heading', { name: 'You have no orders yet' })).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/');
  });

  it('lists each order with its number, date, lines and total', async () => {
    const first = useOrdersStore
      .getState()
      .record(receipt('NX-FIRST001', [{ id: 1, quantity: 2 }, { id: 40, quantity: 1, team: true }]), ORDER_INFO, new Date('2026-05-01T10:00:00Z'));
    useOrdersStore.getState().record(receipt('NX-SECOND01'), ORDER_INFO, new Date('2026-05-02T10:00:00Z'));
    const { screen } = await renderApp('/orders');

    const orders = screen.getByRole('list', { name: 'Your orders' }).getByRole('article');
    await expect.element(orders).toHaveLength(2);
    await expect.element(orders.first()).toHaveAccessibleName('Order NX-SECOND01');
    const older = screen.getByRole('article', { name: 'Order NX-FIRST001' });
    await expect.element(older.getByRole('list', { name: 'Items in order NX-FIRST001' }).getByRole('listitem')).toHaveLength(2);
    await expect.element(older.getByText('Team price')).toBeVisible();
    await expect.element(older.getByText(/^Placed /)).toHaveTextContent('2026');
    await expect.element(older.getByRole('definition').last()).toHaveTextContent(formatRand(first.amount));
  });
});
