import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { useHoverFocusVisible } from '../lib/use-hover-focus-visible';

export const cardVariants = cva('rounded-card border border-surface-sunken bg-white text-ink', {
  variants: {
    /** `raised` lifts the card off a plain page; `flat` sits inside another surface. */
    elevation: {
      flat: '',
      raised: 'shadow-card',
    },
    padding: {
      none: '',
      sm: 'p-4',
      md: 'p-5',
      lg: 'p-6',
    },
    /**
     * A card that is itself a link or button, or holds one stretched over it: it shows hover and
     * keyboard focus on its border, also when the focus is on a link inside it.
     */
    interactive: {
      true: 'outline-none transition-colors hover:border-brand-500 focus-visible:ring-3 focus-visible:ring-brand-500 has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-brand-500',
      false: '',
    },
  },
  defaultVariants: { elevation: 'raised', padding: 'none', interactive: false },
});

export interface CardProps extends React.ComponentProps<'div'>, VariantProps<typeof cardVariants> {
  /**
   * Render the child element (`<article>`, `<section>`, `<form>`, `<li>`, a router link) with the
   * card's styles, so the card keeps the element's meaning. @default false
   */
  asChild?: boolean;
}

/**
 * A bordered, rounded surface that groups related content: a tile on the home page, a store in a
 * list, a step of a form. Purely presentational; the element (through `asChild`) gives it meaning.
 *
 * State attributes: `data-interactive` when `interactive`; an interactive card also has
 * `data-hovered` while a mouse is over it and `data-focus-visible` while it, or a link inside it,
 * has keyboard focus. A plain card has no state.
 */
export function Card({
  className,
  elevation,
  padding,
  interactive,
  asChild = false,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  ...props
}: CardProps) {
  const Comp = asChild ? Slot : 'div';
  const handlers = { onPointerEnter, onPointerLeave, onFocus, onBlur };
  const interaction = useHoverFocusVisible<HTMLDivElement>(handlers, !!interactive);
  return (
    <Comp
      data-slot="card"
      data-interactive={interactive ? '' : undefined}
      className={cn(cardVariants({ elevation, padding, interactive }), className)}
      {...(interactive ? interaction : handlers)}
      {...props}
    />
  );
}
Card.displayName = 'Card';
