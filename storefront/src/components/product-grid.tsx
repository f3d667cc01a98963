import { ProductCard } from '@nexus-za/ui-kit/product-card';
import { productLabelVariant } from '../../core/catalogue/labels';
import type { Product } from '../../core/catalogue/products';
import { productHref } from '../../core/catalogue/routes';
import { useStockById } from '../stores/stock-store';
import { useWishlistStore } from '../stores/wishlist-store';
import { CATALOGUE_CARD_PROPS, useProductDialog } from './lazy-product-dialog';
import { useProductActions } from './use-product-actions';
import { stockShown, useStockRefresh } from './use-product-stock';

export interface ProductGridProps {
  products: readonly Product[];
  /**
   * What the heart does: 'toggle' adds or removes with the product's name in the toast; 'remove'
   * (the wishlist page) only removes. @default 'toggle'
   */
  wishlistAction?: 'toggle' | 'remove';
  /** The heading level of each card's name, to fit the page's outline. @default 'h3' */
  headingLevel?: 'h2' | 'h3';
  /**
   * How many of the first cards are the page's first screenful (its main list, not a list further
   * down): their pictures load at once and first, since the first is often the largest paint. @default 0
   */
  priorityCount?: number;
}

/** The cards a main list shows first: two rows of two on a phone, the first row on a wide screen. */
export const FIRST_SCREEN_CARDS = 4;

/**
 * Product cards wired to the wishlist and cart. A card opens the product's details in a dialog (a
 * quick view) and links to the product's page for everything but a plain click.
 */
export function ProductGrid({ products, wishlistAction = 'toggle', headingLevel = 'h3', priorityCount = 0 }: ProductGridProps) {
  const wishlistIds = useWishlistStore((state) => state.ids);
  const actions = useProductActions();
  const productDialog = useProductDialog();
  const stockById = useStockById();
  useStockRefresh(products.map((product) => product.id));

  return (
    <>
      {/* Two compact cards a row on a phone: one full-width card a row made a long page of a short list. */}
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">
        {products.map((product, index) => (
          <li key={product.id} className="flex">
            <ProductCard
              product={product}
              {...CATALOGUE_CARD_PROPS}
              labelVariant={productLabelVariant(product.label)}
              density="auto"
              headingLevel={headingLevel}
              imagePriority={index < priorityCount}
              href={productHref(product.id)}
              onOpen={() => productDialog.open(product.id)}
              wishlisted={wishlistIds.includes(String(product.id))}
              onWishlistToggle={() =>
                wishlistAction === 'remove' ? actions.removeFromWishlist(product) : actions.toggleWishlist(product)
              }
              stock={stockShown(stockById[product.id])}
              onAddToCart={() => void actions.addToCart(product)}
            />
          </li>
        ))}
      </ul>
      {productDialog.dialog}
    </>
  );
}
