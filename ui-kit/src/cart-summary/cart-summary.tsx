'use client';

import * as React from 'react';
import { useMoneyFormat } from '../money-format';
import { cn } from '../lib/cn';

export type VatMode = 'inclusive' | 'on-top';

/** Totals of a cart in integer cents, as computed by the store's pricing module. */
export interface CartSummaryTotals {
  subtotal: number;
  /** What a coupon takes off the goods; a 'Discount' row shows when it is above 0. @default 0 */
  discount?: number;
  shipping: number;
  /** In 'inclusive' mode the VAT contained in the subtotal; in 'on-top' mode the VAT added to it. */
  vat: number;
  total: number;
  /** 'inclusive': prices include VAT and it is only shown; 'on-top': VAT is added to the subtotal. */
  vatMode: VatMode;
  itemCount: number;
}

export interface CartSummaryProps extends Omit<React.ComponentProps<'section'>, 'children' | 'title'> {
  totals: CartSummaryTotals;
  /** The VAT rate shown in the VAT row, in percent: 'VAT (15%)'. Without it the row reads 'VAT'. The shop's tax rule decides it. */
  vatRatePercent?: number;
  /** Text about delivery, e.g. 'Expected delivery: Thursday, May 2', shown under the totals. */
  expectedDelivery?: React.ReactNode;
  /** The discount row's term, e.g. 'Discount (FLASH30)'. @default 'Discount' */
  discountLabel?: React.ReactNode;
  /** The heading text. @default 'Order Summary' */
  title?: React.ReactNode;
  /** The heading element, to fit the page's outline. @default 'h2' */
  headingLevel?: 'h2' | 'h3';
  /** Actions under the totals, e.g. 'Proceed to Checkout' and 'Clear Cart'. */
  children?: React.ReactNode;
}

function SummaryRow({ term, children, emphasis = false }: { term: React.ReactNode; children: React.ReactNode; emphasis?: boolean }) {
  return (
    <div
      className={cn(
        'flex items-baseline justify-between gap-4',
        emphasis ? 'border-t border-surface-sunken pt-3 text-base font-bold' : 'text-sm',
      )}
    >
      <dt className={emphasis ? 'text-ink' : 'text-ink-muted'}>{term}</dt>
      <dd className="text-right text-ink tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * The order summary of a cart: Subtotal, Discount (when there is one), Shipping, VAT and Total as a
 * description list, written with the app's money format (MoneyFormatProvider). It shows totals
 * computed elsewhere and never computes them itself.
 *
 * State attributes: `data-vat-mode="inclusive" | "on-top"` and `data-empty` (no items) on the
 * section. It has no controls of its own; the actions you pass as children keep theirs.
 */
export function CartSummary({
  totals,
  vatRatePercent,
  expectedDelivery,
  discountLabel = 'Discount',
  title = 'Order Summary',
  headingLevel: Heading = 'h2',
  children,
  className,
  ...props
}: CartSummaryProps) {
  const headingId = React.useId();
  const freeShipping = totals.shipping === 0 && totals.itemCount > 0;
  const formatRand = useMoneyFormat();
  const vatNotes = [vatRatePercent === undefined ? null : `${String(vatRatePercent)}%`, totals.vatMode === 'inclusive' ? 'included' : null].filter(Boolean);
  const vatTerm = vatNotes.length > 0 ? `VAT (${vatNotes.join(', ')})` : 'VAT';

  return (
    <section
      data-slot="cart-summary"
      data-vat-mode={totals.vatMode}
      data-empty={totals.itemCount === 0 ? '' : undefined}
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-4 rounded-card border border-surface-sunken bg-surface p-5 shadow-card', className)}
      {...props}
    >
      <Heading id={headingId} className="text-lg font-semibold text-ink">
        {title}
      </Heading>
      <dl className="flex flex-col gap-2">
        <SummaryRow term="Subtotal">{formatRand(totals.subtotal)}</SummaryRow>
        {totals.discount ? (
          <SummaryRow term={discountLabel}>
            <span data-slot="cart-summary-discount" className="font-semibold text-success-ink">
              −{formatRand(totals.discount)}
            </span>
          </SummaryRow>
        ) : null}
        <SummaryRow term="Shipping">
          {freeShipping ? <span className="font-semibold text-success-ink">Free</span> : formatRand(totals.shipping)}
        </SummaryRow>
        <SummaryRow term={vatTerm}>{formatRand(totals.vat)}</SummaryRow>
        <SummaryRow term="Total" emphasis>
          {formatRand(totals.total)}
        </SummaryRow>
      </dl>
      {totals.vatMode === 'inclusive' ? (
        <p className="text-xs text-ink-muted">All prices include VAT.</p>
      ) : null}
      {expectedDelivery ? (
        <p data-slot="cart-summary-delivery" className="text-sm text-ink">
          {expectedDelivery}
        </p>
      ) : null}
      {children ? <div className="flex flex-col gap-2">{children}</div> : null}
    </section>
  );
}
CartSummary.displayName = 'CartSummary';
