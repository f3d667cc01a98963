import { ProductModal } from 'ui-kit/product-modal';
import { useToast } from 'ui-kit/toast';
import type { Product } from '../catalogue/products';
import { productHref } from '../catalogue/routes';
import { teamPrice, TEAM_SIZE } from '../domain/pricing';
import { TEAM_COMPLETE_MESSAGE, TEAM_START } from '../domain/team';
import { useIsWishlisted } from '../stores/wishlist-store';
import { useProductActions } from './use-product-actions';
import { useStartTeam } from './use-start-team';

export interface ProductDialogProps {
  product: Product;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The absolute address of a product's page, for sharing (the path alone on the server, which has no origin). */
export function productShareUrl(id: number): string {
  if (typeof window === 'undefined') return productHref(id);
  return `${window.location.origin}${productHref(id)}`;
}

/**
 * The ui-kit ProductModal wired to the cart, the wishlist and the toasts. Teams are kept by the
 * server: the Team Buy tab starts one (sign-in first) and its page, `/team/:code`, shows its progress.
 */
export function ProductDialog({ product, open, onOpenChange }: ProductDialogProps) {
  const actions = useProductActions();
  const { toast } = useToast();
  const wishlisted = useIsWishlisted(product.id);
  const team = useStartTeam(product.id);

  return (
    <ProductModal
      open={open}
      onOpenChange={onOpenChange}
      product={product}
      onAddToCart={(quantity) => actions.addToCart(product, quantity)}
      wishlisted={wishlisted}
      onWishlistToggle={() => actions.toggleWishlist(product)}
      teamPrice={teamPrice(product.price)}
      teamMembers={TEAM_START}
      teamSize={TEAM_SIZE}
      teamCompleteText={TEAM_COMPLETE_MESSAGE}
      joinTeamLabel="Start a team"
      onJoinTeam={() => void team.start()}
      shareUrl={productShareUrl(product.id)}
      onLinkCopied={() => toast({ title: 'Link copied to clipboard!', type: 'success' })}
    />
  );
}
