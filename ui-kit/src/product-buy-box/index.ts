// The buy box's parts, ProductMedia and ProductSpecs (one list, in ./parts), and what the `parts`
// entry leaves out: the Team Buy panel's content and the whole ProductBuyBox.
export * from './parts';
export {
  ProductBuyBoxShare,
  ProductBuyBoxTeam,
  ProductBuyBoxTeamContent,
  shareLinks,
  type ProductBuyBoxShareProps,
  type ProductBuyBoxTeamContentProps,
  type ProductBuyBoxTeamProps,
} from './product-buy-box-team';
export { ProductBuyBox, type ProductBuyBoxProps } from './product-buy-box';
