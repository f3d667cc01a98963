import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { orderEvents, orders, refunds, type RefundState } from '../db/schema';
import { mailForOrderEvent } from '../mail/order-mail';
import { PaymentGatewayError, type PaymentGateway, type RefundUpdate } from '../payments/gateway';
import { mailOf } from './move-mail';

/**
 * Refunds as records. A refund owed is written in the transaction that owes it (`oweRefund`, an effect
 * of cancel, refund and accept_return; `oweLatePaymentRefund`, with the webhook event or settlement
 * that found money for an order that failed or expired), so it is never lost to a gateway that is
 * down or a process that dies. `carryOutRefund` asks the gateway under the refund's own idempotency
 * key (so asking again never refunds twice) and records what it said; the job
 * `orders.carry-out-refunds` asks again for every refund still owed, with back-off, until the gateway
 * confirms. A provider's refund webhook (`applyRefundUpdate`) settles a refund the gateway left pending.
 */

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;
export type RefundRow = typeof refunds.$inferSelect;

/** How long one worker may hold a refund while it asks the gateway. */
const CLAIM_SECONDS = 120;
/** The wait after a failed attempt, doubled each time, up to the second. */
const RETRY_FIRST_SECONDS = 30;
const RETRY_MAX_SECONDS = 30 * 60;

export interface OwedRefund {
  orderId: number;
  eventId: number;
  paymentReference: string;
  amount: number;
  reason: string;
}

/** A move owes the shopper `amount`: recorded, to be carried out (one record per event). */
export async function oweRefund(tx: Executor, refund: OwedRefund): Promise<number> {
  const [row] = await tx
    .insert(refunds)
    .values({ ...refund, kind: 'move', idempotencyKey: `refund:${refund.eventId}` })
    .returning({ id: refunds.id });
  if (!row) throw new Error('The refund was not recorded.');
  return row.id;
}

/**
 * A payment succeeded for an order that had failed or expired: all of it is owed back. Its key is the
 * payment's, so whoever finds it (the webhook, the payment's own request, the expiry job) records it
 * once. Returns the refund's id.
 */
export async function oweLatePaymentRefund(
  tx: Executor,
  late: { orderId: number; orderNumber: string; status: string; paymentReference: string; amount: number },
): Promise<number> {
  const idempotencyKey = `late-payment:${late.paymentReference}`;
  await tx
    .insert(refunds)
    .values({
      orderId: late.orderId,
      kind: 'late_payment',
      paymentReference: late.paymentReference,
      amount: late.amount,
      idempotencyKey,
      reason: `Order ${late.orderNumber} was ${late.status} when its payment succeeded`,
    })
    .onConflictDoNothing();
  const [row] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.idempotencyKey, idempotencyKey));
  if (!row) throw new Error('The late payment refund was not recorded.');
  return row.id;
}

/**
 * The refund is done: the shopper hears of it now (the move's mail, e.g. "cancelled, R … refunded"),
 * once: the mail's key is the move's event.
 */
async function refundSucceeded(tx: Executor, refund: RefundRow): Promise<void> {
  if (refund.eventId === null) return;
  const [row] = await tx
    .select({ event: orderEvents, orderNumber: orders.orderNumber })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .where(eq(orderEvents.id, refund.eventId));
  if (!row) return;
  const mail = mailOf({ orderNumber: row.orderNumber }, row.event, refund.amount);
  if (mail) await mailForOrderEvent(tx, mail);
}

/** Moves a refund to `state` (only forward: never out of succeeded or failed), with what follows. */
async function settle(db: Database, id: number, state: Exclude<RefundState, 'requested'>, details: { gatewayReference?: string; lastError?: string | null }): Promise<RefundRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(refunds)
      .set({
        state,
        ...(details.gatewayReference ? { gatewayReference: details.gatewayReference } : {}),
        ...(details.lastError === undefined ? {} : { lastError: details.lastError }),
        claimedUntil: null,
        updatedAt: sql`now()`,
        ...(state === 'succeeded' || state === 'failed' ? { settledAt: sql`now()` } : {}),
      })
      .where(and(eq(refunds.id, id), inArray(refunds.state, ['requested', 'pending'])))
      .returning();
    if (row?.state === 'succeeded') await refundSucceeded(tx, row);
    return row ?? null;
  });
}

