import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { CreatePaymentMethodData, Stripe, StripeCardElementChangeEvent, StripeCardElementOptions } from '@stripe/stripe-js';
import { useId, useImperativeHandle, useMemo, useState } from 'react';
import type { OrderInfo } from '../../core/domain/order-info';
import type { CardFormProps } from './card-form';
import { PAYMENT_METHOD_FAILED } from './payment-client';

/**
 * The card form when a Stripe publishable key is configured: Stripe's Card Element, so the card
 * number never touches this page's code. This module pulls in @stripe/react-stripe-js and is only
 * ever imported dynamically, by the payment stage.
 */

// Stripe styles the text inside its iframe from these; they mirror the ink tokens and the input size.
const CARD_STYLE: StripeCardElementOptions['style'] = {
  base: {
    color: '#111827',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    fontSize: '16px',
    '::placeholder': { color: '#6b7280' },
  },
  invalid: { color: '#b91c1c', iconColor: '#b91c1c' },
};

// Classes Stripe puts on the element's container for its states.
const CARD_CLASSES: StripeCardElementOptions['classes'] = {
  base: 'rounded-md border border-ink-subtle bg-white px-3 py-3',
  focus: 'border-brand-600 ring-3 ring-brand-500/40',
  invalid: 'border-danger-700',
  empty: '',
};

function billingDetails(info: OrderInfo | null): CreatePaymentMethodData['billing_details'] {
  if (!info) return undefined;
  return {
    name: info.name,
    email: info.email,
    phone: info.contact,
    address: {
      line1: info.streetAddress,
      line2: info.suburb,
      city: info.city,
      state: info.province,
      postal_code: info.postalCode,
      // Stripe takes ISO country codes; the order form takes South African addresses only.
      country: 'ZA',
    },
  };
}

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : fallback;
}

function CardFields({ ref, disabled = false, onCardChange }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [liveError, setLiveError] = useState<string | null>(null);
  const labelId = useId();
  const errorId = useId();
  const options = useMemo<StripeCardElementOptions>(
    () => ({ style: CARD_STYLE, classes: CARD_CLASSES, hidePostalCode: true, disabled }),
    [disabled],
  );

  useImperativeHandle(
    ref,
    () => ({
      createPaymentMethod: async (billing) => {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) return { status: 'failed', message: PAYMENT_METHOD_FAILED };
        try {
          const details = billingDetails(billing);
          const { paymentMethod, error } = await stripe.createPaymentMethod({
            type: 'card',
            card,
            ...(details ? { billing_details: details } : {}),
          });
          if (error || !paymentMethod) {
            if (error?.type === 'validation_error') card.focus();
            return { status: 'failed', message: error?.message ?? PAYMENT_METHOD_FAILED };
          }
          return { status: 'created', paymentMethodId: paymentMethod.id };
        } catch (error) {
          return { status: 'failed', message: messageOf(error, PAYMENT_METHOD_FAILED) };
        }
      },
      confirmAction: async (clientSecret) => {
        if (!stripe) return { status: 'failed', message: PAYMENT_METHOD_FAILED };
        try {
          const result = await stripe.handleNextAction({ clientSecret });
          if (result.error) return { status: 'failed', message: result.error.message ?? 'Payment failed.' };
          const status = result.paymentIntent?.status;
          return status === 'succeeded' || status === 'processing'
            ? { status: 'succeeded' }
            : { status: 'failed', message: 'Payment failed.' };
        } catch (error) {
          return { status: 'failed', message: messageOf(error, 'Payment failed.') };
        }
      },
    }),
    [stripe, elements],
  );

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={liveError ? errorId : undefined} className="flex flex-col gap-2">
      <span id={labelId} className="text-lg font-semibold text-ink">
        Card details
      </span>
      <CardElement
        options={options}
        onChange={(event: StripeCardElementChangeEvent) => {
          setLiveError(event.error?.message ?? null);
          onCardChange?.();
        }}
      />
      <p id={errorId} aria-live="polite" className="min-h-5 text-sm font-medium text-danger-700">
        {liveError}
      </p>
    </div>
  );
}

export interface ElementsCardFormProps extends CardFormProps {
  /** An initialised Stripe.js instance (from the stripe loader), or a stand-in with the same methods in tests. */
  stripe: Stripe;
}

/** Stripe's Card Element inside its `<Elements>` provider, behind the same handle as the local form. */
export default function ElementsCardForm({ stripe, ...props }: ElementsCardFormProps) {
  return (
    <Elements stripe={stripe} options={{ locale: 'en' }}>
      <CardFields {...props} />
    </Elements>
  );
}
