import { eq, sql } from 'drizzle-orm';
import { StoreUnavailableError, type Database } from '../db';
import { testPaymentIntents, testRefunds } from '../db/schema';
import type { PaymentResult } from './gateway';
import { idempotencyConflict, refundRefused, type TestIntentLedger } from './test-gateway';

class RefundRefused extends Error {}

/**
 * The test gateway's idempotency keys in the store's database, so that a payment retried after the
 * server restarted (or sent to another server process) gets its first result instead of a second
 * charge, as with Stripe. The primary key decides which of two concurrent first requests wins.
 */
export function databaseIntentLedger(db: Database): TestIntentLedger {
  return {
    async claim(idempotencyKey, fingerprint, create) {
      // Outside the try: a card the gateway refuses to take is its error, not the database's.
      const fresh = create();
      let stored: { fingerprint: string; result: unknown } | undefined;
      try {
        const [inserted] = await db
          .insert(testPaymentIntents)
          .values({ idempotencyKey, fingerprint, result: fresh })
          .onConflictDoNothing()
          .returning({ idempotencyKey: testPaymentIntents.idempotencyKey });
        if (inserted) return { result: fresh, created: true };
        [stored] = await db
          .select({ fingerprint: testPaymentIntents.fingerprint, result: testPaymentIntents.result })
          .from(testPaymentIntents)
          .where(eq(testPaymentIntents.idempotencyKey, idempotencyKey));
      } catch (error) {
        throw new StoreUnavailableError(error);
      }
      if (!stored) throw new StoreUnavailableError(new Error(`The test payment ${idempotencyKey} vanished.`));
      if (stored.fingerprint !== fingerprint) throw idempotencyConflict();
      return { result: stored.result as PaymentResult, created: false };
    },

    async find(idempotencyKey, id) {
      try {
        const [row] = await db
          .select({ result: testPaymentIntents.result })
          .from(testPaymentIntents)
          .where(id ? sql`${testPaymentIntents.idempotencyKey} = ${idempotencyKey} or ${testPaymentIntents.result}->>'id' = ${id}` : eq(testPaymentIntents.idempotencyKey, idempotencyKey))
          .limit(1);
        return row ? (row.result as PaymentResult) : null;
      } catch (error) {
        throw new StoreUnavailableError(error);
      }
    },

    async refund(request, id) {
      try {
        return await db.transaction(async (tx) => {
          const [again] = await tx.select().from(testRefunds).where(eq(testRefunds.idempotencyKey, request.idempotencyKey));
          if (again) {
            // As Stripe: a key names one refund; reused for another amount or payment, it is refused.
            if (again.amount !== request.amount || again.paymentId !== request.paymentId) throw idempotencyConflict();
            return { id: again.id, amount: again.amount };
          }
          // The payment's row lock queues refunds of one payment, so two cannot both pass the sum.
          const [payment] = await tx.execute<{ result: PaymentResult }>(
            sql`select result from ${testPaymentIntents} where ${testPaymentIntents.result}->>'id' = ${request.paymentId} for update`,
          ).then((answer) => answer.rows);
          if (!payment || payment.result.status !== 'succeeded') throw new RefundRefused(`No payment ${request.paymentId} took money to refund.`);
          const [{ refunded } = { refunded: 0 }] = await tx
            .select({ refunded: sql<number>`coalesce(sum(${testRefunds.amount}), 0)::int` })
            .from(testRefunds)
            .where(eq(testRefunds.paymentId, request.paymentId));
          if (refunded + request.amount > payment.result.amount) {
            throw new RefundRefused(`A refund of ${request.amount} cents is more than what is left of ${request.paymentId}.`);
          }
          const [inserted] = await tx
            .insert(testRefunds)
            .values({ id, idempotencyKey: request.idempotencyKey, paymentId: request.paymentId, amount: request.amount, reason: request.reason })
            .onConflictDoNothing()
            .returning({ id: testRefunds.id, amount: testRefunds.amount });
          if (inserted) return inserted;
          // The same refund asked twice at once: the first one's answer.
          const [first] = await tx.select().from(testRefunds).where(eq(testRefunds.idempotencyKey, request.idempotencyKey));
          if (!first) throw new RefundRefused('The refund vanished.');
          return { id: first.id, amount: first.amount };
        });
      } catch (error) {
        if (error instanceof RefundRefused) throw refundRefused(error.message);
        throw new StoreUnavailableError(error);
      }
    },
  };
}
