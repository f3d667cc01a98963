import { useToast } from '@nexus-za/ui-kit/toast';
import type { Product } from '../../core/catalogue/products';
import { useCartStore } from '../stores/cart-store';
import { useWishlistStore } from '../stores/wishlist-store';

/** The shopper's actions on a product, each with the toast the spec gives it. */
export function useProductActions() {
  const { toast } = useToast();
  const addToCart = useCartStore((state) => state.add);
  const toggle = useWishlistStore((state) => state.toggle);
  const removeFromWishlist = useWishlistStore((state) => state.remove);

  return {
    addToCart(product: Pick<Product, 'id' | 'name'>, quantity = 1) {
      addToCart(product.id, { quantity });
      toast({ title: `${product.name} added to cart`, type: 'success' });
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
