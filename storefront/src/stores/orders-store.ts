import { z } from '../domain/schema';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { afterHydration, isHydrating } from '../app/hydration';
import { orderLineSchema, totalsSchema, type PaymentReceipt } from '../contract/api';
import type { OrderInfo } from '../domain/order-info';
import { MAX_ORDER_LINES } from '../domain/pricing';
import { isRecord, safeLocalStorage } from './safe-storage';

/**
 * Orders paid in this browser, for /orders. There is no account-wide order history (the server keeps
 * no orders), so this is the shopper's own record: kept in localStorage, newest first.
 */

export const ORDERS_STORAGE_KEY = 'nexus.orders';
export const ORDERS_STORAGE_VERSION = 1;
/** Enough history for a shopper; a bound keeps storage small. */
export const MAX_STORED_ORDERS = 100;

const deliverToSchema = z.object({
  name: z.string().max(200),
  streetAddress: z.string().max(200),
  city: z.string().max(200),
  postalCode: z.string().max(20),
  country: z.string().max(200),
});

export const orderSchema = z.object({
  orderNumber: z.string().min(1).max(64),
  paymentIntentId: z.string().max(255),
  /** ISO 8601 time the payment succeeded. */
  placedAt: z.iso.datetime({ offset: true }),
  currency: z.literal('zar'),
  /** Cents charged. */
  amount: z.int().nonnegative(),
  totals: totalsSchema,
  lines: z.array(orderLineSchema).min(1).max(MAX_ORDER_LINES),
  /** Where the order goes; the email address and phone number are not kept. */
  deliverTo: deliverToSchema.nullable(),
});

export type Order = z.infer<typeof orderSchema>;

interface OrdersState {
  /** Newest first. */
  orders: Order[];
  /**
   * Records a paid order. A receipt whose order number is already recorded (the same attempt
   * answered twice) replaces nothing and adds nothing.
   */
  record: (receipt: PaymentReceipt, orderInfo: OrderInfo | null, placedAt?: Date) => Order;
  reset: () => void;
}

/** Orders that read back whole, each once, newest first; anything else in storage is dropped. */
export function sanitiseOrders(value: unknown): Order[] {
  if (!Array.isArray(value)) return [];
  const orders: Order[] = [];
  for (const entry of value as unknown[]) {
    const parsed = orderSchema.safeParse(entry);
    if (!parsed.success || orders.some((order) => order.orderNumber === parsed.data.orderNumber)) continue;
    orders.push(parsed.data);
  }
  return orders.sort((a, b) => Date.parse(b.placedAt) - Date.parse(a.placedAt)).slice(0, MAX_STORED_ORDERS);
}

function ordersFrom(persisted: unknown): Order[] {
  return isRecord(persisted) ? sanitiseOrders(persisted.orders) : [];
}

function orderOf(receipt: PaymentReceipt, info: OrderInfo | null, placedAt: Date): Order {
  return {
    orderNumber: receipt.orderNumber,
    paymentIntentId: receipt.paymentIntentId,
    placedAt: placedAt.toISOString(),
    currency: receipt.currency,
    amount: receipt.amount,
    totals: receipt.totals,
    lines: receipt.lines,
    deliverTo: info
      ? {
          name: info.name,
          streetAddress: info.streetAddress,
          city: info.city,
          postalCode: info.postalCode,
          country: info.country,
        }
      : null,
  };
}

export const useOrdersStore = create<OrdersState>()(
  persist(
    (set, get) => ({
      orders: [],
      record: (receipt, orderInfo, placedAt = new Date()) => {
        const existing = get().orders.find((order) => order.orderNumber === receipt.orderNumber);
        if (existing) return existing;
        const order = orderOf(receipt, orderInfo, placedAt);
        set((state) => ({ orders: [order, ...state.orders].slice(0, MAX_STORED_ORDERS) }));
        return order;
      },
      reset: () => set({ orders: [] }),
    }),
    {
      name: ORDERS_STORAGE_KEY,
      version: ORDERS_STORAGE_VERSION,
      storage: createJSONStorage(() => safeLocalStorage),
      partialize: (state) => ({ orders: state.orders }),
      migrate: (persisted) => ({ orders: ordersFrom(persisted) }),
      merge: (persisted, current) => ({ ...current, orders: ordersFrom(persisted) }),
      skipHydration: isHydrating(),
    },
  ),
);

afterHydration(() => void useOrdersStore.persist.rehydrate());

// Another tab that records an order rewrites the key; re-reading it keeps this tab from writing
// its older list back over that order.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === ORDERS_STORAGE_KEY || event.key === null) void useOrdersStore.persist.rehydrate();
  });
}
