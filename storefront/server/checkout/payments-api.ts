import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import {
  PAYMENT_FAILED_ON_SERVER,
  paymentRequestSchema,
  type ApiError,
  type PaymentsConfig,
} from '../../core/contract/api';
import { CURRENCY } from '../../core/domain/money';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '../../core/domain/pricing';
import { countAsDecline } from '../abuse/payment-attempts';
import { accountOrRefusal, type AccountVerifier } from '../auth/accounts';
import { noStore } from '../no-store';
import type { CouponDesk } from '../coupons/api';
import { jsonBody } from '../json-body';
import { placeOrder, type PlaceOrderResult } from './place-order';
import type { PaymentOrders } from '../orders/store';
import type { TeamStore } from '../teams/store';
import type { CatalogueStore } from '../catalogue/store';
import type { PaymentGateway } from '../payments/gateway';

/** A cart of 50 lines is under 4 KB of JSON; anything far bigger is not a cart. */
export const MAX_BODY_BYTES = 16 * 1024;

export type PaymentsLogger = Pick<Console, 'info' | 'error'>;

export interface PaymentsApiOptions {
  gateway: PaymentGateway;
  /** Where the order is written before the card is charged, and settled after. */
  orders: PaymentOrders;
  /** Verifies the `Authorization: Bearer` ID token of a signed-in shopper; guests send none. */
  accounts: AccountVerifier;
  /** The teams whose members may buy at the team price. */
  teams: TeamStore;
  /** Where every line's price is read. */
  catalogue: CatalogueStore;
  /** Where payment outcomes and server errors go. Card data never reaches it. @default console */
  logger?: PaymentsLogger;
  /** Checks the request's `couponCode`; without it, a payment with a code is refused. */
  coupons?: CouponDesk;
  /** The client's address (for the coupon desk's wrong-code limit). @default 'unknown' */
  clientAddress?: (c: Context) => string;
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

/** The HTTP answer of each outcome of `placeOrder`: the route's only logic. */
function answer(c: Context, result: PlaceOrderResult) {
  switch (result.kind) {
    case 'placed':
      return c.json(result.receipt, 200);
    case 'refused':
      if (result.retryAfterSeconds !== undefined) c.header('Retry-After', String(result.retryAfterSeconds));
      return c.json<ApiError>(result.error, result.status);
    case 'declined':
      return c.json<ApiError>(result.error, 402);
    case 'conflict':
      return c.json<ApiError>(result.error, 409);
    case 'unavailable':
      return c.json<ApiError>(result.error, 503);
    case 'gateway-failed':
      return c.json<ApiError>(result.error, 502);
  }
}

export function createPaymentsApi(options: PaymentsApiOptions): Hono {
  const { gateway, orders, accounts, teams, catalogue } = options;
  const logger = options.logger ?? console;
  const api = new Hono();

  api.use('*', noStore());

  api.get('/config', (c) => c.json<PaymentsConfig>({ payments: gateway.mode, currency: CURRENCY }));

  const paymentBody = jsonBody(paymentRequestSchema, {
    what: 'the payment',
    maxBytes: MAX_BODY_BYTES,
    invalid: (error, body) => {
      const problems = [...new Set(error.issues.map((issue) => describeIssue(issue, body)))];
      return { error: problems[0] ?? 'The request body is not a payment.', problems: problems.slice(0, 10) };
    },
  });

  api.post('/create-payment-intent', paymentBody, async (c) => {
    // A shopper who meant to buy signed in must not end up with a guest order by accident.
    const account = await accountOrRefusal(c, accounts, 'Bearer');
    if (account instanceof Response) return account;
    const result = await placeOrder(
      { request: c.get('body'), account, clientAddress: options.clientAddress?.(c) ?? 'unknown' },
      { gateway, orders, teams, catalogue, coupons: options.coupons, logger },
    );
    if (result.kind === 'placed' && result.receipt.status === 'requires_action') countAsDecline(c);
    return answer(c, result);
  });

  api.all('/create-payment-intent', (c) => {
    c.header('Allow', 'POST');
    return c.json<ApiError>({ error: `Use POST for /api/create-payment-intent, not ${c.req.method}.` }, 405);
  });

  api.onError((error, c) => {
    logger.error(`[payments] unexpected error on ${c.req.method} ${c.req.path}: ${error.message}`);
    return c.json<ApiError>({ error: PAYMENT_FAILED_ON_SERVER }, 500);
  });

  return api;
}
