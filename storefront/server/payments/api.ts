import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
// Single modules rather than the barrels: the barrels also carry browser-only code (the prize wheel's
// confetti, the chat script) that the server bundle has no use for.
import { getProduct } from '../../core/catalogue/products';
import {
  COUPON_REFUSED,
  PAYMENT_FAILED_ON_SERVER,
  STORE_UNAVAILABLE,
  paymentRequestSchema,
  type OrderLine,
  type ParsedPaymentRequest,
  type PaymentReceipt,
  type PaymentsConfig,
} from '../../core/contract/api';
import { CURRENCY, formatRand } from '../../core/domain/money';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '../../core/domain/pricing';
import { linesFromItems, priceCart } from '../../core/domain/pricing';
import { accountOf, AccountTokenError, type AccountVerifier, type VerifiedAccount } from '../auth/accounts';
import type { CouponDesk } from '../coupons/api';
import { StoreUnavailableError } from '../db';
import { jsonBody } from '../json-body';
import type { PaymentOrders, StoredOrder } from '../orders/store';
import { outOfStock } from '../stock/api';
import { CLAIMED_MEANWHILE, teamLines } from '../teams/payment';
import type { TeamStore } from '../teams/store';
import { MAX_PAYMENT_AMOUNT, PaymentGatewayError, type PaymentGateway, type PaymentResult } from './gateway';

/** A cart of 50 lines is under 4 KB of JSON; anything far bigger is not a cart. */
export const MAX_BODY_BYTES = 16 * 1024;

export type PaymentsLogger = Pick<Console, 'info' | 'error'>;

/** Every non-OK answer: 4xx for a request the server refused, 402 for a decline, 5xx for a failure. */
export interface PaymentErrorResponse {
  error: string;
  /** With 402: the provider's code, e.g. 'card_declined'. */
  code?: string;
  /** With 400: every validation problem found, at most 10. */
  problems?: string[];
}


export interface PaymentsApiOptions {
  gateway: PaymentGateway;
  /** Where the order is written before the card is charged, and settled after. */
  orders: PaymentOrders;
  /** Verifies the `Authorization: Bearer` ID token of a signed-in shopper; guests send none. */
  accounts: AccountVerifier;
  /** The teams whose members may buy at the team price (issue 15). */
  teams: TeamStore;
  /** Where payment outcomes and server errors go. Card data never reaches it. @default console */
  logger?: PaymentsLogger;
  /** Checks the request's `couponCode`; without it, a payment with a code is refused. */
  coupons?: CouponDesk;
}

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

const FIELDS = 'items, paymentMethodId, idempotencyKey, customer and, optionally, couponCode';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One validation problem in words a developer reading the response can act on. */
function describeIssue(issue: z.core.$ZodIssue, body: unknown): string {
  const [field, index, itemField] = issue.path;
  if (field === undefined) {
    if (issue.code === 'unrecognized_keys') {
      if (issue.keys.includes('amount')) {
        return 'Do not send an amount: the server works out what to charge from the items.';
      }
      return `Unknown field ${issue.keys.map((key) => `"${key}"`).join(', ')}: the body takes only ${FIELDS}.`;
    }
    return `The request body must be a JSON object with ${FIELDS}.`;
  }
  const missing = isRecord(body) && typeof field === 'string' && body[field] === undefined;
  if (field === 'items') {
    if (index === undefined) {
      if (missing) return 'items is missing: send the cart lines as items.';
      if (issue.code === 'too_small') return 'The cart is empty: send at least one item.';
      if (issue.code === 'too_big') return `An order can have at most ${MAX_ORDER_LINES} lines.`;
      return 'items must be a list of { id, quantity, team } objects.';
    }
    const item = `Item ${Number(index) + 1}`;
    if (itemField === undefined) {
      if (issue.code === 'unrecognized_keys') {
        if (issue.keys.some((key) => /price|amount|total/i.test(key))) {
          return `${item} has a price field: the server takes prices from the catalogue, send only id, quantity and team.`;
        }
        return `${item} has an unknown field ${issue.keys.map((key) => `"${key}"`).join(', ')}: an item takes only id, quantity and team.`;
      }
      return `${item} must be an object with id, quantity and, for a team buy, team.`;
    }
    if (itemField === 'id') return `${item} needs an id that is a whole number from the catalogue.`;
    if (itemField === 'quantity') return `${item} needs a quantity that is a whole number from 1 to ${MAX_LINE_QUANTITY}.`;
    if (itemField === 'teamCode') return `${item}'s teamCode must be the 8-character code of a team's share link.`;
    return `${item}'s team must be true or false.`;
  }
  if (field === 'customer') {
    if (missing) return 'customer is missing: send the order form (name, email, contact, streetAddress, suburb, city, province, postalCode).';
    // The order form's own messages name the problem in the shopper's words.
    return index === undefined ? 'customer must be an object with the order form fields.' : `customer.${String(index)}: ${issue.message}`;
  }
  if (field === 'couponCode') return 'couponCode must be a coupon code of 1 to 64 characters, or left out.';
  if (field === 'paymentMethodId') {
    return missing
      ? 'paymentMethodId is missing: send the payment method created from the card.'
      : 'paymentMethodId must be a payment method id of 1 to 255 characters.';
  }
  return missing
    ? 'idempotencyKey is missing: send a new random key with each payment attempt.'
    : 'idempotencyKey must be a text of 8 to 255 characters, new for each payment attempt.';
}

