import { Hono, type Context } from 'hono';
import {
  deskMoveRequestSchema,
  deskOrdersQuerySchema,
  deskRefundRequestSchema,
  ORDER_NUMBER_PATTERN,
  type ApiError,
  type DeskDashboard,
  type DeskOrder,
  type DeskOrdersPage,
} from '../../core/contract/api';
import { actionsFor, deliveredAt, returnWindowEnds, type OrderState } from '../../core/domain/order-lifecycle';
import type { AccountVerifier, VerifiedAccount } from '../auth/accounts';
import { requireMerchant, type MerchantEnv } from '../auth/require-merchant';
import { jsonBody } from '../json-body';
import type { MoveInput } from '../orders/lifecycle';
import type { OrderStore, StoredOrder } from '../orders/store';
import { toCsv, type DeskStore } from './store';
import { answerStoreErrors, moveRefusal } from '../api-errors';

export interface DeskApiOptions {
  desk: DeskStore;
  orders: Pick<OrderStore, 'byNumber'>;
  accounts: AccountVerifier;
  logger?: Pick<Console, 'error'>;
}

type DeskEnv = MerchantEnv;

const NOT_FOUND: ApiError = { error: 'No such order.', code: 'not_found' };

/** One order as staff see it, with the actions its state allows them. */
export function deskOrderOf(order: StoredOrder, now = new Date()): DeskOrder {
  const { fingerprint: _fingerprint, ...shown } = order;
  const delivered = deliveredAt(order.events);
  return {
    ...shown,
    actions: actionsFor(order.status as OrderState, 'merchant', {
      paid: order.paidAt ? order.totals.total : 0,
      refunded: order.refunded,
      deliveredAt: delivered,
      now,
    }),
    returnBy: returnWindowEnds(delivered)?.toISOString() ?? null,
  };
}

/**
 * `/api/desk/…`: the merchant's desk. Every request is verified: no token 401, a token
 * without the `merchant: true` claim 403, checked against revocation so that a revoked merchant is
 * out at once.
 */
export function createDeskApi(options: DeskApiOptions): Hono<DeskEnv> {
  const { desk, orders, accounts } = options;
  const logger = options.logger ?? console;
  const api = new Hono<DeskEnv>();

  api.use('*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    c.header('Vary', 'Authorization');
    await next();
  });
  api.use('*', requireMerchant(accounts));

  function query(c: Context): ReturnType<typeof deskOrdersQuerySchema.safeParse> {
    const raw = Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value !== ''));
    return deskOrdersQuerySchema.safeParse(raw);
  }

  function badQuery(c: Context, error: { issues: { path: PropertyKey[]; message: string }[] }) {
    const problems = error.issues.slice(0, 10).map((issue) => `${issue.path.map(String).join('.') || 'query'}: ${issue.message}`);
    return c.json<ApiError>({ error: 'The filters are not valid.', problems }, 400);
  }

  api.get('/orders', async (c) => {
    const parsed = query(c);
    if (!parsed.success) return badQuery(c, parsed.error);
    return c.json<DeskOrdersPage>(await desk.list(parsed.data));
  });

  api.get('/orders.csv', async (c) => {
    const parsed = query(c);
    if (!parsed.success) return badQuery(c, parsed.error);
    const csv = toCsv(await desk.export(parsed.data));
    const day = new Date().toISOString().slice(0, 10);
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="nexus-orders-${day}.csv"`,
    });
  });

  api.get('/dashboard', async (c) => c.json<DeskDashboard>(await desk.dashboard()));

  async function answerOrder(c: Context, number: string) {
    const order = await orders.byNumber(number);
    return order ? c.json<DeskOrder>(deskOrderOf(order)) : c.json(NOT_FOUND, 404);
  }

  api.get('/orders/:number', async (c) => {
    const number = c.req.param('number').toUpperCase();
    if (!ORDER_NUMBER_PATTERN.test(number)) return c.json(NOT_FOUND, 404);
    return answerOrder(c, number);
  });

  async function move(c: Context, merchant: VerifiedAccount, input: Omit<MoveInput, 'orderNumber' | 'actor'>) {
    const number = c.req.param('number')?.toUpperCase() ?? '';
    if (!ORDER_NUMBER_PATTERN.test(number)) return c.json(NOT_FOUND, 404);
    const result = await desk.move({ ...input, orderNumber: number, actor: { kind: 'merchant', uid: merchant.uid, email: merchant.email } });
    if (result.kind !== 'moved') return moveRefusal(c, result, NOT_FOUND);
    return answerOrder(c, number);
  }

  const invalid = (error: { issues: { path: PropertyKey[]; message: string }[] }): ApiError => ({
    error: 'Send the move as { action, carrier?, trackingNumber?, note?, message?, amount? }.',
    problems: error.issues.slice(0, 10).map((issue) => `${issue.path.map(String).join('.') || 'body'}: ${issue.message}`),
  });

  api.post('/orders/:number/moves', jsonBody(deskMoveRequestSchema, { what: 'the move', maxBytes: 4 * 1024, invalid }), (c) =>
    move(c, c.get('merchant'), c.get('body')),
  );

  api.post('/orders/:number/refunds', jsonBody(deskRefundRequestSchema, { what: 'the refund', maxBytes: 4 * 1024, invalid }), (c) =>
    move(c, c.get('merchant'), { action: 'refund', ...c.get('body') }),
  );

  api.onError(answerStoreErrors('desk', logger));

  return api;
}
