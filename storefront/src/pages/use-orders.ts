import { fetchMyOrders, fetchOrder } from '../api/orders-api';
import type { Order } from '../../core/contract/api';
import { useServerData, type Loaded } from './use-server-data';

/** One order from the server, for its owner (account or this browser's guest order). */
export function useOrder(orderNumber: string | null) {
  const loaded = useServerData(orderNumber, (signal) => fetchOrder(orderNumber ?? '', signal));
  return loaded.state === 'loaded' ? { state: 'loaded' as const, order: loaded.value, refresh: loaded.refresh } : loaded;
}

/** The account's orders and this browser's guest orders, newest first. */
export function useMyOrders(): Loaded<Order[]> {
  return useServerData('mine', fetchMyOrders);
}
