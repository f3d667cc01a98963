import * as React from 'react';
import { cn } from '../lib/cn';

/** How much of a product is left, as a tone: the app decides the thresholds and the words. */
export type StockStatusState = 'in-stock' | 'low-stock' | 'out-of-stock';

export interface StockStatusProps extends Omit<React.ComponentProps<'p'>, 'children'> {
  state: StockStatusState;
  /** What the shopper reads, e.g. 'In stock', 'Only 3 left', 'Out of stock'. */
  label: string;
}

const TONE: Record<StockStatusState, { text: string; dot: string }> = {
  'in-stock': { text: 'text-success-ink', dot: 'bg-success' },
  'low-stock': { text: 'text-accent-ink', dot: 'bg-accent' },
  'out-of-stock': { text: 'text-danger-ink', dot: 'bg-danger' },
};

/**
 * One line saying whether a product can be bought: a coloured dot (decoration) and the words, which
 * carry the meaning on their own. State attribute: `data-state` with the `state` prop.
 */
export function StockStatus({ state, label, className, ...props }: StockStatusProps) {
  const tone = TONE[state];
  return (
    <p
      data-slot="stock-status"
      data-state={state}
      className={cn('flex items-center gap-1.5 text-sm font-medium', tone.text, className)}
      {...props}
    >
      <span aria-hidden="true" className={cn('inline-block size-2 shrink-0 rounded-full', tone.dot)} />
      {label}
    </p>
  );
}
StockStatus.displayName = 'StockStatus';
