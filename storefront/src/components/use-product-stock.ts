import { useEffect } from 'react';
import type { ProductStock } from '../../core/contract/api';
import type { Product } from '../../core/catalogue/products';
import { stockLabel, type StockState } from '../../core/domain/stock';
import { isFresh, useStockStore } from '../stores/stock-store';

const KIT_STATE: Record<StockState, 'in-stock' | 'low-stock' | 'out-of-stock'> = {
  in_stock: 'in-stock',
  low_stock: 'low-stock',
  out_of_stock: 'out-of-stock',
};

/** What the kit's StockStatus shows for a product; undefined while its stock is not known. */
export function stockShown(known: Pick<ProductStock, 'available' | 'state'> | undefined) {
  if (!known) return undefined;
  return { state: KIT_STATE[known.state], label: stockLabel(known.available), available: known.available };
}

/**
 * Keeps these products' stock fresh while the screen shows them: asked when the screen mounts unless
 * the page came with it a moment ago (the server-rendered snapshot: a cold visit asks nothing, and
 * loads neither the asking nor the API client with the contract's schemas), and again when the
 * shopper comes back to the tab. Add to Cart confirms it on the tap (`stockRefusal`).
 */
export function useStockRefresh(ids: readonly number[]): void {
  const key = [...new Set(ids)].sort((a, b) => a - b).join(',');
  useEffect(() => {
    if (key === '') return;
    const watched = key.split(',').map(Number);
    let stop: (() => void) | undefined;
    let cancelled = false;
    const watch = () =>
      void import('./stock-refresh').then(({ watchStock }) => {
        if (!cancelled) stop = watchStock(useStockStore, watched);
      });
    const { byId } = useStockStore.getState();
    if (!watched.every((id) => isFresh(byId[id]))) watch();
    else {
      const onVisible = () => {
        if (document.visibilityState !== 'visible') return;
        document.removeEventListener('visibilitychange', onVisible);
        watch();
      };
      document.addEventListener('visibilitychange', onVisible);
      stop = () => document.removeEventListener('visibilitychange', onVisible);
    }
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [key]);
}

/**
 * Why `quantity` more of the product cannot go in the cart, asked of the server on the tap (the page's
 * stock may be a few seconds old); null when it can, or when the server could not say (the payment API
 * has the last word then).
 */
export function stockRefusal(product: Pick<Product, 'id' | 'name'>, quantity: number, inCart: () => number): Promise<string | null> {
  return import('./stock-refresh').then(({ stockRefusal: ask }) => ask(useStockStore, product, quantity, inCart)).catch(() => null);
}
