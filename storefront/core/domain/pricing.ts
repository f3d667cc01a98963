import type { Product } from '../catalogue/products';

export const VAT_RATE = 0.15;
export const SHIPPING_FEE = 99_00;
export const FREE_SHIPPING_FROM = 1_000_00;
export const TEAM_SIZE = 3;
export const TEAM_DISCOUNT = 0.4;

/** Rates as whole percentages, so that money arithmetic stays in integers. */
export const VAT_PERCENT = Math.round(VAT_RATE * 100);
const TEAM_PRICE_PERCENT = 100 - Math.round(TEAM_DISCOUNT * 100);

export type VatMode = 'inclusive' | 'on-top';

export interface CartLine {
  /** Price of one unit in cents, VAT-inclusive in the default mode. */
  unitPrice: number;
  quantity: number;
}

export interface CartTotals {
  itemCount: number;
  /** The goods at their prices, before any discount. */
  subtotal: number;
  /** What a coupon takes off the goods (never off shipping); 0 without one. */
  discount: number;
  shipping: number;
  /** In 'inclusive' mode the VAT already contained in the total; in 'on-top' mode the VAT added to it. */
  vat: number;
  total: number;
  vatMode: VatMode;
}

/**
 * A coupon's effect on an order, as the server decided it (docs/decisions.md, Coupons): a voucher takes a
 * fixed amount off the goods, a percentage code a share of them. Neither touches shipping, and neither
 * gives change: the goods never go below zero.
 */
export type OrderDiscount =
  | { kind: 'voucher'; /** Cents. */ value: number }
  | { kind: 'percent'; /** Whole percent, 1 to 100. */ percent: number };

export interface PriceCartOptions {
  /**
   * 'inclusive' (default): catalogue prices include VAT, as South African law requires, and the VAT
   * is only shown. 'on-top': the spec's original arithmetic, which adds 15% to the subtotal.
   * @default 'inclusive'
   */
  vatMode?: VatMode;
  /** A coupon the server accepted for this order. */
  discount?: OrderDiscount | null;
}

/** `numerator / denominator` rounded to the nearest integer, halves up, for non-negative integers. */
function divideRoundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** The VAT inside a VAT-inclusive amount (15/115 of it, half-cents rounded up): a credit note reverses this much. */
export function vatIncludedIn(amount: number): number {
  return divideRoundHalfUp(amount * VAT_PERCENT, 100 + VAT_PERCENT);
}

function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative integer number of cents, got ${String(value)}`);
  }
}

/**
 * The team-buy price: 60% of `cents`, rounded down to a whole rand (in the shopper's favour), so that
 * it reads like every other price ('R 14 999', not 'R 14 999,40').
 */
export function teamPrice(cents: number): number {
  assertCents(cents, 'price');
  return Math.floor((cents * TEAM_PRICE_PERCENT) / 100 / 100) * 100;
}

function shippingFor(subtotal: number): number {
  if (subtotal === 0) return 0;
  return subtotal >= FREE_SHIPPING_FROM ? 0 : SHIPPING_FEE;
}

/** A line's total: its unit price times its quantity, in cents. */
export function lineTotal(line: CartLine): number {
  return line.unitPrice * line.quantity;
}

/** What `discount` takes off goods worth `subtotal`: never more than the goods (no change is given). */
export function discountOn(subtotal: number, discount: OrderDiscount | null | undefined): number {
  assertCents(subtotal, 'subtotal');
  if (!discount) return 0;
  if (discount.kind === 'voucher') {
    assertCents(discount.value, 'voucher value');
    return Math.min(subtotal, discount.value);
  }
  if (!Number.isInteger(discount.percent) || discount.percent < 1 || discount.percent > 100) {
    throw new RangeError(`percent must be a whole number from 1 to 100, got ${String(discount.percent)}`);
  }
  // Halves round up: the shopper gets the half cent.
  return Math.min(subtotal, divideRoundHalfUp(subtotal * discount.percent, 100));
}

/**
 * Totals of a cart. The one place where subtotal, discount, shipping, VAT and total are computed.
 * Shipping follows the goods' value before any discount. VAT included: 15/115 of the whole total,
 * delivery included (delivery is taxable).
 */
export function priceCart(lines: readonly CartLine[], opts: PriceCartOptions = {}): CartTotals {
  const vatMode = opts.vatMode ?? 'inclusive';
  let itemCount = 0;
  let subtotal = 0;
  for (const line of lines) {
    assertCents(line.unitPrice, 'unitPrice');
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
      throw new RangeError(`quantity must be a positive integer, got ${String(line.quantity)}`);
    }
    itemCount += line.quantity;
    subtotal += line.unitPrice * line.quantity;
  }
  const shipping = shippingFor(subtotal);
  const discount = discountOn(subtotal, opts.discount);
  const goods = subtotal - discount;
  if (vatMode === 'inclusive') {
    const total = goods + shipping;
    const vat = divideRoundHalfUp(total * VAT_PERCENT, 100 + VAT_PERCENT);
    return { itemCount, subtotal, discount, shipping, vat, total, vatMode };
  }
  const vat = divideRoundHalfUp(goods * VAT_PERCENT, 100);
  return { itemCount, subtotal, discount, shipping, vat, total: goods + vat + shipping, vatMode };
}

export interface CartItemRef {
  id: number;
  quantity: number;
  /** Bought at the team price. */
  team?: boolean;
}

export interface PricedLine extends CartLine {
  product: Product;
  team: boolean;
}

export interface PricedItems {
  lines: PricedLine[];
  /** Ids that the catalogue does not know; the caller decides whether to drop them or refuse. */
  unknownIds: number[];
}

/**
 * Looks every item up and sets its unit price (the team price for team items), so that the cart in
 * the browser and the payment server price an order from the same catalogue in the same way.
 */
export function linesFromItems(
  items: readonly CartItemRef[],
  lookup: (id: number) => Product | undefined,
): PricedItems {
  const lines: PricedLine[] = [];
  const unknownIds: number[] = [];
  for (const item of items) {
    const product = lookup(item.id);
    if (!product) {
      unknownIds.push(item.id);
      continue;
    }
    const team = item.team === true;
    lines.push({ product, team, quantity: item.quantity, unitPrice: team ? teamPrice(product.price) : product.price });
  }
  return { lines, unknownIds };
}

/** Most lines one order may have, and most of one product per line: cart, API and schemas agree. */
export const MAX_ORDER_LINES = 50;
export const MAX_LINE_QUANTITY = 99;
