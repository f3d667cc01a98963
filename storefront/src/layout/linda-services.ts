import { PRODUCTS } from '../../core/catalogue/products';
import type { LindaServices, OrderLookup } from './linda-script';

/**
 * Asks the server about an order (`GET /api/orders/:number`). Never rejects: a network failure, or a
 * server without the orders API, reads as 'unavailable' and Linda points the shopper to My Orders.
 */
export function createOrderLookup(fetchFn: typeof fetch = (...args) => fetch(...args)): (orderNumber: string) => Promise<OrderLookup> {
  return async (orderNumber) => {
    try {
      const response = await fetchFn(`/api/orders/${encodeURIComponent(orderNumber)}`, { headers: { accept: 'application/json' } });
      if (response.status === 404) return { kind: 'not-found', orderNumber };
      if (!response.ok) return { kind: 'unavailable', orderNumber };
      const body: unknown = await response.json();
      const status = typeof body === 'object' && body !== null && 'status' in body ? body.status : undefined;
      return typeof status === 'string' && status.trim() !== ''
        ? { kind: 'found', orderNumber, status: status.trim() }
        : { kind: 'unavailable', orderNumber };
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