function unknownProducts(ids: readonly number[]): string {
  const unique = [...new Set(ids)];
  return unique.length === 1
    ? `Product ${unique[0]} is not in our catalogue. Remove it from the cart and try again.`
    : `Products ${unique.join(', ')} are not in our catalogue. Remove them from the cart and try again.`;
}

function refuse(c: Context, status: ContentfulStatusCode, body: PaymentErrorResponse) {
  return c.json(body, status);
}

/** 503: the order cannot be written or settled, so the shopper keeps the cart and tries again. */
function storeUnavailable(c: Context) {
  return refuse(c, 503, { error: STORE_UNAVAILABLE, code: 'store_unavailable' });
}

function unauthenticated(c: Context, error: AccountTokenError) {
  c.header('WWW-Authenticate', 'Bearer');
  return refuse(c, 401, { error: error.message, code: 'unauthenticated' });
}

/** What the receipt says about an order whose payment went through. */
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

export function createPaymentsApi(options: PaymentsApiOptions): Hono {
  const { gateway, orders, accounts, teams } = options;
  const logger = options.logger ?? console;
  const api = new Hono();

  api.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  api.get('/config', (c) => c.json<PaymentsConfig>({ payments: gateway.mode, currency: CURRENCY }));

  const paymentBody = jsonBody(paymentRequestSchema, {
    what: 'the payment',
    maxBytes: MAX_BODY_BYTES,
    invalid: (error, body) => {
      const problems = [...new Set(error.issues.map((issue) => describeIssue(issue, body)))];
      return { error: problems[0] ?? 'The request body is not a payment.', problems: problems.slice(0, 10) };
    },
  });

  api.post('/create-payment-intent', paymentBody, (c) => pay(c, c.get('body')));

  api.all('/create-payment-intent', (c) => {
    c.header('Allow', 'POST');
    return refuse(c, 405, { error: `Use POST for /api/create-payment-intent, not ${c.req.method}.` });
  });

  async function pay(c: Context, request: ParsedPaymentRequest) {
    let account: VerifiedAccount | null;
    try {
      account = await accountOf(c, accounts);
    } catch (error) {
      // A shopper who meant to buy signed in must not end up with a guest order by accident.
      if (error instanceof AccountTokenError) return unauthenticated(c, error);
      throw error;
    }
    const unknownIds = linesFromItems(request.items, getProduct).unknownIds;
    if (unknownIds.length > 0) return refuse(c, 422, { error: unknownProducts(unknownIds) });
    const team = await teamLines(teams, account, request.items);
    if (!team.ok) return refuse(c, team.refusal.status, team.refusal.body);
    const { lines } = linesFromItems(team.items, getProduct);
    const coupon = request.couponCode === undefined ? null : await acceptCoupon(c, request.couponCode, account);
    if (coupon instanceof Response) return coupon;
    const totals = priceCart(lines, { discount: coupon?.discount });
    if (totals.total > MAX_PAYMENT_AMOUNT) {
      return refuse(c, 422, {
        error: `This order comes to ${formatRand(totals.total)}, over the ${formatRand(MAX_PAYMENT_AMOUNT)} one card payment can take. Please split it into smaller orders.`,
      });
    }
    const orderLines: OrderLine[] = lines.map((line, index) => {
      const teamCode = team.items[index]?.teamCode;
      return {
        id: line.product.id,
        name: line.product.name,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        team: line.team,
        ...(teamCode ? { teamCode } : {}),
      };
    });

    // The order is written before the card is charged, under the attempt's key: a retried or doubled
    // request finds it (the unique constraint decides, not a lookup) and never makes a second one.
    let order: StoredOrder;
    try {
      const begun = await orders.begin(
        {
          idempotencyKey: request.idempotencyKey,
          fingerprint: JSON.stringify([
            orderLines.map((line) => [line.id, line.quantity, line.teamCode ?? line.team]),
            totals.total,
            request.paymentMethodId,
            ...(coupon ? [coupon.code] : []),
          ]),
          accountUid: account?.uid ?? null,
          totals,
          lines: orderLines,
          customer: request.customer,
          coupon: coupon ? { code: coupon.code, claim: coupon.claim } : undefined,
        },
        (attempt) => orderNumberFor(request.idempotencyKey, attempt),
      );
      if (begun.kind === 'conflict') return keyReused(c, orderNumberFor(request.idempotencyKey));
      // Another order took the coupon between the check and the reservation (the database decided).
      if (begun.kind === 'coupon-refused') return refuse(c, 422, { error: COUPON_REFUSED, code: 'coupon_refused' });
      // The stock cannot fill it (reserved in the order's transaction, which rolled back): no charge.
      if (begun.kind === 'out-of-stock') return c.json(outOfStock(begun.short), 409);
      order = begun.order;
      // A member's one team purchase, taken for this order: a second purchase that raced past the
      // check above ends here, failed, with nothing charged.
      if (!(await team.claim(order.orderNumber))) {
        await orders.settle(order.orderNumber, { status: 'failed', paymentReference: '', failureCode: CLAIMED_MEANWHILE.body.code ?? 'team' });
        return refuse(c, CLAIMED_MEANWHILE.status, CLAIMED_MEANWHILE.body);
      }
    } catch (error) {
      return failedStore(c, error, `order for attempt ${request.idempotencyKey}`);
    }
    const { orderNumber } = order;
    if (order.status === 'paid') {
      logger.info(`[payments] ${orderNumber} already paid; answering the retry with its receipt`);
      return c.json(receiptOf(order, order.paymentReference, 'succeeded'), 200);
    }

    let result: PaymentResult;
    try {
      result = await gateway.createPayment({
        amount: order.amount,
        currency: 'zar',
        paymentMethodId: request.paymentMethodId,
        idempotencyKey: request.idempotencyKey,
        description: `Nexus order ${orderNumber}`,
        metadata: { orderNumber, lines: String(order.lines.length), items: String(order.totals.itemCount) },
      });
    } catch (error) {
      if (error instanceof PaymentGatewayError && error.kind === 'idempotency_conflict') return keyReused(c, orderNumber);
      if (error instanceof StoreUnavailableError) return failedStore(c, error, orderNumber);
      const reason = error instanceof PaymentGatewayError ? `${error.kind}: ${error.message}` : String(error);
      logger.error(`[payments] ${orderNumber} could not be paid (${gateway.mode} gateway) - ${reason}`);
      return refuse(c, 502, { error: PAYMENT_FAILED_ON_SERVER });
    }

    try {
      if (result.status === 'failed') {
        const code = result.error ? `${result.error.code}${result.error.declineCode ? `/${result.error.declineCode}` : ''}` : 'unknown';
        await orders.settle(orderNumber, { status: 'failed', paymentReference: result.id, failureCode: code });
        logger.info(`[payments] ${orderNumber} declined (${code}) ${result.id}`);
        return refuse(c, 402, { error: result.error?.message ?? 'Payment failed.', code: result.error?.code ?? 'payment_failed' });
      }
      if (result.status === 'requires_action') {
        // Stays pending: the shopper's bank confirms it in the browser, and Stripe's webhook settles it.
        await orders.setReference(orderNumber, result.id);
      } else {
        await orders.settle(orderNumber, { status: 'paid', paymentReference: result.id });
      }
    } catch (error) {
      // The card may have been charged: the order stays pending, and the shopper's retry with the
      // same key gets the same PaymentIntent and settles it.
      return failedStore(c, error, orderNumber);
    }
    logger.info(`[payments] ${orderNumber} ${result.status} ${result.amount} cents ${result.id}`);
    return c.json(receiptOf(order, result.id, result.status, result.clientSecret), 200);
  }

  /** The accepted coupon, or the refusal to answer with. */
  async function acceptCoupon(c: Context, code: string, account: VerifiedAccount | null) {
    if (!options.coupons) return refuse(c, 422, { error: COUPON_REFUSED, code: 'coupon_refused' });
    let accepted: Awaited<ReturnType<CouponDesk['accept']>>;
    try {
      accepted = await options.coupons.accept(c, code, account);
    } catch (error) {
      return failedStore(c, error, 'coupon check');
    }
    if (accepted.kind === 'accepted') return accepted;
    if (accepted.retryAfterSeconds !== undefined) c.header('Retry-After', String(accepted.retryAfterSeconds));
    return refuse(c, accepted.status, { error: accepted.error, code: accepted.code });
  }

  function keyReused(c: Context, orderNumber: string) {
    logger.error(`[payments] ${orderNumber} idempotency key reused with a different cart`);
    return refuse(c, 409, {
      error: 'This payment attempt was already made with a different cart. Please press Pay Now again.',
    });
  }

  function failedStore(c: Context, error: unknown, what: string) {
    if (!(error instanceof StoreUnavailableError)) throw error;
    logger.error(`[payments] ${what}: ${error.message}`);
    return storeUnavailable(c);
  }

  api.onError((error, c) => {
    logger.error(`[payments] unexpected error on ${c.req.method} ${c.req.path}: ${error.message}`);
    return refuse(c, 500, { error: PAYMENT_FAILED_ON_SERVER });
  });

  return api;
}
