import type { Stripe } from '@stripe/stripe-js';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@nexus-za/ui-kit/button';
import { Card, CardTitle } from '@nexus-za/ui-kit/card';
import { CartSummary } from '@nexus-za/ui-kit/cart-summary';
import { Spinner } from '@nexus-za/ui-kit/spinner';
import { EmptyCart } from './empty-cart';
import { StageFrame } from './stage-frame';
import type { CardFormHandle } from '../../checkout/card-form';
import { CouponField } from '../../checkout/coupon-field';
import { LocalCardForm } from '../../checkout/local-card-form';
import { OrderLinesCard } from '../../checkout/order-lines';
import { createPaymentAttempts, type PaymentPhase } from '../../checkout/payment-attempt';
import type { PaymentReceipt, ReceiptLine } from '../../checkout/payment-client';
import { CARD_PAYMENTS_UNAVAILABLE, createStripeLoader, stripePublishableKey } from '../../checkout/stripe-loader';
import { formatRand } from '../../../core/domain/money';
import type { CouponCheck, PaymentRequest } from '../../../core/contract/api';
import type { OrderInfo } from '../../../core/domain/order-info';
import { VAT_PERCENT } from '../../../core/domain/pricing';
import { useCartStore, useCartTotals } from '../../stores/cart-store';
import { useCheckoutStore } from '../../stores/checkout-store';
import { useOrdersStore } from '../../stores/orders-store';
import { authorizationHeader } from '../../stores/session-store';
import { useSpinStore } from '../../stores/spin-store';

// Only this stage, and only with a Stripe key, downloads @stripe/react-stripe-js and Stripe.js.
const ElementsCardForm = lazy(() => import('../../checkout/elements-card-form'));

/** Which card form the stage shows: Stripe Elements (with a way to load Stripe.js) or the local form. */
export type CardProvider = { kind: 'local' } | { kind: 'stripe'; loadStripe: () => Promise<Stripe> };

/** Stripe when the client build has a publishable key, otherwise the local form for the test gateway. */
export function cardProviderFromEnv(env?: Partial<Record<string, unknown>>): CardProvider {
  const key = stripePublishableKey(env);
  return key ? { kind: 'stripe', loadStripe: createStripeLoader(key) } : { kind: 'local' };
}

const ENV_CARD_PROVIDER = cardProviderFromEnv();

export interface PaymentStageProps {
  /** Back to the order information stage; the button is hidden when absent. */
  onBack?: () => void;
  /** The payment went through: the cart is empty and the order is the server's. */
  onPaid: (receipt: PaymentReceipt) => void;
  /**
   * The card form to use. Pass a stable object (not one made during render).
   * @default from VITE_STRIPE_PUBLISHABLE_KEY
   */
  cardProvider?: CardProvider;
}

type StripeState = { status: 'loading' } | { status: 'ready'; stripe: Stripe } | { status: 'failed' };

function cartItems(): PaymentRequest['items'] {
  return useCartStore.getState().items.map(({ id, quantity, team, teamCode }) => ({ id, quantity, team, ...(teamCode ? { teamCode } : {}) }));
}

