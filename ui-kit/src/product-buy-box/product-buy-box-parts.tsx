'use client';

import * as Tabs from '@radix-ui/react-tabs';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { Heart } from '../icons';
import * as React from 'react';
import { Button, type ButtonProps } from '../button';
import { IconButton } from '../icon-button';
import { cn } from '../lib/cn';
import { Price, type PriceProps } from '../price';
import { QuantityStepper, type QuantityStepperProps } from '../quantity-stepper';
import { StockStatus, type StockStatusState } from '../stock-status';
import type { ProductBuyBoxProduct } from './product-media';

export type ProductBuyBoxTab = 'individual' | 'team';

/** @deprecated The buy box's tab: use `ProductBuyBoxTab`. Removed in the next minor version. */
export type ProductModalTab = ProductBuyBoxTab;

/** What is left of a product, as the app words it (see `StockStatus`), and the most one order may take. */
export interface ProductBuyBoxStockInfo {
  state: StockStatusState;
  label: string;
  available?: number;
}

/** Whether the Copy link of the box's share part has copied, failed, or not been used yet. */
export type ProductBuyBoxCopyState = 'idle' | 'copied' | 'failed';

interface ProductBuyBoxContextValue {
  product: ProductBuyBoxProduct;
  /** The quantity Add to Cart adds: never more than is left. */
  quantity: number;
  setQuantity: (quantity: number) => void;
  maxQuantity: number | undefined;
  stock: ProductBuyBoxStockInfo | undefined;
  soldOut: boolean;
  headingLevel: 'h2' | 'h3';
  copyState: ProductBuyBoxCopyState;
  setCopyState: (state: ProductBuyBoxCopyState) => void;
}

const ProductBuyBoxContext = React.createContext<ProductBuyBoxContextValue | null>(null);

/** The box's product, quantity and stock, for a part. */
export function useProductBuyBoxContext(part: string): ProductBuyBoxContextValue {
  const context = React.useContext(ProductBuyBoxContext);
  if (!context) throw new Error(`${part} must be used inside ProductBuyBoxRoot`);
  return context;
}

export interface ProductBuyBoxRootProps extends React.ComponentProps<'div'> {
  product: ProductBuyBoxProduct;
  /**
   * The quantity Add to Cart adds; leave undefined to let the box keep its own (it starts at
   * `defaultQuantity` each time it mounts). Give it, with `onQuantityChange`, when something outside
   * the box needs it.
   */
  quantity?: number;
  /** @default 1 */
  defaultQuantity?: number;
  onQuantityChange?: (quantity: number) => void;
  /**
   * What is left: `ProductBuyBoxStock` shows it, the quantity goes up to `available`, and
   * 'out-of-stock' disables `ProductBuyBoxAddToCart` (the wishlist heart still works).
   */
  stock?: ProductBuyBoxStockInfo | undefined;
  /**
   * The level of the box's own headings (Invite friends), one below the product name: 'h3' under a
   * dialog's title, 'h2' under a page's h1. @default 'h3'
   */
  headingLevel?: 'h2' | 'h3';
}

/**
 * Holds what the parts share: the product, the quantity (controlled with `quantity` and
 * `onQuantityChange`, or kept inside), the stock and the Copy link result. Every part goes inside it,
 * also one placed elsewhere on the page (a sticky Add to Cart bar), so that all add the same quantity.
 *
 * State attributes: `data-stock` (the `stock` state); `data-copied` once `ProductBuyBoxShare` copied the
 * link, `data-copy-failed` when the browser refused.
 */
export function ProductBuyBoxRoot({
  product,
  quantity: quantityProp,
  defaultQuantity = 1,
  onQuantityChange,
  stock,
  headingLevel = 'h3',
  className,
  children,
  ...props
}: ProductBuyBoxRootProps) {
  const [quantity, setQuantity] = useControllableState({
    prop: quantityProp,
    defaultProp: defaultQuantity,
    onChange: onQuantityChange,
    caller: 'ProductBuyBoxRoot',
  });
  // Kept until the box is mounted again, so the status stays readable after the copy.
  const [copyState, setCopyState] = React.useState<ProductBuyBoxCopyState>('idle');
  const maxQuantity = stock?.available !== undefined && stock.available > 0 ? stock.available : undefined;
  const context = React.useMemo(
    () => ({
      product,
      quantity: Math.min(quantity, maxQuantity ?? quantity),
      setQuantity,
      maxQuantity,
      stock,
      soldOut: stock?.state === 'out-of-stock',
      headingLevel,
      copyState,
      setCopyState,
    }),
    [product, quantity, setQuantity, maxQuantity, stock, headingLevel, copyState],
  );
  return (
    <ProductBuyBoxContext.Provider value={context}>
      <div
        data-slot="product-buy-box"
        data-stock={stock?.state}
        data-copied={copyState === 'copied' ? '' : undefined}
        data-copy-failed={copyState === 'failed' ? '' : undefined}
        className={cn('flex flex-col gap-4', className)}
        {...props}
      >
        {children}
      </div>
    </ProductBuyBoxContext.Provider>
  );
}
ProductBuyBoxRoot.displayName = 'ProductBuyBoxRoot';

