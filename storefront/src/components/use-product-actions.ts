import type { ProductBuyBoxProps } from 'ui-kit/product-modal';
import { useToast } from 'ui-kit/toast';
import type { Product } from '../catalogue/products';
import { productHref } from '../catalogue/routes';
import { teamPrice, TEAM_SIZE } from '../domain/pricing';
import { TEAM_COMPLETE_MESSAGE } from '../domain/team';
import { useCartStore } from '../stores/cart-store';
import { useTeamMembers, useTeamStore } from '../stores/team-store';
import { useIsWishlisted, useWishlistStore } from '../stores/wishlist-store';

/** The shopper's actions on a product, each with the toast the spec gives it. */
export function useProductActions() {
  const { toast } = useToast();
  const addToCart = useCartStore((state) => state.add);
  const addTeamToCart = useTeamStore((state) => state.addToCart);
  const toggle = useWishlistStore((state) => state.toggle);
  const removeFromWishlist = useWishlistStore((state) => state.remove);

  return {
    addToCart(product: Pick<Product, 'id' | 'name'>, quantity = 1) {
      addToCart(product.id, { quantity });
      toast({ title: `${product.name} added to cart`, type: 'success' });
    },
    /** Adds at the team price when the product's team is complete, otherwise at the normal price. */
    addTeamToCart(product: Pick<Product, 'id' | 'name'>) {
      const price = addTeamToCart(product.id);
      toast({
        title: `${product.name} added to cart`,
        description: price === 'team' ? 'At the team price: 40% off.' : undefined,
        type: 'success',
      });
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

/** The absolute address of a product's page, for sharing (the path alone on the server, which has no origin). */
export function productShareUrl(id: number): string {
  if (typeof window === 'undefined') return productHref(id);
  return `${window.location.origin}${productHref(id)}`;
}

/**
 * ui-kit's ProductBuyBox wired to the cart, the wishlist, the team-buy store and the toasts: one
 * wiring for both of its placements, the product dialog and the product page.
 */
export function useBuyBoxProps(product: Product) {
  const actions = useProductActions();
  const { toast } = useToast();
  const wishlisted = useIsWishlisted(product.id);
  const members = useTeamMembers(product.id);
  const join = useTeamStore((state) => state.join);
  return {
    product,
    onAddToCart: (quantity: number) => actions.addToCart(product, quantity),
    wishlisted,
    onWishlistToggle: () => actions.toggleWishlist(product),
    teamPrice: teamPrice(product.price),
    teamMembers: members,
    teamSize: TEAM_SIZE,
    teamCompleteText: TEAM_COMPLETE_MESSAGE,
    onJoinTeam: () => join(product.id),
    onAddToCartAtTeamPrice: () => actions.addTeamToCart(product),
    shareUrl: productShareUrl(product.id),
    onLinkCopied: () => toast({ title: 'Link copied to clipboard!', type: 'success' }),
  } satisfies ProductBuyBoxProps;
}
