import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import * as React from 'react';
import type { BadgeVariant } from '../badge';
import { IconButton } from '../icon-button';
import { cn } from '../lib/cn';
import { useEscapeFromWithin } from '../lib/use-escape-from-within';
import { useReturnFocus } from '../lib/use-return-focus';
import { ProductBuyBox, ProductMedia, type ProductBuyBoxProps } from './product-buy-box';

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

/**
 * A product's details in a dialog: its image, name and description above `ProductBuyBox` (Individual
 * Purchase and Team Buy), the same box a product page shows inline. Built on Radix Dialog and
 * Tabs: focus is trapped inside, Escape and the Close button close it, focus returns to whatever opened
 * it, and the arrow keys move between the tabs. Below 768px wide it fills the screen as a sheet.
 *
 * It always opens on Individual Purchase: the panel's content (tab, quantity, copy message) is created
 * afresh each time the dialog opens.
 *
 * State attributes: `data-state="open" | "closed"` on the panel (Radix), `data-state="active" | "inactive"`
 * on each tab, `data-team-complete` on the Team Buy panel once the team is complete.
 */
export function ProductModal({ open, onOpenChange, className, ...props }: ProductModalProps) {
  const returnFocus = useReturnFocus();
  const contentRef = React.useRef<HTMLDivElement>(null);
  useEscapeFromWithin(contentRef, open, () => onOpenChange(false));
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-overlay bg-ink/60" />
        <Dialog.Content
          ref={contentRef}
          data-slot="product-modal"
          onOpenAutoFocus={returnFocus.capture}
          onCloseAutoFocus={returnFocus.restore}
          className={cn(
            'fixed inset-0 z-overlay flex flex-col overflow-y-auto bg-white text-ink outline-none',
            'md:inset-auto md:top-1/2 md:left-1/2 md:max-h-[90dvh] md:w-[calc(100%-4rem)] md:max-w-4xl md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-card md:shadow-overlay',
            className,
          )}
        >
          <ProductModalBody {...props} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
ProductModal.displayName = 'ProductModal';

function ProductModalBody({ fallbackSrc, labelVariant, ...buyBox }: Omit<ProductModalProps, 'open' | 'onOpenChange' | 'className'>) {
  const { product } = buyBox;
  return (
    <>
      <Dialog.Close asChild>
        <IconButton label="Close" variant="overlay" className="absolute top-3 right-3 z-10">
          <X />
        </IconButton>
      </Dialog.Close>

      <div className="grid flex-1 md:grid-cols-2">
        <ProductMedia product={product} fallbackSrc={fallbackSrc} labelVariant={labelVariant} className="aspect-[4/3] md:aspect-auto md:min-h-full" />

        <div className="flex min-w-0 flex-col gap-3 p-5 md:p-6">
          {product.brand ? (
            <p className="text-xs font-medium tracking-wide text-ink-muted uppercase">{product.brand}</p>
          ) : null}
          <Dialog.Title className="pr-10 text-2xl font-bold break-words">{product.name}</Dialog.Title>
          <Dialog.Description className="text-sm text-ink-muted">{product.description}</Dialog.Description>
          <ProductBuyBox {...buyBox} className="mt-2" />
        </div>
      </div>
    </>
  );
}
