'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { X } from '../icons';
import type * as React from 'react';
import type { BadgeVariant } from '../badge';
import { IconButton } from '../icon-button';
import { cn } from '../lib/cn';
import { slotPart } from '../lib/slot-part';
import { createDialogRoot, type DialogRootProps } from '../lib/dialog-root';
import { ProductBuyBox, ProductMedia, type ProductBuyBoxProps } from '../product-buy-box';

const { DialogRoot, useDialogPanel } = createDialogRoot('ProductModal.Root');

export type ProductModalRootProps = DialogRootProps;

/**
 * The product dialog's state: open or closed, controlled (`open` with `onOpenChange`) or not
 * (`defaultOpen`). Renders no element of its own, like Radix `Dialog.Root`.
 */
export const ProductModalRoot = slotPart(DialogRoot, 'ProductModalRoot');

export type ProductModalTriggerProps = React.ComponentProps<typeof Dialog.Trigger>;

/**
 * Opens the dialog; `asChild` makes your own button or card the trigger. Radix sets `aria-expanded`
 * and `aria-haspopup="dialog"` on it.
 *
 * State attributes: `data-state="open" | "closed"`.
 */
export const ProductModalTrigger = slotPart(Dialog.Trigger, 'ProductModalTrigger', 'product-modal-trigger');

export interface ProductModalContentProps
  extends Omit<React.ComponentProps<typeof Dialog.Content>, 'onOpenAutoFocus' | 'onCloseAutoFocus' | 'asChild'> {
  /** Classes for the dimmed backdrop. */
  overlayClassName?: string;
}

/**
 * The dialog panel in a portal, over a dimmed backdrop: a sheet that fills the screen below 768px, a
 * centred dialog above. Focus is trapped inside; Escape closes it even when a toast opened from inside
 * sits above it; focus returns to whatever opened it, even when that was not a `ProductModal.Trigger`.
 * Its content is created afresh each time it opens, so a `ProductModal.BuyBox` inside starts on
 * Individual Purchase. It needs a `ProductModal.Title` and a `ProductModal.Description` inside.
 *
 * State attributes: `data-state="open" | "closed"` (Radix).
 */
