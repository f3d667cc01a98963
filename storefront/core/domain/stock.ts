/**
 * What a shopper is told about a product's stock (docs/decisions.md, stock). The server keeps the
 * counts; this is the one place that turns an available count into a state and its words, for the
 * card, the quick view, the product page, the cart, structured data and the sitemap alike.
 */

/** At or below this many units a product reads "Only N left". */
export const LOW_STOCK_LEVEL = 5;

export const STOCK_STATES = ['in_stock', 'low_stock', 'out_of_stock'] as const;
export type StockState = (typeof STOCK_STATES)[number];

export function stockState(available: number): StockState {
  if (available <= 0) return 'out_of_stock';
  return available <= LOW_STOCK_LEVEL ? 'low_stock' : 'in_stock';
}

/** "In stock", "Only 3 left" or "Out of stock". */
export function stockLabel(available: number): string {
  const state = stockState(available);
  if (state === 'out_of_stock') return 'Out of stock';
  return state === 'low_stock' ? `Only ${available} left` : 'In stock';
}

/** schema.org's ItemAvailability for structured data. */
export function schemaOrgAvailability(available: number): string {
  return available > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
}

/** What a cart line above the stock says, and the number it offers instead. */
export function cartLineShortfall(quantity: number, available: number): { message: string; available: number } | null {
  if (quantity <= available) return null;
  if (available <= 0) return { message: 'Out of stock: remove it to check out.', available: 0 };
  return { message: `Only ${available} left: we cannot send ${quantity}.`, available };
}
