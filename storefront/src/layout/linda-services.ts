import { PRODUCTS } from '../../core/catalogue/products';
import type { ApiResult } from '../api/api-client';
import type { LindaServices, OrderLookup } from './linda-script';

/**
 * Asks the server about an order the way the order page does (the signed-in account's token, or the
 * email of a guest order placed in this browser), in the words of `describeOrderStatus`. Never rejects: a failure reads as 'unavailable' and
 * Linda points the shopper to My Orders. The orders client loads when first asked.
 */
export function createOrderLookup(
  fetchStatus: (orderNumber: string) => Promise<ApiResult<string>> = (orderNumber) =>
    Promise.all([import('../api/orders-api'), import('../../core/domain/order-lifecycle')]).then(async ([orders, lifecycle]) => {
      const result = await orders.fetchOrder(orderNumber);
      return result.ok ? { ok: true, data: lifecycle.describeOrderStatus(result.data) } : result;
    }),
): (orderNumber: string) => Promise<OrderLookup> {
  return async (orderNumber) => {
    try {
      const result = await fetchStatus(orderNumber);
      if (result.ok) return { kind: 'found', orderNumber, status: result.data };
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
