import { useCartStore } from '../../storefront/src/stores/cart-store';
import { useWishlistStore } from '../../storefront/src/stores/wishlist-store';

/** Empty storage and stores, so that no test sees another's cart or wishlist. */
export function resetStores(): void {
  useCartStore.getState().reset();
  useWishlistStore.getState().reset();
  // After the resets, which write the empty cart back to storage.
  localStorage.clear();
}
