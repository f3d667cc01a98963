// `@nexus-za/ui-kit/product-buy-box/parts`: the buy box's parts, ProductMedia and ProductSpecs, without
// the Team Buy panel's content (ProductBuyBoxTeamContent, ProductBuyBoxTeam, ProductBuyBoxShare) and
// the whole ProductBuyBox. The `product-buy-box` entry imports its team part, so an app's bundler may
// ship that part with any import from it (Rolldown does); a page that loads the team content on
// demand takes the rest from here. The same components as the `product-buy-box` entry's.
export {
  ProductBuyBoxActions,
  ProductBuyBoxAddToCart,
  ProductBuyBoxIndividual,
  ProductBuyBoxPrice,
  ProductBuyBoxQuantity,
  ProductBuyBoxRoot,
  ProductBuyBoxStock,
  ProductBuyBoxTabs,
  ProductBuyBoxTeamPanel,
  ProductBuyBoxWishlist,
  type ProductBuyBoxAddToCartProps,
  type ProductBuyBoxCopyState,
  type ProductBuyBoxPanelProps,
  type ProductBuyBoxPriceProps,
  type ProductBuyBoxQuantityProps,
  type ProductBuyBoxRootProps,
  type ProductBuyBoxStockInfo,
  type ProductBuyBoxStockProps,
  type ProductBuyBoxTabsProps,
  type ProductBuyBoxWishlistProps,
  type ProductBuyBoxTab,
  type ProductModalTab,
} from './product-buy-box-parts';
export {
  ProductMedia,
  ProductSpecs,
  type ProductMediaProps,
  type ProductBuyBoxProduct,
  type ProductBuyBoxSpec,
  type ProductModalProduct,
  type ProductModalSpec,
  type ProductSpecsProps,
} from './product-media';
