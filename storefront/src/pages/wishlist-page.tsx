import { Heart } from '@nexus-za/ui-kit/icons';
import { useEffect, useRef } from 'react';
import { useToast } from '@nexus-za/ui-kit/toast';
import { getProduct, type Product } from '../../core/catalogue/products';
import { APP_ROUTES } from '../../core/catalogue/routes';
import { pageTitle, useDocumentTitle } from '../platform/document-head';
import { EmptyWithLink } from '../components/page-states';
import { FIRST_SCREEN_CARDS, ProductGrid } from '../components/product-grid';
import { useWishlistStore } from '../stores/wishlist-store';

export const WISHLIST_LOAD_ERROR = 'Failed to load wishlist products';

/** `/wishlist`: the saved products, each with a remove heart and Add to Cart. */
export default function WishlistPage() {
  useDocumentTitle(pageTitle('Wishlist'));
  const ids = useWishlistStore((state) => state.ids);
  const status = useWishlistStore((state) => state.status);
  const { toast } = useToast();
  const reported = useRef(false);

  useEffect(() => {
    if (status !== 'unavailable' || reported.current) return;
    reported.current = true;
    toast({ title: WISHLIST_LOAD_ERROR, type: 'error' });
  }, [status, toast]);

  const products = ids.map((id) => getProduct(Number(id))).filter((product): product is Product => product !== undefined);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Your Wishlist</h1>
      {status === 'unavailable' ? (
        <p role="alert" className="rounded-md bg-danger-100 p-3 text-sm text-danger-700">
          {WISHLIST_LOAD_ERROR}: this browser is not letting the store read saved data. Items you add now are kept
          until you close the tab.
        </p>
      ) : null}
      {products.length === 0 ? (
        <EmptyWithLink
          icon={<Heart />}
          title="Your wishlist is empty"
          text="Tap the heart on any product to save it for later."
          action={{ label: 'Browse Products', to: APP_ROUTES.home }}
        />
      ) : (
        <ProductGrid products={products} wishlistAction="remove" headingLevel="h2" priorityCount={FIRST_SCREEN_CARDS} />
      )}
    </div>
  );
}
