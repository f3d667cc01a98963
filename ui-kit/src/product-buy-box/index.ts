export {
  ProductBuyBoxActions,
  ProductBuyBoxAddToCart,
  ProductBuyBoxIndividual,
  ProductBuyBoxPrice,
  ProductBuyBoxQuantity,
  ProductBuyBoxRoot,
  ProductBuyBoxStock,
  ProductBuyBoxTabs,
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
  type ProductModalTab,
} from './product-buy-box-parts';
export {
  ProductBuyBoxShare,
  ProductBuyBoxTeam,
  shareLinks,
  type ProductBuyBoxShareProps,
  type ProductBuyBoxTeamProps,
} from './product-buy-box-team';
export { ProductBuyBox, type ProductBuyBoxProps } from './product-buy-box';
export {
  ProductMedia,
  ProductSpecs,
  type ProductMediaProps,
  type ProductModalProduct,
  type ProductModalSpec,
  type ProductSpecsProps,
} from './product-media';
