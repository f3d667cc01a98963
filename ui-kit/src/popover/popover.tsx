'use client';

import * as PopoverPrimitive from '@radix-ui/react-popover';
import type * as React from 'react';
import { cn } from '../lib/cn';

/**
 * Rich content (a form, a note, a share panel) in a panel opened from a button, on Radix's Popover:
 * Escape and a click outside close it, focus moves into it on open and back to the trigger on close.
 * For a list of actions use `DropdownMenu`; for a blocking task, a dialog. Open state can be
 * controlled (`open`, `onOpenChange`) or not (`defaultOpen`).
 */
export function Popover(props: React.ComponentProps<typeof PopoverPrimitive.Root>) {
  return <PopoverPrimitive.Root {...props} />;
}
Popover.displayName = 'Popover';

/**
 * The button that opens the panel. State attributes: `data-state="open|closed"`, `aria-expanded`
 * (Radix); with `asChild` around the kit's `Button` also `data-hovered` and `data-focus-visible`.
 */
export function PopoverTrigger(props: React.ComponentProps<typeof PopoverPrimitive.Trigger>) {
  return <PopoverPrimitive.Trigger data-slot="popover-trigger" {...props} />;
}
PopoverTrigger.displayName = 'PopoverTrigger';

/** Positions the panel against another element than the trigger. */
export function PopoverAnchor(props: React.ComponentProps<typeof PopoverPrimitive.Anchor>) {
  return <PopoverPrimitive.Anchor data-slot="popover-anchor" {...props} />;
}
PopoverAnchor.displayName = 'PopoverAnchor';

/** A button inside the panel that closes it (use `asChild` with the kit's `Button`). */
export function PopoverClose(props: React.ComponentProps<typeof PopoverPrimitive.Close>) {
  return <PopoverPrimitive.Close data-slot="popover-close" {...props} />;
}
PopoverClose.displayName = 'PopoverClose';

export interface PopoverContentProps extends React.ComponentProps<typeof PopoverPrimitive.Content> {
  /** Renders the panel at the end of `<body>`, above everything. @default true */
  portal?: boolean;
}

/**
 * The panel. Name it (`aria-label` or `aria-labelledby` a heading inside) so that screen readers
 * announce what opened. State attributes: `data-state`, `data-side`, `data-align`.
 */
export function PopoverContent({ className, sideOffset = 8, align = 'center', portal = true, ...props }: PopoverContentProps) {
  const content = (
    <PopoverPrimitive.Content
      data-slot="popover-content"
      sideOffset={sideOffset}
      align={align}
      className={cn(
        'z-overlay w-72 max-w-(--radix-popover-content-available-width) rounded-card border border-surface-sunken bg-white p-4 text-ink shadow-overlay outline-none',
        className,
      )}
      {...props}
    />
  );
  return portal ? <PopoverPrimitive.Portal>{content}</PopoverPrimitive.Portal> : content;
}
PopoverContent.displayName = 'PopoverContent';
