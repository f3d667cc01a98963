import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import type { MoneyFormat } from '../format';
import { cn } from '../lib/cn';
import { Money } from '../money-format';

export const priceVariants = cva('flex flex-wrap items-baseline', {
  variants: {
    size: {
      sm: 'gap-x-2 text-base',
      md: 'gap-x-2 text-lg',
      lg: 'gap-x-3 text-3xl',
    },
  },
  defaultVariants: { size: 'md' },
});

const WAS_SIZE = { sm: 'text-sm', md: 'text-sm', lg: 'text-base' } as const;

export interface PriceProps extends Omit<React.ComponentProps<'p'>, 'children'>, VariantProps<typeof priceVariants> {
  /** The price to pay, in integer cents. */
  amount: number;
  /** The price before a reduction, in integer cents; shown struck through when it is above `amount`. */
  was?: number | undefined;
  /**
   * Turns cents into text. The shop owns its money rules: give them to every kit component at once
   * with `MoneyFormatProvider`, or to this price alone here. @default the nearest MoneyFormatProvider's format (formatRand without one)
   */
  format?: MoneyFormat | undefined;
  /** Read before a discounted price by screen readers. @default 'Now' */
  nowLabel?: string;
  /** Read before the struck-through price by screen readers. @default 'Was' */
  wasLabel?: string;
}

/**
 * A price, and the price it was before a discount: the discounted price in the sale colour, the old
 * one struck through. A strike-through is not announced, so screen readers hear 'Now R 999 Was R 1 299'.
 * State attributes: `data-discounted` when there is a `was` price above `amount` ("reduced" in the
 * kit means reduced motion only).
 * A server component: only the formatted amounts (`Money`) render on the client.
 */
export function Price({
  amount,
  was,
  format,
  nowLabel = 'Now',
  wasLabel = 'Was',
  size,
  className,
  ...props
}: PriceProps) {
  // Without a `format`, the amount is a client `Money` leaf that reads the app's format: Price itself
  // holds no hook, so a Next.js server component renders it on the server.
  const write = (cents: number) => (format ? format(cents) : <Money cents={cents} />);
  const discountedFrom = was !== undefined && was > amount ? was : undefined;
  return (
    <p
      data-slot="price"
      data-discounted={discountedFrom !== undefined ? '' : undefined}
      className={cn(priceVariants({ size }), className)}
      {...props}
    >
      <span data-slot="price-now" className={cn('font-bold', discountedFrom !== undefined && 'text-danger-ink')}>
        {discountedFrom !== undefined ? <span className="sr-only">{nowLabel} </span> : null}
        {write(amount)}
      </span>
      {discountedFrom !== undefined ? ' ' : null}
      {discountedFrom !== undefined ? (
        <s data-slot="price-was" className={cn('font-normal text-ink-muted', WAS_SIZE[size ?? 'md'])}>
          <span className="sr-only">{wasLabel} </span>
          {write(discountedFrom)}
        </s>
      ) : null}
    </p>
  );
}
Price.displayName = 'Price';