function useStripeState(provider: CardProvider): [StripeState, () => void] {
  const [state, setState] = useState<StripeState>({ status: 'loading' });
  const [loadCount, setLoadCount] = useState(0);
  useEffect(() => {
    if (provider.kind !== 'stripe') return;
    let live = true;
    provider.loadStripe().then(
      (stripe) => {
        if (live) setState({ status: 'ready', stripe });
      },
      () => {
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [provider, loadCount]);
  const retry = () => {
    setState({ status: 'loading' });
    setLoadCount((count) => count + 1);
  };
  return [state, retry];
}

function DeliverTo({ info, onChange }: { info: OrderInfo; onChange: (() => void) | undefined }) {
  return (
    <Card asChild elevation="flat" padding="sm">
      <section className="flex flex-wrap items-start justify-between gap-3 text-sm">
        <div className="flex flex-col gap-1">
          <CardTitle className="text-sm! text-ink">Delivering to</CardTitle>
          <p className="text-ink">
            {info.name}, {info.streetAddress}, {info.suburb}, {info.city}, {info.province} {info.postalCode}, {info.country}
          </p>
          <p className="text-ink-muted">
            {info.email} · {info.contact}
          </p>
        </div>
        {onChange ? (
          <Button variant="link" size="sm" onClick={onChange} aria-label="Change delivery details">
            Change
          </Button>
        ) : null}
      </section>
    </Card>
  );
}

/**
 * The last checkout stage: the order summary, the card, and 'Pay Now'. The server prices the cart
 * lines itself; this stage sends lines, a payment method and an idempotency key per attempt, so a
 * double click or a retry after a lost answer never charges twice. Failure keeps the cart and the
 * card; success empties the cart, records the order and shows its number.
 */
export function PaymentStage({ onBack, onPaid, cardProvider = ENV_CARD_PROVIDER }: PaymentStageProps) {
  const { lines, ...totals } = useCartTotals();
  const orderInfo = useCheckoutStore((state) => state.orderInfo);
  const [stripeState, retryStripe] = useStripeState(cardProvider);
  const [payment, setPayment] = useState<PaymentPhase>({ phase: 'idle' });
  // flushSync: the failure is on screen (and the button enabled) before focus is given back.
  const [attempts] = useState(() =>
    createPaymentAttempts({ authorizationHeader, onPhase: (phase) => (phase.phase === 'failed' ? flushSync(() => setPayment(phase)) : setPayment(phase)) }),
  );
  const card = useRef<CardFormHandle>(null);
  const payButton = useRef<HTMLButtonElement>(null);
  const [coupon, setCoupon] = useState<CouponCheck | null>(null);
  const wonCoupon = useSpinStore((state) => state.coupon);

  const processing = payment.phase === 'processing' || payment.phase === 'paid';
  // A voucher that covers the whole order: nothing to charge, so no card (the server agrees or refuses).
  const nothingDue = coupon !== null && coupon.totals.total === 0;
  const cardReady = nothingDue || cardProvider.kind === 'local' || stripeState.status === 'ready';

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = card.current;
    // The button is disabled while paying; the attempt also refuses a second submit that lands
    // before the re-render does (a fast double click, Enter pressed twice).
    if (!cardReady) return;
    if (!nothingDue && form?.checkCard && !form.checkCard()) return;
    const result = await attempts.submit({ form, items: cartItems(), couponCode: coupon?.code, orderInfo, nothingDue });
    if (result.kind === 'busy') return;
    if (result.kind === 'paid') {
      const { receipt } = result;
      // A guest has no account to find the order by later: this browser remembers its number and email.
      if (result.guest && orderInfo) {
        useOrdersStore.getState().remember({ orderNumber: receipt.orderNumber, email: orderInfo.email, placedAt: new Date().toISOString() });
      }
      useCartStore.getState().clear();
      onPaid(receipt);
      return;
    }
    // Disabling the focused button dropped focus; give it back unless the card form moved it to a field.
    if (document.activeElement === null || document.activeElement === document.body) payButton.current?.focus();
  }

  if (lines.length === 0) {
    return (
      <StageFrame title="Payment Information" focusHeading>
        <EmptyCart text="Add something to your cart before paying." />
      </StageFrame>
    );
  }

  const receiptLines: ReceiptLine[] = lines.map(({ product, quantity, unitPrice, team }) => ({
    id: product.id,
    name: product.name,
    quantity,
    unitPrice,
    team,
  }));
  // The server's totals with the coupon it accepted; the cart's own without one.
  const shownTotals = coupon?.totals ?? totals;
  const couponItems = lines.map(({ product, quantity, team }) => ({ id: product.id, quantity, team }));
  const forgetAttempt = attempts.forget;

  return (
    <StageFrame title="Payment Information" focusHeading>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div className="flex flex-col gap-4">
          {orderInfo ? <DeliverTo info={orderInfo} onChange={processing ? undefined : onBack} /> : null}
          <Card asChild elevation="flat" padding="md">
            <form
              noValidate
              aria-label="Payment"
              aria-busy={processing}
              onSubmit={(event) => void pay(event)}
              className="flex flex-col gap-4"
            >
              {nothingDue ? (
                <p className="rounded-md bg-success-100 p-3 text-sm text-success-700">
                  Nothing is due: your voucher covers this order, so no card is needed.
                </p>
              ) : cardProvider.kind === 'local' ? (
                <LocalCardForm ref={card} disabled={processing} onCardChange={forgetAttempt} defaultName={orderInfo?.name ?? ''} />
              ) : stripeState.status === 'ready' ? (
                <Suspense fallback={<Spinner label="Loading the secure card form..." showLabel />}>
                  <ElementsCardForm ref={card} stripe={stripeState.stripe} disabled={processing} onCardChange={forgetAttempt} />
                </Suspense>
              ) : stripeState.status === 'loading' ? (
                <Spinner label="Loading the secure card form..." showLabel />
              ) : (
                <div role="alert" className="flex flex-col items-start gap-3 rounded-md bg-danger-100 p-4 text-sm text-danger-700">
                  <p className="font-medium">{CARD_PAYMENTS_UNAVAILABLE}</p>
                  <Button variant="outline" size="sm" onClick={retryStripe}>
                    Try again
                  </Button>
                </div>
              )}
              {payment.phase === 'failed' ? (
                <div role="alert" className="flex flex-col gap-1 rounded-md bg-danger-100 p-3 text-sm text-danger-700">
                  <p className="font-semibold">{payment.message}</p>
                  {payment.outcomeUnknown ? (
                    <p>
                      We could not confirm this payment. Check your connection and press Pay Now again: this
                      payment will not be charged twice.
                    </p>
                  ) : null}
                </div>
              ) : null}
              <p className="flex justify-between text-base font-semibold text-ink">
                <span>Total to pay</span>
                <span className="tabular-nums">{formatRand(shownTotals.total)}</span>
              </p>
              <div className="flex flex-wrap-reverse justify-between gap-3">
                {onBack ? (
                  <Button variant="outline" onClick={onBack} disabled={processing}>
                    Back to order information
                  </Button>
                ) : null}
                <Button ref={payButton} type="submit" size="lg" disabled={processing || !cardReady}>
                  {processing ? 'Processing...' : nothingDue ? 'Place order' : 'Pay Now'}
                </Button>
              </div>
            </form>
          </Card>
        </div>
        <div className="flex flex-col gap-4">
          <OrderLinesCard title="Your items" lines={receiptLines} label="Items you are paying for" />
          <CartSummary
            totals={shownTotals}
            vatRatePercent={VAT_PERCENT}
            discountLabel={coupon ? `Discount (${coupon.code})` : undefined}
          >
            <CouponField key={wonCoupon ?? ''} items={couponItems} initialCode={wonCoupon} onChange={setCoupon} disabled={processing} />
          </CartSummary>
        </div>
      </div>
    </StageFrame>
  );
}
