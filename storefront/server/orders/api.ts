import { Hono, type Context } from 'hono';
import {
  ORDER_EMAIL_PARAM,
  ORDER_NUMBER_PATTERN,
  type Account,
  type ApiError,
  returnRequestSchema,
  type Order,
  type OrdersList,
} from '../../core/contract/api';
import { actionsFor, deliveredAt, ownsOrder, returnWindowEnds, type OrderState } from '../../core/domain/order-lifecycle';
import { accountOrRefusal, type AccountVerifier, type VerifiedAccount } from '../auth/accounts';
import { noStore } from '../no-store';
import { jsonBody } from '../json-body';
import type { MoveInput, MoveResult } from './lifecycle';
import type { OrderStore, StoredOrder } from './store';
import { answerStoreErrors, moveRefusal } from '../api-errors';

export interface OrdersApiOptions {
  orders: OrderStore;
  accounts: AccountVerifier;
  /** Moves an order (the shopper's cancel and return): `moveOrder` with the store's database and gateway. */
  move: (input: MoveInput) => Promise<MoveResult>;
  logger?: Pick<Console, 'error'>;
}

const NOT_FOUND: ApiError = { error: 'No such order. Check the order number and the email address it was placed with.', code: 'not_found' };
const SIGN_IN: ApiError = { error: 'Sign in to see your orders and account.', code: 'unauthenticated' };

/**
 * Only what the contract shows: who owns the order, which staff member moved it and staff's internal
 * notes stay on the server; refunds show their state, and "refunded" counts only what the gateway
 * gave back. The actions are the shopper's (cancel before packing, return within the window).
 */
export function publicOrder(order: StoredOrder, now = new Date()): Order {
  const { accountUid: _accountUid, fingerprint: _fingerprint, failureCode: _failureCode, events, refunds, ...shown } = order;
  const delivered = deliveredAt(events);
  const shopperRefunds = refunds.filter((refund) => refund.kind === 'move');
  return {
    ...shown,
    refunded: shopperRefunds.filter((refund) => refund.state === 'succeeded').reduce((sum, refund) => sum + refund.amount, 0),
    refunds: shopperRefunds.map(({ amount, state, requestedAt, settledAt }) => ({ amount, state, requestedAt, settledAt })),
    events: events.map(({ actorEmail: _actorEmail, gatewayReference: _reference, note: _note, ...event }) => event),
    actions: actionsFor(order.status as OrderState, 'shopper', { deliveredAt: delivered, now }),
    returnBy: returnWindowEnds(delivered)?.toISOString() ?? null,
  };
}

/**
 * GET /orders, GET /orders/:number and GET /account: the store of record, read by the signed-in
 * account (Bearer ID token) or, for one order, by the guest who knows its email.
 */
export function createOrdersApi(options: OrdersApiOptions): Hono {
  const { orders, accounts, move } = options;
  const logger = options.logger ?? console;
  const api = new Hono();

  api.use('*', noStore({ byAccount: true }));

  async function signedIn(c: Context): Promise<VerifiedAccount | Response> {
    const account = await accountOrRefusal(c, accounts, 'Bearer error="invalid_token"');
    if (account) return account;
    c.header('WWW-Authenticate', 'Bearer');
    return c.json(SIGN_IN, 401);
  }

  api.get('/orders', async (c) => {
    const account = await signedIn(c);
    if (account instanceof Response) return account;
    const list = await orders.forAccount(account.uid);
    return c.json<OrdersList>({ orders: list.map((order) => publicOrder(order)) });
  });

  /**
   * Who asks about an order: a guest needs no token, only the order's email; a signed-in shopper may
   * also give an email, for an order placed on this browser while signed out.
   */
  async function shopper(c: Context): Promise<{ account: VerifiedAccount | null; email: string | undefined } | Response> {
    const email = c.req.query(ORDER_EMAIL_PARAM);
    if (email !== undefined && !c.req.header('authorization')) return { account: null, email };
    const account = await signedIn(c);
    return account instanceof Response ? account : { account, email };
  }

  api.get('/orders/:number', async (c) => {
    const number = c.req.param('number').toUpperCase();
    const asking = await shopper(c);
    if (asking instanceof Response) return asking;
    const { account, email } = asking;
    const order = ORDER_NUMBER_PATTERN.test(number) ? await orders.byNumber(number) : null;
    const allowed = order !== null && ownsOrder(order, { uid: account?.uid ?? null, email });
    // Unknown and someone else's read the same, so a number cannot be probed.
    if (!order || !allowed) return c.json(NOT_FOUND, 404);
    return c.json<Order>(publicOrder(order));
  });

  /**
   * The shopper's own moves: the owner (token) or the guest who knows the order's email; anyone else
   * is told the order does not exist, as on GET.
   */
  async function shopperMove(c: Context, input: Pick<MoveInput, 'action' | 'reason'>) {
    const number = c.req.param('number')?.toUpperCase() ?? '';
    const asking = await shopper(c);
    if (asking instanceof Response) return asking;
    const { account, email } = asking;
    if (!ORDER_NUMBER_PATTERN.test(number)) return c.json(NOT_FOUND, 404);
    const result = await move({
      ...input,
      orderNumber: number,
      actor: { kind: 'shopper', uid: account?.uid ?? null, email: account?.email ?? email ?? null },
      owner: { uid: account?.uid ?? null, email: email ?? null },
    });
    if (result.kind !== 'moved') return moveRefusal(c, result, NOT_FOUND);
    const order = await orders.byNumber(number);
    return order ? c.json<Order>(publicOrder(order)) : c.json(NOT_FOUND, 404);
  }

  api.post('/orders/:number/cancel', (c) => shopperMove(c, { action: 'cancel' }));

  api.post(
    '/orders/:number/return',
    jsonBody(returnRequestSchema, {
      what: 'the return',
      maxBytes: 4 * 1024,
      invalid: () => ({ error: 'Tell us why you are returning the order (3 to 500 characters).', code: 'reason_required' }),
    }),
    (c) => shopperMove(c, { action: 'request_return', reason: c.get('body').reason }),
  );

  api.get('/account', async (c) => {
    const account = await signedIn(c);
    if (account instanceof Response) return account;
    const { merchant: _merchant, ...shown } = account;
    return c.json<Account>({ ...shown, lastDeliverTo: await orders.lastDeliveryFor(account.uid) });
  });

  api.onError(answerStoreErrors('orders', logger));

  return api;
}