// Sized by their labels (not equal halves) and never wrapped: 'Individual Purchase' stays one line on a phone.
const tabTriggerClass =
  'flex-auto cursor-pointer border-b-2 border-transparent px-3 py-2.5 text-sm font-semibold whitespace-nowrap text-ink-muted outline-none transition-colors hover:text-ink focus-visible:ring-3 focus-visible:ring-focus data-[state=active]:border-brand data-[state=active]:text-brand-ink';

export const tabPanelClass = 'flex flex-col gap-4 outline-none focus-visible:ring-3 focus-visible:ring-focus';

export interface ProductBuyBoxTabsProps
  extends Omit<React.ComponentProps<typeof Tabs.Root>, 'value' | 'defaultValue' | 'onValueChange' | 'orientation' | 'asChild'> {
  /** The open tab; leave undefined to let the tabs keep their own. */
  value?: ProductBuyBoxTab;
  /** @default 'individual' */
  defaultValue?: ProductBuyBoxTab;
  onValueChange?: (tab: ProductBuyBoxTab) => void;
}

/**
 * The two ways to buy as Radix Tabs, 'Individual Purchase' and 'Team Buy' (the arrow keys move
 * between them), over `ProductBuyBoxIndividual` and `ProductBuyBoxTeam`. Starts on Individual
 * Purchase each time it mounts.
 *
 * State attributes: `data-state="active" | "inactive"` on each tab and panel.
 */
export function ProductBuyBoxTabs({ defaultValue = 'individual', onValueChange, className, children, ...props }: ProductBuyBoxTabsProps) {
  return (
    <Tabs.Root
      data-slot="product-buy-box-tabs"
      defaultValue={defaultValue}
      onValueChange={onValueChange ? (tab) => onValueChange(tab as ProductBuyBoxTab) : undefined}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <Tabs.List aria-label="Ways to buy" className="flex border-b border-surface-sunken">
        <Tabs.Trigger value={'individual' satisfies ProductBuyBoxTab} className={tabTriggerClass}>
          Individual Purchase
        </Tabs.Trigger>
        <Tabs.Trigger value={'team' satisfies ProductBuyBoxTab} className={tabTriggerClass}>
          Team Buy
        </Tabs.Trigger>
      </Tabs.List>
      {children}
    </Tabs.Root>
  );
}
ProductBuyBoxTabs.displayName = 'ProductBuyBoxTabs';

export type ProductBuyBoxPanelProps = Omit<React.ComponentProps<typeof Tabs.Content>, 'value' | 'asChild'>;

/** The Individual Purchase panel of `ProductBuyBoxTabs`: price, stock, quantity and Add to Cart go in it. */
export function ProductBuyBoxIndividual({ className, ...props }: ProductBuyBoxPanelProps) {
  return (
    <Tabs.Content
      data-slot="product-buy-box-individual"
      value={'individual' satisfies ProductBuyBoxTab}
      className={cn(tabPanelClass, className)}
      {...props}
    />
  );
}
ProductBuyBoxIndividual.displayName = 'ProductBuyBoxIndividual';

/**
 * The Team Buy panel of `ProductBuyBoxTabs` on its own, empty: `ProductBuyBoxTeam` is this panel with
 * `ProductBuyBoxTeamContent` in it. Like every panel it renders its children only while its tab is
 * open, so an app can put the content in a component it loads on demand (`React.lazy`) and ship the
 * team code only to the shoppers who open the tab. Give it `data-team-complete` yourself if you style
 * by it.
 */
export function ProductBuyBoxTeamPanel({ className, ...props }: ProductBuyBoxPanelProps) {
  return (
    <Tabs.Content
      data-slot="product-buy-box-team"
      value={'team' satisfies ProductBuyBoxTab}
      className={cn(tabPanelClass, className)}
      {...props}
    />
  );
}
ProductBuyBoxTeamPanel.displayName = 'ProductBuyBoxTeamPanel';

