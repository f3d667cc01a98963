import type { Database } from '../db';
import { removeExpiredRows } from '../housekeeping';
import { reconcilePendingOrders } from '../orders/reconcile-pending';
import type { OrderStore } from '../orders/store';
import type { PaymentGateway } from '../payments/gateway';
import { MAIL_JOB } from '../mail/job';
import type { StoreMail } from '../mail';
import type { JobDefinition, JobLogger } from './runner';

/**
 * Every background job of the store, in one list. Each server process starts the runner with it
 * (server/index.ts); pg-boss makes each run happen once across processes.
 *
 * To add a job: write its handler beside the feature, as a plain function of (data, deps) that can
 * be tested without the runner, put what it needs into `StoreJobDeps` (index.ts builds it once), and
 * add a `JobDefinition` here: a name ('feature.what'), a `schedule` (cron, UTC, at most once a
 * minute) for a sweep or none for work that code sends (`jobs.send(name, data)`), and
 * `policy: 'standard'` if several may run at once. A handler that throws is retried with backoff, so
 * it must be safe to run twice (conditional updates, unique keys).
 */
export interface StoreJobDeps {
  db: Database;
  logger: JobLogger;
  orders: OrderStore;
  gateway: PaymentGateway;
  /** How long an order may stay pending (`NEXUS_PENDING_EXPIRY_MINUTES`, default 30). */
  pendingExpiryMs: number;
  /** How long an order waiting for the shopper's bank may stay pending (`NEXUS_AWAITING_BANK_MINUTES`, default 10). */
  awaitingBankExpiryMs?: number;
  /** The outbox's sender. */
  mail: Pick<StoreMail, 'send'>;
}

export const RECONCILE_PENDING_JOB = 'orders.reconcile-pending';
export const CARRY_OUT_REFUNDS_JOB = 'orders.carry-out-refunds';

export const STORE_JOBS: ReadonlyArray<JobDefinition<StoreJobDeps, never>> = [
  {
    // Rate-limit and spin-counter windows, payment-attempt budgets and webhook event ids past their
    // window (housekeeping.ts). Each delete is conditional, so a second run removes nothing more.
    name: 'housekeeping.remove-expired-rows',
    schedule: '17 * * * *',
    async run(_data, { db, logger }) {
      const removed = await removeExpiredRows(db);
      logger.info(
        `[housekeeping] removed ${removed.rateLimits} rate-limit windows, ${removed.paymentAttemptBudgets} payment-attempt budgets, ${removed.stripeEvents} webhook events`,
      );
    },
  },
  {
    // Pending orders older than the expiry: paid if the gateway took the money, else expired and
    // their voucher, FLASH30 and team purchase released (orders/reconcile-pending.ts).
    name: RECONCILE_PENDING_JOB,
    schedule: '* * * * *',
    run: async (_data, deps) => {
      await reconcilePendingOrders(deps);
    },
  },
  {
    // Refunds owed and not yet accepted by the gateway (it was down, the process died): asked for
    // again under each refund's own key, with back-off, until the gateway confirms (orders/refunds.ts).
    name: CARRY_OUT_REFUNDS_JOB,
    schedule: '* * * * *',
    run: async (_data, { orders, gateway, logger }) => {
      const { asked, succeeded } = await orders.carryOutDueRefunds(gateway, logger);
      if (asked > 0) logger.info(`[refunds] asked the gateway for ${asked} refunds owed: ${succeeded} succeeded`);
    },
  },
  MAIL_JOB,
];
