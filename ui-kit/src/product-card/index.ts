export {
  ProductCard,
  type ProductCardProduct,
  type ProductCardProps,
  type ProductCardVariant,
} from './product-card';