export type ProductBuyBoxPriceProps = Omit<PriceProps, 'amount' | 'was'>;

/** The product's price, and its price before a reduction struck through (see `Price`). @default size 'lg' */
export function ProductBuyBoxPrice({ size = 'lg', ...props }: ProductBuyBoxPriceProps) {
  const { product } = useProductBuyBoxContext('ProductBuyBoxPrice');
  return <Price size={size} amount={product.price} was={product.originalPrice} {...props} />;
}
ProductBuyBoxPrice.displayName = 'ProductBuyBoxPrice';

export type ProductBuyBoxStockProps = Omit<React.ComponentProps<typeof StockStatus>, 'state' | 'label'>;

/** The root's `stock` line (see `StockStatus`); nothing without one. */
export function ProductBuyBoxStock(props: ProductBuyBoxStockProps) {
  const { stock } = useProductBuyBoxContext('ProductBuyBoxStock');
  return stock ? <StockStatus state={stock.state} label={stock.label} {...props} /> : null;
}
ProductBuyBoxStock.displayName = 'ProductBuyBoxStock';

/** A row for the quantity and the buttons, wrapping when narrow. */
export function ProductBuyBoxActions({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="product-buy-box-actions" className={cn('flex flex-wrap items-center gap-3', className)} {...props} />;
}
ProductBuyBoxActions.displayName = 'ProductBuyBoxActions';

export type ProductBuyBoxQuantityProps = Omit<QuantityStepperProps, 'value' | 'onValueChange' | 'itemName' | 'max'>;

/** The quantity Add to Cart adds (see `QuantityStepper`), from 1 up to what is left. */
export function ProductBuyBoxQuantity(props: ProductBuyBoxQuantityProps) {
  const { product, quantity, setQuantity, maxQuantity } = useProductBuyBoxContext('ProductBuyBoxQuantity');
  return <QuantityStepper value={quantity} onValueChange={setQuantity} itemName={product.name} max={maxQuantity} {...props} />;
}
ProductBuyBoxQuantity.displayName = 'ProductBuyBoxQuantity';

export interface ProductBuyBoxAddToCartProps extends Omit<ButtonProps, 'onClick'> {
  /** Adds `quantity` (the box's, never more than is left) of the product at its normal price. */
  onAddToCart: (quantity: number, product: ProductBuyBoxProduct) => void;
}

/**
 * Add to Cart: adds the box's quantity. Disabled while the product is out of stock. Its `ref` is the
 * button, e.g. to watch it with an IntersectionObserver and show a sticky bar once it has scrolled
 * out of view; a second one in that bar adds the same quantity. @default children 'Add to Cart', size 'lg'
 */
export function ProductBuyBoxAddToCart({ onAddToCart, size = 'lg', disabled, children = 'Add to Cart', ...props }: ProductBuyBoxAddToCartProps) {
  const { product, quantity, soldOut } = useProductBuyBoxContext('ProductBuyBoxAddToCart');
  return (
    <Button
      data-slot="product-buy-box-add"
      size={size}
      disabled={soldOut || disabled}
      onClick={() => onAddToCart(quantity, product)}
      {...props}
    >
      {children}
    </Button>
  );
}
ProductBuyBoxAddToCart.displayName = 'ProductBuyBoxAddToCart';

export interface ProductBuyBoxWishlistProps
  extends Omit<React.ComponentProps<typeof IconButton>, 'label' | 'pressed' | 'onClick' | 'children'> {
  /** Whether the product is on the wishlist. @default false */
  wishlisted?: boolean;
  onWishlistToggle: (product: ProductBuyBoxProduct) => void;
}

/**
 * The wishlist heart, a toggle named after the product ('Add … to wishlist', 'Remove … from wishlist').
 *
 * State attributes: `data-selected` (and `aria-pressed`) while the product is on the wishlist.
 */
export function ProductBuyBoxWishlist({ wishlisted = false, onWishlistToggle, variant = 'outline', size = 'lg', className, ...props }: ProductBuyBoxWishlistProps) {
  const { product } = useProductBuyBoxContext('ProductBuyBoxWishlist');
  return (
    <IconButton
      variant={variant}
      size={size}
      pressed={wishlisted}
      label={wishlisted ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`}
      className={cn('data-[state=on]:text-danger-ink', className)}
      onClick={() => onWishlistToggle(product)}
      {...props}
    >
      <Heart className={wishlisted ? 'fill-current' : undefined} />
    </IconButton>
  );
}
ProductBuyBoxWishlist.displayName = 'ProductBuyBoxWishlist';
