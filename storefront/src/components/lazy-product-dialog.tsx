import { lazy, Suspense, useState, type ReactNode } from 'react';
import { getProduct, PRODUCT_IMAGE_SIZE } from '../catalogue/products';
import type { ProductDialogProps } from './product-dialog';

const loadProductDialog = () => import('./product-dialog');

const ProductDialogModule = lazy(() => loadProductDialog().then((module) => ({ default: module.ProductDialog })));

/**
 * Starts fetching the product dialog's code (the modal, its tabs and focus handling) when a shopper
 * shows intent (pointer over or focus on a card), so it is usually there by the time they open one.
 */
export function preloadProductDialog(): void {
  void loadProductDialog();
}

/**
 * What every catalogue card passes to ui-kit's ProductCard: the illustrations' real size (so the
 * browser reserves their space) and fetching the dialog's code on intent to open it.
 */
export const CATALOGUE_CARD_PROPS = {
  imageWidth: PRODUCT_IMAGE_SIZE.width,
  imageHeight: PRODUCT_IMAGE_SIZE.height,
  onPointerEnter: preloadProductDialog,
  onFocus: preloadProductDialog,
} as const;

/**
 * The product dialog, loaded on first use: it is not part of any page's first load. Rendered only
 * once a product is shown, so nothing is fetched for a shopper who never opens one.
 */
export function ProductDialog(props: ProductDialogProps) {
  return (
    <Suspense fallback={null}>
      <ProductDialogModule {...props} />
    </Suspense>
  );
}

/**
 * The dialog of a list of product cards: `open(id)` shows a product; `dialog` is the element to render.
 * The last product shown stays mounted after closing, so the dialog animates out with its content
 * instead of going blank.
 */
export function useProductDialog(): { open: (id: number) => void; dialog: ReactNode } {
  const [openId, setOpenId] = useState<number | null>(null);
  const [shownId, setShownId] = useState<number | null>(null);
  const shown = shownId === null ? undefined : getProduct(shownId);
  const open = (id: number) => {
    setShownId(id);
    setOpenId(id);
  };
  const dialog = shown ? (
    <ProductDialog
      key={shown.id}
      product={shown}
      open={openId === shown.id}
      onOpenChange={(isOpen) => setOpenId(isOpen ? shown.id : null)}
    />
  ) : null;
  return { open, dialog };
}
