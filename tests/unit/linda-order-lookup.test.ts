import { describe, expect, it } from 'vitest';
import type { Order } from '../../storefront/core/contract/api';
import { describeOrderStatus } from '../../storefront/core/domain/order-lifecycle';
import { createOrderLookup } from '../../storefront/src/layout/linda-services';

const shipped = {
  orderNumber: 'NX-ABCDEFGH',
  status: 'shipped',
  refunded: 0,
  events: [
    { at: '2026-11-25T10:00:00Z', action: 'pay', from: 'pending', to: 'paid', by: 'system', note: null, carrier: null, trackingNumber: null, trackingUrl: null, amount: null },
    { at: '2026-11-25T12:00:00Z', action: 'ship', from: 'packed', to: 'shipped', by: 'merchant', note: null, carrier: 'Aramex', trackingNumber: 'AX-1', trackingUrl: null, amount: null },
  ],
} as unknown as Order;

describe("Linda's order tracking", () => {
  it('reads the real status, with the carrier and tracking number once shipped', async () => {
    expect(describeOrderStatus(shipped)).toBe('Shipped, with Aramex, tracking number AX-1');
    const lookup = createOrderLookup(async () => ({ ok: true, data: describeOrderStatus(shipped) }));
    expect(await lookup('NX-ABCDEFGH')).toEqual({ kind: 'found', orderNumber: 'NX-ABCDEFGH', status: 'Shipped, with Aramex, tracking number AX-1' });
  });

  it('says a cancelled order was refunded', async () => {
    const cancelled = { ...shipped, status: 'cancelled', refunded: 249_900, events: [] } as unknown as Order;
    expect(describeOrderStatus(cancelled)).toBe('Cancelled, R 2 499 refunded');
  });

  it('treats someone else’s order like an unknown one, and a failure as unavailable', async () => {
    expect(await createOrderLookup(async () => ({ ok: false, status: 401, message: '' }))('NX-ABCDEFGH')).toMatchObject({ kind: 'not-found' });
    expect(await createOrderLookup(async () => ({ ok: false, status: 0, message: '' }))('NX-ABCDEFGH')).toMatchObject({ kind: 'unavailable' });
    expect(await createOrderLookup(() => Promise.reject(new Error('x')))('NX-ABCDEFGH')).toMatchObject({ kind: 'unavailable' });
  });
});
