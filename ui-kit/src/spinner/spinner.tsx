import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';

export const spinnerVariants = cva(
  'shrink-0 rounded-pill border-current border-r-transparent animate-spin motion-reduce:animate-none motion-reduce:border-r-current motion-reduce:border-dotted',
  {
    variants: {
      size: {
        sm: 'size-4 border-2',
        md: 'size-6 border-[3px]',
        lg: 'size-10 border-4',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export interface SpinnerProps
  extends Omit<React.ComponentProps<'div'>, 'role' | 'children'>,
    VariantProps<typeof spinnerVariants> {
  /** What is loading, read by screen readers. @default 'Loading...' */
  label?: string;
  /** Shows the label next to the spinner instead of only to screen readers. @default false */
  showLabel?: boolean;
}

/**
 * A loading indicator announced politely through `role="status"`. With `prefers-reduced-motion` it
 * stops turning and shows a static dotted ring instead.
 */
export function Spinner({ label = 'Loading...', showLabel = false, size, className, ...props }: SpinnerProps) {
  return (
    <div
      data-slot="spinner"
      role="status"
      className={cn('inline-flex items-center gap-2 text-brand', className)}
      {...props}
    >
      <span aria-hidden="true" className={spinnerVariants({ size })} />
      <span className={showLabel ? 'text-sm text-ink-muted' : 'sr-only'}>{label}</span>
    </div>
  );
}
Spinner.displayName = 'Spinner';
