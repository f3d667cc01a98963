import { useToast } from '@nexus-za/ui-kit/toast';
import type { Product } from '../../core/catalogue/products';
import { useCartStore } from '../stores/cart-store';
import { stockRefusal } from './use-product-stock';
import { useWishlistStore } from '../stores/wishlist-store';

/** The shopper's actions on a product, each with the toast the spec gives it. */
export function useProductActions() {
  const { toast } = useToast();
  const addToCart = useCartStore((state) => state.add);
  const toggle = useWishlistStore((state) => state.toggle);
  const removeFromWishlist = useWishlistStore((state) => state.remove);

  return {
    /**
     * Confirms the stock with the server first (an answer up to a few seconds old will do): an
     * out-of-stock product or more than is left does not go in the cart. When the server cannot be
     * asked, it goes in and the payment API has the last word.
     */
    async addToCart(product: Pick<Product, 'id' | 'name'>, quantity = 1) {
      // Units already in the cart, team and single lines together, as the payment counts them.
      const inCart = () =>
        useCartStore
          .getState()
          .items.filter((item) => item.id === product.id)
          .reduce((sum, item) => sum + item.quantity, 0);
      const refusal = await stockRefusal(product, quantity, inCart);
      if (refusal) {
        toast({ title: refusal, type: 'error' });
        return false;
      }
      addToCart(product.id, { quantity });
      toast({ title: `${product.name} added to cart`, type: 'success' });
      return true;
    },
    toggleWishlist(product: Pick<Product, 'id' | 'name'>) {
      const result = toggle(product.id);
      if (result === 'added') toast({ title: `${product.name} added to wishlist`, type: 'success' });
      if (result === 'removed') toast({ title: `${product.name} removed from wishlist`, type: 'info' });
    },
    /** Removal from the wishlist page, which the spec words differently from the heart toggle. */
    removeFromWishlist(product: Pick<Product, 'id'>) {
      removeFromWishlist(product.id);
      toast({ title: 'Product removed from wishlist', type: 'info' });
    },
  };
}
