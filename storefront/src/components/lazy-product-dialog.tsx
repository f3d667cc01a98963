import { lazy, Suspense } from 'react';
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
