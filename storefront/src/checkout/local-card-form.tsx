import { useImperativeHandle, useRef, useState, type ChangeEvent } from 'react';
import { flushSync } from 'react-dom';
import { focusFirstInvalid, Input } from '@nexus-za/ui-kit/field';
import type { CardFormProps } from './card-form';
import { caretAfterDigits, formatCardNumber, formatExpiry } from '../../core/card/card-format';
import { validateCard, type CardField } from '../../core/card/luhn';
import { PAYMENT_METHOD_FAILED } from './payment-client';
import { testPaymentMethodId } from '../../core/card/test-payment-method';

type LocalCardField = CardField | 'name';

interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export const NAME_ON_CARD_REQUIRED = 'Please enter the name on your card.';

export function localCardErrors(values: CardValues, now: Date): Partial<Record<LocalCardField, string>> {
  const errors: Partial<Record<LocalCardField, string>> = validateCard(values, now);
  if (values.name.trim() === '') errors.name = NAME_ON_CARD_REQUIRED;
  return errors;
}

function digitsBefore(text: string, position: number): number {
  return text.slice(0, position).replace(/\D/g, '').length;
}

/**
 * The card form used when no Stripe key is configured. It checks the card the way Stripe Elements
 * would (Luhn, expiry not in the past, CVC length) and names the card to the embedded test gateway,
 * which only ever accepts Stripe's public test cards: no real card data leaves for a real provider.
 */
export function LocalCardForm({ ref, disabled = false, onCardChange, defaultName = '' }: CardFormProps) {
  const [values, setValues] = useState<CardValues>({ number: '', expiry: '', cvc: '', name: defaultName });
  const [touched, setTouched] = useState<ReadonlySet<LocalCardField>>(() => new Set());
  const [showAll, setShowAll] = useState(false);
  // Read once: the form is filled in within minutes, not across a month boundary.
  const [now] = useState(() => new Date());
  const fieldset = useRef<HTMLFieldSetElement>(null);

  const errors = localCardErrors(values, now);
  const shownError = (field: LocalCardField) => (showAll || touched.has(field) ? errors[field] : undefined);

  useImperativeHandle(
    ref,
    () => ({
      checkCard: () => {
        if (Object.keys(errors).length === 0) return true;
        // The messages must be attached before focus lands, so that the field is read with its error.
        flushSync(() => setShowAll(true));
        focusFirstInvalid(fieldset.current);
        return false;
      },
      createPaymentMethod: () =>
        Promise.resolve(
          Object.keys(errors).length > 0
            ? { status: 'failed', message: PAYMENT_METHOD_FAILED }
            : { status: 'created', paymentMethodId: testPaymentMethodId(values.number) },
        ),
    }),
    [errors, values.number],
  );

  function update(field: LocalCardField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    onCardChange?.();
  }

  function updateFormatted(field: 'number' | 'expiry', format: (text: string) => string) {
    return (event: ChangeEvent<HTMLInputElement>) => {
      const input = event.currentTarget;
      const caret = input.selectionStart ?? input.value.length;
      const atEnd = caret >= input.value.length;
      const digits = digitsBefore(input.value, caret);
      const formatted = format(input.value);
      flushSync(() => update(field, formatted));
      // Reformatting moves the caret to the end; someone correcting a middle digit keeps their place.
      if (!atEnd) {
        const position = caretAfterDigits(formatted, digits);
        input.setSelectionRange(position, position);
      }
    };
  }

  function fieldProps(field: LocalCardField) {
    return {
      error: shownError(field),
      required: true,
      onBlur: () => setTouched((current) => (current.has(field) ? current : new Set(current).add(field))),
    };
  }

  /** The card's digit fields (number, expiry, CVC): a numeric keypad, figures of one width, the value as typed. */
  function digitFieldProps(field: CardField) {
    return { ...fieldProps(field), inputMode: 'numeric' as const, className: 'tabular-nums', value: values[field] };
  }

  return (
    <fieldset ref={fieldset} disabled={disabled} className="flex min-w-0 flex-col gap-4">
      <legend className="mb-2 text-lg font-semibold text-ink">Card details</legend>
      <p className="rounded-md bg-info-100 p-3 text-sm text-info-700">
        Test mode: no money is taken. Pay with card 4242 4242 4242 4242, any future expiry date and any
        3-digit security code.
      </p>
      <Input
        {...digitFieldProps('number')}
        label="Card number"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        onChange={updateFormatted('number', formatCardNumber)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          {...digitFieldProps('expiry')}
          label="Expiry date"
          description="MM/YY"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          onChange={updateFormatted('expiry', formatExpiry)}
        />
        <Input
          {...digitFieldProps('cvc')}
          label="Security code (CVC)"
          description="3 digits on the back; 4 on the front for American Express"
          autoComplete="cc-csc"
          maxLength={4}
          onChange={(event) => update('cvc', event.currentTarget.value.replace(/\D/g, ''))}
        />
      </div>
      <Input
        {...fieldProps('name')}
        label="Name on card"
        autoComplete="cc-name"
        value={values.name}
        onChange={(event) => update('name', event.currentTarget.value)}
      />
    </fieldset>
  );
}
