export {
  FALLBACK_IMAGE_ALT,
  ProductCard,
  type ProductCardProduct,
  type ProductCardProps,
  type ProductCardVariant,
} from './product-card';
