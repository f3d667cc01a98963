'use client';

import { Minus, Plus } from '../icons';
import type * as React from 'react';
import { IconButton } from '../icon-button';
import { cn } from '../lib/cn';

export interface QuantityStepperProps extends Omit<React.ComponentProps<'div'>, 'role' | 'onChange' | 'children'> {
  /** The current quantity. */
  value: number;
  /** Called with the new quantity when minus or plus is pressed; never outside `min`..`max`. */
  onValueChange: (value: number) => void;
  /** What is being counted, used in the button names: 'Decrease quantity of {itemName}'. */
  itemName: string;
  /** The lowest quantity; removing an item is a separate action. @default 1 */
  min?: number;
  /** The highest quantity. @default Infinity */
  max?: number;
  /** Disables both buttons. @default false */
  disabled?: boolean;
}

/**
 * Minus / value / plus. A button that cannot act is marked `aria-disabled="true"` rather than
 * `disabled`, so keyboard focus stays on it when the limit is reached instead of jumping to the page.
 * The value is an `<output>`, so screen readers announce each change.
 *
 * State attributes: `data-at-min`, `data-at-max` on the root; on each button (a kit `IconButton`)
 * `aria-disabled` at its limit, `data-hovered` and `data-focus-visible`.
 */
export function QuantityStepper({
  value,
  onValueChange,
  itemName,
  min = 1,
  max = Number.POSITIVE_INFINITY,
  disabled = false,
  className,
  ...props
}: QuantityStepperProps) {
  const atMin = value <= min;
  const atMax = value >= max;
  const cannotDecrease = disabled || atMin;
  const cannotIncrease = disabled || atMax;

  return (
    <div
      data-slot="quantity-stepper"
      data-at-min={atMin ? '' : undefined}
      data-at-max={atMax ? '' : undefined}
      role="group"
      aria-label={`Quantity of ${itemName}`}
      className={cn('inline-flex w-fit items-center gap-1 rounded-pill border border-surface-sunken bg-surface p-0.5', className)}
      {...props}
    >
      <IconButton
        label={`Decrease quantity of ${itemName}`}
        size="sm"
        aria-disabled={cannotDecrease}
        onClick={() => {
          if (!cannotDecrease) onValueChange(Math.max(min, value - 1));
        }}
      >
        <Minus />
      </IconButton>
      <output aria-live="polite" className="min-w-8 text-center text-sm font-semibold tabular-nums text-ink">
        <span className="sr-only">Quantity: </span>
        {value}
      </output>
      <IconButton
        label={`Increase quantity of ${itemName}`}
        size="sm"
        aria-disabled={cannotIncrease}
        onClick={() => {
          if (!cannotIncrease) onValueChange(Math.min(max, value + 1));
        }}
      >
        <Plus />
      </IconButton>
    </div>
  );
}
QuantityStepper.displayName = 'QuantityStepper';
