import { useEffect } from 'react';
import type { ProductStock } from '../../core/contract/api';
import { stockLabel, type StockState } from '../../core/domain/stock';
import { useStockStore, type KnownStock } from '../stores/stock-store';

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

/** Asks the server for these products' stock, then records it; products heard from recently are not asked again. */
/** How long a stock answer is fresh enough to show without asking again (the server caches 5 s too). */
const STOCK_FRESH_MS = 5_000;

export async function refreshStock(ids: readonly number[], maxAgeMs = STOCK_FRESH_MS): Promise<Record<number, KnownStock>> {
  const now = Date.now();
  const { byId, receive } = useStockStore.getState();
  const stale = ids.filter((id) => (byId[id]?.at ?? -Infinity) < now - maxAgeMs);
  if (stale.length > 0) {
    // Asked for fresh (maxAgeMs 0): past the browser's copy of an answer of a few seconds ago.
    // The API client (and the contract's schemas, zod) load with the first question, not in the first load.
    const { fetchStock } = await import('../api/stock-api');
    const stock = await fetchStock(stale, maxAgeMs === 0 ? { fetch: (url, init) => fetch(url, { ...init, cache: 'no-cache' }) } : {});
    if (stock) receive(stock);
  }
  return useStockStore.getState().byId;
}

/**
 * Keeps these products' stock fresh while the screen shows them: asked once the screen is in the
 * browser (the server-rendered snapshot is a moment old), and again when the shopper comes back to the
 * tab.
 */
export function useStockRefresh(ids: readonly number[]): void {
  const key = [...new Set(ids)].sort((a, b) => a - b).join(',');
  useEffect(() => {
    if (key === '') return;
    const list = key.split(',').map(Number);
    void refreshStock(list, 0);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refreshStock(list);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [key]);
}
