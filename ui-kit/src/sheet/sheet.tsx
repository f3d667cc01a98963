'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { X } from '../icons';
import type * as React from 'react';
import { IconButton } from '../icon-button';
import { cn } from '../lib/cn';
import { slotPart } from '../lib/slot-part';
import { createDialogRoot, type DialogRootProps } from '../lib/dialog-root';

/** The edge of the screen a sheet slides in from. */
export type SheetSide = 'bottom' | 'right';

const { DialogRoot, useDialogPanel } = createDialogRoot('Sheet');

export type SheetProps = DialogRootProps;

/**
 * A panel that slides in from the bottom (phones) or the right edge of the screen, over a dimmed page:
 * filters and sort on a phone, a short form beside what it changes. A modal Radix Dialog: focus is
 * trapped in the panel, Escape and the close buttons close it, and focus goes back to whatever opened
 * it. Open or closed is controlled (`open` with `onOpenChange`) or not (`defaultOpen`). Compose it
 * from its parts, as Card is composed:
 *
 * ```tsx
 * <Sheet>
 *   <SheetTrigger asChild><Button>Filter &amp; sort</Button></SheetTrigger>
 *   <SheetContent side="bottom">
 *     <SheetHeader>
 *       <SheetTitle>Filter &amp; sort</SheetTitle>
 *       <SheetDescription>Narrow the list; it updates as you go.</SheetDescription>
 *     </SheetHeader>
 *     ...
 *     <SheetFooter>
 *       <SheetClose asChild><Button>Show 12 results</Button></SheetClose>
 *     </SheetFooter>
 *   </SheetContent>
 * </Sheet>
 * ```
 *
 * Renders no element of its own, like Radix `Dialog.Root`.
 */
export const Sheet = slotPart(DialogRoot, 'Sheet');

export type SheetTriggerProps = React.ComponentProps<typeof Dialog.Trigger>;

/**
 * Opens the sheet; `asChild` makes your own button the trigger. Radix sets `aria-expanded` and
 * `aria-haspopup="dialog"` on it. State attributes: `data-state="open" | "closed"`.
 */
export const SheetTrigger = slotPart(Dialog.Trigger, 'SheetTrigger', 'sheet-trigger');

const SIDE_CLASS: Record<SheetSide, string> = {
  // A phone's sheet: full width, up to most of the screen's height, rounded where it meets the page.
  bottom:
    'inset-x-0 bottom-0 max-h-[85dvh] rounded-t-card border-t motion-safe:starting:translate-y-full',
  right: 'inset-y-0 right-0 h-dvh w-[min(24rem,100%-2rem)] border-l motion-safe:starting:translate-x-full',
};

export interface SheetContentProps
  extends Omit<React.ComponentProps<typeof Dialog.Content>, 'onOpenAutoFocus' | 'onCloseAutoFocus' | 'asChild'> {
  /** The edge it slides in from: `bottom` for phones, `right` beside a wider page. @default 'bottom' */
  side?: SheetSide;
  /** Shows an X button in the top right corner that closes the sheet. @default true */
  showCloseButton?: boolean;
  /** The X button's accessible name and tooltip. @default 'Close' */
  closeLabel?: string;
  /** Classes for the dimmed backdrop. */
  overlayClassName?: string;
}

/**
 * The panel, in a portal over a dimmed backdrop, sliding in from `side` (no slide with
 * `prefers-reduced-motion: reduce`). Focus moves into it and stays there; Escape closes it, even when
 * a toast raised from inside sits above it; focus returns to whatever opened it, also when that was
 * not a SheetTrigger (a controlled sheet). It scrolls when its content is taller than the screen, with
 * SheetFooter kept in view. It needs a SheetTitle inside, and a SheetDescription or
 * `aria-describedby={undefined}`.
 *
 * State attributes: `data-state="open" | "closed"` (Radix) and `data-side`.
 */
export function SheetContent({
  side = 'bottom',
  showCloseButton = true,
  closeLabel = 'Close',
  overlayClassName,
  className,
  children,
  ref,
  ...props
}: SheetContentProps) {
  const panel = useDialogPanel('SheetContent', ref);
  return (
    <Dialog.Portal>
      <Dialog.Overlay
        data-slot="sheet-overlay"
        className={cn(
          'fixed inset-0 z-overlay bg-scrim motion-safe:transition-opacity motion-safe:duration-base motion-safe:starting:opacity-0',
          overlayClassName,
        )}
      />
      <Dialog.Content
        {...panel}
        data-slot="sheet-content"
        data-side={side}
        className={cn(
          'fixed z-overlay flex flex-col overflow-y-auto overscroll-contain border-surface-sunken bg-surface text-ink shadow-overlay outline-none',
          'motion-safe:transition-transform motion-safe:duration-base motion-safe:ease-enter',
          SIDE_CLASS[side],
          className,
        )}
        {...props}
      >
        {/* First in the panel, so that opening focuses it rather than a field (no keyboard popping up on a phone). */}
        {showCloseButton ? (
          <Dialog.Close asChild>
            <IconButton data-slot="sheet-close-button" label={closeLabel} className="absolute top-3 right-3 z-10">
              <X />
            </IconButton>
          </Dialog.Close>
        ) : null}
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
SheetContent.displayName = 'SheetContent';

/** The top of the sheet: its title and description, clear of the close button. */
export const SheetHeader = slotPart('div', 'SheetHeader', 'sheet-header', 'flex flex-col gap-1 p-4 pr-14');

export type SheetTitleProps = React.ComponentProps<typeof Dialog.Title>;

/** The sheet's accessible name (an h2). */
export const SheetTitle = slotPart(Dialog.Title, 'SheetTitle', 'sheet-title', 'text-lg font-semibold');

export type SheetDescriptionProps = React.ComponentProps<typeof Dialog.Description>;

/** The sheet's accessible description: a line under the title saying what it is for. */
export const SheetDescription = slotPart(Dialog.Description, 'SheetDescription', 'sheet-description', 'text-sm text-ink-muted');

/** The bottom row of the sheet: its buttons. Stays in view at the bottom while the sheet scrolls. */
export const SheetFooter = slotPart('div', 'SheetFooter', 'sheet-footer', 'sticky bottom-0 mt-auto flex flex-col gap-2 border-t border-surface-sunken bg-surface p-4 sm:flex-row sm:justify-end');

export type SheetCloseProps = React.ComponentProps<typeof Dialog.Close>;

/** Closes the sheet: `asChild` makes your own button ('Show 12 results', 'Done') do it. */
export const SheetClose = slotPart(Dialog.Close, 'SheetClose', 'sheet-close');
