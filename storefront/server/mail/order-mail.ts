import { asc, eq } from 'drizzle-orm';
import { expectedDeliveryDate } from '../../core/domain/delivery';
import type { MailMessage, MailOrder } from '../../mail/messages';
import type { Database } from '../db';
import { orderLines, orders } from '../db/schema';
import { deliverToOf } from '../orders/order-row';
import { queueMail } from './outbox';

/** A transaction (or the database): these run inside the transaction that moves the order. */
export type OrderMailExecutor = Pick<Database, 'insert' | 'select' | 'execute'>;

type OrderRow = typeof orders.$inferSelect;

async function orderRow(tx: OrderMailExecutor, orderNumber: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return row;
}

async function mailOrder(tx: OrderMailExecutor, row: OrderRow): Promise<MailOrder> {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, row.id)).orderBy(asc(orderLines.position));
  return {
    orderNumber: row.orderNumber,
    name: row.name,
    placedAt: row.placedAt.toISOString(),
    lines: lines.map((line) => ({ name: line.name, quantity: line.quantity, unitPrice: line.unitPrice, team: line.team })),
    totals: { subtotal: row.subtotal, discount: row.discount, shipping: row.shipping, vat: row.vat, total: row.total, vatMode: row.vatMode },
    couponCode: row.couponCode,
    deliverTo: deliverToOf(row),
  };
}

/**
 * Queues the order confirmation, in the transaction that marks the order paid (the payment API and
 * the Stripe webhook both settle through the order store). Paid once, mailed once.
 */
export async function queueOrderConfirmation(tx: OrderMailExecutor, orderNumber: string): Promise<boolean> {
  const row = await orderRow(tx, orderNumber);
  if (!row) return false;
  const order = await mailOrder(tx, row);
  // The same delivery date the order page shows, counted from the payment.
  const expectedDelivery = expectedDeliveryDate(row.paidAt ?? row.placedAt);
  return queueMail(tx, { kind: 'order-confirmation', to: row.email, order, expectedDelivery });
}

/**
 * A move of an order that the shopper hears about (docs/decisions.md, order states). `id` is the
 * move's event id, so that a move mailed twice (a replayed event) is one mail and two partial refunds
 * are two. The states are the ones the order's move function uses.
 */
export type OrderMailEvent = {
  id: string | number;
  orderNumber: string;
} & (
  | { to: 'shipped'; carrier: string; trackingNumber: string; trackingUrl?: string | null }
  | { to: 'delivered' }
  /** Cancelled, refunded in full: `refunded` is the cents given back. */
  | { to: 'cancelled'; refunded: number }
  /** A partial (or full) refund of a paid order that stays where it is. */
  | { to: 'refunded'; refunded: number }
  | { to: 'return_requested' }
  /** The return arrived and was refunded. */
  | { to: 'returned'; refunded: number }
  /** Staff refused the return; `message` says why. */
  | { to: 'return_refused'; message: string }
);

/**
 * Queues the mail for an order's move, in the move's transaction: r3-desk's move function calls this
 * once per event, after it wrote the event and changed the order. Moves that mail nobody (packed)
 * are not part of the type; an unknown order queues nothing (false).
 */
export async function mailForOrderEvent(tx: OrderMailExecutor, event: OrderMailEvent): Promise<boolean> {
  const row = await orderRow(tx, event.orderNumber);
  if (!row) return false;
  const message = messageFor(event, { to: row.email, orderNumber: row.orderNumber, name: row.name });
  return queueMail(tx, message, `${message.kind}:${row.orderNumber}:${event.id}`);
}

/** The mail one move sends, to the order's shopper (`base`). */
function messageFor(event: OrderMailEvent, base: { to: string; orderNumber: string; name: string }): MailMessage {
  switch (event.to) {
    case 'shipped':
      return { kind: 'order-shipped', ...base, carrier: event.carrier, trackingNumber: event.trackingNumber, trackingUrl: event.trackingUrl ?? null };
    case 'delivered':
      return { kind: 'order-delivered', ...base };
    case 'cancelled':
      return { kind: 'order-cancelled', ...base, refunded: event.refunded };
    case 'refunded':
      return { kind: 'order-refunded', ...base, refunded: event.refunded };
    case 'return_requested':
      return { kind: 'return-requested', ...base };
    case 'returned':
      return { kind: 'return-accepted', ...base, refunded: event.refunded };
    case 'return_refused':
      return { kind: 'return-refused', ...base, message: event.message };
  }
}
