import { eq } from 'drizzle-orm';
import { StoreUnavailableError, type Database } from '../db';
import { testPaymentIntents } from '../db/schema';
import type { PaymentResult } from './gateway';
import { idempotencyConflict, type TestIntentLedger } from './test-gateway';

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
  };
}
