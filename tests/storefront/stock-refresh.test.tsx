import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { stockRefusal, useStockRefresh } from '../../storefront/src/components/use-product-stock';
import { STOCK_FRESH_MS, useStockStore } from '../../storefront/src/stores/stock-store';

/**
 * A server-rendered page comes with its stock, so its cold visit asks the
 * stock API nothing (and loads neither the asking nor the contract's schemas); the buy box confirms on
 * interaction, a page shown with stock older than a few seconds asks on mount, and every page asks
 * again when the shopper comes back to the tab.
 */
const answer = (ids: number[]) =>
  new Response(JSON.stringify({ stock: ids.map((id) => ({ id, available: 3, state: 'low_stock' })) }), {
    headers: { 'Content-Type': 'application/json' },
  });

/** The asking loads as its own chunk (the first time, the dev server compiles it): allow for a busy machine. */
const LOADS = { timeout: 10_000 };

type FetchSpy = ReturnType<typeof spyOnFetch>;
const spyOnFetch = () =>
  vi.spyOn(window, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input instanceof Request ? input.url : input), location.origin);
    return answer((url.searchParams.get('ids') ?? '').split(',').map(Number));
  });

function stockRequests(spy: FetchSpy): string[] {
  return spy.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input)).filter((url) => url.includes('/api/stock'));
}

describe('useStockRefresh', () => {
  let fetchSpy: FetchSpy;
  beforeEach(() => {
    useStockStore.getState().reset();
    fetchSpy = spyOnFetch();
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks nothing on mount when the page came with the stock a moment ago', async () => {
    useStockStore.getState().receive([{ id: 1, available: 12, state: 'in_stock' }, { id: 2, available: 0, state: 'out_of_stock' }]);
    await renderHook(() => useStockRefresh([1, 2]));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stockRequests(fetchSpy)).toEqual([]);
  });

  it('asks on mount for stock older than the fresh window, or not known, and records the answer', async () => {
    useStockStore.getState().receive([{ id: 1, available: 12, state: 'in_stock' }], Date.now() - STOCK_FRESH_MS - 1_000);
    await renderHook(() => useStockRefresh([1, 4]));
    await vi.waitFor(() => expect(stockRequests(fetchSpy)).toHaveLength(1), LOADS);
    expect(decodeURIComponent(stockRequests(fetchSpy)[0] ?? '')).toContain('ids=1,4');
    await vi.waitFor(() => expect(useStockStore.getState().byId[4]?.available).toBe(3), LOADS);
  });

  it('asks again when the shopper comes back to the tab, though the page came with fresh stock', async () => {
    useStockStore.getState().receive([{ id: 1, available: 12, state: 'in_stock' }]);
    await renderHook(() => useStockRefresh([1]));
    expect(stockRequests(fetchSpy)).toEqual([]);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(stockRequests(fetchSpy)).toHaveLength(1), LOADS);
  });

  it('Add to Cart asks the server on the tap, though the page came with stock a moment ago, and refuses what sold meanwhile', async () => {
    useStockStore.getState().receive([{ id: 5, available: 12, state: 'in_stock' }]);
    fetchSpy.mockImplementation(async () =>
      new Response(JSON.stringify({ stock: [{ id: 5, available: 1, state: 'low_stock' }] }), { headers: { 'Content-Type': 'application/json' } }),
    );
    expect(await stockRefusal({ id: 5, name: 'Sony WH-1000XM5' }, 2, () => 0)).toBe('Only 1 of Sony WH-1000XM5 left, and your cart has 0.');
    expect(stockRequests(fetchSpy)).toHaveLength(1);
  });
});
