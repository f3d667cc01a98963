import { createContext, useContext, useMemo } from 'react';
import { getProduct } from '../../core/catalogue/products';
import { maxLineQuantity, TEAM_CODE_PATTERN } from '../../core/domain/team';
import { linesFromItems, priceCart, type CartTotals, type PricedLine } from '../../core/domain/pricing';
import { afterHydration, isHydrating, useClientReady } from '../platform/hydration';
import { decodeCartCookie, readCartCookie, writeCartCookie } from './cart-cookie';
import { createPersistedStore } from './persisted-store';
import { isRecord } from './safe-storage';

export const CART_STORAGE_KEY = 'nexus.cart';
export const CART_STORAGE_VERSION = 1;

export interface CartItem {
  id: number;
  quantity: number;
  /** Bought at the team price; a team line and an individual line of one product are separate lines. */
  team: boolean;
  /** A team line's team: the server gives the team price only to a member of this complete team. */
  teamCode?: string;
}

interface CartState {
  items: CartItem[];
  /**
   * Adds `quantity` units (default 1): the line with the same id and team flag grows by that much,
   * otherwise a new line starts. A line never holds more than 99; a team line (with `teamCode`, the
   * complete team the shopper is a member of) one.
   */
  add: (id: number, options?: { quantity?: number; teamCode?: string }) => void;
  remove: (id: number, options?: { team?: boolean }) => void;
  /** Sets a line's quantity; below 1 is ignored (removing is a separate action), above 99 is capped. */
  updateQuantity: (id: number, quantity: number, options?: { team?: boolean }) => void;
  clear: () => void;
  /** Back to the empty cart, for tests. */
  reset: () => void;
}

function sameLine(item: CartItem, id: number, team: boolean): boolean {
  return item.id === id && item.team === team;
}

/**
 * Keeps only lines that still make sense: known product ids, whole quantities from 1 to 99, one line
 * per id and team flag. Whatever an old release, another tab or a hand edit left behind is dropped.
 */
export function sanitiseCartItems(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  const items: CartItem[] = [];
  for (const entry of value as unknown[]) {
    if (!isRecord(entry)) continue;
    const { id, quantity, team, teamCode } = entry;
    if (typeof id !== 'number' || !getProduct(id)) continue;
    if (typeof quantity !== 'number' || !Number.isSafeInteger(quantity) || quantity < 1) continue;
    const isTeam = team === true;
    // A team line without its team (the old simulated counter's) would be refused at checkout.
    if (isTeam && (typeof teamCode !== 'string' || !TEAM_CODE_PATTERN.test(teamCode))) continue;
    if (items.some((item) => sameLine(item, id, isTeam))) continue;
    items.push({ id, quantity: Math.min(quantity, maxLineQuantity(isTeam)), team: isTeam, ...(isTeam ? { teamCode: teamCode as string } : {}) });
  }
  return items;
}

/**
 * The cart cookie this page was served with, read once while server HTML hydrates (cart-cookie.ts):
 * the server painted the cart from it, so the browser's first render must start from the same lines.
 * Undefined when there was none (the server painted the loading state) or when nothing hydrates.
 */
const cookieAtStart = typeof document !== 'undefined' && isHydrating() ? readCartCookie() : undefined;

export const useCartStore = createPersistedStore<CartState>(
  {
    name: CART_STORAGE_KEY,
    version: CART_STORAGE_VERSION,
    storage: 'local',
    partialize: (state) => ({ items: state.items }),
    // Any older or foreign shape is read through the same sanitiser; nothing else needs converting.
    sanitise: (stored) => ({ items: isRecord(stored) ? sanitiseCartItems(stored.items) : [] }),
  },
  (set) => ({
    // Storage is read right after hydration and wins; until then, what the server painted.
    items: cookieAtStart === undefined ? [] : sanitiseCartItems(decodeCartCookie(cookieAtStart)),
    add: (id, options) => {
      const added = options?.quantity ?? 1;
      if (!getProduct(id) || !Number.isSafeInteger(added) || added < 1) return;
      const teamCode = options?.teamCode;
      const team = teamCode !== undefined;
      set((state) => {
        const existing = state.items.find((item) => sameLine(item, id, team));
        if (!existing) {
          return { items: [...state.items, { id, quantity: Math.min(added, maxLineQuantity(team)), team, ...(team ? { teamCode } : {}) }] };
        }
        return {
          items: state.items.map((item) =>
            item === existing
              ? { ...item, quantity: Math.min(item.quantity + added, maxLineQuantity(team)), ...(team ? { teamCode } : {}) }
              : item,
          ),
        };
      });
    },
    remove: (id, options) => {
      const team = options?.team === true;
      set((state) => ({ items: state.items.filter((item) => !sameLine(item, id, team)) }));
    },
    updateQuantity: (id, quantity, options) => {
      if (!Number.isSafeInteger(quantity) || quantity < 1) return;
      const team = options?.team === true;
      const capped = Math.min(quantity, maxLineQuantity(team));
      set((state) => ({
        items: state.items.map((item) => (sameLine(item, id, team) ? { ...item, quantity: capped } : item)),
      }));
    },
    clear: () => set({ items: [] }),
    reset: () => set({ items: [] }),
  }),
);

// The cookie follows the cart: every change, and once storage has been read (which renews it).
useCartStore.subscribe((state, previous) => {
  if (state.items !== previous.items && !isHydrating()) writeCartCookie(state.items);
});
if (typeof document !== 'undefined') {
  if (isHydrating()) afterHydration(() => writeCartCookie(useCartStore.getState().items));
  else writeCartCookie(useCartStore.getState().items);
}

/**
 * The lines of the cart a server render was asked for (the request's cart cookie), or null when the
 * request had none. On the server a store's hooks read its initial state, which knows no request, so
 * the renderer passes each request's cart down this way, as it does stock.
 */
export const ServerCartContext = createContext<CartItem[] | null>(null);

/** The lines of a request's cart cookie value, checked like storage; null for no cookie. */
export function serverCartOf(cookieValue: string | undefined): CartItem[] | null {
  return cookieValue === undefined ? null : sanitiseCartItems(decodeCartCookie(cookieValue));
}

/** The cart's lines: the store's, or on the server the request's. */
export function useCartItems(): CartItem[] {
  const server = useContext(ServerCartContext);
  const items = useCartStore((state) => state.items);
  return server ?? items;
}

/**
 * Whether the cart's lines are known to this render: always in the browser once hydrated; on the
 * server, and while the browser hydrates, only when the request carried the cart cookie. A screen
 * that shows the cart shows its loading state until then, never an empty cart that may be wrong.
 */
export function useCartKnown(): boolean {
  const server = useContext(ServerCartContext);
  const clientReady = useClientReady();
  return typeof window === 'undefined' ? server !== null : clientReady || cookieAtStart !== undefined;
}

export interface CartView extends CartTotals {
  lines: PricedLine[];
}

function viewOf(items: readonly CartItem[]): CartView {
  const { lines } = linesFromItems(items, getProduct);
  return { ...priceCart(lines), lines };
}

/** The cart priced by the domain: each line with its product and unit price, and the totals. */
export function useCartTotals(): CartView {
  const items = useCartItems();
  return useMemo(() => viewOf(items), [items]);
}

/** How many units are in the cart, for the header and the floating badge. */
export function useCartItemCount(): number {
  return useCartTotals().itemCount;
}
