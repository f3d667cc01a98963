import { createContext, useContext } from 'react';
import { create } from 'zustand';
import type { ProductStock } from '../../core/contract/api';
import { readStockSnapshot } from '../platform/stock-snapshot';

/** One product's stock as last heard from the server, and when (epoch ms; the page's snapshot: when the page loaded). */
export interface KnownStock extends ProductStock {
  at: number;
}

interface StockState {
  /** By product id. A product missing here is not known yet: nothing is said about its stock. */
  byId: Record<number, KnownStock>;
  /** Records what the server answered. */
  receive: (stock: readonly ProductStock[], at?: number) => void;
  reset: () => void;
}

/** How long a stock answer is fresh enough to show without asking again (the server caches 5 s too). */
export const STOCK_FRESH_MS = 5_000;

/**
 * Whether this known stock was heard from the server less than `maxAgeMs` ago. With 0 nothing is
 * fresh, not even stock heard this very millisecond: a tap's question is always asked.
 */
export function isFresh(known: KnownStock | undefined, maxAgeMs = STOCK_FRESH_MS, now = Date.now()): boolean {
  return known !== undefined && known.at > now - maxAgeMs;
}

function indexed(stock: readonly ProductStock[], at: number): Record<number, KnownStock> {
  return Object.fromEntries(stock.map((entry) => [entry.id, { ...entry, at }]));
}

/**
 * What the server last said about stock. The server keeps the truth (it refuses an order the stock
 * cannot fill); this only lets pages say "Only 3 left" before the shopper pays. Not persisted: stock
 * read yesterday says nothing today.
 */
export const useStockStore = create<StockState>()((set) => ({
  // The server rendered the page with stock of a moment ago (it reuses a reading for a few seconds).
  byId: indexed(readStockSnapshot(), Date.now()),
  receive: (stock, at = Date.now()) => set((state) => ({ byId: { ...state.byId, ...indexed(stock, at) } })),
  reset: () => set({ byId: {} }),
}));

/**
 * The snapshot a server render was given. On the server a store's hooks read its initial state (React's
 * server snapshot), which knows no request, so the renderer passes each request's stock down this way.
 */
export const ServerStockContext = createContext<Record<number, KnownStock> | null>(null);

export function serverStockOf(stock: readonly ProductStock[]): Record<number, KnownStock> {
  return indexed(stock, 0);
}

/** Every product's known stock by id. */
export function useStockById(): Record<number, KnownStock> {
  const server = useContext(ServerStockContext);
  const byId = useStockStore((state) => state.byId);
  return server ?? byId;
}

/** The product's known stock, or undefined before the server said. */
export function useKnownStock(id: number): KnownStock | undefined {
  return useStockById()[id];
}
