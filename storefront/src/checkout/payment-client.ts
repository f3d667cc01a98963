import {
  API,
  PAYMENT_FAILED_ON_SERVER,
  paymentReceiptSchema,
  type PaymentReceipt,
  type PaymentRequest,
} from '../../core/contract/api';

/**
 * The browser's side of `POST /api/create-payment-intent`. It sends the cart lines, the order form's
 * details and a payment method, never an amount (the server prices the cart), and turns every answer
 * into one of a few outcomes with the shopper-facing messages of the spec's error catalogue (section 8).
 */

export const PAYMENT_ENDPOINT = API.createPaymentIntent;

export { PAYMENT_FAILED_ON_SERVER };
export type { PaymentReceipt };
export const PAYMENT_METHOD_FAILED = 'Payment method creation failed.';
export const PAYMENT_FAILED = 'Payment failed.';
export const PAYMENT_SUCCEEDED = 'Payment successful! Thank you for your purchase.';

/**
 * How long to wait for the server. It waits for the card provider itself, so this is generous; past
 * it the outcome is unknown and the same attempt (same idempotency key) can safely be sent again.
 */
export const PAYMENT_TIMEOUT_MS = 45_000;

export type ReceiptLine = PaymentReceipt['lines'][number];

/**
 * - 'declined': the card was refused (402); a new attempt is a new payment.
 * - 'rejected': the server refused the request itself (4xx); sending it again would not help.
 * - 'unknown': a 5xx, a timeout or a network failure. The card may or may not have been charged, so
 *   a retry must reuse the same idempotency key: the server then answers with the first result.
 */
export type PaymentFailureReason = 'declined' | 'rejected' | 'unknown';

export type PaymentOutcome =
  | { status: 'succeeded'; receipt: PaymentReceipt }
  | { status: 'requires_action'; receipt: PaymentReceipt; clientSecret: string }
  | { status: 'failed'; reason: PaymentFailureReason; message: string };

export interface RequestPaymentOptions {
  /** The network edge; tests and other runtimes pass their own. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** @default PAYMENT_TIMEOUT_MS */
  timeoutMs?: number;
  /** Extra headers: `Authorization` for a signed-in shopper, so the order is the account's. */
  headers?: Record<string, string>;
}

function errorField(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const { error } = body;
  return typeof error === 'string' && error.trim() !== '' ? error : null;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

/** Maps an HTTP answer to an outcome. Exported apart from the request so it can be tested alone. */
export async function outcomeOf(response: Response): Promise<PaymentOutcome> {
  const body = await readJson(response);
  if (!response.ok) {
    const message = errorField(body) ?? PAYMENT_FAILED_ON_SERVER;
    if (response.status === 402) return { status: 'failed', reason: 'declined', message };
    if (response.status >= 500) return { status: 'failed', reason: 'unknown', message };
    return { status: 'failed', reason: 'rejected', message };
  }
  const parsed = paymentReceiptSchema.safeParse(body);
  // A 2xx we cannot read may still be a charge (a proxy mangled it), so it is not a definite failure.
  if (!parsed.success) return { status: 'failed', reason: 'unknown', message: PAYMENT_FAILED };
  const receipt = parsed.data;
  if (receipt.status === 'requires_action') {
    if (!receipt.clientSecret) return { status: 'failed', reason: 'unknown', message: PAYMENT_FAILED };
    return { status: 'requires_action', receipt, clientSecret: receipt.clientSecret };
  }
  return { status: 'succeeded', receipt };
}

/**
 * Sends one payment attempt. Never throws: network failures and timeouts come back as
 * `{ status: 'failed', reason: 'unknown', message: 'Payment failed.' }`.
 */
export async function requestPayment(request: PaymentRequest, options: RequestPaymentOptions = {}): Promise<PaymentOutcome> {
  const send = options.fetch ?? globalThis.fetch.bind(globalThis);
  const body: PaymentRequest = {
    items: request.items.map(({ id, quantity, teamCode }) => (teamCode ? { id, quantity, teamCode } : { id, quantity })),
    paymentMethodId: request.paymentMethodId,
    idempotencyKey: request.idempotencyKey,
    customer: request.customer,
    ...(request.couponCode ? { couponCode: request.couponCode } : {}),
  };
  let response: Response;
  try {
    response = await send(PAYMENT_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...options.headers },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(options.timeoutMs ?? PAYMENT_TIMEOUT_MS),
    });
  } catch {
    // The browser's own words ('Failed to fetch', 'signal timed out') mean nothing to a shopper.
    return { status: 'failed', reason: 'unknown', message: PAYMENT_FAILED };
  }
  return outcomeOf(response);
}
