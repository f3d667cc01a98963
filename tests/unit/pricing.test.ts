import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getProduct } from '../../storefront/src/catalogue';
import {
  FREE_SHIPPING_FROM,
  SHIPPING_FEE,
  TEAM_DISCOUNT,
  TEAM_SIZE,
  VAT_RATE,
  formatRand,
  linesFromItems,
  priceCart,
  teamPrice,
} from '../../storefront/src/domain';

describe('pricing constants', () => {
  it('pins the South African rules', () => {
    expect(VAT_RATE).toBe(0.15);
    expect(SHIPPING_FEE).toBe(9_900);
    expect(FREE_SHIPPING_FROM).toBe(100_000);
    expect(TEAM_SIZE).toBe(3);
    expect(TEAM_DISCOUNT).toBe(0.4);
    expect(formatRand(SHIPPING_FEE)).toBe('R 99');
    expect(formatRand(FREE_SHIPPING_FROM)).toBe('R 1 000');
  });
});

describe('teamPrice', () => {
  it.each([
    [24_999_00, 14_999_40],
    [100, 60],
    [1, 1],
    [2, 1],
    [3, 2],
    [0, 0],
    [7_999_00, 4_799_40],
  ])('is 60%% of %i cents: %i', (price, expected) => {
    expect(teamPrice(price)).toBe(expected);
  });

  it('rounds halves up', () => {
    // 5 cents * 0.6 = 3; 25 * 0.6 = 15; 1 * 0.6 = 0.6 -> 1; 4 * 0.6 = 2.4 -> 2; 9 * 0.6 = 5.4 -> 5
    expect([5, 25, 1, 4, 9].map(teamPrice)).toEqual([3, 15, 1, 2, 5]);
  });

  it('is never more than half a cent away from 60%', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10 ** 10 }), (price) => {
        const result = teamPrice(price);
        return Number.isInteger(result) && Math.abs(result - price * 0.6) <= 0.5 + 1e-6;
      }),
    );
  });

  it('rejects fractional cents', () => {
    expect(() => teamPrice(10.5)).toThrow(RangeError);
    expect(() => teamPrice(-1)).toThrow(RangeError);
  });
});

describe('priceCart, VAT included (default)', () => {
  it('gives all zeros for an empty cart, shipping included', () => {
    expect(priceCart([])).toEqual({ itemCount: 0, subtotal: 0, shipping: 0, vat: 0, total: 0, vatMode: 'inclusive' });
  });

  it('charges R 99 shipping below R 1 000 and shows the VAT inside the subtotal', () => {
    expect(priceCart([{ unitPrice: 349_90, quantity: 2 }])).toEqual({
      itemCount: 2,
      subtotal: 699_80,
      shipping: 99_00,
      vat: 91_28,
      total: 798_80,
      vatMode: 'inclusive',
    });
  });

  it('charges shipping at R 999.99 and not at R 1 000', () => {
    expect(priceCart([{ unitPrice: 999_99, quantity: 1 }]).shipping).toBe(99_00);
    expect(priceCart([{ unitPrice: 999_99, quantity: 1 }]).total).toBe(1_098_99);
    expect(priceCart([{ unitPrice: 1_000_00, quantity: 1 }]).shipping).toBe(0);
    expect(priceCart([{ unitPrice: 1_000_00, quantity: 1 }]).total).toBe(1_000_00);
  });

  it('prices a MacBook Air and two headphones', () => {
    const totals = priceCart([
      { unitPrice: 24_999_00, quantity: 1 },
      { unitPrice: 7_999_00, quantity: 2 },
    ]);
    expect(totals).toEqual({
      itemCount: 3,
      subtotal: 40_997_00,
      shipping: 0,
      vat: 5_347_43,
      total: 40_997_00,
      vatMode: 'inclusive',
    });
    expect(formatRand(totals.vat)).toBe('R 5 347,43');
    expect(formatRand(totals.total)).toBe('R 40 997');
  });

  it('keeps total = subtotal + shipping and VAT = 15/115 of the subtotal', () => {
    const line = fc.record({ unitPrice: fc.integer({ min: 1, max: 100_000_00 }), quantity: fc.integer({ min: 1, max: 99 }) });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 50 }), (lines) => {
        const totals = priceCart(lines);
        expect(totals.total).toBe(totals.subtotal + totals.shipping);
        expect(Math.abs(totals.vat - (totals.subtotal * 15) / 115)).toBeLessThanOrEqual(0.5);
        expect(totals.shipping).toBe(totals.subtotal === 0 || totals.subtotal >= FREE_SHIPPING_FROM ? 0 : SHIPPING_FEE);
        expect(Number.isInteger(totals.vat)).toBe(true);
      }),
    );
  });
});

describe("priceCart, the spec's VAT on top", () => {
  it('adds 15% and shipping to the subtotal', () => {
    expect(priceCart([{ unitPrice: 500_00, quantity: 1 }], { vatMode: 'on-top' })).toEqual({
      itemCount: 1,
      subtotal: 500_00,
      shipping: 99_00,
      vat: 75_00,
      total: 674_00,
      vatMode: 'on-top',
    });
  });

  it('rounds VAT halves up to whole cents', () => {
    // 15% of R 0.10 is 1.5 cents
    expect(priceCart([{ unitPrice: 10, quantity: 1 }], { vatMode: 'on-top' }).vat).toBe(2);
    expect(priceCart([{ unitPrice: 349_90, quantity: 1 }], { vatMode: 'on-top' })).toMatchObject({ vat: 52_49, total: 501_39 });
  });

  it('uses the same shipping boundary', () => {
    expect(priceCart([{ unitPrice: 999_99, quantity: 1 }], { vatMode: 'on-top' })).toMatchObject({ shipping: 99_00, vat: 150_00, total: 1_248_99 });
    expect(priceCart([{ unitPrice: 1_000_00, quantity: 1 }], { vatMode: 'on-top' })).toMatchObject({ shipping: 0, vat: 150_00, total: 1_150_00 });
  });

  it('gives all zeros for an empty cart', () => {
    expect(priceCart([], { vatMode: 'on-top' })).toEqual({ itemCount: 0, subtotal: 0, shipping: 0, vat: 0, total: 0, vatMode: 'on-top' });
  });
});

describe('priceCart input checks', () => {
  it.each([
    [{ unitPrice: 10.5, quantity: 1 }],
    [{ unitPrice: -100, quantity: 1 }],
    [{ unitPrice: 100, quantity: 0 }],
    [{ unitPrice: 100, quantity: 1.5 }],
  ])('rejects %o', (line) => {
    expect(() => priceCart([line])).toThrow(RangeError);
  });
});

describe('linesFromItems', () => {
  it('prices from the catalogue, team lines at the team price, and reports unknown ids', () => {
    const { lines, unknownIds } = linesFromItems(
      [
        { id: 1, quantity: 1 },
        { id: 13, quantity: 2, team: true },
        { id: 9999, quantity: 1 },
      ],
      getProduct,
    );
    expect(unknownIds).toEqual([9999]);
    expect(lines.map(({ product, unitPrice, quantity, team }) => [product.id, unitPrice, quantity, team])).toEqual([
      [1, 24_999_00, 1, false],
      [13, 4_799_40, 2, true],
    ]);
    expect(priceCart(lines).subtotal).toBe(24_999_00 + 2 * 4_799_40);
  });
});
