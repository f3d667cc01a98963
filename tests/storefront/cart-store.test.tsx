import { beforeEach, describe, expect, it } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { getProduct } from '../../storefront/core/catalogue/products';
import {
  CART_STORAGE_KEY,
  CART_STORAGE_VERSION,
  sanitiseCartItems,
  useCartStore,
  useCartTotals,
} from '../../storefront/src/stores/cart-store';
import { resetStores } from './reset-stores';

const LAPTOP = 1;
const CHARGER = 40;
/** A team code as the server makes them (Crockford base 32). */
const TEAM_CODE = 'K7M2Q9XA';

function cart() {
  return useCartStore.getState();
}

function price(id: number): number {
  const product = getProduct(id);
  if (!product) throw new Error(`Test needs product ${id}`);
  return product.price;
}

async function rehydrateFrom(raw: string) {
  localStorage.setItem(CART_STORAGE_KEY, raw);
  await useCartStore.persist.rehydrate();
}

describe('cart store', () => {
  beforeEach(resetStores);

  it('adds a new product with quantity 1 and the same product again as +1', () => {
    cart().add(LAPTOP);
    cart().add(CHARGER);
    cart().add(LAPTOP);
    expect(cart().items).toEqual([
      { id: LAPTOP, quantity: 2, team: false },
      { id: CHARGER, quantity: 1, team: false },
    ]);
  });

  it('keeps a team-price line apart from the individual line of the same product, one unit per member', () => {
    cart().add(LAPTOP);
    cart().add(LAPTOP, { teamCode: TEAM_CODE });
    cart().add(LAPTOP, { teamCode: TEAM_CODE });
    cart().updateQuantity(LAPTOP, 5, { team: true });
    expect(cart().items).toEqual([
      { id: LAPTOP, quantity: 1, team: false },
      { id: LAPTOP, quantity: 1, team: true, teamCode: TEAM_CODE },
    ]);
    cart().remove(LAPTOP, { team: true });
    expect(cart().items).toEqual([{ id: LAPTOP, quantity: 1, team: false }]);
  });

  it('adds several units at once, as the product modal quantity asks', () => {
    cart().add(CHARGER, { quantity: 3 });
    cart().add(CHARGER, { quantity: 2 });
    cart().add(CHARGER, { quantity: 0 });
    cart().add(CHARGER, { quantity: 1.5 });
    expect(cart().items).toEqual([{ id: CHARGER, quantity: 5, team: false }]);
    cart().add(CHARGER, { quantity: 200 });
    expect(cart().items).toEqual([{ id: CHARGER, quantity: 99, team: false }]);
  });

  it('ignores ids the catalogue does not know', () => {
    cart().add(999_999);
    expect(cart().items).toEqual([]);
  });

  it('removes a line by id', () => {
    cart().add(LAPTOP);
    cart().add(CHARGER);
    cart().remove(LAPTOP);
    expect(cart().items.map((item) => item.id)).toEqual([CHARGER]);
  });

  it('updates quantities, ignores anything below 1 or fractional, and caps at 99', () => {
    cart().add(CHARGER);
    cart().updateQuantity(CHARGER, 5);
    expect(cart().items[0]?.quantity).toBe(5);
    cart().updateQuantity(CHARGER, 0);
    cart().updateQuantity(CHARGER, -3);
    cart().updateQuantity(CHARGER, 2.5);
    expect(cart().items[0]?.quantity).toBe(5);
    cart().updateQuantity(CHARGER, 500);
    expect(cart().items[0]?.quantity).toBe(99);
    cart().add(CHARGER);
    expect(cart().items[0]?.quantity).toBe(99);
  });

  it('clears back to the empty cart', () => {
    cart().add(LAPTOP);
    cart().add(CHARGER);
    cart().clear();
    expect(cart().items).toEqual([]);
  });

  it('persists items under a versioned key', () => {
    cart().add(CHARGER);
    const stored: unknown = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null');
    expect(stored).toEqual({ state: { items: [{ id: CHARGER, quantity: 1, team: false }] }, version: CART_STORAGE_VERSION });
  });

  it('restores a saved cart', async () => {
    await rehydrateFrom(JSON.stringify({ state: { items: [{ id: LAPTOP, quantity: 3, team: false }] }, version: CART_STORAGE_VERSION }));
    expect(cart().items).toEqual([{ id: LAPTOP, quantity: 3, team: false }]);
  });

  describe('drops corrupt or foreign storage instead of breaking', () => {
    it('text that is not JSON is removed', async () => {
      cart().add(LAPTOP);
      await rehydrateFrom('{not json');
      expect(cart().items).toEqual([]);
      expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    });

    it.each([
      ['a bare number', '42'],
      ['a string', '"cart"'],
      ['an array', '[1,2,3]'],
      ['items that are not a list', JSON.stringify({ state: { items: 'lots' }, version: CART_STORAGE_VERSION })],
      ['no state at all', JSON.stringify({ version: CART_STORAGE_VERSION })],
      ['a null state', JSON.stringify({ state: null, version: CART_STORAGE_VERSION })],
    ])('%s', async (_name, raw) => {
      await rehydrateFrom(raw);
      expect(cart().items).toEqual([]);
    });

    it('lines with unknown ids, bad quantities or duplicates', async () => {
      await rehydrateFrom(
        JSON.stringify({
          state: {
            items: [
              { id: 999_999, quantity: 1 },
              { id: '1', quantity: 1 },
              { id: LAPTOP, quantity: 0 },
              { id: LAPTOP, quantity: 1.5 },
              { id: LAPTOP, quantity: 'two' },
              null,
              'x',
              { id: CHARGER, quantity: 2, team: 'yes' },
              { id: CHARGER, quantity: 7 },
              { id: LAPTOP, quantity: 1000, team: true, teamCode: TEAM_CODE },
              // The old simulated counter's team line, with no team: checkout would refuse it.
              { id: CHARGER, quantity: 1, team: true },
            ],
          },
          version: CART_STORAGE_VERSION,
        }),
      );
      expect(cart().items).toEqual([
        { id: CHARGER, quantity: 2, team: false },
        { id: LAPTOP, quantity: 1, team: true, teamCode: TEAM_CODE },
      ]);
    });

    it('an older version is migrated through the same rules and written back', async () => {
      await rehydrateFrom(JSON.stringify({ state: { items: [{ id: CHARGER, quantity: 2 }, { id: 0, quantity: 1 }] }, version: 0 }));
      expect(cart().items).toEqual([{ id: CHARGER, quantity: 2, team: false }]);
      expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null')).toEqual({
        state: { items: [{ id: CHARGER, quantity: 2, team: false }] },
        version: CART_STORAGE_VERSION,
      });
    });
  });

  it('sanitiseCartItems returns an empty cart for anything but a list', () => {
    expect(sanitiseCartItems(undefined)).toEqual([]);
    expect(sanitiseCartItems({ 0: { id: 1, quantity: 1 } })).toEqual([]);
  });
});

