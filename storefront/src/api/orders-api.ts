import { accountSchema, API, ORDER_EMAIL_PARAM, orderSchema, ordersListSchema, type Account, type Order } from '../../core/contract/api';
import { guestOrder, useOrdersStore } from '../stores/orders-store';
import { authorizationHeader } from '../stores/session-store';
import { getJson, postJson, type ApiResult } from './api-client';

/** The order pages' reads: the signed-in account by its token, guest orders by number and email. */

/** One order: the account's (token), or a guest order this browser placed (its email). */
export async function fetchOrder(orderNumber: string, signal?: AbortSignal): Promise<ApiResult<Order>> {
  const headers = await authorizationHeader();
  const guest = guestOrder(orderNumber);
  // Neither signed in nor placed in this browser: the server would refuse (401), so nothing is asked.
  if (!headers.Authorization && !guest) return { ok: false, status: 401, message: 'Sign in to see this order.' };
  const query = guest ? `?${new URLSearchParams({ [ORDER_EMAIL_PARAM]: guest.email }).toString()}` : '';
  return getJson(`${API.order(orderNumber)}${query}`, orderSchema, { headers, signal });
}

/**
 * Every order this shopper may see here, newest first: the signed-in account's, and the guest orders
 * placed in this browser (each read from the server; one the server no longer knows is left out).
 */
export async function fetchMyOrders(signal?: AbortSignal): Promise<ApiResult<Order[]>> {
  const headers = await authorizationHeader();
  const orders: Order[] = [];
  if (headers.Authorization) {
    const account = await getJson(API.orders, ordersListSchema, { headers, signal });
    if (!account.ok) return account;
    orders.push(...account.data.orders);
  }
  const guests = useOrdersStore.getState().orders.filter((guest) => !orders.some((order) => order.orderNumber === guest.orderNumber));
  const results = await Promise.all(guests.map((guest) => fetchOrder(guest.orderNumber, signal)));
  const unreachable = results.find((result) => !result.ok && result.status !== 404);
  if (unreachable && !unreachable.ok) return unreachable;
  for (const result of results) if (result.ok) orders.push(result.data);
  orders.sort((a, b) => Date.parse(b.placedAt) - Date.parse(a.placedAt));
  return { ok: true, data: orders };
}

/** The signed-in account as the server knows it (to fill the checkout form); null for a guest. */
export async function fetchAccount(signal?: AbortSignal): Promise<Account | null> {
  const headers = await authorizationHeader();
  if (!headers.Authorization) return null;
  const result = await getJson(API.account, accountSchema, { headers, signal });
  return result.ok ? result.data : null;
}

/** The shopper's own moves: the owner's token, or a guest order's email as on GET. */
async function shopperMove(url: (orderNumber: string) => string, orderNumber: string, payload: unknown): Promise<ApiResult<Order>> {
  const headers = await authorizationHeader();
  const guest = guestOrder(orderNumber);
  const query = guest && !headers.Authorization ? `?${new URLSearchParams({ [ORDER_EMAIL_PARAM]: guest.email }).toString()}` : '';
  return postJson(`${url(orderNumber)}${query}`, payload, orderSchema, { headers });
}

/** Cancels a paid order that is not packed yet; the server refunds it at once. */
export function cancelOrder(orderNumber: string): Promise<ApiResult<Order>> {
  return shopperMove(API.cancelOrder, orderNumber, {});
}

/** Asks to return a delivered order, within the return period, with a reason. */
export function requestReturn(orderNumber: string, reason: string): Promise<ApiResult<Order>> {
  return shopperMove(API.returnOrder, orderNumber, { reason });
}
