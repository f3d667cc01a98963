import { orderNumberSchema } from '../../core/contract/api';
import { z } from '../../core/domain/schema';
import { createPersistedStore } from './persisted-store';
import { isRecord, storedEntries } from './safe-storage';

/**
 * Orders placed in this browser by a guest (signed out). The server keeps every order; a guest has
 * no account to list them by, so this browser remembers each order's number and the email address it
 * was placed with, which is what the server asks before it shows a guest order. A signed-in shopper's
 * orders are never kept here: they come from the server, per account.
 */

export const ORDERS_STORAGE_KEY = 'nexus.orders';
/** 1 kept whole orders in the browser (round 1); they were never on the server and are dropped. */
export const ORDERS_STORAGE_VERSION = 2;
/** Enough history for a shopper; a bound keeps storage small. */
export const MAX_STORED_ORDERS = 100;

export const guestOrderSchema = z.object({
  orderNumber: orderNumberSchema,
  email: z.string().min(3).max(254),
  /** ISO 8601: when it was placed, to list the newest first. */
  placedAt: z.iso.datetime({ offset: true }),
});

export type GuestOrder = z.infer<typeof guestOrderSchema>;

interface OrdersState {
  /** Newest first. */
  orders: GuestOrder[];
  /** Remembers a guest order; an order number already remembered adds nothing. */
  remember: (order: GuestOrder) => void;
  reset: () => void;
}

/** Entries that read back whole, each once, newest first; anything else in storage is dropped. */
export function sanitiseOrders(value: unknown): GuestOrder[] {
  const orders = storedEntries(
    value,
    (entry) => {
      const parsed = guestOrderSchema.safeParse(entry);
      return parsed.success ? parsed.data : null;
    },
    (order) => order.orderNumber,
  );
  return orders.sort((a, b) => Date.parse(b.placedAt) - Date.parse(a.placedAt)).slice(0, MAX_STORED_ORDERS);
}

// Another tab that remembers an order rewrites the key; the store follows it (createPersistedStore),
// so this tab does not write its older list back over that order.
export const useOrdersStore = createPersistedStore<OrdersState>(
  {
    name: ORDERS_STORAGE_KEY,
    version: ORDERS_STORAGE_VERSION,
    storage: 'local',
    partialize: (state) => ({ orders: state.orders }),
    sanitise: (stored, version) => ({
      orders: isRecord(stored) && version === ORDERS_STORAGE_VERSION ? sanitiseOrders(stored.orders) : [],
    }),
  },
  (set, get) => ({
    orders: [],
    remember: (order) => {
      if (get().orders.some((known) => known.orderNumber === order.orderNumber)) return;
      set((state) => ({ orders: sanitiseOrders([order, ...state.orders]) }));
    },
    reset: () => set({ orders: [] }),
  }),
);

/** The guest order remembered for `orderNumber`, if this browser placed it signed out. */
export function guestOrder(orderNumber: string): GuestOrder | undefined {
  return useOrdersStore.getState().orders.find((order) => order.orderNumber === orderNumber);
}
