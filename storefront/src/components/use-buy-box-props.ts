import type { ProductBuyBoxProps, ProductBuyBoxShareProps, ProductBuyBoxTeamProps } from '@nexus-za/ui-kit/product-buy-box';
import { useToast } from '@nexus-za/ui-kit/toast';
import type { Product } from '../../core/catalogue/products';
import { productHref } from '../../core/catalogue/routes';
import { teamPrice, TEAM_SIZE } from '../../core/domain/pricing';
import { TEAM_COMPLETE_MESSAGE, TEAM_START } from '../../core/domain/team';
import { useKnownStock } from '../stores/stock-store';
import { useIsWishlisted } from '../stores/wishlist-store';
import { useProductActions } from './use-product-actions';
import { stockShown, useStockRefresh } from './use-product-stock';
import { useStartTeam } from './use-start-team';

/** The absolute address of a product's page, for sharing (the path alone on the server, which has no origin). */
export function productShareUrl(id: number): string {
  if (typeof window === 'undefined') return productHref(id);
  return `${window.location.origin}${productHref(id)}`;
}

/**
 * ui-kit's ProductBuyBox wired to the cart, the wishlist, team buys and the toasts: one wiring for
 * both of its placements, the product dialog (the whole box, `buyBoxProps`) and the product page (its
 * parts: `team` for ProductBuyBoxTeam, `share` for ProductBuyBoxShare). Teams are kept by the server:
 * the Team Buy tab starts one (sign-in first) and the team's page, `/team/:code`, shares and completes it.
 */
export function useBuyBoxProps(product: Product) {
  const actions = useProductActions();
  const { toast } = useToast();
  const wishlisted = useIsWishlisted(product.id);
  const team = useStartTeam(product.id);
  const stock = useKnownStock(product.id);
  useStockRefresh([product.id]);
  return {
    product,
    stock: stockShown(stock),
    onAddToCart: (quantity: number) => void actions.addToCart(product, quantity),
    wishlisted,
    onWishlistToggle: () => actions.toggleWishlist(product),
    team: {
      teamPrice: teamPrice(product.price),
      teamMembers: TEAM_START,
      teamSize: TEAM_SIZE,
      teamCompleteText: TEAM_COMPLETE_MESSAGE,
      joinTeamLabel: 'Start a team',
      onJoinTeam: () => void team.start(),
    } satisfies ProductBuyBoxTeamProps,
    share: {
      shareUrl: productShareUrl(product.id),
      onLinkCopied: () => toast({ title: 'Link copied to clipboard!', type: 'success' }),
    } satisfies ProductBuyBoxShareProps,
  };
}

/** The wiring as the whole box's props (ProductModal, ProductBuyBox). */
export function buyBoxProps({ team, share, ...box }: ReturnType<typeof useBuyBoxProps>): ProductBuyBoxProps {
  return { ...box, ...team, ...share };
}
