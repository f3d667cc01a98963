import { parseTrustedProxies } from '../../storefront/server/abuse/client-address';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testPaymentMethodId } from '../../storefront/core/card/test-payment-method';
import { formatRand } from '../../storefront/core/domain/money';
import { parseWheelOdds, couponRulesFromEnv } from '../../storefront/server/coupons/rules';
import { mailForOrderEvent } from '../../storefront/server/mail/order-mail';
import { queueMail, sendPendingMail, type MailSenderDeps } from '../../storefront/server/mail/outbox';
import { mailConfigFromEnv, smtpTransport, type MailTransport } from '../../storefront/server/mail/transport';
import { deadLettersSchema } from '../../storefront/core/contract/dead-letters';
import { createOrderStore } from '../../storefront/server/orders/store';
import { SAMPLE_MESSAGES } from '../../storefront/mail/samples';
import { freePort } from '../../scripts/postgres.mjs';
import { runMailCatcher, type MailCatcher } from '../../scripts/mail-catcher.mjs';
import { TEST_CUSTOMER } from '../fixtures/customer';
import { bearer, query, setUpTestStore, signUp, signUpMerchant, storeApp } from './harness';

/**
 * The outbox against the real things: PostgreSQL, and maildev as the SMTP server, read
 * back through its REST API. No mock of nodemailer anywhere.
 */
const store = setUpTestStore();
const VISA = testPaymentMethodId('4242 4242 4242 4242');
const context = { origin: 'http://localhost:3000' };

interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: Array<{ address: string }>;
  messageId: string;
}

let catcher: MailCatcher;
const transports: MailTransport[] = [];
beforeAll(async () => {
  catcher = await runMailCatcher({ log: () => {} });
}, 120_000);
afterAll(async () => {
  for (const transport of transports) transport.close();
  await catcher?.stop();
});
beforeEach(async () => {
  await fetch(`${catcher.inboxUrl}/api/email/all`, { method: 'DELETE' });
});

async function inbox(): Promise<CaughtMail[]> {
  const response = await fetch(`${catcher.inboxUrl}/api/email`);
  expect(response.ok).toBe(true);
  return (await response.json()) as CaughtMail[];
}

function sender(overrides: Partial<MailSenderDeps> = {}): MailSenderDeps {
  const transport = smtpTransport(catcher.smtpUrl);
  transports.push(transport);
  return { db: store.database.db, transport, from: 'Nexus <orders@nexus.example>', context, logger: { info: () => {}, error: () => {} }, ...overrides };
}

async function pay(items: unknown[] = [{ id: 1, quantity: 2 }], headers: Record<string, string> = {}) {
  const { app } = storeApp(store);
  const response = await app.request('/api/create-payment-intent', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ items, paymentMethodId: VISA, idempotencyKey: `mail-${Math.random().toString(36).slice(2)}`, customer: TEST_CUSTOMER }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { orderNumber: string; amount: number };
}

const outbox = () => query<{ id: number; kind: string; recipient: string; attempts: number; sent_at: Date | null; last_error: string | null; due: boolean }>(
  store.url,
  'SELECT id, kind, recipient, attempts, sent_at, last_error, next_attempt_at <= now() AS due FROM mail_outbox ORDER BY id',
);