export function ProductModalContent({ className, overlayClassName, ref, children, ...props }: ProductModalContentProps) {
  const panel = useDialogPanel('ProductModal.Content', ref);
  return (
    <Dialog.Portal>
      <Dialog.Overlay data-slot="product-modal-overlay" className={cn('fixed inset-0 z-overlay bg-scrim', overlayClassName)} />
      <Dialog.Content
        {...panel}
        data-slot="product-modal"
        className={cn(
          'fixed inset-0 z-overlay flex flex-col overflow-y-auto bg-surface text-ink outline-none',
          'md:inset-auto md:top-1/2 md:left-1/2 md:max-h-[90dvh] md:w-[calc(100%-4rem)] md:max-w-4xl md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-card md:shadow-overlay',
          className,
        )}
        {...props}
      >
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
ProductModalContent.displayName = 'ProductModalContent';

export interface ProductModalCloseProps extends Omit<React.ComponentProps<typeof IconButton>, 'label' | 'children'> {
  /** The button's accessible name and tooltip. @default 'Close' */
  label?: string;
  /** The icon. @default an X */
  children?: React.ReactNode;
}

/** The X button that closes the dialog, in the panel's top right corner unless placed otherwise. */
export function ProductModalClose({ label = 'Close', variant = 'overlay', className, children, ...props }: ProductModalCloseProps) {
  return (
    <Dialog.Close asChild>
      <IconButton
        data-slot="product-modal-close"
        label={label}
        variant={variant}
        className={cn('absolute top-3 right-3 z-10', className)}
        {...props}
      >
        {children ?? <X />}
      </IconButton>
    </Dialog.Close>
  );
}
ProductModalClose.displayName = 'ProductModalClose';

export type ProductModalTitleProps = React.ComponentProps<typeof Dialog.Title>;

/** The dialog's accessible name, usually the product's name (an h2). */
export const ProductModalTitle = slotPart(Dialog.Title, 'ProductModalTitle', 'product-modal-title', 'pr-10 text-2xl font-bold break-words');

export type ProductModalDescriptionProps = React.ComponentProps<typeof Dialog.Description>;

/** The dialog's accessible description, usually the product's description. */
export const ProductModalDescription = slotPart(Dialog.Description, 'ProductModalDescription', 'product-modal-description', 'text-sm text-ink-muted');

/**
 * `ProductMedia` (the image, its label badge and the fallback) sized for the dialog: 4:3 on a phone,
 * the column's full height beside the details from 768px. Keeps ProductMedia's `data-slot` and state
 * attributes.
 */
export const ProductModalMedia = slotPart(ProductMedia, 'ProductModalMedia', undefined, 'aspect-[4/3] md:aspect-auto md:min-h-full');

/**
 * `ProductBuyBox` (Individual Purchase and Team Buy) with headings one level below the dialog's title.
 * Keeps ProductBuyBox's `data-slot` and state attributes.
 */
export function ProductModalBuyBox(props: ProductBuyBoxProps) {
  return <ProductBuyBox headingLevel="h3" {...props} />;
}
ProductModalBuyBox.displayName = 'ProductModalBuyBox';

export interface ProductModalProps extends Omit<ProductBuyBoxProps, 'headingLevel' | 'showSpecs' | 'className'> {
  /** Whether the dialog is open. Each time it opens it starts on the Individual Purchase tab. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Shown instead of the product image when it fails to load, with alt 'Product image not available'. */
  fallbackSrc?: string;
  /** The tone of the product's label badge; your app maps its labels to tones. @default 'neutral' */
  labelVariant?: BadgeVariant;
  /** Classes for the dialog panel. */
  className?: string;
}

function ProductModalComplete({ open, onOpenChange, className, fallbackSrc, labelVariant, ...buyBox }: ProductModalProps) {
  const { product } = buyBox;
  return (
    <ProductModalRoot open={open} onOpenChange={onOpenChange}>
      <ProductModalContent className={className}>
        <ProductModalClose />
        <div className="grid flex-1 md:grid-cols-2">
          <ProductModalMedia product={product} fallbackSrc={fallbackSrc} labelVariant={labelVariant} />
          <div className="flex min-w-0 flex-col gap-3 p-5 md:p-6">
            {product.brand ? (
              <p className="text-xs font-medium tracking-wide text-ink-muted uppercase">{product.brand}</p>
            ) : null}
            <ProductModalTitle>{product.name}</ProductModalTitle>
            <ProductModalDescription>{product.description}</ProductModalDescription>
            <ProductModalBuyBox {...buyBox} className="mt-2" />
          </div>
        </div>
      </ProductModalContent>
    </ProductModalRoot>
  );
}
ProductModalComplete.displayName = 'ProductModal';

/**
 * A product's details in a dialog: its image, name and description above `ProductBuyBox` (Individual
 * Purchase and Team Buy), the same box a product page shows inline. Built on Radix Dialog and
 * Tabs: focus is trapped inside, Escape and the Close button close it, focus returns to whatever opened
 * it, and the arrow keys move between the tabs. Below 768px wide it fills the screen as a sheet.
 *
 * It always opens on Individual Purchase: the panel's content (tab, quantity, copy message) is created
 * afresh each time the dialog opens.
 *
 * `<ProductModal ... />` is the whole dialog in the kit's layout. For a layout of your own, compose
 * its parts, each also exported on its own (`ProductModalRoot`, ...):
 *
 * ```tsx
 * <ProductModal.Root>
 *   <ProductModal.Trigger asChild><Button>Quick view</Button></ProductModal.Trigger>
 *   <ProductModal.Content>
 *     <ProductModal.Close />
 *     <ProductModal.Title>{product.name}</ProductModal.Title>
 *     <ProductModal.Description>{product.description}</ProductModal.Description>
 *     <ProductModal.Media product={product} labelVariant="danger" />
 *     <ProductModal.BuyBox product={product} ... />
 *   </ProductModal.Content>
 * </ProductModal.Root>
 * ```
 *
 * State attributes: `data-state="open" | "closed"` on the panel (`data-slot="product-modal"`, Radix)
 * and on a trigger; ProductBuyBox's `data-team-complete`, `data-wishlisted`, `data-copied` and
 * `data-copy-failed` on the buy box, `data-state="active" | "inactive"` on each tab, `data-selected` on
 * the wishlist heart; ProductMedia's `data-fallback` and `data-labelled` on the media.
 */
export const ProductModal = Object.assign(ProductModalComplete, {
  Root: ProductModalRoot,
  Trigger: ProductModalTrigger,
  Content: ProductModalContent,
  Close: ProductModalClose,
  Title: ProductModalTitle,
  Description: ProductModalDescription,
  Media: ProductModalMedia,
  BuyBox: ProductModalBuyBox,
});
