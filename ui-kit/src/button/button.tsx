'use client';

import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { usePressInteraction } from '../lib/use-press-interaction';

// No `shrink-0` on the words' sizes: with `whitespace-nowrap` a button is never narrower than its
// words anyway, and `className="flex-1"` may then make it share a row without a conflicting utility.
// Heights are minimums, so that a chip's words may wrap onto a second line; one line of words is the
// same height either way.
const BOX = 'rounded-md whitespace-nowrap';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 font-semibold transition-colors outline-none focus-visible:ring-3 focus-visible:ring-focus focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: `${BOX} bg-brand text-on-brand hover:bg-brand-strong`,
        secondary: `${BOX} bg-surface-muted text-ink hover:bg-surface-sunken`,
        outline: `${BOX} border border-ink-subtle bg-surface text-ink hover:bg-surface-muted`,
        ghost: `${BOX} bg-transparent text-ink hover:bg-surface-muted`,
        danger: `${BOX} bg-danger text-white hover:bg-danger-strong`,
        accent: `${BOX} bg-accent text-on-accent hover:bg-accent-strong hover:text-white`,
        link: `${BOX} bg-transparent p-0 text-brand-ink underline-offset-4 hover:underline`,
        /** A suggested reply or a filter: a rounded pill in the brand's colours whose words may wrap. */
        chip: 'rounded-pill border border-brand bg-surface py-1 whitespace-normal text-brand-ink hover:bg-brand-soft',
      },
      size: {
        sm: 'min-h-8 px-3 text-sm',
        md: 'min-h-10 px-4 text-sm',
        lg: 'min-h-12 px-6 text-base',
        icon: 'size-10 shrink-0',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export interface ButtonProps
  extends React.ComponentProps<'button'>,
    VariantProps<typeof buttonVariants> {
  /** Render the child element (for example a router link) with the button's styles. @default false */
  asChild?: boolean;
}

/**
 * A button.
 *
 * State attributes, with React Aria's meanings: `data-hovered` while a mouse is over it,
 * `data-focus-visible` while it has keyboard focus, `data-pressed` while it is being pressed (pointer
 * or Enter/Space down), `data-selected` while a toggle button (`aria-pressed`) is on; `disabled` or
 * `aria-disabled` as given. With `asChild` the attributes go on your element.
 */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  type,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  const enabled = !props.disabled;
  const interaction = usePressInteraction<HTMLButtonElement>(props, enabled);
  const selected = props['aria-pressed'] === true || props['aria-pressed'] === 'true';
  return (
    <Comp
      data-slot="button"
      data-selected={selected ? '' : undefined}
      className={cn(buttonVariants({ variant, size }), className)}
      {...(asChild ? {} : { type: type ?? 'button' })}
      {...props}
      {...interaction}
    />
  );
}
Button.displayName = 'Button';
