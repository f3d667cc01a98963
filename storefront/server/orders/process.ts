import { and, asc, eq, sql } from 'drizzle-orm';
import {
  checkMove,
  deliveredAt,
  type MoveCheck,
  type OrderAction,
  type OrderActor,
  type OrderState,
} from '../../core/domain/order-lifecycle';
import { giveBackCoupon, redeemCoupon } from '../coupons/store';
import type { Database } from '../db';
import { vatIncludedIn } from '../../core/domain/pricing';
import { creditNotes, orderEvents, orders } from '../db/schema';
import { mailForOrderEvent, queueOrderConfirmation } from '../mail/order-mail';
import { mailOf } from './move-mail';
import { releaseStock, restockReturn, sellStock } from '../stock/moves';
import { freeTeamPurchase } from '../teams/store';
import { oweRefund } from './refunds';

/**
 * The order process, in one place (as Vendure declares its order process): every move of an order,
 * the system's (pay, fail, expire) as much as staff's and shoppers', goes through `transition`,
 * which judges it by `ORDER_MOVES` (core/domain/order-lifecycle.ts), moves the order with a
 * conditional UPDATE, writes its event, and runs the move's effects, listed below in `ORDER_EFFECTS`,
 * in the same transaction: a move and everything that follows from it commit together or not at all.
 */

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type OrderRow = typeof orders.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

/** Who asks: a merchant or shopper account, or the system (payment, webhook, jobs). */
export interface MoveActor {
  kind: OrderActor;
  uid: string | null;
  email: string | null;
}

export const SYSTEM_ACTOR: MoveActor = { kind: 'system', uid: null, email: null };

/** What a move carries besides who and when. */
export interface MoveDetails {
  /** Staff's internal note (or the system's failure code): never shown to the shopper. */
  note?: string | null | undefined;
  /** Words for the shopper: a return's reason, why a return was refused. */
  message?: string | null | undefined;
  carrier?: string | null | undefined;
  trackingNumber?: string | null | undefined;
  /** Cents, for a partial refund. */
  amount?: number | undefined;
  /** The gateway's reference the move is about (the PaymentIntent for the payment's moves). */
  gatewayReference?: string | null | undefined;
}

/** What one effect is told of the move it follows. */
export interface MovedOrder {
  order: OrderRow;
  event: OrderEventRow;
  actor: MoveActor;
  /** Cents the move owes the shopper (a refund record was written for them). */
  refund: number;
}

/** Something that follows a move, inside its transaction (throwing rolls the move back). */
export type OrderEffect = (tx: Transaction, moved: MovedOrder) => Promise<void>;

const stockActor = (moved: MovedOrder) => moved.actor.uid ?? 'system';

/** What an order that will not be sent gives back: its coupon, its team place, its held units. */
function giveBackHoldings(reason: string): OrderEffect {
  return async (tx, { order, ...moved }) => {
    await giveBackCoupon(tx, order.id);
    await freeTeamPurchase(tx, order.id);
    await releaseStock(tx, order.id, reason, stockActor({ order, ...moved }));
  };
}

/** The shopper hears of the move: one outbox row per event, queued in the move's transaction. */
const mailShopper: OrderEffect = async (tx, { order, event }) => {
  const mail = mailOf(order, event, event.amount ?? 0);
  if (mail) await mailForOrderEvent(tx, mail);
};

/**
 * A move that gives money back owes a refund: a record, written here with the move, that a job
 * carries out until the gateway confirms. The shopper's mail waits for that confirmation
 * (`refundSucceeded` in refunds.ts); with nothing left to give back it goes at once.
 */
const oweAndMailWhenRefunded: OrderEffect = async (tx, moved) => {
  if (moved.refund > 0) {
    const refundId = await oweRefund(tx, { orderId: moved.order.id, eventId: moved.event.id, paymentReference: moved.order.paymentReference, amount: moved.refund, reason: `Order ${moved.order.orderNumber}: ${moved.event.action} by ${moved.actor.kind}` });
    // The paid order has a tax invoice: what it gives back is credited, with the VAT in it reversed.
    if (moved.order.paidAt) await tx.insert(creditNotes).values({ orderId: moved.order.id, refundId, amount: moved.refund, vat: vatIncludedIn(moved.refund) });
  } else await mailShopper(tx, moved);
};

/**
 * Every move's effects, in the order they run. On hand means on the shelf: a paid order keeps holding
 * its units until they are shipped (they leave on hand then), so a merchant's count is always safe and
 * a cancellation before shipping only releases the hold.
 */
