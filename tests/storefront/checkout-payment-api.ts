import { vi } from 'vitest';
import { getProduct } from '../../storefront/core/catalogue/products';
import { PAYMENT_ENDPOINT } from '../../storefront/src/checkout/payment-client';
import { linesFromItems, priceCart } from '../../storefront/core/domain/pricing';
import type { Order, PaymentReceipt, PaymentRequest } from '../../storefront/core/contract/api';
import { useCheckoutStore } from '../../storefront/src/stores/checkout-store';
import { useOrdersStore } from '../../storefront/src/stores/orders-store';
import { TEST_CUSTOMER } from '../fixtures/customer';
import { resetStores } from './reset-stores';

/** Every store the checkout touches back to empty, with nothing left in either storage. */
export function resetCheckoutStores(): void {
  resetStores();
  useCheckoutStore.getState().reset();
  useOrdersStore.getState().reset();
  localStorage.clear();
  sessionStorage.clear();
}

/** The order form the checkout tests fill in: the same shopper the server and e2e tests pay as. */
export const ORDER_INFO = TEST_CUSTOMER;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** What the server answers for a paid cart: priced from the catalogue by the domain, as the server does. */
export function receiptFor(request: Pick<PaymentRequest, 'items' | 'idempotencyKey'> & Partial<PaymentRequest>, orderNumber = 'NX-7K2M9QDA'): PaymentReceipt {
  const { lines } = linesFromItems(request.items, getProduct);
  const totals = priceCart(lines);
  return {
    orderNumber,
    paymentIntentId: `pi_test_${request.idempotencyKey.slice(0, 8)}`,
    status: 'succeeded',
    amount: totals.total,
    currency: 'zar',
    totals,
    lines: lines.map((line) => ({
      id: line.product.id,
      name: line.product.name,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      team: line.team,
    })),
  };
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The order the server keeps for a paid request, as `GET /api/orders/:number` answers it. */
export function orderFor(request: PaymentRequest, receipt: PaymentReceipt, placedAt = new Date()): Order {
  const customer = request.customer;
  return {
    orderNumber: receipt.orderNumber,
    status: receipt.status === 'succeeded' ? 'paid' : 'pending',
    placedAt: placedAt.toISOString(),
    paidAt: receipt.status === 'succeeded' ? placedAt.toISOString() : null,
    currency: 'zar',
    amount: receipt.amount,
    totals: receipt.totals,
    lines: receipt.lines,
    deliverTo: {
      name: customer.name,
      streetAddress: customer.streetAddress,
      suburb: customer.suburb,
      city: customer.city,
      province: customer.province,
      postalCode: customer.postalCode,
      country: customer.country ?? 'South Africa',
    },
    email: customer.email,
    phone: customer.contact,
    paymentReference: receipt.paymentIntentId,
    refunded: 0,
    refunds: [],
    creditNotes: [],
    events: [],
    actions: [],
    returnBy: null,
  };
}

export interface MockedStoreApi {
  /** The payment bodies sent, in order. */
  requests: PaymentRequest[];
  /** The headers of each payment request, in order. */
  headers: Headers[];
  /** The order look-ups sent (`GET /api/orders/...` URLs, path and query). */
  lookups: string[];
}

/**
 * Replaces `fetch` at the network edge for the store's API: payments are answered by `answer`, and
 * orders the answers paid can be read back (`GET /api/orders/:number`) by the email they were placed
 * with, as the server does for a guest. Anything else the page loads goes to the real network.
 */
export function mockPaymentApi(answer: (request: PaymentRequest, call: number) => Response | Promise<Response>): PaymentRequest[] {
  return mockStoreApi(answer).requests;
}

export function mockStoreApi(answer: (request: PaymentRequest, call: number) => Response | Promise<Response>): MockedStoreApi {
  const original = globalThis.fetch.bind(globalThis);
  const mocked: MockedStoreApi = { requests: [], headers: [], lookups: [] };
  const orders = new Map<string, Order>();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
    if (url.pathname === PAYMENT_ENDPOINT) {
      const request = JSON.parse(String(init?.body)) as PaymentRequest;
      mocked.requests.push(request);
      mocked.headers.push(new Headers(init?.headers));
      const response = await answer(request, mocked.requests.length);
      if (response.ok) {
        const receipt = (await response.clone().json()) as PaymentReceipt;
        orders.set(receipt.orderNumber, orderFor(request, receipt));
      }
      return response;
    }
    if (url.pathname.startsWith('/api/orders/')) {
      mocked.lookups.push(url.pathname + url.search);
      const order = orders.get(decodeURIComponent(url.pathname.slice('/api/orders/'.length)));
      if (order && url.searchParams.get('email') === order.email) return json(200, order);
      return json(404, { error: 'No such order.' });
    }
    return original(input, init);
  });
  return mocked;
}
