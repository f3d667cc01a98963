'use client';

import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { usePressInteraction } from '../lib/use-press-interaction';

// No `shrink-0` on the words' sizes: with `whitespace-nowrap` a button is never narrower than its
// words anyway, and `className="flex-1"` may then make it share a row without a conflicting utility.
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-semibold transition-colors outline-none focus-visible:ring-3 focus-visible:ring-focus focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-brand text-on-brand hover:bg-brand-strong',
        secondary: 'bg-surface-muted text-ink hover:bg-surface-sunken',
        outline: 'border border-ink-subtle bg-surface text-ink hover:bg-surface-muted',
        ghost: 'bg-transparent text-ink hover:bg-surface-muted',
        danger: 'bg-danger text-white hover:bg-danger-strong',
        accent: 'bg-accent text-on-accent hover:bg-accent-strong hover:text-white',
        link: 'bg-transparent p-0 text-brand-ink underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-10 px-4 text-sm',
        lg: 'h-12 px-6 text-base',
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