describe('the mail outbox', () => {
  it('queues the confirmation with the payment and sends it once: to the shopper, with the order number and total', async () => {
    const order = await pay();
    expect(await outbox()).toMatchObject([{ kind: 'order-confirmation', recipient: TEST_CUSTOMER.email, sent_at: null }]);
    expect(await sendPendingMail(sender())).toEqual({ sent: 1, failed: 0, deadLettered: 0 });
    expect(await sendPendingMail(sender())).toEqual({ sent: 0, failed: 0, deadLettered: 0 });
    const mails = await inbox();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to[0]!.address).toBe(TEST_CUSTOMER.email);
    expect(mail!.subject).toBe(`Your Nexus order ${order.orderNumber}: ${formatRand(order.amount)}`);
    expect(mail!.text).toContain(`${context.origin}/orders/${order.orderNumber}/invoice`);
    expect(mail!.html).toContain(formatRand(order.amount));
    expect((await outbox())[0]!.sent_at).toBeInstanceOf(Date);
  });

  it('queues nothing for a declined payment', async () => {
    const { app } = storeApp(store);
    const response = await app.request('/api/create-payment-intent', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ items: [{ id: 1, quantity: 1 }], paymentMethodId: testPaymentMethodId('4000 0000 0000 0002'), idempotencyKey: 'mail-declined-1', customer: TEST_CUSTOMER }),
    });
    expect(response.status).toBe(402);
    expect(await outbox()).toEqual([]);
  });

  it('sends every row exactly once with four senders running at once', async () => {
    const orders = await Promise.all(Array.from({ length: 12 }, () => pay([{ id: 2, quantity: 1 }])));
    const reports = await Promise.all(Array.from({ length: 4 }, () => sendPendingMail(sender({ batchSize: 5 }))));
    // What one round left (each sender claims at most 5) goes in the next.
    const rest = await sendPendingMail(sender({ batchSize: 50 }));
    expect(reports.reduce((sum, report) => sum + report.sent, 0) + rest.sent).toBe(12);
    const mails = await inbox();
    expect(mails).toHaveLength(12);
    const numbers = mails.map((mail) => /NX-[0-9A-Z]{8}/.exec(mail.subject)?.[0]).sort();
    expect(numbers).toEqual(orders.map((order) => order.orderNumber).sort());
    expect((await outbox()).every((row) => row.sent_at !== null && row.attempts === 1)).toBe(true);
  });

  it('keeps a mail the SMTP server refused, and sends it after the back-off once the server is back', async () => {
    await pay();
    const down = smtpTransport(`smtp://127.0.0.1:${await freePort()}`);
    transports.push(down);
    const errors: string[] = [];
    const report = await sendPendingMail(sender({ transport: down, retryBaseMs: 60_000, logger: { info: () => {}, error: (line: string) => errors.push(line) } }));
    expect(report).toEqual({ sent: 0, failed: 1, deadLettered: 0 });
    expect(errors[0]).toMatch(/retrying in 60 s/);
    let [row] = await outbox();
    expect(row).toMatchObject({ attempts: 1, sent_at: null, due: false });
    expect(row!.last_error).toBeTruthy();
    // Not due yet: a sender running now leaves it alone.
    expect(await sendPendingMail(sender())).toEqual({ sent: 0, failed: 0, deadLettered: 0 });
    // The back-off passes.
    await query(store.url, `UPDATE mail_outbox SET next_attempt_at = now() - interval '1 second'`);
    expect(await sendPendingMail(sender())).toEqual({ sent: 1, failed: 0, deadLettered: 0 });
    [row] = await outbox();
    expect(row).toMatchObject({ attempts: 2, last_error: null });
    expect(await inbox()).toHaveLength(1);
  });

  it('a mail that fails NEXUS_MAIL_MAX_ATTEMPTS times lands on the desk’s dead-letter list, and is sent after a resend', async () => {
    const order = await pay();
    const down = smtpTransport(`smtp://127.0.0.1:${await freePort()}`);
    transports.push(down);
    const errors: string[] = [];
    const failing = () => sender({ transport: down, maxAttempts: 3, retryBaseMs: 60_000, logger: { info: () => {}, error: (line: string) => errors.push(line) } });
    const reports = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      reports.push(await sendPendingMail(failing()));
      await query(store.url, `UPDATE mail_outbox SET next_attempt_at = now() - interval '1 second'`);
    }
    expect(reports).toEqual([
      { sent: 0, failed: 1, deadLettered: 0 },
      { sent: 0, failed: 1, deadLettered: 0 },
      { sent: 0, failed: 1, deadLettered: 1 },
    ]);
    expect(errors.at(-1)).toMatch(/failed 3 times; moved to the dead-letter list/);
    // Dead: no sender takes it again, though it is due and the mail server is back.
    expect(await sendPendingMail(sender())).toEqual({ sent: 0, failed: 0, deadLettered: 0 });
    expect(await inbox()).toEqual([]);

    // The desk shows it, to merchants only.
    const { app } = storeApp(store);
    const merchant = await signUpMerchant();
    const shopper = await signUp();
    expect((await app.request('/api/desk/mail/dead-letters', { headers: bearer(shopper) })).status).toBe(403);
    expect((await app.request('/api/desk/mail/dead-letters')).status).toBe(401);
    const listed = await app.request('/api/desk/mail/dead-letters', { headers: bearer(merchant) });
    expect(listed.status).toBe(200);
    const { mails } = deadLettersSchema.parse(await listed.json());
    expect(mails).toEqual([expect.objectContaining({ kind: 'order-confirmation', recipient: TEST_CUSTOMER.email, attempts: 3, lastError: expect.stringMatching(/ECONNREFUSED/) })]);

    // Resend: back in the outbox, due now, sent by the next run; a second resend finds nothing.
    const resend = () => app.request(`/api/desk/mail/dead-letters/${mails[0]!.id}/resend`, { method: 'POST', headers: bearer(merchant) });
    expect((await resend()).status).toBe(202);
    expect((await resend()).status).toBe(404);
    expect((await app.request(`/api/desk/mail/dead-letters/${mails[0]!.id}/resend`, { method: 'POST', headers: bearer(shopper) })).status).toBe(403);
    expect(await sendPendingMail(sender())).toEqual({ sent: 1, failed: 0, deadLettered: 0 });
    const [mail] = await inbox();
    expect(mail!.subject).toContain(order.orderNumber);
    const listedAfter = await app.request('/api/desk/mail/dead-letters', { headers: bearer(merchant) });
    expect(deadLettersSchema.parse(await listedAfter.json()).mails).toEqual([]);
  });

  it('reads NEXUS_MAIL_MAX_ATTEMPTS, default 10', () => {
    expect(mailConfigFromEnv({}).maxAttempts).toBe(10);
    expect(mailConfigFromEnv({ NEXUS_MAIL_MAX_ATTEMPTS: '4' }).maxAttempts).toBe(4);
    expect(() => mailConfigFromEnv({ NEXUS_MAIL_MAX_ATTEMPTS: '0' })).toThrow(/NEXUS_MAIL_MAX_ATTEMPTS/);
  });

  it('doubles the wait after each failure', async () => {
    await pay();
    const down = smtpTransport(`smtp://127.0.0.1:${await freePort()}`);
    transports.push(down);
    const waits: string[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await sendPendingMail(sender({ transport: down, retryBaseMs: 10_000, logger: { info: () => {}, error: (line: string) => waits.push(/retrying in (\d+) s/.exec(line)![1]!) } }));
      await query(store.url, `UPDATE mail_outbox SET next_attempt_at = now() - interval '1 second'`);
    }
    expect(waits).toEqual(['10', '20', '40']);
  });

  it('takes back a row whose sender died mid-send once its lease runs out, and not before', async () => {
    await pay();
    // A sender claimed it and vanished.
    await query(store.url, `UPDATE mail_outbox SET claim_token = 'dead', claimed_until = now() + interval '5 minutes', attempts = 1`);
    expect(await sendPendingMail(sender())).toEqual({ sent: 0, failed: 0, deadLettered: 0 });
    await query(store.url, `UPDATE mail_outbox SET claimed_until = now() - interval '1 second'`);
    expect(await sendPendingMail(sender())).toEqual({ sent: 1, failed: 0, deadLettered: 0 });
  });

  it('queues one mail per cause: the same key twice is one row', async () => {
    const db = store.database.db;
    expect(await queueMail(db, SAMPLE_MESSAGES['wheel-voucher'])).toBe(true);
    expect(await queueMail(db, SAMPLE_MESSAGES['wheel-voucher'])).toBe(false);
    expect(await outbox()).toHaveLength(1);
  });

  it('a queued mail rolls back with its transaction', async () => {
    await store.database.db
      .transaction(async (tx) => {
        await queueMail(tx, SAMPLE_MESSAGES['wheel-voucher']);
        throw new Error('the event failed');
      })
      .catch(() => undefined);
    expect(await outbox()).toEqual([]);
  });
});

