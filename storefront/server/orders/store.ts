import { and, asc, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Account, Customer, DeskOrderEvent, DeskRefund, Order, OrderLine, OrderStatus, OrderTotals } from '../../core/contract/api';
import { trackingUrl } from '../../core/domain/order-lifecycle';
import { normaliseSouthAfricanPhone } from '../../core/domain/order-info';
import { reserveCoupon, type CouponClaim } from '../coupons/store';
import { guarded, type Database } from '../db';
import { creditNotes, orderEvents, orderLines, orders, stripeEvents, type RefundState } from '../db/schema';
import type { PaymentGateway, RefundUpdate } from '../payments/gateway';
import { reserveStock, type ShortLine } from '../stock/moves';
import { deliverToOf } from './order-row';
import { lockOrder, SYSTEM_ACTOR, transition, type Transaction } from './process';
import { applyRefundUpdate, carryOutDueRefunds, carryOutRefund, oweLatePaymentRefund, refundsOfOrders, type RefundRow } from './refunds';

/** An order to write when a payment attempt starts. */
export interface NewOrder {
  idempotencyKey: string;
  /** What was asked for; the same key with another fingerprint is refused. */
  fingerprint: string;
  accountUid: string | null;
  totals: OrderTotals;
  lines: OrderLine[];
  customer: Customer;
  /** The coupon the server accepted; reserved in the order's transaction, or the order is not written. */
  coupon?: { code: string; claim: CouponClaim } | undefined;
}

/**
 * An order as the server keeps it: the contract's `Order` without what depends on the reader (its
 * actions), every event as staff see it, and who may read it.
 */
export interface StoredOrder extends Omit<Order, 'events' | 'actions' | 'returnBy' | 'refunds'> {
  events: DeskOrderEvent[];
  /** Every refund owed or made, as staff see them. */
  refunds: DeskRefund[];
  accountUid: string | null;
  idempotencyKey: string;
  fingerprint: string;
  failureCode: string | null;
  /** What the shopper was told when it failed or expired. */
  failureMessage: string | null;
}

export type BeginResult =
  | { kind: 'created'; order: StoredOrder }
  /** The same attempt again (a retry or a doubled request): its order, as it stands now. */
  | { kind: 'existing'; order: StoredOrder }
  /** The key was used with another cart. */
  | { kind: 'conflict' }
  /** The coupon is no longer available (another order holds or used it, or it expired): nothing was written. */
  | { kind: 'coupon-refused' }
  /** The stock cannot fill these lines (products counted together): nothing was written. */
  | { kind: 'out-of-stock'; short: ShortLine[] };

/** What the payment API needs: write the order, then settle it. */
export interface PaymentOrders {
  /**
   * Writes the order (status pending) unless one with this idempotency key exists. `numberFor(n)` gives
   * the n-th candidate order number, for the rare number another key already took.
   */
  begin(order: NewOrder, numberFor: (attempt: number) => string): Promise<BeginResult>;
  /** pending -> paid or failed; false when the order had already left pending (nothing changes). */
  settle(orderNumber: string, outcome: Settlement): Promise<boolean>;
  /** Records the provider's reference while the order stays pending (3-D Secure). */
  setReference(orderNumber: string, paymentReference: string): Promise<void>;
  /** The order made under this idempotency key, as it stands now; null when none was. */
  byKey(idempotencyKey: string): Promise<StoredOrder | null>;
  /**
   * A payment succeeded for this order after it had failed or expired: records the refund owed (once
   * per payment), then asks the gateway for it; a gateway that cannot answer leaves it to the refunds
   * job. Returns the refund's state.
   */
  refundLatePayment(orderNumber: string, payment: { id: string; amount: number }, gateway: Pick<PaymentGateway, 'refundPayment'>, logger: Pick<Console, 'info' | 'error'>): Promise<RefundState | null>;
}

