/**
 * The tones a label can take. Each is one of the ui-kit Badge's variants (the web app checks that it
 * fits `BadgeVariant` where it passes one); the shop's rules do not import its UI.
 */
export type LabelTone = 'brand' | 'danger' | 'success' | 'accent' | 'neutral';

/** The merchandising labels a product can carry. */
export const PRODUCT_LABELS = ['New', 'Sale', 'Best Choice', 'Hot Seller', 'Bestseller'] as const;
export type ProductLabel = (typeof PRODUCT_LABELS)[number];

/**
 * The ui-kit badge tone of each label, one place for every card, dialog and page. Every tone is drawn
 * solid on the product image, white text at 4.5:1 or more.
 */
export const PRODUCT_LABEL_VARIANTS = {
  New: 'brand',
  Sale: 'danger',
  'Best Choice': 'success',
  'Hot Seller': 'accent',
  Bestseller: 'neutral',
} as const satisfies Record<ProductLabel, LabelTone>;

/** The tone a product's label is shown in; 'neutral' for a product without one (no badge is shown then). */
export function productLabelVariant(label: ProductLabel | undefined): LabelTone {
  return label === undefined ? 'neutral' : PRODUCT_LABEL_VARIANTS[label];
}