export interface CarryOutDeps {
  db: Database;
  gateway: Pick<PaymentGateway, 'refundPayment'>;
  logger: Pick<Console, 'info' | 'error'>;
}

/**
 * Asks the gateway for one refund still owed (`requested`), if no other worker is asking. The refund
 * is claimed with a lease first (a conditional UPDATE), and no lock is held while the gateway answers.
 * A gateway error leaves it owed, to be asked again after a back-off. Returns its state afterwards.
 */
export async function carryOutRefund(deps: CarryOutDeps, id: number): Promise<RefundState | null> {
  const { db, gateway, logger } = deps;
  const [claimed] = await db
    .update(refunds)
    .set({ attempts: sql`${refunds.attempts} + 1`, claimedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`, updatedAt: sql`now()` })
    .where(and(eq(refunds.id, id), eq(refunds.state, 'requested'), or(isNull(refunds.claimedUntil), lt(refunds.claimedUntil, sql`now()`))))
    .returning();
  if (!claimed) {
    const [row] = await db.select({ state: refunds.state }).from(refunds).where(eq(refunds.id, id));
    return row?.state ?? null;
  }
  try {
    const result = await gateway.refundPayment({
      paymentId: claimed.paymentReference,
      amount: claimed.amount,
      idempotencyKey: claimed.idempotencyKey,
      reason: claimed.reason,
    });
    if (result.status === 'failed') logger.error(`[refunds] refund ${claimed.id} (${claimed.reason}) failed at the gateway: ${result.failureReason ?? 'no reason given'}`);
    const row = await settle(db, claimed.id, result.status, { gatewayReference: result.id, lastError: result.failureReason ?? null });
    return row?.state ?? result.status;
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    const wait = Math.min(RETRY_MAX_SECONDS, RETRY_FIRST_SECONDS * 2 ** Math.min(claimed.attempts - 1, 16));
    logger.error(`[refunds] refund ${claimed.id} (${claimed.reason}) not made yet (${error.kind}: ${error.message}); asking again in ${wait} s`);
    await db
      .update(refunds)
      .set({ lastError: `${error.kind}: ${error.message}`, claimedUntil: null, nextAttemptAt: sql`now() + make_interval(secs => ${wait})`, updatedAt: sql`now()` })
      .where(and(eq(refunds.id, claimed.id), eq(refunds.state, 'requested')));
    return 'requested';
  }
}

/** The job's sweep: every refund owed and due is asked for. */
export async function carryOutDueRefunds(deps: CarryOutDeps, limit = 100): Promise<{ asked: number; succeeded: number }> {
  const due = await deps.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.state, 'requested'), lt(refunds.nextAttemptAt, sql`now()`)))
    .orderBy(asc(refunds.nextAttemptAt))
    .limit(limit);
  let succeeded = 0;
  for (const { id } of due) if ((await carryOutRefund(deps, id)) === 'succeeded') succeeded += 1;
  return { asked: due.length, succeeded };
}

/**
 * A provider's word on a refund (its webhook): processed, failed, still pending, or needing the
 * merchant. Found by the provider's refund id, or by our key when the provider reports it before we
 * heard its id. Returns the refund's state, or null when the refund is not ours.
 */
export async function applyRefundUpdate(db: Database, update: RefundUpdate): Promise<RefundState | null> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(
      update.idempotencyKey
        ? or(eq(refunds.gatewayReference, update.gatewayReference), eq(refunds.idempotencyKey, update.idempotencyKey))
        : eq(refunds.gatewayReference, update.gatewayReference),
    );
  if (!row) return null;
  const state = update.status === 'needs_attention' ? 'pending' : update.status;
  const lastError = update.status === 'needs_attention' ? `Needs attention: ${update.reason ?? 'the provider asks the merchant to act'}` : (update.reason ?? null);
  const settled = await settle(db, row.id, state, { gatewayReference: update.gatewayReference, lastError });
  return settled?.state ?? row.state;
}

/** Every refund of one order, oldest first. */
export async function refundsOfOrders(db: Executor, orderIds: readonly number[]): Promise<RefundRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(refunds).where(inArray(refunds.orderId, [...orderIds])).orderBy(asc(refunds.id));
}
