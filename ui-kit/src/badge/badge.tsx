import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';

/** The merchandising labels a product can carry. */
export const PRODUCT_LABELS = ['New', 'Sale', 'Best Choice', 'Hot Seller', 'Bestseller'] as const;
export type ProductLabel = (typeof PRODUCT_LABELS)[number];

// Every fill and text pair keeps at least 4.5:1 contrast (WCAG AA for small text).
export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-pill px-2.5 py-0.5 text-xs font-semibold [&_svg]:size-3 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        new: 'bg-brand-600 text-white',
        sale: 'bg-danger-700 text-white',
        'best-choice': 'bg-success-700 text-white',
        'hot-seller': 'bg-accent-700 text-white',
        bestseller: 'bg-ink text-white',
        neutral: 'bg-surface-muted text-ink',
        success: 'bg-success-100 text-success-700',
        danger: 'bg-danger-100 text-danger-700',
        info: 'bg-info-100 text-info-700',
      },
    },
    defaultVariants: { variant: 'neutral' },
  },
);

export type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>;

const LABEL_VARIANTS: Record<ProductLabel, BadgeVariant> = {
  New: 'new',
  Sale: 'sale',
  'Best Choice': 'best-choice',
  'Hot Seller': 'hot-seller',
  Bestseller: 'bestseller',
};

/** The badge variant that styles a product label, e.g. `'Hot Seller'` -> `'hot-seller'`. */
export function badgeVariantForLabel(label: ProductLabel): BadgeVariant {
  return LABEL_VARIANTS[label];
}

export interface BadgeProps extends React.ComponentProps<'span'>, VariantProps<typeof badgeVariants> {}

/**
 * A short status or merchandising label. Purely presentational: its text is its meaning, so it never
 * relies on colour alone. The variant is exposed as `data-variant`.
 */
export function Badge({ className, variant, ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      data-variant={variant ?? 'neutral'}
      className={cn(badgeVariants({ variant }), className)}
      {...props}
    />
  );
}
Badge.displayName = 'Badge';
