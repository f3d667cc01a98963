import type { CardFormHandle } from './card-form';
import { newIdempotencyKey } from './idempotency';
import { PAYMENT_FAILED, PAYMENT_METHOD_FAILED, requestPayment, type PaymentReceipt } from './payment-client';
import { NOTHING_TO_PAY_METHOD, type PaymentRequest } from '../../core/contract/api';
import type { OrderInfo } from '../../core/domain/order-info';

/**
 * The payment attempt as a plain module: what one press of Pay Now does, and what is
 * remembered between presses so that a retry after a lost answer charges at most once. The payment
 * page only shows its state; everything here is tested without a browser
 * (tests/unit/checkout-payment-attempt.test.ts).
 *
 * The rules:
 * - a press creates a payment method and an idempotency key, and they are remembered;
 * - the next press re-sends that same key and method only when the last answer never arrived
 *   (`outcomeUnknown`) and the cart and coupon are the same: the server answers with the order it made;
 * - a decline, a refusal, a new card, another cart or another coupon starts a new attempt;
 * - a press while one is in flight (a double click, Enter twice) is refused as `busy`.
 */

/** How one press ended. `outcomeUnknown`: the server may have charged; pressing again retries safely. */
export type AttemptOutcome =
  | { kind: 'paid'; receipt: PaymentReceipt; guest: boolean }
  | { kind: 'failed'; message: string; outcomeUnknown: boolean }
  | { kind: 'busy' };

/** The page's view of the attempt. */
export type PaymentPhase =
  | { phase: 'idle' }
  | { phase: 'processing' }
  | { phase: 'failed'; message: string; outcomeUnknown: boolean }
  | { phase: 'paid'; receipt: PaymentReceipt };

/** What one press sends besides the card: the cart lines, the coupon, the shopper's details. */
export interface AttemptInput {
  form: CardFormHandle | null;
  items: PaymentRequest['items'];
  couponCode?: string | undefined;
  orderInfo: OrderInfo | null;
  /** A voucher covers the whole order: no card, the server places it with nothing to charge. */
  nothingDue?: boolean;
}

export interface PaymentAttemptDeps {
  /** `Authorization` for a signed-in shopper; empty for a guest. */
  authorizationHeader: () => Promise<Record<string, string>>;
  /** @default requestPayment (the network edge) */
  requestPayment?: typeof requestPayment;
  /** @default newIdempotencyKey */
  newKey?: () => string;
  /** Told of every change of phase, for the page to show. */
  onPhase?: (phase: PaymentPhase) => void;
}

interface Remembered {
  idempotencyKey: string;
  paymentMethodId: string;
  /** The cart lines and coupon it was for: another cart is another attempt. */
  cartKey: string;
}

export interface PaymentAttempts {
  /** One press of Pay Now. */
  submit: (input: AttemptInput) => Promise<AttemptOutcome>;
  /** The card changed: the next press is a new attempt, not a retry. */
  forget: () => void;
}

export function createPaymentAttempts(deps: PaymentAttemptDeps): PaymentAttempts {
  const send = deps.requestPayment ?? requestPayment;
  const newKey = deps.newKey ?? newIdempotencyKey;
  const tell = deps.onPhase ?? (() => {});
  let remembered: Remembered | null = null;
  let inFlight = false;

  async function attempt({ form, items, couponCode, orderInfo, nothingDue = false }: AttemptInput): Promise<Exclude<AttemptOutcome, { kind: 'busy' }>> {
    if (!form && !nothingDue) return { kind: 'failed', message: PAYMENT_METHOD_FAILED, outcomeUnknown: false };
    const cartKey = JSON.stringify([items, couponCode ?? null]);
    let current = remembered?.cartKey === cartKey ? remembered : null;
    if (!current) {
      let paymentMethodId = NOTHING_TO_PAY_METHOD;
      if (!nothingDue && form) {
        const created = await form.createPaymentMethod(orderInfo);
        if (created.status === 'failed') return { kind: 'failed', message: created.message, outcomeUnknown: false };
        paymentMethodId = created.paymentMethodId;
      }
      current = { idempotencyKey: newKey(), paymentMethodId, cartKey };
      remembered = current;
    }
    if (!orderInfo) return { kind: 'failed', message: PAYMENT_FAILED, outcomeUnknown: false };
    const headers = await deps.authorizationHeader();
    const outcome = await send(
      {
        items,
        paymentMethodId: current.paymentMethodId,
        idempotencyKey: current.idempotencyKey,
        customer: orderInfo,
        ...(couponCode ? { couponCode } : {}),
      },
      { headers },
    );
    if (outcome.status === 'failed') {
      const outcomeUnknown = outcome.reason === 'unknown';
      // Only an answer we never got may be asked again; a decline or refusal is final for this key.
      if (!outcomeUnknown) remembered = null;
      return { kind: 'failed', message: outcome.message, outcomeUnknown };
    }
    remembered = null;
    if (outcome.status === 'requires_action') {
      const action = form?.confirmAction ? await form.confirmAction(outcome.clientSecret) : null;
      if (action?.status !== 'succeeded') return { kind: 'failed', message: action?.message ?? PAYMENT_FAILED, outcomeUnknown: false };
    }
    return { kind: 'paid', receipt: outcome.receipt, guest: !headers.Authorization };
  }

  return {
    async submit(input) {
      if (inFlight) return { kind: 'busy' };
      inFlight = true;
      tell({ phase: 'processing' });
      let outcome: Exclude<AttemptOutcome, { kind: 'busy' }>;
      try {
        outcome = await attempt(input);
      } catch (error) {
        outcome = {
          kind: 'failed',
          message: error instanceof Error && error.message ? error.message : PAYMENT_FAILED,
          outcomeUnknown: remembered !== null,
        };
      } finally {
        inFlight = false;
      }
      tell(outcome.kind === 'paid' ? { phase: 'paid', receipt: outcome.receipt } : { phase: 'failed', message: outcome.message, outcomeUnknown: outcome.outcomeUnknown });
      return outcome;
    },
    forget() {
      remembered = null;
    },
  };
}
