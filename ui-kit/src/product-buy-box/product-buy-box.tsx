'use client';

import type * as React from 'react';
import * as Part from './product-buy-box-parts';
import type { ProductBuyBoxStockInfo } from './product-buy-box-parts';
import {
  isTeamComplete,
  ProductBuyBoxShare,
  ProductBuyBoxTeam,
  type ProductBuyBoxShareProps,
  type ProductBuyBoxTeamProps,
} from './product-buy-box-team';
import { ProductSpecs, type ProductBuyBoxProduct } from './product-media';

export interface ProductBuyBoxProps
  extends Omit<ProductBuyBoxTeamProps, keyof React.ComponentProps<'div'> | 'value' | 'forceMount'>,
    Omit<ProductBuyBoxShareProps, keyof React.ComponentProps<'section'>> {
  product: ProductBuyBoxProduct;

  /** Adds `quantity` of the product at its normal price. */
  onAddToCart: (quantity: number, product: ProductBuyBoxProduct) => void;
  /**
   * The quantity Add to Cart adds; leave undefined to let the box keep its own (it starts at 1 each
   * time it mounts). Give it, with `onQuantityChange`, when another control adds the same quantity,
   * e.g. a sticky Add to Cart bar on a phone.
   */
  quantity?: number;
  onQuantityChange?: (quantity: number) => void;
  /**
   * The Add to Cart button, e.g. to watch it with an IntersectionObserver and show a sticky bar once
   * it has scrolled out of view.
   */
  addToCartRef?: React.Ref<HTMLButtonElement>;
  /**
   * What is left, shown under the price (see `StockStatus`), and the most the quantity goes up to.
   * 'out-of-stock' disables Add to Cart; the wishlist heart still works.
   */
  stock?: ProductBuyBoxStockInfo;
  /** Whether the product is on the wishlist; the heart is shown only with `onWishlistToggle`. @default false */
  wishlisted?: boolean;
  onWishlistToggle?: (product: ProductBuyBoxProduct) => void;

  /**
   * The level of the box's own headings (Specifications, Invite friends), one below the product name:
   * 'h3' under a dialog's title, 'h2' under a page's h1. @default 'h3'
   */
  headingLevel?: 'h2' | 'h3';
  /**
   * Lists the specifications under Add to Cart. A page that shows them in a section of its own
   * (`ProductSpecs`) turns this off. @default true
   */
  showSpecs?: boolean;
  className?: string;
}

/**
 * The kit's whole buy box from one set of props, composed of the parts below: Individual Purchase
 * (price, stock, quantity, Add to Cart, wishlist, specifications) and Team Buy (team price, team
 * progress, Join Team, share links) as tabs. `ProductModal` shows it in a dialog. For a layout
 * of your own (a page, a sticky Add to Cart bar sharing the quantity), compose the parts:
 *
 * ```tsx
 * <ProductBuyBoxRoot product={product} stock={stock} headingLevel="h2">
 *   <ProductBuyBoxTabs>
 *     <ProductBuyBoxIndividual>
 *       <ProductBuyBoxPrice />
 *       <ProductBuyBoxStock />
 *       <ProductBuyBoxActions>
 *         <ProductBuyBoxQuantity />
 *         <ProductBuyBoxAddToCart onAddToCart={add} className="flex-1" />
 *         <ProductBuyBoxWishlist wishlisted={wishlisted} onWishlistToggle={toggle} />
 *       </ProductBuyBoxActions>
 *     </ProductBuyBoxIndividual>
 *     <ProductBuyBoxTeam teamPrice={teamPrice} teamMembers={1} onJoinTeam={join}>
 *       <ProductBuyBoxShare shareUrl={url} />
 *     </ProductBuyBoxTeam>
 *   </ProductBuyBoxTabs>
 * </ProductBuyBoxRoot>
 * ```
 *
 * It starts on Individual Purchase with a quantity of 1 each time it mounts.
 *
 * State attributes: the parts' (`data-stock`, `data-copied`, `data-copy-failed` on the box; `data-state`
 * on each tab; `data-team-complete` on the Team Buy panel; `data-selected` on the heart), and here also
 * `data-team-complete` and `data-wishlisted` on the box.
 */
export function ProductBuyBox({
  product,
  onAddToCart,
  quantity,
  onQuantityChange,
  addToCartRef,
  stock,
  wishlisted = false,
  onWishlistToggle,
  shareUrl,
  shareText,
  copyText,
  onLinkCopied,
  headingLevel = 'h3',
  showSpecs = true,
  className,
  ...team
}: ProductBuyBoxProps) {
  return (
    <Part.ProductBuyBoxRoot
      product={product}
      quantity={quantity}
      onQuantityChange={onQuantityChange}
      stock={stock}
      headingLevel={headingLevel}
      data-team-complete={isTeamComplete(team.teamMembers, team.teamSize ?? 3) ? '' : undefined}
      data-wishlisted={wishlisted ? '' : undefined}
      className={className}
    >
      <Part.ProductBuyBoxTabs>
        <Part.ProductBuyBoxIndividual>
          {/* Price and stock share a row (wrapping when narrow), so both are in a phone's first screen. */}
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
            <Part.ProductBuyBoxPrice />
            <Part.ProductBuyBoxStock />
          </div>
          <Part.ProductBuyBoxActions>
            <Part.ProductBuyBoxQuantity />
            <Part.ProductBuyBoxAddToCart ref={addToCartRef} onAddToCart={onAddToCart} className="flex-1" />
            {onWishlistToggle ? <Part.ProductBuyBoxWishlist wishlisted={wishlisted} onWishlistToggle={onWishlistToggle} /> : null}
          </Part.ProductBuyBoxActions>
          {showSpecs && product.specs ? <ProductSpecs specs={product.specs} headingLevel={headingLevel} /> : null}
        </Part.ProductBuyBoxIndividual>
        <ProductBuyBoxTeam {...team}>
          <ProductBuyBoxShare shareUrl={shareUrl} shareText={shareText} copyText={copyText} onLinkCopied={onLinkCopied} />
        </ProductBuyBoxTeam>
      </Part.ProductBuyBoxTabs>
    </Part.ProductBuyBoxRoot>
  );
}
ProductBuyBox.displayName = 'ProductBuyBox';
