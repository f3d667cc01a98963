import { ProductModal } from '@nexus-za/ui-kit/product-modal';
import { productLabelVariant } from '../../core/catalogue/labels';
import type { Product } from '../../core/catalogue/products';
import { buyBoxProps, useBuyBoxProps } from './use-buy-box-props';

export interface ProductDialogProps {
  product: Product;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The ui-kit ProductModal (the product's buy box in a dialog) wired to the shop's stores and toasts. */
export function ProductDialog({ product, open, onOpenChange }: ProductDialogProps) {
  return (
    <ProductModal
      open={open}
      onOpenChange={onOpenChange}
      labelVariant={productLabelVariant(product.label)}
      {...buyBoxProps(useBuyBoxProps(product))}
    />
  );
}
