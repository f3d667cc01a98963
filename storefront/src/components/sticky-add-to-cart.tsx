import { useEffect, useState } from 'react';
import { ProductBuyBoxAddToCart, ProductBuyBoxPrice, type ProductBuyBoxAddToCartProps } from '@nexus-za/ui-kit/product-buy-box/parts';

/**
 * Whether `element` is out of view: above or below the viewport, or only behind the floating dock
 * (which covers the bottom of every screen). False while there is no element, e.g. while the buy box
 * shows its Team Buy tab and has no Add to Cart button.
 */
export function useOutOfView(element: Element | null): boolean {
  const [seen, setSeen] = useState<{ target: Element; out: boolean } | null>(null);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const dock = document.querySelector<HTMLElement>('[data-slot="floating-dock"]');
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (entry) setSeen({ target: element, out: !entry.isIntersecting });
      },
      { rootMargin: `0px 0px -${dock?.offsetHeight ?? 0}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return seen !== null && seen.target === element && seen.out;
}

/** The bar's height; the layout reserves it below the page while the bar shows (floating-dock.css). */
const BAR_HEIGHT = '4rem';

export interface StickyAddToCartProps {
  /** Whether the bar shows: the buy box's own Add to Cart is out of view. */
  shown: boolean;
  productName: string;
  /** The buy box's own Add to Cart action. */
  onAddToCart: ProductBuyBoxAddToCartProps['onAddToCart'];
}

/**
 * A phone's Add to Cart that stays in reach: a bar above the floating dock with the
 * product's name, its price and the button, shown once the buy box's Add to Cart has scrolled out of
 * view, below 768px only. Made of the kit's buy box parts, it goes inside `ProductBuyBoxRoot`: it
 * adds the box's quantity (never more than is left) and is disabled while the product is out of
 * stock, as the box's own button is. It repeats a control of the page, so while the buy box's own
 * button is in view it is `hidden` and `inert` (out of the accessibility tree, never read twice), and
 * its button is named after the product ('Add Apple MacBook Air to Cart'). While it shows, the layout
 * adds its height to the page's bottom padding, so it never covers the last of the page. It slides
 * in, unless the shopper asked for reduced motion.
 */
export function StickyAddToCart({ shown, productName, onAddToCart }: StickyAddToCartProps) {
  useEffect(() => {
    if (!shown) return;
    const root = document.documentElement;
    root.style.setProperty('--sticky-bar-height', BAR_HEIGHT);
    return () => {
      root.style.removeProperty('--sticky-bar-height');
    };
  }, [shown]);
  return (
    <div
      data-slot="sticky-add-to-cart"
      hidden={!shown}
      inert={!shown}
      className="fixed inset-x-0 bottom-(--floating-dock-height) z-header flex h-16 items-center gap-3 border-t border-surface-sunken bg-white px-4 shadow-[0_-2px_8px_rgb(0_0_0/0.08)] md:hidden motion-safe:transition-transform motion-safe:duration-base motion-safe:ease-enter motion-safe:starting:translate-y-full"
    >
      <div className="flex min-w-0 flex-1 flex-col">
        <p className="truncate text-sm font-semibold text-ink">{productName}</p>
        <ProductBuyBoxPrice size="sm" className="flex-nowrap! font-bold" />
      </div>
      <ProductBuyBoxAddToCart data-slot="sticky-add-to-cart-button" size="md" onAddToCart={onAddToCart} className="shrink-0">
        <span>
          Add<span className="sr-only"> {productName}</span> to Cart
        </span>
      </ProductBuyBoxAddToCart>
    </div>
  );
}
