import { createHash } from 'node:crypto';
import {
  COUPON_REFUSED,
  PAYMENT_FAILED_ON_SERVER,
  STORE_UNAVAILABLE,
  type ApiError,
  type ParsedPaymentRequest,
  type PaymentReceipt,
} from '../../core/contract/api';
import { storablePaymentMethodId } from '../../core/card/test-payment-method';
import { formatRand } from '../../core/domain/money';
import type { VerifiedAccount } from '../auth/accounts';
import type { CouponDesk } from '../coupons/api';
import { StoreUnavailableError } from '../db';
import { MAX_PAYMENT_AMOUNT, PaymentGatewayError, type PaymentGateway, type PaymentResult } from '../payments/gateway';
import { outOfStock } from '../stock/api';
import { CLAIMED_MEANWHILE } from '../teams/payment';
import type { TeamStore } from '../teams/store';
import type { CatalogueStore } from '../catalogue/store';
import { orderLinesOf, priceOrder, readCart, type Refusal } from '../orders/cart';
import type { PaymentOrders, StoredOrder } from '../orders/store';

/**
 * Placing an order, as one workflow of small steps (Medusa's shape): plain inputs, plain deps, a
 * result union; no HTTP. The route (checkout/payments-api.ts) only translates HTTP to and from it.
 *
 *   1. answer a retry      the attempt's key is looked up first: a retry gets the order it made
 *   2. read the cart       catalogue prices, the team rule (cart.ts)
 *   3. accept the coupon   a voucher or FLASH30 (coupons/api.ts)
 *   4. write the order     pending, with its holdings (orders/store.ts `holdForOrder`: the coupon
 *                          and the lines' stock; 409 out_of_stock with the short lines when the
 *                          stock cannot fill it); undone by `releaseHoldings`
 *   5. claim team buys     the member's one team purchase; undone when the order fails or expires
 *   6. charge              the gateway, under the attempt's key (skipped when nothing is due)
 *   7. settle              paid / failed through the order process (orders/process.ts), which keeps
 *                          or gives back the holdings in the same transaction
 *
 * Every step that refuses after another request of the same attempt may have written the order
 * (two parallel first tries) looks the key up again, so a retry never hears a refusal meant for a
 * second order.
 */

export interface PlaceOrderInput {
  request: ParsedPaymentRequest;
  /** The signed-in shopper (verified ID token), or null for a guest. */
  account: VerifiedAccount | null;
  /** Where the request came from: the coupon desk limits wrong codes per client. */
  clientAddress: string;
}

export type PlaceOrderLogger = Pick<Console, 'info' | 'error'>;

export interface PlaceOrderDeps {
  gateway: PaymentGateway;
  orders: PaymentOrders;
  teams: TeamStore;
  /** Where every line's price is read. */
  catalogue: CatalogueStore;
  /** Without it, a payment with a coupon code is refused. */
  coupons?: CouponDesk | undefined;
  logger: PlaceOrderLogger;
}

export type PlaceOrderResult =
  /** 200: paid (or, with 3-D Secure, waiting for the shopper's bank: `receipt.status`). */
  | { kind: 'placed'; receipt: PaymentReceipt }
  /** 4xx: refused before anything was charged (409 `out_of_stock` carries the short lines). */
  | ({ kind: 'refused' } & Refusal)
  /** 402: the card was declined, or the attempt failed or expired earlier (a retry hears it again). */
  | { kind: 'declined'; error: ApiError }
  /** 409: the attempt's key was used with another cart. */
  | { kind: 'conflict'; error: ApiError }
  /** 503: the store's database cannot be reached; nothing was charged that is not recorded. */
  | { kind: 'unavailable'; error: ApiError }
  /** 502: the gateway failed for a reason of ours; the shopper may retry the same attempt. */
  | { kind: 'gateway-failed'; error: ApiError };

const KEY_REUSED: ApiError = { error: 'This payment attempt was already made with a different cart. Please press Pay Now again.', code: 'idempotency_key_reused' };
const EXPIRED: ApiError = {
  error: 'This payment attempt was not completed in time, so nothing was charged. Please press Pay Now again.',
  code: 'payment_expired',
};

