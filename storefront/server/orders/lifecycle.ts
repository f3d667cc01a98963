import { and, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import {
  checkMove,
  trackingUrl,
  type OrderAction,
  type OrderActor,
  type OrderState,
} from '../../core/domain/order-lifecycle';
import { StoreUnavailableError, type Database } from '../db';
import { coupons, orderEvents, orders, teamMembers } from '../db/schema';
import { mailForOrderEvent, type OrderMailEvent } from '../mail/order-mail';
import { PaymentGatewayError, type PaymentGateway } from '../payments/gateway';
import { restockReturn } from '../stock/moves';

/**
 * Moving an order (issue 26). Every change of an order's state goes through `applyMove`, which makes
 * the conditional update and writes the event row in the caller's transaction, then runs the hooks
 * in that same transaction: the shopper's mail (an outbox row, `mailOf`) is queued there, and stock
 * comes back there (a cancel, a return), so a move and what follows from it commit together or not at all. The
 * payment's moves out of pending (pay, fail, expire) come through here from `settlePending`.
 * `moveOrder` is the one service the desk and the shopper's routes call: plain inputs, a result
 * union, no HTTP.
 */

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type OrderRow = typeof orders.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

/** Who asks: a merchant or shopper account, or the system (payment, webhook, jobs). */
export interface MoveActor {
  kind: OrderActor;
  uid: string | null;
  email: string | null;
}

export const SYSTEM_ACTOR: MoveActor = { kind: 'system', uid: null, email: null };

/** What an event carries besides who and when. */
export interface MoveDetails {
  note?: string | null;
  carrier?: string | null;
  trackingNumber?: string | null;
  amount?: number | null;
  gatewayReference?: string | null;
}

/**
 * Runs after a move is written, inside its transaction (throwing rolls the move back). Mail writes
 * its outbox row here; stock releases or sells here.
 */
export type OrderMoveHook = (tx: Transaction, moved: { order: OrderRow; event: OrderEventRow }) => Promise<void>;

export interface AppliedMove {
  /** The order's id, or a condition that finds it (`settlePending`'s: by number, by id). */
  orderId: number | SQL;
  action: OrderAction;
  from: OrderState;
  to: OrderState;
  actor: MoveActor;
  details?: MoveDetails;
  /** Cents this move gives back (added to `orders.refunded`). */
  refund?: number;
  /** Other columns the move sets (the payment's reference and time on `pay`). */
  set?: Partial<Pick<OrderRow, 'paymentReference' | 'failureCode' | 'failureMessage'>> & { paidAt?: ReturnType<typeof sql> };
}

/**
 * The one function that moves an order: `UPDATE … WHERE status = from` (and, for a refund, only
 * while the refunded total stays within what was paid), the event row, what the move gives back,
 * then the hooks. Null when the order was no longer in `from` (someone else moved it first).
 */
export async function applyMove(tx: Transaction, move: AppliedMove, hooks: readonly OrderMoveHook[] = []): Promise<OrderEventRow | null> {
  const refund = move.refund ?? 0;
  const [order] = await tx
    .update(orders)
    .set({
      ...move.set,
      status: move.to,
      refunded: sql`${orders.refunded} + ${refund}`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        typeof move.orderId === 'number' ? eq(orders.id, move.orderId) : move.orderId,
        eq(orders.status, move.from),
        sql`${orders.refunded} + ${refund} <= ${orders.total}`,
      ),
    )
    .returning();
  if (!order) return null;
  const details = move.details ?? {};
  const [event] = await tx
    .insert(orderEvents)
    .values({
      orderId: order.id,
      action: move.action,
      fromStatus: move.from,
      toStatus: move.to,
      actor: move.actor.kind,
      actorUid: move.actor.uid,
      actorEmail: move.actor.email,
      note: details.note ?? null,
      carrier: details.carrier ?? null,
      trackingNumber: details.trackingNumber ?? null,
      amount: refund > 0 ? refund : (details.amount ?? null),
      gatewayReference: details.gatewayReference ?? null,
    })
    .returning();
  if (!event) throw new Error('The order event was not written.');
  // Pending orders that fail or expire give back their holdings in `settlePending` (orders/store.ts).
  // A paid order cancelled before it was sent gives back its coupon, and its units never left: they
  // are on hand again. A return accepted puts the returned units back (issue 27).
  const stockActor = move.actor.uid ?? 'system';
  if (move.to === 'cancelled') {
    await giveBack(tx, order.id);
    await restockReturn(tx, order.id, stockActor, 'order cancelled before it was sent');
  }
  if (move.to === 'returned') await restockReturn(tx, order.id, stockActor, 'returned units received');
  // The shopper hears of the move in its transaction (issue 28): one outbox row per event.
  const mail = mailOf(order, event);
  if (mail) await mailForOrderEvent(tx, mail);
  for (const hook of hooks) await hook(tx, { order, event });
  return event;
}

/**
 * The mail a move sends its shopper, or null for moves that mail nobody (pack, and the payment's
 * own moves: `settlePending` queues the order confirmation when an order is paid).
 */
export function mailOf(order: Pick<OrderRow, 'orderNumber'>, event: OrderEventRow): OrderMailEvent | null {
  const base = { id: event.id, orderNumber: order.orderNumber };
  switch (event.action) {
    case 'ship':
      if (!event.carrier || !event.trackingNumber) return null;
      return {
        ...base,
        to: 'shipped',
        carrier: event.carrier,
        trackingNumber: event.trackingNumber,
        trackingUrl: trackingUrl(event.carrier, event.trackingNumber),
      };
    case 'deliver':
      return { ...base, to: 'delivered' };
    case 'cancel':
      return { ...base, to: 'cancelled', refunded: event.amount ?? 0 };
    case 'refund':
      return { ...base, to: 'refunded', refunded: event.amount ?? 0 };
    case 'request_return':
      return { ...base, to: 'return_requested' };
    case 'accept_return':
      return { ...base, to: 'returned', refunded: event.amount ?? 0 };
    default:
      return null;
  }
}

/**
 * What a cancelled order held goes back: its voucher or FLASH30 if still valid, and the
 * member's team purchase. A returned order keeps its coupon used (DECISIONS.md).
 */
async function giveBack(tx: Transaction, orderId: number): Promise<void> {
  await tx
    .update(coupons)
    .set({ state: 'available', reservedBy: null })
    .where(and(eq(coupons.reservedBy, orderId), gt(coupons.expiresAt, sql`now()`)));
  await tx.update(teamMembers).set({ orderId: null }).where(eq(teamMembers.orderId, orderId));
}

export interface MoveInput {
  orderNumber: string;
  action: OrderAction;
  actor: MoveActor;
  note?: string | undefined;
  carrier?: string | undefined;
  trackingNumber?: string | undefined;
  /** A shopper's reason for a return. */
  reason?: string | undefined;
  /** Cents, for a partial refund. */
  amount?: number | undefined;
  /** Only this order's owner may move it (a shopper's request): anyone else is told it does not exist. */
  owner?: { uid: string | null; email: string | null } | undefined;
}

export type MoveResult =
  | { kind: 'moved'; orderNumber: string; from: OrderState; to: OrderState; event: OrderEventRow }
  | { kind: 'not_found' }
  /** The move is not allowed now: 409 with the reason (someone else moved it first, wrong state, too much). */
  | { kind: 'refused'; code: string; reason: string }
  /** The gateway could not refund: nothing changed. */
  | { kind: 'refund_failed'; reason: string };

export interface MoveDeps {
  db: Database;
  /** Refunds go back through the gateway that took the payment. */
  gateway: Pick<PaymentGateway, 'refundPayment'>;
  hooks?: readonly OrderMoveHook[];
  now?: () => Date;
}

function owns(order: OrderRow, owner: NonNullable<MoveInput['owner']>): boolean {
  if (owner.uid !== null && order.accountUid === owner.uid) return true;
  return owner.email !== null && order.email.trim().toLowerCase() === owner.email.trim().toLowerCase();
}

function trimmed(value: string | undefined): string | undefined {
  const text = value?.trim();
  return text ? text : undefined;
}

/**
 * Moves one order as a merchant, shopper or the system asks. The order's row is locked for the move
 * (`SELECT … FOR UPDATE`): requests for one order queue, and each is judged on the state the one
 * before it left, so of ten parallel "ship" requests one ships and nine are told why not. A refund
 * is made at the gateway while the row is locked, with a key made of the order and its refunded
 * total so far: parallel refunds cannot pass what was paid, and a retry cannot refund twice.
 */
export async function moveOrder(input: MoveInput, deps: MoveDeps): Promise<MoveResult> {
  const now = deps.now ?? (() => new Date());
  try {
    return await deps.db.transaction(async (tx): Promise<MoveResult> => {
      const [order] = await tx.select().from(orders).where(eq(orders.orderNumber, input.orderNumber)).for('update');
      if (!order || (input.owner && !owns(order, input.owner))) return { kind: 'not_found' };
      const from = order.status as OrderState;
      const [delivered] =
        input.action === 'request_return'
          ? await tx
              .select({ at: orderEvents.at })
              .from(orderEvents)
              .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.toStatus, 'delivered')))
              .orderBy(desc(orderEvents.id))
              .limit(1)
          : [];
      const details = { carrier: trimmed(input.carrier), trackingNumber: trimmed(input.trackingNumber), reason: trimmed(input.reason) };
      const check = checkMove(input.action, from, input.actor.kind, {
        ...details,
        deliveredAt: delivered?.at ?? null,
        now: now(),
        paid: order.paidAt ? order.total : 0,
        refunded: order.refunded,
        ...(input.amount === undefined ? {} : { amount: input.amount }),
      });
      if (!check.ok) return { kind: 'refused', code: check.code, reason: check.reason };

      let gatewayReference: string | null = null;
      if (check.refund > 0) {
        try {
          const refund = await deps.gateway.refundPayment({
            paymentId: order.paymentReference,
            amount: check.refund,
            idempotencyKey: `refund-${order.orderNumber}-${order.refunded}-${check.refund}`,
            reason: `Order ${order.orderNumber}: ${input.action} by ${input.actor.kind}`,
          });
          gatewayReference = refund.id;
        } catch (error) {
          if (!(error instanceof PaymentGatewayError)) throw error;
          return { kind: 'refund_failed', reason: `The refund could not be made: ${error.message}` };
        }
      }
      const event = await applyMove(
        tx,
        {
          orderId: order.id,
          action: input.action,
          from,
          to: check.to,
          actor: input.actor,
          refund: check.refund,
          details: {
            note: trimmed(input.reason) ?? trimmed(input.note) ?? null,
            carrier: input.action === 'ship' ? (details.carrier ?? null) : null,
            trackingNumber: input.action === 'ship' ? (details.trackingNumber ?? null) : null,
            gatewayReference,
          },
        },
        deps.hooks,
      );
      // The row is locked, so this cannot happen; if it ever does, the refund above is rolled back
      // with nothing recorded, and the gateway's idempotency key makes the retry the same refund.
      if (!event) throw new Error(`Order ${order.orderNumber} changed under its lock.`);
      return { kind: 'moved', orderNumber: order.orderNumber, from, to: check.to, event };
    });
  } catch (error) {
    throw error instanceof StoreUnavailableError ? error : new StoreUnavailableError(error);
  }
}
