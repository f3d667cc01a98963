import { useState } from 'react';
import { ProductCard } from 'ui-kit/product-card';
import { getProduct, PRODUCT_IMAGE_SIZE, type Product } from '../catalogue/products';
import { useWishlistStore } from '../stores/wishlist-store';
import { preloadProductDialog, ProductDialog } from './lazy-product-dialog';
import { useProductActions } from './use-product-actions';

export interface ProductGridProps {
  products: readonly Product[];
  /**
   * What the heart does: 'toggle' adds or removes with the product's name in the toast; 'remove'
   * (the wishlist page) only removes. @default 'toggle'
   */
  wishlistAction?: 'toggle' | 'remove';
  /** The heading level of each card's name, to fit the page's outline. @default 'h3' */
  headingLevel?: 'h2' | 'h3';
}

/** Product cards wired to the wishlist and cart; a card opens the product's details in a dialog. */
export function ProductGrid({ products, wishlistAction = 'toggle', headingLevel = 'h3' }: ProductGridProps) {
  const wishlistIds = useWishlistStore((state) => state.ids);
  const actions = useProductActions();
  const [openId, setOpenId] = useState<number | null>(null);
  // Kept after closing so the dialog can animate out with its content instead of going blank.
  const [shownId, setShownId] = useState<number | null>(null);
  const shown = shownId === null ? undefined : getProduct(shownId);

  return (
    <>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {products.map((product) => (
          <li key={product.id} className="flex">
            <ProductCard
              product={product}
              imageWidth={PRODUCT_IMAGE_SIZE.width}
              imageHeight={PRODUCT_IMAGE_SIZE.height}
              // Intent to open: fetch the dialog's code ahead of the click.
              onPointerEnter={preloadProductDialog}
              onFocus={preloadProductDialog}
              headingLevel={headingLevel}
              onOpen={() => {
                setShownId(product.id);
                setOpenId(product.id);
              }}
              wishlisted={wishlistIds.includes(String(product.id))}
              onWishlistToggle={() =>
                wishlistAction === 'remove' ? actions.removeFromWishlist(product) : actions.toggleWishlist(product)
              }
              onAddToCart={() => actions.addToCart(product)}
            />
          </li>
        ))}
      </ul>
      {shown ? (
        <ProductDialog
          key={shown.id}
          product={shown}
          open={openId === shown.id}
          onOpenChange={(open) => setOpenId(open ? shown.id : null)}
        />
      ) : null}
    </>
  );
}
