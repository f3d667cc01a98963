import { PaymentGatewayError, type PaymentGateway, type PaymentResult } from '../payments/gateway';
import type { PendingOrders, StoredOrder } from './store';

/**
 * The expiry job's work (registered in jobs/index.ts, run every minute by one server process): every
 * order pending for longer than `pendingForMs` is settled by what the gateway says. Paid if the
 * gateway took the money; otherwise the PaymentIntent is cancelled and the order marked `expired`,
 * which gives back its voucher, its FLASH30 and its team purchase (orders/store.ts
 * `releaseHoldings`). Safe to run twice, or beside a late retry or webhook: every move is
 * conditional on the order still being pending, and money that arrives for an order that expired is
 * refunded by whoever sees it arrive.
 */

/** The default: an abandoned 3-D Secure check or a lost attempt holds its coupon for 30 minutes. */
export const DEFAULT_PENDING_EXPIRY_MS = 30 * 60 * 1000;

/**
 * An order waiting for the shopper's bank (3-D Secure) holds its stock and coupon only this long: the
 * check takes a minute or two, and a longer hold would let one address keep stock from everyone.
 */
export const DEFAULT_AWAITING_BANK_EXPIRY_MS = 10 * 60 * 1000;

function minutesFromEnv(name: string, raw: string | undefined, fallback: number): number {
  const text = raw?.trim();
  if (!text) return fallback;
  const minutes = Number(text);
  if (!Number.isFinite(minutes) || minutes <= 0) throw new Error(`${name} must be a positive number of minutes, not '${text}'.`);
  return Math.round(minutes * 60_000);
}

/** `NEXUS_PENDING_EXPIRY_MINUTES` (decimals allowed), else 30 minutes. */
export function pendingExpiryFromEnv(env: Record<string, string | undefined> = process.env): number {
  return minutesFromEnv('NEXUS_PENDING_EXPIRY_MINUTES', env.NEXUS_PENDING_EXPIRY_MINUTES, DEFAULT_PENDING_EXPIRY_MS);
}

/** `NEXUS_AWAITING_BANK_MINUTES` (decimals allowed), else 10 minutes. */
export function awaitingBankExpiryFromEnv(env: Record<string, string | undefined> = process.env): number {
  return minutesFromEnv('NEXUS_AWAITING_BANK_MINUTES', env.NEXUS_AWAITING_BANK_MINUTES, DEFAULT_AWAITING_BANK_EXPIRY_MS);
}

export interface ReconcileDeps {
  orders: PendingOrders;
  gateway: PaymentGateway;
  logger: Pick<Console, 'info' | 'error'>;
  /** How long an order may stay pending before the gateway is asked and it is ended. */
  pendingExpiryMs: number;
  /** How long an order waiting for the shopper's bank may stay pending; at most `pendingExpiryMs`. @default 10 minutes */
  awaitingBankExpiryMs?: number;
}

export interface ReconcileReport {
  paid: number;
  expired: number;
  /** Left pending for the next run: the gateway could not be asked. */
  skipped: number;
}

const EXPIRED_MESSAGE = 'This payment attempt was not completed in time, so nothing was charged. Please press Pay Now again.';
const BATCH = 100;

export async function reconcilePendingOrders(deps: ReconcileDeps): Promise<ReconcileReport> {
  const report: ReconcileReport = { paid: 0, expired: 0, skipped: 0 };
  const seen = new Set<string>();
  for (;;) {
    const awaitingBank = Math.min(deps.awaitingBankExpiryMs ?? DEFAULT_AWAITING_BANK_EXPIRY_MS, deps.pendingExpiryMs);
    const stale = (await deps.orders.stalePending(deps.pendingExpiryMs, BATCH + seen.size, awaitingBank)).filter((order) => !seen.has(order.orderNumber));
    if (stale.length === 0) break;
    for (const order of stale) {
      seen.add(order.orderNumber);
      report[await reconcileOne(deps, order)] += 1;
    }
  }
  if (report.paid + report.expired + report.skipped > 0) {
    deps.logger.info(`[orders] pending orders reconciled: ${report.paid} paid, ${report.expired} expired, ${report.skipped} left for the next run`);
  }
  return report;
}

async function reconcileOne(deps: ReconcileDeps, order: StoredOrder): Promise<keyof ReconcileReport> {
  const { gateway, orders, logger } = deps;
  let payment: PaymentResult | null;
  try {
    payment = await gateway.findPayment({ id: order.paymentReference, idempotencyKey: order.idempotencyKey, orderNumber: order.orderNumber });
    // Still waiting for the shopper's bank after all this time: cancel it, and see how it ends.
    if (payment?.status === 'requires_action') payment = await gateway.cancelPayment(payment.id);
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    logger.error(`[orders] ${order.orderNumber}: the gateway could not be asked (${error.message}); trying again next run`);
    return 'skipped';
  }

  if (payment?.status === 'succeeded' && payment.amount === order.amount) {
    if (await orders.settle(order.orderNumber, { status: 'paid', paymentReference: payment.id })) {
      logger.info(`[orders] ${order.orderNumber} was paid at the gateway (${payment.id}): settled as paid`);
      return 'paid';
    }
    const now = await orders.byKey(order.idempotencyKey);
    if (now && (now.status === 'failed' || now.status === 'expired')) await orders.refundLatePayment(now.orderNumber, payment, gateway, logger);
    return now?.status === 'paid' ? 'paid' : 'expired';
  }

  const moved = await orders.settle(order.orderNumber, {
    status: 'expired',
    paymentReference: payment?.id ?? order.paymentReference,
    failureCode: payment?.error?.code ?? 'expired',
    failureMessage: EXPIRED_MESSAGE,
  });
  if (moved) logger.info(`[orders] ${order.orderNumber} expired (pending since ${order.placedAt}); its holdings are released`);
  if (payment?.status === 'succeeded' && moved) {
    // The gateway took another amount than the order's: never kept.
    await orders.refundLatePayment(order.orderNumber, payment, gateway, logger);
  }
  return 'expired';
}
