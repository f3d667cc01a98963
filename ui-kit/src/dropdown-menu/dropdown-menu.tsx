'use client';

import * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { slotPart } from '../lib/slot-part';

/**
 * A menu of actions and links opened from a button, on Radix's DropdownMenu: arrow keys, Home/End
 * and type-ahead move between items, Enter or Space picks one, Escape and a click outside close it
 * and focus returns to the trigger. Compose it from `DropdownMenuTrigger`, `DropdownMenuContent`
 * and `DropdownMenuItem` (with `asChild` for a link), grouped by `DropdownMenuGroup`,
 * `DropdownMenuLabel` and `DropdownMenuSeparator`. Open state can be controlled (`open`,
 * `onOpenChange`) or not (`defaultOpen`).
 */
export const DropdownMenu = slotPart(DropdownMenuPrimitive.Root, 'DropdownMenu');

/**
 * The button that opens the menu. State attributes: `data-state="open|closed"`, `aria-expanded`
 * (Radix); with `asChild` around the kit's `Button` also `data-hovered` and `data-focus-visible`.
 */
export const DropdownMenuTrigger = slotPart(DropdownMenuPrimitive.Trigger, 'DropdownMenuTrigger', 'dropdown-menu-trigger');

export interface DropdownMenuContentProps extends React.ComponentProps<typeof DropdownMenuPrimitive.Content> {
  /**
   * Renders the menu at the end of `<body>`, above everything. Turn it off to keep the menu in place
   * in the document (inside a sticky header, for example), which its own stacking then has to allow.
   * @default true
   */
  portal?: boolean;
}

/** The menu's panel, placed next to the trigger. State attributes: `data-state`, `data-side`, `data-align`. */
export function DropdownMenuContent({ className, sideOffset = 8, portal = true, ...props }: DropdownMenuContentProps) {
  const content = (
    <DropdownMenuPrimitive.Content
      data-slot="dropdown-menu-content"
      sideOffset={sideOffset}
      className={cn(
        'z-overlay max-h-(--radix-dropdown-menu-content-available-height) min-w-48 overflow-y-auto rounded-card border border-surface-sunken bg-surface p-1 text-ink shadow-overlay outline-none',
        className,
      )}
      {...props}
    />
  );
  return portal ? <DropdownMenuPrimitive.Portal>{content}</DropdownMenuPrimitive.Portal> : content;
}
DropdownMenuContent.displayName = 'DropdownMenuContent';

export interface DropdownMenuItemProps extends React.ComponentProps<typeof DropdownMenuPrimitive.Item> {
  /** 'danger' for destructive actions. @default 'default' */
  variant?: 'default' | 'danger';
}

/**
 * One action. With `asChild` it renders its child (a router link) as the item. `onSelect` runs on
 * click, Enter and Space; call `event.preventDefault()` there to keep the menu open.
 * State attributes: `data-highlighted` (pointer or keyboard on it), `data-disabled`, `data-variant`.
 */
export function DropdownMenuItem({ className, variant = 'default', ...props }: DropdownMenuItemProps) {
  return (
    <DropdownMenuPrimitive.Item
      data-slot="dropdown-menu-item"
      data-variant={variant}
      className={cn(
        'relative flex w-full cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-left text-sm font-medium outline-none select-none data-highlighted:bg-surface-muted data-disabled:pointer-events-none data-disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
        variant === 'danger' ? 'text-danger-ink' : 'text-ink',
        className,
      )}
      {...props}
    />
  );
}
DropdownMenuItem.displayName = 'DropdownMenuItem';

/** Related items; name it with a `DropdownMenuLabel` inside or `aria-label`. */
export const DropdownMenuGroup = slotPart(DropdownMenuPrimitive.Group, 'DropdownMenuGroup', 'dropdown-menu-group');

/** A heading inside the menu; not an item, so arrow keys pass over it. */
export const DropdownMenuLabel = slotPart(DropdownMenuPrimitive.Label, 'DropdownMenuLabel', 'dropdown-menu-label', 'px-3 pt-1 pb-2 text-sm text-ink-muted');

export const DropdownMenuSeparator = slotPart(DropdownMenuPrimitive.Separator, 'DropdownMenuSeparator', 'dropdown-menu-separator', '-mx-1 my-1 h-px bg-surface-sunken');
