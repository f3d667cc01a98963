import { vi } from 'vitest';
import { getProduct } from '../../storefront/src/catalogue/products';
import { PAYMENT_ENDPOINT, type PaymentReceipt } from '../../storefront/src/checkout/payment-client';
import { linesFromItems, priceCart } from '../../storefront/src/domain/pricing';
import type { PaymentRequest } from '../../storefront/src/contract/api';
import { useCheckoutStore } from '../../storefront/src/stores/checkout-store';
import { useOrdersStore } from '../../storefront/src/stores/orders-store';
import { resetStores } from './reset-stores';

/** Every store the checkout touches back to empty, with nothing left in either storage. */
export function resetCheckoutStores(): void {
  resetStores();
  useCheckoutStore.getState().reset();
  useOrdersStore.getState().reset();
  localStorage.clear();
  sessionStorage.clear();
}

export const ORDER_INFO = {
  name: 'Thandi Nkosi',
  email: 'thandi@example.co.za',
  contact: '082 123 4567',
  city: 'Johannesburg',
  postalCode: '2196',
  streetAddress: '12 Jan Smuts Avenue',
  country: 'South Africa',
};

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

/**
 * Replaces `fetch` at the network edge for the payment endpoint only; anything else the page loads
 * goes to the real network. Returns the bodies sent, in order.
 */
export function mockPaymentApi(answer: (request: PaymentRequest, call: number) => Response | Promise<Response>): PaymentRequest[] {
  const original = globalThis.fetch.bind(globalThis);
  const requests: PaymentRequest[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.endsWith(PAYMENT_ENDPOINT)) return original(input, init);
    const request = JSON.parse(String(init?.body)) as PaymentRequest;
    requests.push(request);
    return answer(request, requests.length);
  });
  return requests;
}