describe('useCartTotals', () => {
  beforeEach(resetStores);

  it('is all zero for an empty cart', async () => {
    const { result } = await renderHook(() => useCartTotals());
    expect(result.current).toMatchObject({ itemCount: 0, subtotal: 0, shipping: 0, vat: 0, total: 0, lines: [] });
  });

  it('charges shipping under R 1 000 and drops it from R 1 000, VAT included', async () => {
    const { result, rerender } = await renderHook(() => useCartTotals());
    cart().add(CHARGER);
    await rerender();
    expect(result.current.subtotal).toBe(price(CHARGER));
    expect(result.current.shipping).toBe(99_00);
    expect(result.current.total).toBe(price(CHARGER) + 99_00);
    expect(result.current.vatMode).toBe('inclusive');

    cart().updateQuantity(CHARGER, 3);
    cart().add(LAPTOP);
    await rerender();
    expect(result.current.itemCount).toBe(4);
    expect(result.current.subtotal).toBe(price(CHARGER) * 3 + price(LAPTOP));
    expect(result.current.shipping).toBe(0);
    expect(result.current.total).toBe(result.current.subtotal);
  });

  it('prices team lines at 60% of the price, rounded down to a whole rand', async () => {
    const { result, rerender } = await renderHook(() => useCartTotals());
    cart().add(LAPTOP, { teamCode: TEAM_CODE });
    await rerender();
    expect(result.current.lines[0]?.unitPrice).toBe(Math.floor((price(LAPTOP) * 0.6) / 100) * 100);
    expect(result.current.subtotal).toBe(Math.floor((price(LAPTOP) * 0.6) / 100) * 100);
  });
});
