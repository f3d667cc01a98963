export {
  Badge,
  badgeVariantForLabel,
  badgeVariants,
  PRODUCT_LABELS,
  type BadgeProps,
  type BadgeVariant,
  type ProductLabel,
} from './badge';
