'use client';

import * as PopoverPrimitive from '@radix-ui/react-popover';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { slotPart } from '../lib/slot-part';

/**
 * Rich content (a form, a note, a share panel) in a panel opened from a button, on Radix's Popover:
 * Escape and a click outside close it, focus moves into it on open and back to the trigger on close.
 * For a list of actions use `DropdownMenu`; for a blocking task, a dialog. Open state can be
 * controlled (`open`, `onOpenChange`) or not (`defaultOpen`).
 */
export const Popover = slotPart(PopoverPrimitive.Root, 'Popover');

/**
 * The button that opens the panel. State attributes: `data-state="open|closed"`, `aria-expanded`
 * (Radix); with `asChild` around the kit's `Button` also `data-hovered` and `data-focus-visible`.
 */
export const PopoverTrigger = slotPart(PopoverPrimitive.Trigger, 'PopoverTrigger', 'popover-trigger');

/** Positions the panel against another element than the trigger. */
export const PopoverAnchor = slotPart(PopoverPrimitive.Anchor, 'PopoverAnchor', 'popover-anchor');

/** A button inside the panel that closes it (use `asChild` with the kit's `Button`). */
export const PopoverClose = slotPart(PopoverPrimitive.Close, 'PopoverClose', 'popover-close');

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
        'z-overlay w-72 max-w-(--radix-popover-content-available-width) rounded-card border border-surface-sunken bg-surface p-4 text-ink shadow-overlay outline-none',
        className,
      )}
      {...props}
    />
  );
  return portal ? <PopoverPrimitive.Portal>{content}</PopoverPrimitive.Portal> : content;
}
PopoverContent.displayName = 'PopoverContent';