/** Crockford's base 32: no I, L, O or U, so an order number read over the phone is not misheard. */
const ORDER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * 'NX-' and 8 characters derived from the idempotency key, so that a retried attempt (same key, same
 * PaymentIntent) keeps its order number. `attempt` gives further candidates for the rare number that
 * another key already took (the database's unique index tells).
 */
export function orderNumberFor(idempotencyKey: string, attempt = 0): string {
  const hash = createHash('sha256')
    .update(attempt === 0 ? idempotencyKey : `${idempotencyKey}#${attempt}`)
    .digest();
  let code = '';
  for (let index = 0; index < 8; index += 1) code += ORDER_ALPHABET[(hash[index] ?? 0) % 32];
  return `NX-${code}`;
}

/**
 * What one attempt asked for, from the request alone (so that it can be compared before anything is
 * priced): the lines, the payment method and the coupon as typed. The same key with another
 * fingerprint is another cart: 409.
 */
export function attemptFingerprint(request: ParsedPaymentRequest): string {
  return JSON.stringify([
    'v2',
    request.items.map((item) => [item.id, item.quantity, item.teamCode ?? item.team ?? false]),
    // The test card form's method carries the card number: only its last four digits are kept.
    storablePaymentMethodId(request.paymentMethodId),
    request.couponCode?.trim().toUpperCase() ?? null,
  ]);
}

function receiptOf(order: StoredOrder, paymentIntentId: string, status: PaymentReceipt['status'], clientSecret?: string): PaymentReceipt {
  return {
    orderNumber: order.orderNumber,
    paymentIntentId,
    status,
    amount: order.amount,
    currency: 'zar',
    totals: order.totals,
    lines: order.lines,
    ...(clientSecret ? { clientSecret } : {}),
  };
}

function declineCode(result: PaymentResult): string {
  return result.error ? `${result.error.code}${result.error.declineCode ? `/${result.error.declineCode}` : ''}` : 'unknown';
}

export async function placeOrder(input: PlaceOrderInput, deps: PlaceOrderDeps): Promise<PlaceOrderResult> {
  const { request, account } = input;
  const { orders, logger } = deps;
  const fingerprint = attemptFingerprint(request);
  const key = request.idempotencyKey;

  try {
    // 1. A retry answers the order its attempt made, whatever its coupon or team line says now.
    const made = await orders.byKey(key);
    if (made) return await answerAttempt(made);

    // 2. The cart.
    const read = await readCart(request.items, account, deps.teams, deps.catalogue);
    if (!read.ok) return await refuseUnlessMade(read.refusal);
    const { cart } = read;

    // 3. The coupon.
    let coupon: Awaited<ReturnType<CouponDesk['accept']>> | null = null;
    if (request.couponCode !== undefined) {
      if (!deps.coupons) return await refuseUnlessMade({ status: 422, error: { error: COUPON_REFUSED, code: 'coupon_refused' } });
      coupon = await deps.coupons.accept(request.couponCode, account, input.clientAddress, request.paymentMethodId);
      if (coupon.kind === 'refused') {
        return await refuseUnlessMade({
          status: coupon.status,
          error: { error: coupon.error, code: coupon.code },
          ...(coupon.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: coupon.retryAfterSeconds }),
        });
      }
    }
    const accepted = coupon?.kind === 'accepted' ? coupon : null;
    const totals = priceOrder(cart, accepted?.discount);
    if (totals.total > MAX_PAYMENT_AMOUNT) {
      return {
        kind: 'refused',
        status: 422,
        error: {
          error: `This order comes to ${formatRand(totals.total)}, over the ${formatRand(MAX_PAYMENT_AMOUNT)} one card payment can take. Please split it into smaller orders.`,
          code: 'order_too_large',
        },
      };
    }

    // 4. The order, written before the card is charged, under the attempt's key: a doubled request
    // finds it (the unique constraint decides, not the lookup above) and never makes a second one.
    const begun = await orders.begin(
      {
        idempotencyKey: key,
        fingerprint,
        accountUid: account?.uid ?? null,
        totals,
        lines: orderLinesOf(cart),
        customer: request.customer,
        coupon: accepted ? { code: accepted.code, claim: accepted.claim } : undefined,
      },
      (attempt) => orderNumberFor(key, attempt),
    );
    if (begun.kind === 'conflict') return conflict(orderNumberFor(key));
    // Another order took the coupon between the check and the reservation (the database decided).
    if (begun.kind === 'coupon-refused') return await refuseUnlessMade({ status: 422, error: { error: COUPON_REFUSED, code: 'coupon_refused' } });
    // The stock cannot fill it (reserved in the order's transaction, which rolled back): 409 with the
    // short lines, before any charge.
    if (begun.kind === 'out-of-stock') return await refuseUnlessMade({ status: 409, error: outOfStock(begun.short) });
    if (begun.kind === 'existing') return await answerAttempt(begun.order);
    const order = begun.order;

    // 5. The member's one team purchase: a second purchase that raced past the check ends here,
    // failed, with nothing charged and its coupon given back.
    if (!(await cart.claimTeams(order.orderNumber))) {
      await orders.settle(order.orderNumber, {
        status: 'failed',
        paymentReference: '',
        failureCode: CLAIMED_MEANWHILE.body.code ?? 'team',
        failureMessage: CLAIMED_MEANWHILE.body.error,
      });
      return { kind: 'refused', status: CLAIMED_MEANWHILE.status, error: CLAIMED_MEANWHILE.body };
    }

    // 6 and 7.
    return await chargeAndSettle(order);
  } catch (error) {
    if (error instanceof StoreUnavailableError) {
      logger.error(`[payments] attempt ${key}: ${error.message}`);
      return { kind: 'unavailable', error: { error: STORE_UNAVAILABLE, code: 'store_unavailable' } };
    }
    throw error;
  }

  /** A refusal, unless a parallel request of this same attempt has written its order meanwhile. */
  async function refuseUnlessMade(refusal: Refusal): Promise<PlaceOrderResult> {
    const madeMeanwhile = await orders.byKey(key);
    return madeMeanwhile ? answerAttempt(madeMeanwhile) : { kind: 'refused', ...refusal };
  }

  /** The current answer of the order this attempt made. */
  async function answerAttempt(order: StoredOrder): Promise<PlaceOrderResult> {
    if (order.fingerprint !== fingerprint || order.accountUid !== (account?.uid ?? null)) return conflict(order.orderNumber);
    switch (order.status) {
      case 'pending':
        // The first try was cut short (a lost answer, a crash) or waits for 3-D Secure. The gateway
        // answers the same key with the same PaymentIntent, so this charges at most once.
        return chargeAndSettle(order);
      case 'expired':
        return { kind: 'declined', error: EXPIRED };
      case 'failed':
        return {
          kind: 'declined',
          error: { error: order.failureMessage ?? 'Payment failed.', code: order.failureCode?.split('/')[0] ?? 'payment_failed' },
        };
      default:
        // Paid, and perhaps moved on by the desk since (packed, shipped, cancelled…): the attempt paid.
        logger.info(`[payments] ${order.orderNumber} already paid (${order.status}); answering the retry with its receipt`);
        return { kind: 'placed', receipt: receiptOf(order, order.paymentReference, 'succeeded') };
    }
  }

  async function chargeAndSettle(order: StoredOrder): Promise<PlaceOrderResult> {
    const { orderNumber } = order;
    if (order.amount === 0) {
      // The voucher covers everything: a paid order with nothing to charge.
      await orders.settle(orderNumber, { status: 'paid', paymentReference: '' });
      return answerSettled(orderNumber, null);
    }
    let result: PaymentResult;
    try {
      result = await deps.gateway.createPayment({
        amount: order.amount,
        currency: 'zar',
        paymentMethodId: request.paymentMethodId,
        idempotencyKey: key,
        description: `Nexus order ${orderNumber}`,
        metadata: { orderNumber, lines: String(order.lines.length), items: String(order.totals.itemCount) },
      });
    } catch (error) {
      if (error instanceof PaymentGatewayError && error.kind === 'idempotency_conflict') return conflict(orderNumber);
      if (error instanceof StoreUnavailableError) throw error;
      const reason = error instanceof PaymentGatewayError ? `${error.kind}: ${error.message}` : String(error);
      logger.error(`[payments] ${orderNumber} could not be paid (${deps.gateway.mode} gateway) - ${reason}`);
      return { kind: 'gateway-failed', error: { error: PAYMENT_FAILED_ON_SERVER } };
    }

    if (result.status === 'failed') {
      const code = declineCode(result);
      const message = result.error?.message ?? 'Payment failed.';
      await orders.settle(orderNumber, { status: 'failed', paymentReference: result.id, failureCode: code, failureMessage: message });
      logger.info(`[payments] ${orderNumber} declined (${code}) ${result.id}`);
      return answerSettled(orderNumber, result);
    }
    if (result.status === 'requires_action') {
      // Stays pending: the shopper's bank confirms it in the browser, and Stripe's webhook settles it.
      await orders.setReference(orderNumber, result.id);
      logger.info(`[payments] ${orderNumber} requires_action ${result.id}`);
      return { kind: 'placed', receipt: receiptOf(order, result.id, 'requires_action', result.clientSecret) };
    }
    await orders.settle(orderNumber, { status: 'paid', paymentReference: result.id });
    logger.info(`[payments] ${orderNumber} succeeded ${result.amount} cents ${result.id}`);
    return answerSettled(orderNumber, result);
  }

  /**
   * The order as it ended. Settling is conditional, so the order may have been settled by someone
   * else first (the expiry job, the webhook): money taken for an order that failed or expired
   * meanwhile is given back at once.
   */
  async function answerSettled(orderNumber: string, result: PaymentResult | null): Promise<PlaceOrderResult> {
    const order = await orders.byKey(key);
    if (!order) throw new StoreUnavailableError(new Error(`Order ${orderNumber} vanished.`));
    if (result?.status === 'succeeded' && (order.status === 'failed' || order.status === 'expired')) {
      // We never keep money for an order we will not fulfil: owed back in full, carried out until done.
      await orders.refundLatePayment(order.orderNumber, result, deps.gateway, logger);
    }
    if (order.status === 'paid') return { kind: 'placed', receipt: receiptOf(order, order.paymentReference, 'succeeded') };
    return answerAttempt(order);
  }

  function conflict(orderNumber: string): PlaceOrderResult {
    logger.error(`[payments] ${orderNumber} idempotency key reused with a different cart`);
    return { kind: 'conflict', error: KEY_REUSED };
  }
}
