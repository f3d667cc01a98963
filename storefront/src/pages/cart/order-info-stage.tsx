import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@nexus-za/ui-kit/button';
import { Card } from '@nexus-za/ui-kit/card';
import { CartSummary } from '@nexus-za/ui-kit/cart-summary';
import { Field, FieldControl, FieldError, FieldLabel, focusFirstInvalid, Input } from '@nexus-za/ui-kit/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@nexus-za/ui-kit/select';
import { EmptyCart } from './empty-cart';
import { StageFrame } from './stage-frame';
import { DELIVERY_COUNTRY } from '../../../core/domain/delivery';
import { ONLY_SOUTH_AFRICA, orderInfoSchema } from '../../../core/domain/order-info';
import { isProvince, SOUTH_AFRICAN_PROVINCES } from '../../../core/domain/provinces';
import { VAT_PERCENT } from '../../../core/domain/pricing';
import { useCartTotals } from '../../stores/cart-store';
import {
  ORDER_INFO_FIELDS,
  useCheckoutStore,
  type OrderInfoDraft,
  type OrderInfoField,
} from '../../stores/checkout-store';

export interface OrderInfoStageProps {
  /** Back to the cart stage. */
  onBack: () => void;
  /** Called after the information passed its checks and was stored. */
  onContinue: () => void;
}

type FieldErrors = Partial<Record<OrderInfoField, string>>;

/** The first message of each field, from the same schema the order is stored with. */
export function orderInfoErrors(draft: OrderInfoDraft): FieldErrors {
  const result = orderInfoSchema.safeParse(draft);
  const errors: FieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (ORDER_INFO_FIELDS as readonly string[]).includes(field)) {
      errors[field as OrderInfoField] ??= issue.message;
    }
  }
  return errors;
}

interface FieldSpec {
  label: string;
  autoComplete: string;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'numeric';
  description?: string;
}

type TextField = Exclude<OrderInfoField, 'province'>;

const FIELDS: Readonly<Record<TextField, FieldSpec>> = {
  name: { label: 'Full name', autoComplete: 'name' },
  email: { label: 'Email address', autoComplete: 'email', type: 'email', description: 'We send your receipt here.' },
  contact: { label: 'Contact number', autoComplete: 'tel', type: 'tel', description: 'For the courier, e.g. 082 123 4567.' },
  streetAddress: { label: 'Street address', autoComplete: 'address-line1' },
  suburb: { label: 'Suburb', autoComplete: 'address-line2' },
  city: { label: 'City or town', autoComplete: 'address-level2' },
  postalCode: { label: 'Postal code', autoComplete: 'postal-code', inputMode: 'numeric' },
};

/** Fields in the order the form shows them; the country follows, fixed. */
const FORM_ORDER: readonly OrderInfoField[] = ['name', 'email', 'contact', 'streetAddress', 'suburb', 'city', 'province', 'postalCode'];

const WIDE_FIELDS: ReadonlySet<OrderInfoField> = new Set(['name', 'streetAddress']);

interface ProvinceFieldProps {
  value: string;
  error: string | undefined;
  onChange: (province: string) => void;
}

/** The province, one of the nine, from the kit's Select (a combobox that opens a listbox). */
function ProvinceField({ value, error, onChange }: ProvinceFieldProps) {
  return (
    <Field required>
      <FieldLabel>Province</FieldLabel>
      <Select
        name="province"
        autoComplete="address-level1"
        value={isProvince(value) ? value : ''}
        onValueChange={(chosen) => {
          if (isProvince(chosen)) onChange(chosen);
        }}
      >
        <FieldControl aria-required="true">
          <SelectTrigger>
            <SelectValue placeholder="Choose a province" />
          </SelectTrigger>
        </FieldControl>
        <SelectContent>
          {SOUTH_AFRICAN_PROVINCES.map((province) => (
            <SelectItem key={province} value={province}>
              {province}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <FieldError>{error}</FieldError>
    </Field>
  );
}

/**
 * The second checkout stage: who the order is for and where it goes. Each field is checked with
 * `orderInfoSchema`; its message appears under it once the shopper has typed in the field and left
 * it, or pressed 'Continue to Payment', which then moves focus to the first field that needs attention.
 */
export function OrderInfoStage({ onBack, onContinue }: OrderInfoStageProps) {
  const { lines, ...totals } = useCartTotals();
  const draft = useCheckoutStore((state) => state.draft);
  const setField = useCheckoutStore((state) => state.setField);
  const confirm = useCheckoutStore((state) => state.confirm);
  const [touched, setTouched] = useState<ReadonlySet<OrderInfoField>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);

  const errors = orderInfoErrors(draft);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = orderInfoSchema.safeParse(draft);
    if (result.success) {
      confirm(result.data);
      onContinue();
      return;
    }
    // The messages must be in the page before focus lands, so the field is announced with its error.
    flushSync(() => setSubmitted(true));
    focusFirstInvalid(event.currentTarget);
  }

  if (lines.length === 0) {
    return (
      <StageFrame title="Order Information" focusHeading>
        <EmptyCart text="Add something to your cart before checking out." />
      </StageFrame>
    );
  }

  return (
    <StageFrame title="Order Information" focusHeading>
      <p className="mt-2 text-sm text-ink-muted">
        Fields marked <span aria-hidden="true" className="text-danger-700">*</span>
        <span className="sr-only">with a star</span> are required.
      </p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
        <Card asChild elevation="flat" padding="md">
          <form noValidate aria-label="Order information" onSubmit={submit} className="flex flex-col gap-4">
            <div className="grid gap-4 sm:grid-cols-2">
              {FORM_ORDER.map((field) => {
                const error = submitted || touched.has(field) ? errors[field] : undefined;
                if (field === 'province') {
                  return <ProvinceField key={field} value={draft.province} error={error} onChange={(province) => setField('province', province)} />;
                }
                const spec = FIELDS[field];
                return (
                  <Input
                    key={field}
                    name={field}
                    label={spec.label}
                    description={spec.description}
                    type={spec.type ?? 'text'}
                    inputMode={spec.inputMode}
                    autoComplete={spec.autoComplete}
                    required
                    fieldClassName={WIDE_FIELDS.has(field) ? 'sm:col-span-2' : undefined}
                    value={draft[field]}
                    error={error}
                    onChange={(event) => setField(field, event.currentTarget.value)}
                    onBlur={(event) => {
                      // Tabbing past an empty field is not a mistake yet; leaving one half-typed is.
                      if (touched.has(field) || event.currentTarget.value.trim() === '') return;
                      setTouched(new Set(touched).add(field));
                    }}
                  />
                );
              })}
              {/* Shown, not asked: Nexus delivers in South Africa only, and the server records nothing else. */}
              <Input name="country" label="Country" description={ONLY_SOUTH_AFRICA} value={DELIVERY_COUNTRY} readOnly />
            </div>
            <div className="flex flex-wrap-reverse justify-between gap-3 pt-2">
              <Button variant="outline" onClick={onBack}>
                Back to cart
              </Button>
              <Button type="submit" size="lg">
                Continue to Payment
              </Button>
            </div>
          </form>
        </Card>
        <CartSummary totals={totals} vatRatePercent={VAT_PERCENT} />
      </div>
    </StageFrame>
  );
}
