'use client';

import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { usePressInteraction } from '../lib/use-press-interaction';

export const iconButtonVariants = cva(
  'inline-flex shrink-0 items-center justify-center rounded-pill transition-colors outline-none focus-visible:ring-3 focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        ghost: 'bg-transparent text-ink hover:bg-surface-muted focus-visible:ring-focus',
        outline: 'border border-ink-subtle bg-surface text-ink hover:bg-surface-muted focus-visible:ring-focus',
        solid: 'bg-brand text-on-brand hover:bg-brand-strong focus-visible:ring-focus',
        overlay: 'bg-surface/90 text-ink shadow-card hover:bg-surface focus-visible:ring-focus',
        /** On a `brand-strong` fill (a panel's header): the fill's text colour, a white ring. */
        'on-brand': 'bg-transparent text-on-brand hover:bg-white/15 focus-visible:ring-white focus-visible:ring-offset-brand-strong',
      },
      size: {
        sm: 'size-8 [&_svg]:size-4',
        md: 'size-10 [&_svg]:size-5',
        lg: 'size-12 [&_svg]:size-6',
      },
    },
    defaultVariants: { variant: 'ghost', size: 'md' },
  },
);

export interface IconButtonProps
  extends Omit<React.ComponentProps<'button'>, 'aria-label' | 'aria-pressed'>,
    VariantProps<typeof iconButtonVariants> {
  /**
   * The accessible name. Required because the button shows only an icon; it is also shown as the
   * native tooltip.
   */
  label: string;
  /** The icon, for example one of `@nexus-za/ui-kit/icons`. It is hidden from assistive technology. */
  children: React.ReactNode;
  /**
   * Makes the button a toggle: `true`/`false` set `aria-pressed` and `data-state="on" | "off"`, and
   * `true` sets `data-selected`.
   * Leave undefined for a plain action button.
   * @default undefined
   */
  pressed?: boolean;
}

/**
 * A button that shows only an icon and always has an accessible name.
 *
 * State attributes, with React Aria's meanings: `data-hovered` while a mouse is over it,
 * `data-focus-visible` while it has keyboard focus, `data-pressed` while it is being pressed; when
 * `pressed` is given, `aria-pressed`, `data-state="on" | "off"` and `data-selected` while on;
 * `disabled` or `aria-disabled` as given.
 */
export function IconButton({
  label,
  pressed,
  variant,
  size,
  className,
  children,
  type = 'button',
  title,
  ...props
}: IconButtonProps) {
  const toggleState = pressed === undefined ? undefined : pressed ? 'on' : 'off';
  const enabled = !props.disabled;
  const interaction = usePressInteraction<HTMLButtonElement>(props, enabled);
  return (
    <button
      data-slot="icon-button"
      type={type}
      aria-label={label}
      aria-pressed={pressed}
      data-state={toggleState}
      data-selected={pressed ? '' : undefined}
      title={title ?? label}
      className={cn(iconButtonVariants({ variant, size }), className)}
      {...props}
      {...interaction}
    >
      <span aria-hidden="true" className="contents">
        {children}
      </span>
    </button>
  );
}
IconButton.displayName = 'IconButton';
