import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import * as React from 'react';
import { cn } from '../lib/cn';
import { slotPart } from '../lib/slot-part';

// No 'use client': Card and its parts hold no state and no handlers, so a Next.js server component
// renders them on the server. Hover and keyboard focus are shown by CSS (`:hover`, `:focus-visible`).

export const cardVariants = cva('rounded-card border border-surface-sunken bg-surface text-ink', {
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
      true: 'outline-none transition-colors duration-fast hover:border-brand focus-visible:ring-3 focus-visible:ring-focus has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-focus',
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

/** Finds the CardTitle among the elements a card was given (through elements, not inside components). */
function findTitle(children: React.ReactNode): React.ReactElement<CardTitleProps> | null {
  let found: React.ReactElement<CardTitleProps> | null = null;
  React.Children.forEach(children, (child) => {
    if (found || !React.isValidElement<{ children?: React.ReactNode }>(child)) return;
    if (child.type === CardTitle) found = child as React.ReactElement<CardTitleProps>;
    else found = findTitle(child.props.children);
  });
  return found;
}

/** Gives the CardTitle among `children` the id the card is named by. */
function withTitleId(children: React.ReactNode, title: React.ReactElement, id: string): React.ReactNode {
  return React.Children.map(children, (child) => {
    if (!React.isValidElement<{ children?: React.ReactNode }>(child)) return child;
    if (child === title) return React.cloneElement(child as React.ReactElement<CardTitleProps>, { id });
    if (child.props.children === undefined) return child;
    return React.cloneElement(child, undefined, withTitleId(child.props.children, title, id));
  });
}

/**
 * A bordered, rounded surface that groups related content: a tile on the home page, a store in a
 * list, a step of a form. Compose it from CardHeader, CardTitle, CardDescription, CardAction,
 * CardContent and CardFooter; a card with a CardTitle is named by it (`aria-labelledby`), so
 * `<Card asChild><section>` with a title is a named region and a `div` card a named group.
 * Purely presentational, and usable in a React server component.
 *
 * State attributes: `data-interactive` when `interactive`. Hover and keyboard focus show through
 * `:hover` and `:focus-visible` (also of a link inside it), not through attributes.
 */
export function Card({
  className,
  elevation,
  padding,
  interactive,
  asChild = false,
  children,
  ...props
}: CardProps) {
  const Comp = asChild ? Slot : 'div';
  const generatedId = React.useId();
  // With asChild the card's content is its one child element's children.
  const element = asChild && React.isValidElement<{ children?: React.ReactNode }>(children) ? children : null;
  const content = element ? element.props.children : children;
  const title = props['aria-labelledby'] || props['aria-label'] ? null : findTitle(content);
  const titleId = title?.props.id ?? `${generatedId}card-title`;
  const named = title ? withTitleId(content, title, titleId) : content;
  const naming = title ? { 'aria-labelledby': titleId, role: asChild ? undefined : 'group' } : {};
  return (
    <Comp
      data-slot="card"
      data-interactive={interactive ? '' : undefined}
      className={cn(cardVariants({ elevation, padding, interactive }), className)}
      {...naming}
      {...props}
    >
      {element ? React.cloneElement(element, undefined, named) : named}
    </Comp>
  );
}
Card.displayName = 'Card';

/** The top of a card: its title, description and an optional action (CardAction) beside them. */
export const CardHeader = slotPart('div', 'CardHeader', 'card-header', 'grid auto-rows-min grid-rows-[auto_auto] items-start gap-1 has-data-[slot=card-action]:grid-cols-[1fr_auto]');

export interface CardTitleProps extends React.ComponentProps<'h2'> {
  /**
   * The heading level, to fit the page's outline: a card in a page's main column is usually an `h2`.
   * @default 'h2'
   */
  as?: 'h2' | 'h3' | 'h4';
}

/** The card's heading; the card is named by it. */
export function CardTitle({ as: Heading = 'h2', className, ...props }: CardTitleProps) {
  return <Heading data-slot="card-title" className={cn('text-lg font-semibold', className)} {...props} />;
}
CardTitle.displayName = 'CardTitle';

/** A line under the title that says what the card holds. */
export const CardDescription = slotPart('p', 'CardDescription', 'card-description', 'text-sm text-ink-muted');

/** A link or button in the header's top-right corner ('Edit', 'See all'). */
export const CardAction = slotPart('div', 'CardAction', 'card-action', 'col-start-2 row-span-2 row-start-1 self-start justify-self-end');

/** The card's body. */
export const CardContent = slotPart('div', 'CardContent', 'card-content', 'not-first:mt-4');

/** The bottom row: the card's buttons or a total. */
export const CardFooter = slotPart('div', 'CardFooter', 'card-footer', 'flex items-center gap-3 not-first:mt-4');
