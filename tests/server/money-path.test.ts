import { beforeEach, describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../storefront/core/catalogue';
import { testPaymentMethodId } from '../../storefront/core/card/test-payment-method';
import { NOTHING_TO_PAY_METHOD, teamSchema, type Team } from '../../storefront/core/contract/api';
import { FREE_SHIPPING_FROM, teamPrice } from '../../storefront/core/domain';
import { createOrderStore } from '../../storefront/server/orders/store';
import { reconcilePendingOrders } from '../../storefront/server/orders/reconcile-pending';
import { PaymentGatewayError, type PaymentGateway } from '../../storefront/server/payments/gateway';
import { TestPaymentGateway } from '../../storefront/server/payments/test-gateway';
import { databaseIntentLedger } from '../../storefront/server/payments/test-intent-ledger';
import { TEST_CUSTOMER } from '../fixtures/customer';
import { bearer, query, setUpTestStore, signUp, storeApp, type TestAccount } from './harness';

/**
 * The money path, against a real PostgreSQL: a retry answers the order its attempt made
 * (plain, voucher, FLASH30 and team orders; paid, pending and failed), parallel retries make one
 * order and one charge, pending orders are reconciled or expired with their holdings released, a
 * payment that lands after its order expired is refunded, and a voucher that covers the goods makes a
 * paid order with nothing charged.
 */

const VISA = testPaymentMethodId('4242 4242 4242 4242');
const DECLINED = testPaymentMethodId('4000 0000 0000 0002');
/** The stand-in below answers this method like Stripe answers a card that needs 3-D Secure. */
const THREE_D_SECURE = 'pm_card_threeDSecure2Required';
const store = setUpTestStore();
const quiet = { info: () => undefined, error: () => undefined };

let real: TestPaymentGateway;
let app: ReturnType<typeof storeApp>['app'];
/** Runs inside the gateway's createPayment, before the charge (to race the expiry job against it). */
let beforeCharge: (() => Promise<void>) | null;

/** The test gateway, plus 3-D Secure: that card's payment stays waiting for the shopper's bank. */
function gatewayWith3ds(inner: TestPaymentGateway): PaymentGateway {
  return {
    mode: 'test',
    async createPayment(request) {
      await beforeCharge?.();
      if (request.paymentMethodId !== THREE_D_SECURE) return inner.createPayment(request);
      return { status: 'requires_action', id: `pi_3ds_${request.idempotencyKey}`, amount: request.amount, currency: 'zar', clientSecret: `pi_3ds_${request.idempotencyKey}_secret` };
    },
    findPayment: (lookup) =>
      lookup.id.startsWith('pi_3ds_') ? Promise.resolve({ status: 'requires_action', id: lookup.id, amount: 0, currency: 'zar' }) : inner.findPayment(lookup),
    cancelPayment: (id) =>
      id.startsWith('pi_3ds_')
        ? Promise.resolve({ status: 'failed', id, amount: 0, currency: 'zar', error: { code: 'payment_intent_canceled', message: 'Cancelled.' } })
        : inner.cancelPayment(id),
    refundPayment: (request) => inner.refundPayment(request),
  };
}

beforeEach(() => {
  beforeCharge = null;
  real = new TestPaymentGateway({ ledger: databaseIntentLedger(store.gatewayDatabase.db) });
  // The guessing limit stays at its default: it counts codes, not tries, so 20 parallel tries of one
  // voucher order from one address are one code (abuse.test.ts proves the limit itself).
  ({ app } = storeApp(store, { gateway: gatewayWith3ds(real) }));
});

/** Free shipping, and a R 2 000 voucher covers it: the whole order comes to R 0 (vouchers never cover shipping). */
const coveredByVoucher = PRODUCTS.find((p) => p.price >= FREE_SHIPPING_FROM && p.price <= 2_000_00)!;
const pricey = PRODUCTS.find((p) => p.price >= FREE_SHIPPING_FROM && teamPrice(p.price) < FREE_SHIPPING_FROM)!;

function json(method: string, path: string, account?: TestAccount, body?: unknown) {
  return app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...(account ? bearer(account) : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

interface Attempt {
  items: unknown[];
  account?: TestAccount;
  couponCode?: string;
  paymentMethodId: string;
  idempotencyKey: string;
}

async function pay(attempt: Attempt) {
  const { account, ...body } = attempt;
  const response = await json('POST', '/api/create-payment-intent', account, { ...body, customer: TEST_CUSTOMER });
  return { status: response.status, body: (await response.json()) as { orderNumber?: string; status?: string; paymentIntentId?: string; error?: string; code?: string } };
}

let voucherCount = 0;
async function voucher(value = 1_000_00): Promise<string> {
  voucherCount += 1;
  const code = `NEXUS-${String(voucherCount).padStart(4, '0')}TEST`.slice(0, 14);
  await query(store.url, "INSERT INTO coupons (code, kind, value, expires_at) VALUES ($1, 'voucher', $2, now() + interval '1 day')", [code, value]);
  return code;
}

async function completeTeam(): Promise<{ team: Team; buyer: TestAccount }> {
  const members = await Promise.all([signUp('Ayanda Dlamini'), signUp('Pieter van Wyk'), signUp('Lerato Mokoena')]);
  const started = await json('POST', '/api/teams', members[0], { productId: pricey.id });
  const team = teamSchema.parse(await started.json());
  for (const member of members.slice(1)) expect((await json('POST', `/api/teams/${team.code}/join`, member)).status).toBe(200);
  return { team, buyer: members[0]! };
}

type Kind = 'plain' | 'voucher' | 'FLASH30' | 'team';

/** An attempt of each kind, ready to pay (its coupon issued, its account signed up, its team complete). */
async function attemptOf(kind: Kind, paymentMethodId: string, key: string): Promise<Attempt> {
  switch (kind) {
    case 'plain':
      return { items: [{ id: pricey.id, quantity: 1 }], paymentMethodId, idempotencyKey: key };
    case 'voucher':
      return { items: [{ id: pricey.id, quantity: 2 }], couponCode: await voucher(), paymentMethodId, idempotencyKey: key };
    case 'FLASH30':
      return { items: [{ id: pricey.id, quantity: 1 }], couponCode: 'FLASH30', account: await signUp('Flash Shopper'), paymentMethodId, idempotencyKey: key };
    case 'team': {
      const { team, buyer } = await completeTeam();
      return { items: [{ id: pricey.id, quantity: 1, team: true, teamCode: team.code }], account: buyer, paymentMethodId, idempotencyKey: key };
    }
  }
}

const orderRows = () => query<{ order_number: string; status: string; idempotency_key: string }>(store.url, 'SELECT order_number, status, idempotency_key FROM orders');
const charges = () => query<{ idempotency_key: string }>(store.url, "SELECT idempotency_key FROM test_payment_intents WHERE result->>'status' = 'succeeded'");

describe('a retry answers the order its attempt made', () => {
  const kinds: Kind[] = ['plain', 'voucher', 'FLASH30', 'team'];
  const outcomes = [
    { outcome: 'paid', method: VISA, status: 200, orderStatus: 'paid' },
    { outcome: 'pending (3-D Secure)', method: THREE_D_SECURE, status: 200, orderStatus: 'pending' },
    { outcome: 'failed', method: DECLINED, status: 402, orderStatus: 'failed' },
  ] as const;

  for (const kind of kinds) {
    for (const { outcome, method, status, orderStatus } of outcomes) {
      it(`${kind}, ${outcome}: the same key gets the same order and status`, async () => {
        const attempt = await attemptOf(kind, method, `retry-${kind}-${outcome}-${Date.now()}`);
        const first = await pay(attempt);
        expect(first.status, JSON.stringify(first.body)).toBe(status);
        const retries = [await pay(attempt), await pay(attempt)];
        for (const retry of retries) {
          expect(retry.status, JSON.stringify(retry.body)).toBe(status);
          expect(retry.body).toEqual(first.body);
        }
        const rows = await orderRows();
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ idempotency_key: attempt.idempotencyKey, status: orderStatus });
        if (status === 200) expect(first.body.orderNumber).toBe(rows[0]!.order_number);
        expect(await charges()).toHaveLength(orderStatus === 'paid' ? 1 : 0);
      });
    }
  }

  it('a different cart under a used key is still 409, whatever its coupon', async () => {
    const attempt = await attemptOf('voucher', VISA, `conflict-${Date.now()}`);
    expect((await pay(attempt)).status).toBe(200);
    const other = await pay({ ...attempt, items: [{ id: pricey.id, quantity: 3 }] });
    expect(other.status).toBe(409);
    expect(other.body.error).toMatch(/different cart/);
    expect(await orderRows()).toHaveLength(1);
  });

  for (const kind of ['plain', 'voucher', 'FLASH30'] as const) {
    it(`${kind}: 20 parallel first tries of one key make one order and one charge, and all answer it`, async () => {
      const attempt = await attemptOf(kind, VISA, `parallel-${kind}-${Date.now()}`);
      const answers = await Promise.all(Array.from({ length: 20 }, () => pay(attempt)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
      expect(new Set(answers.map((answer) => answer.body.orderNumber)).size).toBe(1);
      expect(await orderRows()).toHaveLength(1);
      expect(await charges()).toHaveLength(1);
    });
  }
});

describe('orders the voucher pays in full', () => {
  it('makes a paid order with nothing charged, and a retry answers it', async () => {
    const code = await voucher(2_000_00);
    const attempt: Attempt = { items: [{ id: coveredByVoucher.id, quantity: 1 }], couponCode: code, paymentMethodId: NOTHING_TO_PAY_METHOD, idempotencyKey: `zero-${Date.now()}` };
    const first = await pay(attempt);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'succeeded', amount: 0, paymentIntentId: '' });
    expect(await pay(attempt)).toEqual(first);
    expect(await orderRows()).toEqual([expect.objectContaining({ status: 'paid' })]);
    expect(await query(store.url, 'SELECT state FROM coupons WHERE code = $1', [code])).toEqual([{ state: 'redeemed' }]);
    expect(await query(store.url, 'SELECT * FROM test_payment_intents')).toEqual([]);
  });

  it('refuses "nothing to pay" for an order that costs something (shipping is never covered), charging nothing', async () => {
    const code = await voucher(2_000_00);
    const cheap = PRODUCTS.find((p) => p.price < 500_00)!;
    const answer = await pay({ items: [{ id: cheap.id, quantity: 1 }], couponCode: code, paymentMethodId: NOTHING_TO_PAY_METHOD, idempotencyKey: `not-zero-${Date.now()}` });
    expect(answer.status).toBe(402);
    expect(await orderRows()).toEqual([expect.objectContaining({ status: 'failed' })]);
    expect(await query(store.url, 'SELECT state FROM coupons WHERE code = $1', [code])).toEqual([{ state: 'available' }]);
  });
});

describe('the expiry job', () => {
  const deps = (pendingExpiryMs = 0) => ({ orders: createOrderStore(store.database.db), gateway: gatewayWith3ds(real), logger: quiet, pendingExpiryMs });

  it('expires 3-D Secure orders nobody finished, cancelling the intent and giving back voucher, FLASH30 and team purchase', async () => {
    const attempts = await Promise.all((['voucher', 'FLASH30', 'team'] as const).map((kind) => attemptOf(kind, THREE_D_SECURE, `expire-${kind}-${Date.now()}`)));
    for (const attempt of attempts) expect((await pay(attempt)).body.status).toBe('requires_action');
    // The voucher, and FLASH30 twice: for the shopper's mailbox and for the card (once per person).
    expect(await query(store.url, "SELECT count(*)::int AS held FROM coupons WHERE state = 'reserved'")).toEqual([{ held: 3 }]);

    // Younger than the expiry: left alone.
    expect(await reconcilePendingOrders(deps(60_000))).toEqual({ paid: 0, expired: 0, skipped: 0 });
    expect(await reconcilePendingOrders(deps())).toEqual({ paid: 0, expired: 3, skipped: 0 });
    expect((await orderRows()).map((row) => row.status)).toEqual(['expired', 'expired', 'expired']);
    // The expiry is a move of the order's life: one event each, written with it by settlePending.
    expect(await query(store.url, "SELECT action, from_status, to_status, actor FROM order_events WHERE action = 'expire'")).toEqual(
      Array(3).fill({ action: 'expire', from_status: 'pending', to_status: 'expired', actor: 'system' }),
    );
    expect(await query(store.url, "SELECT count(*)::int AS held FROM coupons WHERE state <> 'available'")).toEqual([{ held: 0 }]);

    // A retry of an expired attempt hears so, and charges nothing.
    const retry = await pay(attempts[0]!);
    expect(retry).toMatchObject({ status: 402, body: { code: 'payment_expired' } });
    // Everything it held can be used again: the voucher, FLASH30, and the member's team purchase.
    for (const attempt of attempts) {
      const again = await pay({ ...attempt, paymentMethodId: VISA, idempotencyKey: `${attempt.idempotencyKey}-again` });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
    }
    // Run twice: nothing left to do.
    expect(await reconcilePendingOrders(deps())).toEqual({ paid: 0, expired: 0, skipped: 0 });
  });

  it('settles as paid an order whose money the gateway took before its answer was lost', async () => {
    const lost: PaymentGateway = {
      ...gatewayWith3ds(real),
      async createPayment(request) {
        await real.createPayment(request);
        throw new PaymentGatewayError('network', 'the answer was lost');
      },
    };
    ({ app } = storeApp(store, { gateway: lost }));
    const attempt = await attemptOf('voucher', VISA, `lost-${Date.now()}`);
    expect((await pay(attempt)).status).toBe(502);
    expect(await orderRows()).toEqual([expect.objectContaining({ status: 'pending' })]);
    expect(await reconcilePendingOrders(deps())).toEqual({ paid: 1, expired: 0, skipped: 0 });
    expect(await orderRows()).toEqual([expect.objectContaining({ status: 'paid' })]);
    expect(await query(store.url, 'SELECT state FROM coupons')).toEqual([{ state: 'redeemed' }]);
  });

  it('refunds in full a payment that succeeds after the job expired its order, and answers the expiry', async () => {
    const attempt = await attemptOf('voucher', VISA, `late-${Date.now()}`);
    // The job ends the order while the charge is on its way.
    beforeCharge = async () => {
      beforeCharge = null;
      await reconcilePendingOrders(deps());
    };
    const answer = await pay(attempt);
    expect(answer).toMatchObject({ status: 402, body: { code: 'payment_expired' } });
    const [charge] = await query<{ result: { id: string; amount: number } }>(store.url, 'SELECT result FROM test_payment_intents');
    const refunds = await query<{ payment_id: string; amount: number }>(store.url, 'SELECT payment_id, amount FROM test_refunds');
    expect(refunds).toEqual([{ payment_id: charge!.result.id, amount: charge!.result.amount }]);
    // A retry does not refund twice.
    expect((await pay(attempt)).status).toBe(402);
    expect(await query(store.url, 'SELECT count(*)::int AS n FROM test_refunds')).toEqual([{ n: 1 }]);
  });
});
