import type { Product } from '../../core/catalogue/products';
import { fetchStock } from '../api/stock-api';
import { isFresh, STOCK_FRESH_MS, type KnownStock, type useStockStore } from '../stores/stock-store';

/** The stock store, passed in by the first load (which has it) so that this chunk does not share it. */
type StockStore = Pick<typeof useStockStore, 'getState'>;

/**
 * Asking the server about stock, loaded with the first stock question (a screen's mount, an Add to
 * Cart), not in the first load: the page renders with the snapshot it came with until then.
 */

/** Asks the server for these products' stock, then records it; products heard from recently are not asked again. */
export async function refreshStock(store: StockStore, ids: readonly number[], maxAgeMs = STOCK_FRESH_MS): Promise<Record<number, KnownStock>> {
  const now = Date.now();
  const { byId, receive } = store.getState();
  const stale = ids.filter((id) => !isFresh(byId[id], maxAgeMs, now));
  if (stale.length > 0) {
    // Asked for fresh (maxAgeMs 0): past the browser's copy of an answer of a few seconds ago.
    const stock = await fetchStock(stale, maxAgeMs === 0 ? { fetch: (url, init) => fetch(url, { ...init, cache: 'no-cache' }) } : {});
    if (stock) receive(stock);
  }
  return store.getState().byId;
}

/** Watches these products while a screen shows them: asked now, and again when the shopper comes back to the tab. */
export function watchStock(store: StockStore, ids: readonly number[]): () => void {
  void refreshStock(store, ids, 0);
  const onVisible = () => {
    if (document.visibilityState === 'visible') void refreshStock(store, ids);
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => document.removeEventListener('visibilitychange', onVisible);
}

/**
 * Why `quantity` more of the product cannot go in the cart beside the `inCart` units it has (asked of
 * the server on every tap), or null when it can, or when the server could not say (the payment API has
 * the last word).
 */
export async function stockRefusal(
  store: StockStore,
  product: Pick<Product, 'id' | 'name'>,
  quantity: number,
  inCart: () => number,
): Promise<string | null> {
  // Always asked on the tap (the page's own stock may be the few seconds old the server rendered it
  // with): the buy box confirms before the cart takes what may have sold meanwhile.
  const known = (await refreshStock(store, [product.id], 0))[product.id];
  if (!known) return null;
  if (known.available === 0) return `Sorry, ${product.name} is out of stock.`;
  const units = inCart();
  return units + quantity > known.available ? `Only ${known.available} of ${product.name} left, and your cart has ${units}.` : null;
}
