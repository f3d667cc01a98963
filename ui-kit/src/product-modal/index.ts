export {
  ProductModal,
  shareLinks,
  type ProductModalProduct,
  type ProductModalProps,
  type ProductModalSpec,
  type ProductModalTab,
} from './product-modal';
