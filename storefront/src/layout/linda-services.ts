import { PRODUCTS } from '../../core/catalogue/products';
import type { Order } from '../../core/contract/api';
import { ORDER_STATE_LABELS } from '../../core/domain/order-lifecycle';
import { formatRand } from '../../core/domain/money';
import type { ApiResult } from '../api/api-client';
import type { LindaServices, OrderLookup } from './linda-script';

/** What Linda says an order's status is: the state, and the parcel's carrier and tracking number once shipped. */
export function describeOrderStatus(order: Order): string {
  const words = [ORDER_STATE_LABELS[order.status]];
  const shipment = order.events.findLast((event) => event.to === 'shipped' && event.trackingNumber);
  if (shipment && ['shipped', 'delivered'].includes(order.status)) words.push(`with ${shipment.carrier}, tracking number ${shipment.trackingNumber}`);
  if (order.refunded > 0) words.push(`${formatRand(order.refunded)} refunded`);
  return words.join(', ');
}

/**
 * Asks the server about an order the way the order page does (the signed-in account's token, or the
 * email of a guest order placed in this browser). Never rejects: a failure reads as 'unavailable' and
 * Linda points the shopper to My Orders. The orders client loads when first asked.
 */
export function createOrderLookup(
  fetchOrder: (orderNumber: string) => Promise<ApiResult<Order>> = (orderNumber) =>
    import('../api/orders-api').then((orders) => orders.fetchOrder(orderNumber)),
): (orderNumber: string) => Promise<OrderLookup> {
  return async (orderNumber) => {
    try {
      const result = await fetchOrder(orderNumber);
      if (result.ok) return { kind: 'found', orderNumber, status: describeOrderStatus(result.data) };
      // Not this shopper's (401 without an account or guest email here) reads like an unknown number.
      if (result.status === 404 || result.status === 401) return { kind: 'not-found', orderNumber };
      return { kind: 'unavailable', orderNumber };
    } catch {
      return { kind: 'unavailable', orderNumber };
    }
  };
}

/** What Linda uses in the shop: the server for orders, and the search, loaded when first asked. */
export const LINDA_SERVICES: LindaServices = {
  lookupOrder: createOrderLookup(),
  findProducts: (query) => import('../../core/domain/search').then(({ searchProducts }) => searchProducts(PRODUCTS, query)),
};
