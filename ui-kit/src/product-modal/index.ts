export { ProductModal, type ProductModalProps } from './product-modal';
export {
  ProductBuyBox,
  ProductMedia,
  ProductSpecs,
  shareLinks,
  type ProductBuyBoxProps,
  type ProductMediaProps,
  type ProductModalProduct,
  type ProductModalSpec,
  type ProductModalTab,
  type ProductSpecsProps,
} from './product-buy-box';