export type Settlement =
  | { status: 'paid'; paymentReference: string }
  | { status: 'failed' | 'expired'; paymentReference: string; failureCode: string; failureMessage?: string };

/** 'late-payment': the intent succeeded for an order that had already failed or expired: refund it. */
export type StripeEventResult = 'applied' | 'replayed' | 'no-order' | 'unchanged' | 'late-payment';

/** What the expiry job needs of the orders. */
export interface PendingOrders extends PaymentOrders {
  /**
   * Pending orders placed more than `olderThanMs` ago, or more than `awaitingBankMs` ago when they
   * wait for the shopper's bank (a payment reference recorded while pending), oldest first.
   */
  stalePending(olderThanMs: number, limit: number, awaitingBankMs?: number): Promise<StoredOrder[]>;
}

export interface OrderStore extends PendingOrders {
  /** Asks the gateway again for every refund still owed (the refunds job). */
  carryOutDueRefunds(gateway: Pick<PaymentGateway, 'refundPayment'>, logger: Pick<Console, 'info' | 'error'>): Promise<{ asked: number; succeeded: number }>;
  /** A provider's webhook says how a refund ended; null when the refund is not ours. */
  applyRefundUpdate(update: RefundUpdate): Promise<RefundState | null>;
  byNumber(orderNumber: string): Promise<StoredOrder | null>;
  /** The account's orders, newest first. */
  forAccount(uid: string, limit?: number): Promise<StoredOrder[]>;
  /** Where the account's most recent order went. */
  lastDeliveryFor(uid: string): Promise<Account['lastDeliverTo']>;
  /**
   * Applies a verified Stripe event once: a second delivery of the same event id changes nothing. The
   * order is found by its PaymentIntent (or the order number in the intent's metadata) and moves only
   * out of pending, and only to paid when the intent's amount is the order's.
   */
  applyStripeEvent(event: {
    id: string;
    type: string;
    paymentIntentId: string;
    orderNumber: string | undefined;
    amount: number;
    currency: string;
    outcome: Settlement;
  }): Promise<StripeEventResult>;
}

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;
type EventRow = typeof orderEvents.$inferSelect;
type CreditNoteRow = typeof creditNotes.$inferSelect;

export function eventOf(row: EventRow): DeskOrderEvent {
  return {
    at: row.at.toISOString(),
    action: row.action,
    from: row.fromStatus,
    to: row.toStatus,
    by: row.actor,
    note: row.note,
    message: row.message,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    trackingUrl: row.carrier && row.trackingNumber ? trackingUrl(row.carrier, row.trackingNumber) : null,
    amount: row.amount,
    actorEmail: row.actorEmail,
    gatewayReference: row.gatewayReference,
  };
}


export function refundOf(row: RefundRow): DeskRefund {
  return {
    id: row.id,
    kind: row.kind,
    amount: row.amount,
    state: row.state,
    requestedAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
    gatewayReference: row.gatewayReference,
    lastError: row.lastError,
    attempts: row.attempts,
  };
}

function toStoredOrder(row: OrderRow, lines: LineRow[], events: EventRow[] = [], refunds: RefundRow[] = [], credits: CreditNoteRow[] = []): StoredOrder {
  const deliverTo = deliverToOf(row);
  return {
    orderNumber: row.orderNumber,
    status: row.status as OrderStatus,
    placedAt: row.placedAt.toISOString(),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    currency: 'zar',
    amount: row.total,
    totals: {
      itemCount: row.itemCount,
      subtotal: row.subtotal,
      discount: row.discount,
      shipping: row.shipping,
      vat: row.vat,
      total: row.total,
      vatMode: row.vatMode,
    },
    lines: lines
      .sort((a, b) => a.position - b.position)
      .map((line) => ({
        id: line.productId,
        name: line.name,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        team: line.team,
        ...(line.teamCode ? { teamCode: line.teamCode } : {}),
      })),
    deliverTo,
    email: row.email,
    phone: row.phone,
    paymentReference: row.paymentReference,
    couponCode: row.couponCode,
    refunded: row.refunded,
    events: events.sort((a, b) => a.id - b.id).map(eventOf),
    refunds: refunds.map(refundOf),
    creditNotes: credits.map((note) => ({ number: note.number, issuedAt: note.issuedAt.toISOString(), amount: note.amount, vat: note.vat })),
    accountUid: row.accountUid,
    idempotencyKey: row.idempotencyKey,
    fingerprint: row.fingerprint,
    failureCode: row.failureCode,
    failureMessage: row.failureMessage,
  };
}

