import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@nexus-za/ui-kit/button';
import { Input } from '@nexus-za/ui-kit/field';
import { checkCoupon } from '../api/coupons-api';
import type { CouponCheck } from '../../core/contract/api';
import { EMAIL_UNVERIFIED_CODE } from '../../core/contract/words';
import { VerifyEmailHint } from './verify-email-hint';
import type { CartItemRef } from '../../core/domain/pricing';

export interface CouponFieldProps {
  /** The cart lines the code is checked against; a change checks the applied code again. */
  items: readonly CartItemRef[];
  /** A code to start with (the prize wheel's `discountCoupon`); it is checked at once. */
  initialCode?: string | null;
  /** The code the server accepted and what it makes of the cart, or null without one. */
  onChange: (applied: CouponCheck | null) => void;
  disabled?: boolean;
}

type CheckState = { phase: 'idle' } | { phase: 'checking' } | { phase: 'refused'; message: string; code?: string };

/**
 * 'Coupon code' in the order summary: the server checks the code (`POST /api/coupons/check`) and
 * answers the discount and the totals; one code per order, removable.
 */
export function CouponField({ items, initialCode, onChange, disabled = false }: CouponFieldProps) {
  const [code, setCode] = useState(initialCode ?? '');
  const [applied, setApplied] = useState<CouponCheck | null>(null);
  const [state, setState] = useState<CheckState>({ phase: 'idle' });
  const itemsKey = JSON.stringify(items);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const latest = useRef(0);

  async function apply(text: string) {
    const trimmed = text.trim();
    if (trimmed === '') return;
    const request = (latest.current += 1);
    setState({ phase: 'checking' });
    const answer = await checkCoupon(trimmed, JSON.parse(itemsKey) as CartItemRef[]);
    if (request !== latest.current) return;
    if (answer.ok) {
      setApplied(answer.data);
      setCode(answer.data.code);
      setState({ phase: 'idle' });
      onChangeRef.current(answer.data);
    } else {
      setApplied(null);
      setState({ phase: 'refused', message: answer.message, ...(answer.code ? { code: answer.code } : {}) });
      onChangeRef.current(null);
    }
  }

  // The prize wheel's coupon is checked as the stage opens, and an applied code again when the cart changes.
  const appliedCode = applied?.code ?? initialCode ?? null;
  useEffect(() => {
    // Checking is a request to the server; it says 'Checking...' while it runs.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (appliedCode) void apply(appliedCode);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the cart's lines decide a re-check
  }, [itemsKey]);

  function remove() {
    latest.current += 1;
    setApplied(null);
    setCode('');
    setState({ phase: 'idle' });
    onChangeRef.current(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void apply(code);
  }

  if (applied) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-md bg-success-100 px-3 py-2 text-sm text-ink">
        <p role="status">
          Coupon <strong className="font-mono">{applied.code}</strong> applied
        </p>
        <Button variant="link" size="sm" onClick={remove} disabled={disabled} aria-label={`Remove coupon ${applied.code}`}>
          Remove
        </Button>
      </div>
    );
  }

  const form = (
    <form noValidate aria-label="Coupon" onSubmit={submit} className="flex items-end gap-2">
      <Input
        label="Coupon code"
        name="coupon"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={state.phase === 'refused' ? state.message : undefined}
        disabled={disabled}
        fieldClassName="flex-1"
      />
      <Button type="submit" variant="outline" disabled={disabled || state.phase === 'checking' || code.trim() === ''}>
        {state.phase === 'checking' ? 'Checking...' : 'Apply'}
      </Button>
    </form>
  );
  if (state.phase !== 'refused' || state.code !== EMAIL_UNVERIFIED_CODE) return form;
  return (
    <div className="flex flex-col gap-1">
      {form}
      <VerifyEmailHint />
    </div>
  );
}
