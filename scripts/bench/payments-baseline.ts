// The payment API without the store of record: the same validation, pricing and in-memory test
// gateway, with orders kept nowhere. Only `npm run bench` runs it, as the figure beside the real
// server's, to show what the database writes cost. Prints the port it listens on.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createPaymentsApi } from '../../storefront/server/checkout/payments-api';
import { TestPaymentGateway } from '../../storefront/server/payments/test-gateway';
import type { PaymentOrders, StoredOrder } from '../../storefront/server/orders/store';
import type { CatalogueProduct, CatalogueStore } from '../../storefront/server/catalogue/store';
import { PRODUCTS } from '../../storefront/core/catalogue/products';

// The seed's prices from memory, as the catalogue in the database would answer them.
const products = new Map<number, CatalogueProduct>(
  PRODUCTS.map((product, position) => [
    product.id,
    {
      ...product,
      slug: String(product.id),
      status: 'active',
      position,
      imageWidth: 400,
      imageHeight: 400,
      variants: [{ id: product.id, sku: String(product.id), options: {}, price: product.price, compareAt: product.originalPrice ?? null }],
    },
  ]),
);
const catalogue: CatalogueStore = {
  version: async () => 1,
  products: async (ids) => new Map(ids.flatMap((id) => (products.has(id) ? [[id, products.get(id)!] as const] : []))),
  variantIds: async () => [...products.keys()],
  all: async () => [...products.values()],
};

const orders: PaymentOrders = {
  async begin(order, numberFor) {
    const stored: StoredOrder = {
      orderNumber: numberFor(0),
      status: 'pending',
      placedAt: new Date().toISOString(),
      paidAt: null,
      currency: 'zar',
      amount: order.totals.total,
      totals: order.totals,
      lines: order.lines,
      deliverTo: order.customer,
      email: order.customer.email,
      phone: order.customer.contact,
      paymentReference: '',
      refunded: 0,
      refunds: [],
      creditNotes: [],
      events: [],
      accountUid: order.accountUid,
      idempotencyKey: order.idempotencyKey,
      fingerprint: order.fingerprint,
      failureCode: null,
      failureMessage: null,
    };
    return { kind: 'created', order: stored };
  },
  settle: async () => true,
  setReference: async () => undefined,
  byKey: async () => null,
  refundLatePayment: async () => null,
};

const app = new Hono();
app.route(
  '/api',
  createPaymentsApi({
    gateway: new TestPaymentGateway(),
    orders,
    accounts: { verify: () => Promise.reject(new Error('guests only')) },
    // Guests buy at the normal price: the bench's requests name no team.
    teams: {
      create: () => Promise.reject(new Error('no teams in this bench')),
      byCode: async () => null,
      join: () => Promise.reject(new Error('no teams in this bench')),
      checkPurchase: async () => ({ ok: false, reason: 'unknown_team' }),
      claimPurchase: async () => false,
    },
    catalogue,
    logger: { info: () => undefined, error: () => undefined },
  }),
);
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log(`port ${info.port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
