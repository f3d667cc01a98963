import {
  ProductBuyBoxShare,
  ProductBuyBoxTeamContent,
  type ProductBuyBoxShareProps,
  type ProductBuyBoxTeamContentProps,
} from '@nexus-za/ui-kit/product-buy-box';

export interface TeamBuyContentProps {
  team: Omit<ProductBuyBoxTeamContentProps, 'children'>;
  share: ProductBuyBoxShareProps;
}

/**
 * What the product page's Team Buy tab shows (team price, progress, Start a team, share links and
 * Copy link): a chunk of its own, loaded when the shopper is about to open the tab
 * (components/team-buy-tabs.tsx), so a first visit to a product does not download it.
 */
export function TeamBuyContent({ team, share }: TeamBuyContentProps) {
  return (
    <ProductBuyBoxTeamContent {...team}>
      <ProductBuyBoxShare {...share} />
    </ProductBuyBoxTeamContent>
  );
}
