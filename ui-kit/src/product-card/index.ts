export {
  ProductCard,
  type ProductCardDensity,
  type ProductCardProduct,
  type ProductCardProps,
  type ProductCardVariant,
} from './product-card';