/** What `holdForOrder` took: all of it, or why not (in which case the order's transaction rolls back). */
type Holding = { ok: true } | { ok: false; refused: 'coupon' } | { ok: false; refused: 'stock'; short: ShortLine[] };

/**
 * What a written order holds until it is paid, taken in the transaction that writes it: the coupon
 * (a conditional UPDATE; refused when another order has it), then the stock of its lines (one
 * conditional UPDATE per product, lines of one product counted together; refused with the short
 * lines when one cannot be filled), so that no order is written without its coupon and its stock.
 * The member's team purchase is claimed right after (teams/payment.ts).
 */
async function holdForOrder(tx: Transaction, order: NewOrder, orderId: number): Promise<Holding> {
  if (order.coupon && !(await reserveCoupon(tx, order.coupon.claim, orderId))) return { ok: false, refused: 'coupon' };
  const reserved = await reserveStock(tx, orderId, order.lines);
  if (!reserved.ok) return { ok: false, refused: 'stock', short: reserved.short };
  return { ok: true };
}

/**
 * The one way an order leaves pending: pay, fail or expire, each a transition of the order process
 * (process.ts) on the order's locked row, so of a payment, its webhook and the expiry job racing,
 * exactly one moves it and one event is written; what the move keeps or gives back (coupon, team
 * place, stock) and the confirmation mail follow in the same transaction. Returns the order's id
 * when this call moved it.
 */
async function settlePending(tx: Transaction, where: SQL, outcome: Settlement): Promise<number | null> {
  const order = await lockOrder(tx, where as ReturnType<typeof eq>);
  if (!order || order.status !== 'pending') return null;
  const moved = await transition(
    tx,
    outcome.status === 'paid'
      ? {
          order,
          action: 'pay',
          actor: SYSTEM_ACTOR,
          set: { paymentReference: outcome.paymentReference, paidAt: sql`now()` },
          details: { gatewayReference: outcome.paymentReference || null },
        }
      : {
          order,
          action: outcome.status === 'failed' ? 'fail' : 'expire',
          actor: SYSTEM_ACTOR,
          set: { paymentReference: outcome.paymentReference, failureCode: outcome.failureCode, failureMessage: outcome.failureMessage ?? null },
          details: { gatewayReference: outcome.paymentReference || null, note: outcome.failureCode },
        },
  );
  return moved.ok ? order.id : null;
}

/** Rolls back an order whose coupon another order took first. */
class CouponUnavailable extends Error {}

/** Rolls back an order the stock cannot fill. */
class OutOfStock extends Error {
  constructor(readonly short: ShortLine[]) {
    super('out of stock');
  }
}


