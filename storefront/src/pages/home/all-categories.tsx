import { useEffect, useRef, useState } from 'react';
import { Button } from '@nexus-za/ui-kit/button';
import { Carousel } from '@nexus-za/ui-kit/carousel';
import { ProductCard } from '@nexus-za/ui-kit/product-card';
import { CATEGORY_SLUGS, PRODUCTS, productHref, productLabelVariant, type Product } from '../../../core/catalogue';
import { CATALOGUE_CARD_PROPS, useProductDialog } from '../../components/lazy-product-dialog';
import { useProductActions } from '../../components/use-product-actions';
import { useWishlistStore } from '../../stores/wishlist-store';
import { HomeSection } from './home-section';
import { stockShown, useStockRefresh } from '../../components/use-product-stock';
import { useKnownStock } from '../../stores/stock-store';

export const INITIAL_PRODUCT_COUNT = 8;
export const MORE_PRODUCTS_STEP = 4;
export const CAROUSEL_STEP_PX = 300;

/**
 * The carousel's products: those with a merchandising label, taken one category at a time in the
 * header's category order, so the first screenful already spans all categories.
 */
export function allCategoriesProducts(products: readonly Product[] = PRODUCTS): Product[] {
  const byCategory = CATEGORY_SLUGS.map((slug) =>
    products.filter((product) => product.category === slug && product.label !== undefined),
  );
  const rounds = Math.max(0, ...byCategory.map((group) => group.length));
  const ordered: Product[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const group of byCategory) {
      const product = group[round];
      if (product) ordered.push(product);
    }
  }
  return ordered;
}

interface CarouselCardProps {
  product: Product;
  wishlisted: boolean;
  onOpen: (product: Product) => void;
}

function CarouselCard({ product, wishlisted, onOpen }: CarouselCardProps) {
  const actions = useProductActions();
  const stock = useKnownStock(product.id);
  return (
    // Narrower on a phone, where the card turns compact, so that two cards share the screen.
    <div className="flex h-full w-40 sm:w-64">
      <ProductCard
        product={product}
        {...CATALOGUE_CARD_PROPS}
        labelVariant={productLabelVariant(product.label)}
        density="auto"
        href={productHref(product.id)}
        onOpen={() => onOpen(product)}
        wishlisted={wishlisted}
        onWishlistToggle={() => actions.toggleWishlist(product)}
        stock={stockShown(stock)}
        onAddToCart={() => void actions.addToCart(product)}
      />
    </div>
  );
}

/** Home section 2: a product rail showing 8 products; 'View More Products' adds 4 at a time. */
export function AllCategories({ products = allCategoriesProducts() }: { products?: readonly Product[] }) {
  const [visibleCount, setVisibleCount] = useState(INITIAL_PRODUCT_COUNT);
  const wishlistIds = useWishlistStore((state) => state.ids);
  const railRef = useRef<HTMLDivElement>(null);
  // Set by 'View More Products': the first added card, which takes focus once it exists (the button
  // may vanish when everything is shown, and focus must not fall back to the page).
  const focusFromRef = useRef<number | null>(null);
  const productDialog = useProductDialog();
  const shown = products.slice(0, visibleCount);
  useStockRefresh(shown.map((product) => product.id));
  const hasMore = visibleCount < products.length;

  useEffect(() => {
    const index = focusFromRef.current;
    if (index === null) return;
    focusFromRef.current = null;
    const item = railRef.current?.querySelectorAll('[data-slot="carousel-item"]')[index];
    item?.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus();
  }, [visibleCount]);

  return (
    <HomeSection id="all-categories" title="All Categories" intro="Deals and favourites from every department.">
      <div ref={railRef}>
        <Carousel aria-label="All Categories products" step={CAROUSEL_STEP_PX}>
          {shown.map((product) => (
            <CarouselCard
              key={product.id}
              product={product}
              wishlisted={wishlistIds.includes(String(product.id))}
              onOpen={(opened) => productDialog.open(opened.id)}
            />
          ))}
        </Carousel>
      </div>
      <div className="flex flex-col items-center gap-2">
        <p role="status" className="text-sm text-ink-muted">
          Showing {shown.length} of {products.length} products
        </p>
        {hasMore ? (
          <Button
            variant="outline"
            onClick={() => {
              focusFromRef.current = visibleCount;
              setVisibleCount(Math.min(products.length, visibleCount + MORE_PRODUCTS_STEP));
            }}
          >
            View More Products
          </Button>
        ) : null}
      </div>
      {productDialog.dialog}
    </HomeSection>
  );
}