export const ORDER_EFFECTS: Record<OrderAction, readonly OrderEffect[]> = {
  pay: [
    async (tx, { order }) => redeemCoupon(tx, order.id),
    // Paid once, mailed once: the confirmation is queued with the payment.
    async (tx, { order }) => void (await queueOrderConfirmation(tx, order.orderNumber)),
  ],
  fail: [giveBackHoldings('payment failed')],
  expire: [giveBackHoldings('order expired')],
  pack: [],
  ship: [async (tx, moved) => void (await sellStock(tx, moved.order.id, stockActor(moved))), mailShopper],
  deliver: [mailShopper],
  cancel: [giveBackHoldings('order cancelled before it was sent'), oweAndMailWhenRefunded],
  refund: [oweAndMailWhenRefunded],
  request_return: [mailShopper],
  accept_return: [async (tx, moved) => void (await restockReturn(tx, moved.order.id, stockActor(moved), 'returned units received')), oweAndMailWhenRefunded],
  reject_return: [mailShopper],
};

export interface TransitionRequest {
  /** The order, read under its row lock (`lockOrder`). */
  order: OrderRow;
  action: OrderAction;
  actor: MoveActor;
  details?: MoveDetails;
  /** Other columns the move sets (the payment's reference and time on `pay`). */
  set?: Partial<Pick<OrderRow, 'paymentReference' | 'failureCode' | 'failureMessage'>> & { paidAt?: ReturnType<typeof sql> };
  now?: Date;
}

export type TransitionResult =
  | { ok: true; from: OrderState; to: OrderState; event: OrderEventRow; refund: number }
  | Extract<MoveCheck, { ok: false }>;

/** Reads an order for a move, its row locked until the transaction ends: moves of one order queue. */
export async function lockOrder(tx: Transaction, where: ReturnType<typeof eq>): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(where).for('update');
  return order;
}

/**
 * The one transition of an order: judged by the table with the order's facts (when it was first
 * delivered, what was paid and refunded), then the conditional UPDATE, the event and the effects.
 */
export async function transition(tx: Transaction, request: TransitionRequest): Promise<TransitionResult> {
  const { order, action, actor } = request;
  const details = request.details ?? {};
  const from = order.status as OrderState;
  const events =
    action === 'request_return'
      ? await tx.select({ to: orderEvents.toStatus, from: orderEvents.fromStatus, at: orderEvents.at }).from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.id))
      : [];
  const check = checkMove(action, from, actor.kind, {
    deliveredAt: deliveredAt(events),
    now: request.now ?? new Date(),
    paid: order.paidAt ? order.total : 0,
    refunded: order.refunded,
    ...(details.amount === undefined ? {} : { amount: details.amount }),
    ...(details.carrier ? { carrier: details.carrier } : {}),
    ...(details.trackingNumber ? { trackingNumber: details.trackingNumber } : {}),
    ...(details.message ? { reason: details.message, message: details.message } : {}),
  });
  if (!check.ok) return check;

  const [moved] = await tx
    .update(orders)
    .set({ ...request.set, status: check.to, refunded: sql`${orders.refunded} + ${check.refund}`, updatedAt: sql`now()` })
    .where(and(eq(orders.id, order.id), eq(orders.status, from), sql`${orders.refunded} + ${check.refund} <= ${orders.total}`))
    .returning();
  // The row is locked, so this cannot happen; if it ever does, nothing of the move is kept.
  if (!moved) throw new Error(`Order ${order.orderNumber} changed under its lock.`);
  const [event] = await tx
    .insert(orderEvents)
    .values({
      orderId: order.id,
      action,
      fromStatus: from,
      toStatus: check.to,
      actor: actor.kind,
      actorUid: actor.uid,
      actorEmail: actor.email,
      note: details.note ?? null,
      message: details.message ?? null,
      carrier: action === 'ship' ? (details.carrier ?? null) : null,
      trackingNumber: action === 'ship' ? (details.trackingNumber ?? null) : null,
      amount: check.refund > 0 ? check.refund : null,
      gatewayReference: details.gatewayReference ?? null,
    })
    .returning();
  if (!event) throw new Error('The order event was not written.');
  const movedOrder: MovedOrder = { order: moved, event, actor, refund: check.refund };
  for (const effect of ORDER_EFFECTS[action]) await effect(tx, movedOrder);
  return { ok: true, from, to: check.to, event, refund: check.refund };
}