/** The orders in PostgreSQL. Every status change is conditional (`WHERE status = 'pending'`). */
export function createOrderStore(db: Database): OrderStore {
  async function withLines(rows: OrderRow[]): Promise<StoredOrder[]> {
    if (rows.length === 0) return [];
    const lines = await db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, rows.map((row) => row.id)))
      .orderBy(asc(orderLines.orderId), asc(orderLines.position));
    const events = await db
      .select()
      .from(orderEvents)
      .where(inArray(orderEvents.orderId, rows.map((row) => row.id)))
      .orderBy(asc(orderEvents.id));
    const refunds = await refundsOfOrders(db, rows.map((row) => row.id));
    const credits = await db.select().from(creditNotes).where(inArray(creditNotes.orderId, rows.map((row) => row.id))).orderBy(asc(creditNotes.id));
    return rows.map((row) =>
      toStoredOrder(
        row,
        lines.filter((line) => line.orderId === row.id),
        events.filter((event) => event.orderId === row.id),
        refunds.filter((refund) => refund.orderId === row.id),
        credits.filter((note) => note.orderId === row.id),
      ),
    );
  }

  async function byKey(idempotencyKey: string): Promise<StoredOrder | null> {
    const rows = await db.select().from(orders).where(eq(orders.idempotencyKey, idempotencyKey));
    return (await withLines(rows))[0] ?? null;
  }

  return {
    begin: (order, numberFor) =>
      guarded(async () => {
        const { customer, totals } = order;
        for (let attempt = 0; attempt < 5; attempt += 1) {
          const orderNumber = numberFor(attempt);
          // One transaction, so that an order is never seen without its lines. A second request with
          // the same key waits here on the unique index until the first commits, then inserts nothing.
          const created = await db.transaction(async (tx) => {
            const [row] = await tx
              .insert(orders)
              .values({
                orderNumber,
                idempotencyKey: order.idempotencyKey,
                fingerprint: order.fingerprint,
                accountUid: order.accountUid,
                itemCount: totals.itemCount,
                subtotal: totals.subtotal,
                discount: totals.discount,
                couponCode: order.coupon?.code ?? null,
                shipping: totals.shipping,
                vat: totals.vat,
                total: totals.total,
                vatMode: totals.vatMode,
                name: customer.name,
                email: customer.email,
                phone: normaliseSouthAfricanPhone(customer.contact) ?? customer.contact,
                streetAddress: customer.streetAddress,
                suburb: customer.suburb,
                city: customer.city,
                province: customer.province,
                postalCode: customer.postalCode,
                country: customer.country,
              })
              .onConflictDoNothing()
              .returning();
            if (!row) return null;
            const held = await holdForOrder(tx, order, row.id);
            if (!held.ok) throw held.refused === 'coupon' ? new CouponUnavailable() : new OutOfStock(held.short);
            const lines = await tx
              .insert(orderLines)
              .values(
                order.lines.map((line, position) => ({
                  orderId: row.id,
                  position,
                  productId: line.id,
                  name: line.name,
                  quantity: line.quantity,
                  unitPrice: line.unitPrice,
                  team: line.team,
                  teamCode: line.teamCode ?? null,
                })),
              )
              .returning();
            return toStoredOrder(row, lines);
          }).catch((error: unknown) => {
            if (error instanceof CouponUnavailable) return 'coupon-refused' as const;
            if (error instanceof OutOfStock) return error;
            throw error;
          });
          if (created === 'coupon-refused') return { kind: 'coupon-refused' };
          if (created instanceof OutOfStock) return { kind: 'out-of-stock', short: created.short };
          if (created) return { kind: 'created', order: created };
          const existing = await byKey(order.idempotencyKey);
          if (existing) {
            return existing.fingerprint === order.fingerprint ? { kind: 'existing', order: existing } : { kind: 'conflict' };
          }
          // Another key's order has this number: try the next candidate.
        }
        throw new Error('No free order number after 5 attempts.');
      }),

    settle: (orderNumber, outcome) =>
      guarded(() => db.transaction(async (tx) => (await settlePending(tx, eq(orders.orderNumber, orderNumber), outcome)) !== null)),

    byKey: (idempotencyKey) => guarded(() => byKey(idempotencyKey)),

    stalePending: (olderThanMs, limit, awaitingBankMs = olderThanMs) =>
      guarded(async () => {
        const placedBefore = (ms: number) => lt(orders.placedAt, sql`now() - make_interval(secs => ${ms / 1000})`);
        const rows = await db
          .select()
          .from(orders)
          .where(and(eq(orders.status, 'pending'), or(placedBefore(olderThanMs), and(sql`${orders.paymentReference} <> ''`, placedBefore(awaitingBankMs)))))
          .orderBy(asc(orders.placedAt))
          .limit(limit);
        return withLines(rows);
      }),

    setReference: (orderNumber, paymentReference) =>
      guarded(async () => {
        await db
          .update(orders)
          .set({ paymentReference, updatedAt: sql`now()` })
          .where(and(eq(orders.orderNumber, orderNumber), eq(orders.status, 'pending')));
      }),

    byNumber: (orderNumber) =>
      guarded(async () => {
        const rows = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
        return (await withLines(rows))[0] ?? null;
      }),

    forAccount: (uid, limit = 100) =>
      guarded(async () => {
        const rows = await db
          .select()
          .from(orders)
          .where(eq(orders.accountUid, uid))
          .orderBy(desc(orders.placedAt), desc(orders.id))
          .limit(limit);
        return withLines(rows);
      }),

    lastDeliveryFor: (uid) =>
      guarded(async () => {
        const [row] = await db
          .select()
          .from(orders)
          .where(eq(orders.accountUid, uid))
          .orderBy(desc(orders.placedAt), desc(orders.id))
          .limit(1);
        if (!row) return null;
        return { ...deliverToOf(row), phone: row.phone };
      }),

    applyStripeEvent: (event) =>
      guarded(() =>
        db.transaction(async (tx): Promise<StripeEventResult> => {
          // The event id is recorded in the same transaction as its effect: both happen, or neither.
          const [fresh] = await tx
            .insert(stripeEvents)
            .values({ id: event.id, type: event.type })
            .onConflictDoNothing()
            .returning({ id: stripeEvents.id });
          if (!fresh) return 'replayed';
          const [byReference] = await tx.select().from(orders).where(eq(orders.paymentReference, event.paymentIntentId)).limit(1);
          const [byNumber] =
            byReference || !event.orderNumber
              ? []
              : await tx.select().from(orders).where(eq(orders.orderNumber, event.orderNumber)).limit(1);
          const order = byReference ?? byNumber;
          if (!order) return 'no-order';
          if (event.outcome.status === 'paid' && (event.amount !== order.total || event.currency !== order.currency)) {
            return 'unchanged';
          }
          if (event.outcome.status === 'paid' && (order.status === 'failed' || order.status === 'expired')) {
            // Owed back in the event's own transaction: a gateway error later cannot lose it.
            await oweLatePaymentRefund(tx, { orderId: order.id, orderNumber: order.orderNumber, status: order.status, paymentReference: event.paymentIntentId, amount: event.amount });
            return 'late-payment';
          }
          return (await settlePending(tx, eq(orders.id, order.id), event.outcome)) === null ? 'unchanged' : 'applied';
        }),
      ),

    refundLatePayment: async (orderNumber, payment, gateway, logger) => {
      const id = await guarded(() =>
        db.transaction(async (tx) => {
          // The order by its number, or by the payment when the intent did not carry the number.
          const [order] = await tx.select().from(orders).where(or(eq(orders.orderNumber, orderNumber), eq(orders.paymentReference, payment.id))).limit(1);
          if (!order) return null;
          return oweLatePaymentRefund(tx, { orderId: order.id, orderNumber: order.orderNumber, status: order.status, paymentReference: payment.id, amount: payment.amount });
        }),
      );
      if (id === null) return null;
      logger.error(`[payments] ${orderNumber} had failed or expired when ${payment.id} took ${payment.amount} cents: refund ${id} owed in full`);
      return guarded(() => carryOutRefund({ db, gateway, logger }, id));
    },

    carryOutDueRefunds: (gateway, logger) => guarded(() => carryOutDueRefunds({ db, gateway, logger })),

    applyRefundUpdate: (update) => guarded(() => applyRefundUpdate(db, update)),
  };
}