describe('what queues mail', () => {
  it('the Stripe webhook that marks an order paid', async () => {
    const orders = createOrderStore(store.database.db);
    const { app } = storeApp(store, {
      gateway: {
        mode: 'stripe',
        createPayment: async (request) => ({ status: 'requires_action', id: `pi_${request.idempotencyKey}`, amount: request.amount, currency: 'zar', clientSecret: 'x' }),
        // Only the payment is made here; the webhook below settles it.
        findPayment: async () => null,
        cancelPayment: async () => {
          throw new Error('not used');
        },
        refundPayment: async () => {
          throw new Error('not used');
        },
      },
    });
    const response = await app.request('/api/create-payment-intent', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ items: [{ id: 1, quantity: 1 }], paymentMethodId: 'pm_3ds', idempotencyKey: 'mail-webhook-1', customer: TEST_CUSTOMER }),
    });
    const receipt = (await response.json()) as { orderNumber: string; paymentIntentId: string; amount: number };
    expect(await outbox()).toEqual([]);
    const event = { id: 'evt_mail_1', type: 'payment_intent.succeeded', paymentIntentId: receipt.paymentIntentId, orderNumber: receipt.orderNumber, amount: receipt.amount, currency: 'zar' };
    expect(await orders.applyStripeEvent({ ...event, outcome: { status: 'paid', paymentReference: receipt.paymentIntentId } })).toBe('applied');
    expect(await orders.applyStripeEvent({ ...event, outcome: { status: 'paid', paymentReference: receipt.paymentIntentId } })).toBe('replayed');
    expect(await outbox()).toMatchObject([{ kind: 'order-confirmation', recipient: TEST_CUSTOMER.email }]);
  });

  it("a signed-in shopper's winning spin mails the voucher; a guest's does not", async () => {
    const { app } = storeApp(store, { couponRules: { ...couponRulesFromEnv({}), wheelOdds: parseWheelOdds('0,0,1,0') }, trustProxy: parseTrustedProxies('1') });
    const guest = await app.request('/api/spin', { method: 'POST', headers: { 'X-Forwarded-For': '198.51.100.7' } });
    expect(guest.status).toBe(200);
    expect(await outbox()).toEqual([]);
    const shopper = await signUp('Sipho Ndlovu');
    const spun = await app.request('/api/spin', { method: 'POST', headers: { 'X-Forwarded-For': '198.51.100.8', ...bearer(shopper) } });
    const result = (await spun.json()) as { coupon: string };
    expect(await outbox()).toMatchObject([{ kind: 'wheel-voucher', recipient: shopper.email }]);
    await sendPendingMail(sender());
    const [mail] = await inbox();
    expect(mail!.text).toContain(result.coupon);
    expect(mail!.text).toContain('R 1 000');
  });

  it('the join that completes a team mails every member "Team complete!" with the link to buy', async () => {
    const { app } = storeApp(store);
    const members = await Promise.all([signUp('Ayanda Dlamini'), signUp('Pieter van Wyk'), signUp('Lerato Mokoena')]);
    const started = await app.request('/api/teams', { method: 'POST', headers: { 'Content-Type': 'application/json', ...bearer(members[0]!) }, body: JSON.stringify({ productId: 1 }) });
    const team = (await started.json()) as { code: string };
    expect((await app.request(`/api/teams/${team.code}/join`, { method: 'POST', headers: bearer(members[1]!) })).status).toBe(200);
    expect(await outbox()).toEqual([]);
    expect((await app.request(`/api/teams/${team.code}/join`, { method: 'POST', headers: bearer(members[2]!) })).status).toBe(200);
    expect((await outbox()).map((row) => row.recipient).sort()).toEqual(members.map((member) => member.email).sort());
    await sendPendingMail(sender());
    const mails = await inbox();
    expect(mails).toHaveLength(3);
    expect(mails[0]!.text).toContain('Team complete! You got 40% discount!');
    expect(mails[0]!.text).toContain(`${context.origin}/team/${team.code}`);
  });

  it('mailForOrderEvent queues the mail of each move, once per event', async () => {
    const order = await pay();
    await sendPendingMail(sender());
    await fetch(`${catcher.inboxUrl}/api/email/all`, { method: 'DELETE' });
    const db = store.database.db;
    await db.transaction(async (tx) => {
      expect(await mailForOrderEvent(tx, { id: 11, orderNumber: order.orderNumber, to: 'shipped', carrier: 'The Courier Guy', trackingNumber: 'TCG555' })).toBe(true);
      expect(await mailForOrderEvent(tx, { id: 11, orderNumber: order.orderNumber, to: 'shipped', carrier: 'The Courier Guy', trackingNumber: 'TCG555' })).toBe(false);
      expect(await mailForOrderEvent(tx, { id: 12, orderNumber: order.orderNumber, to: 'refunded', refunded: 100_00 })).toBe(true);
      expect(await mailForOrderEvent(tx, { id: 13, orderNumber: order.orderNumber, to: 'refunded', refunded: 50_00 })).toBe(true);
      expect(await mailForOrderEvent(tx, { id: 14, orderNumber: 'NX-UNKNOWN0', to: 'delivered' })).toBe(false);
    });
    expect(await sendPendingMail(sender())).toEqual({ sent: 3, failed: 0, deadLettered: 0 });
    const subjects = (await inbox()).map((mail) => mail.subject).sort();
    expect(subjects).toEqual([`Order ${order.orderNumber} has shipped`, `Refund of R 100 for order ${order.orderNumber}`, `Refund of R 50 for order ${order.orderNumber}`].sort());
  });
});
