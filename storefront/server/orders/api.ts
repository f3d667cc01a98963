import { Hono, type Context } from 'hono';
import {
  ORDER_EMAIL_PARAM,
  ORDER_NUMBER_PATTERN,
  STORE_UNAVAILABLE,
  type Account,
  type ApiError,
  type Order,
  type OrdersList,
} from '../../core/contract/api';
import { accountOf, AccountTokenError, type AccountVerifier, type VerifiedAccount } from '../auth/accounts';
import { StoreUnavailableError } from '../db';
import type { OrderStore, StoredOrder } from './store';

export interface OrdersApiOptions {
  orders: OrderStore;
  accounts: AccountVerifier;
  logger?: Pick<Console, 'error'>;
}

const NOT_FOUND: ApiError = { error: 'No such order. Check the order number and the email address it was placed with.', code: 'not_found' };
const SIGN_IN: ApiError = { error: 'Sign in to see your orders and account.', code: 'unauthenticated' };

/** Only what the contract shows: who owns the order stays on the server. */
function publicOrder(order: StoredOrder): Order {
  const { accountUid: _accountUid, fingerprint: _fingerprint, failureCode: _failureCode, ...shown } = order;
  return shown;
}

/** A guest proves an order is theirs with the email it was placed with; case and spaces do not matter. */
function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * GET /orders, GET /orders/:number and GET /account: the store of record, read by the signed-in
 * account (Bearer ID token) or, for one order, by the guest who knows its email.
 */
export function createOrdersApi(options: OrdersApiOptions): Hono {
  const { orders, accounts } = options;
  const logger = options.logger ?? console;
  const api = new Hono();

  api.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
    // Answers differ by account: a shared cache must never hand one shopper's orders to another.
    c.header('Vary', 'Authorization');
  });

  async function signedIn(c: Context): Promise<VerifiedAccount | Response> {
    try {
      const account = await accountOf(c, accounts);
      if (account) return account;
      c.header('WWW-Authenticate', 'Bearer');
      return c.json(SIGN_IN, 401);
    } catch (error) {
      if (!(error instanceof AccountTokenError)) throw error;
      c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
      return c.json<ApiError>({ error: error.message, code: 'unauthenticated' }, 401);
    }
  }

  api.get('/orders', async (c) => {
    const account = await signedIn(c);
    if (account instanceof Response) return account;
    const list = await orders.forAccount(account.uid);
    return c.json<OrdersList>({ orders: list.map(publicOrder) });
  });

  api.get('/orders/:number', async (c) => {
    const number = c.req.param('number').toUpperCase();
    const email = c.req.query(ORDER_EMAIL_PARAM);
    // A guest needs no token; a signed-in shopper may also give an email, for an order placed on this
    // browser while signed out.
    let account: VerifiedAccount | null = null;
    if (email === undefined || c.req.header('authorization')) {
      const result = await signedIn(c);
      if (result instanceof Response) return result;
      account = result;
    }
    const order = ORDER_NUMBER_PATTERN.test(number) ? await orders.byNumber(number) : null;
    const allowed =
      order !== null &&
      ((account !== null && order.accountUid === account.uid) || (email !== undefined && sameEmail(order.email, email)));
    // Unknown and someone else's read the same, so a number cannot be probed.
    if (!order || !allowed) return c.json(NOT_FOUND, 404);
    return c.json<Order>(publicOrder(order));
  });

  api.get('/account', async (c) => {
    const account = await signedIn(c);
    if (account instanceof Response) return account;
    return c.json<Account>({ ...account, lastDeliverTo: await orders.lastDeliveryFor(account.uid) });
  });

  api.onError((error, c) => {
    if (error instanceof StoreUnavailableError) {
      logger.error(`[orders] ${c.req.method} ${c.req.path}: ${error.message}`);
      return c.json<ApiError>({ error: STORE_UNAVAILABLE, code: 'store_unavailable' }, 503);
    }
    logger.error(`[orders] unexpected error on ${c.req.method} ${c.req.path}: ${error.message}`);
    return c.json<ApiError>({ error: 'Something went wrong on our side. Please try again.' }, 500);
  });

  return api;
}
