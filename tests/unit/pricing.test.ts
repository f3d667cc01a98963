import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getProduct } from '../../storefront/core/catalogue';
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
} from '../../storefront/core/domain';

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
    [24_999_00, 14_999_00],
    [7_999_00, 4_799_00],
    [14_999_00, 8_999_00],
    [1_000_00, 600_00],
    [100, 0],
    [0, 0],
  ])('is 60%% of %i cents, rounded down to a whole rand: %i', (price, expected) => {
    expect(teamPrice(price)).toBe(expected);
  });

  it('is a whole rand, never more than 60% and less than R 1 under it', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10 ** 10 }), (price) => {
        const result = teamPrice(price);
        return Number.isInteger(result) && result % 100 === 0 && result <= price * 0.6 + 1e-6 && price * 0.6 - result < 100;
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
    expect(priceCart([])).toEqual({ itemCount: 0, subtotal: 0, discount: 0, shipping: 0, vat: 0, total: 0, vatMode: 'inclusive' });
  });

  it('charges R 99 shipping below R 1 000 and shows the VAT inside the total, delivery included', () => {
    expect(priceCart([{ unitPrice: 349_90, quantity: 2 }])).toEqual({
      itemCount: 2,
      subtotal: 699_80,
      discount: 0,
      shipping: 99_00,
      // 15/115 of R 798,80: delivery is taxable too.
      vat: 104_19,
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
      discount: 0,
      shipping: 0,
      vat: 5_347_43,
      total: 40_997_00,
      vatMode: 'inclusive',
    });
    expect(formatRand(totals.vat)).toBe('R 5 347,43');
    expect(formatRand(totals.total)).toBe('R 40 997');
  });

  it('shows R 849 + R 99 delivery with R 123,65 VAT (15/115 of R 948), not VAT on the goods alone', () => {
    const totals = priceCart([{ unitPrice: 849_00, quantity: 1 }]);
    expect(totals).toMatchObject({ shipping: 99_00, total: 948_00, vat: 123_65 });
    expect(formatRand(totals.vat)).toBe('R 123,65');
  });

  it('keeps total = subtotal + shipping and VAT = 15/115 of the total', () => {
    const line = fc.record({ unitPrice: fc.integer({ min: 1, max: 100_000_00 }), quantity: fc.integer({ min: 1, max: 99 }) });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 50 }), (lines) => {
        const totals = priceCart(lines);
        expect(totals.total).toBe(totals.subtotal + totals.shipping);
        expect(Math.abs(totals.vat - (totals.total * 15) / 115)).toBeLessThanOrEqual(0.5);
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
      discount: 0,
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
    expect(priceCart([], { vatMode: 'on-top' })).toEqual({ itemCount: 0, subtotal: 0, discount: 0, shipping: 0, vat: 0, total: 0, vatMode: 'on-top' });
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
      [13, 4_799_00, 2, true],
    ]);
    expect(priceCart(lines).subtotal).toBe(24_999_00 + 2 * 4_799_00);
  });
});

describe('priceCart with a coupon (docs/decisions.md, Coupons)', () => {
  it('a voucher takes its value off the goods, never off shipping; VAT is 15/115 of the new total', () => {
    // R 1 500 of goods ships free (decided on the goods before the voucher); R 500 off leaves R 1 000.
    expect(priceCart([{ unitPrice: 1_500_00, quantity: 1 }], { discount: { kind: 'voucher', value: 500_00 } })).toEqual({
      itemCount: 1,
      subtotal: 1_500_00,
      discount: 500_00,
      shipping: 0,
      vat: 130_43,
      total: 1_000_00,
      vatMode: 'inclusive',
    });
    // Below R 1 000 the R 99 delivery is charged as before.
    expect(priceCart([{ unitPrice: 849_00, quantity: 1 }], { discount: { kind: 'voucher', value: 500_00 } })).toMatchObject({
      discount: 500_00,
      shipping: 99_00,
      total: 448_00,
      vat: 58_43,
    });
  });

  it('gives no change: a voucher worth more than the goods leaves only the shipping', () => {
    expect(priceCart([{ unitPrice: 849_00, quantity: 1 }], { discount: { kind: 'voucher', value: 2_000_00 } })).toMatchObject({
      discount: 849_00,
      shipping: 99_00,
      total: 99_00,
    });
  });

  it('FLASH30 takes 15% of the goods, halves of a cent to the shopper', () => {
    expect(priceCart([{ unitPrice: 24_999_00, quantity: 1 }], { discount: { kind: 'percent', percent: 15 } })).toMatchObject({
      discount: 3_749_85,
      total: 21_249_15,
    });
    expect(priceCart([{ unitPrice: 10, quantity: 1 }], { discount: { kind: 'percent', percent: 15 } }).discount).toBe(2);
  });

  it('keeps total = subtotal - discount + shipping, with the discount between 0 and the goods', () => {
    const line = fc.record({ unitPrice: fc.integer({ min: 1, max: 100_000_00 }), quantity: fc.integer({ min: 1, max: 99 }) });
    const discount = fc.oneof(
      fc.record({ kind: fc.constant('voucher' as const), value: fc.integer({ min: 0, max: 5_000_00 }) }),
      fc.record({ kind: fc.constant('percent' as const), percent: fc.integer({ min: 1, max: 100 }) }),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), discount, (lines, coupon) => {
        const totals = priceCart(lines, { discount: coupon });
        expect(totals.discount).toBeGreaterThanOrEqual(0);
        expect(totals.discount).toBeLessThanOrEqual(totals.subtotal);
        expect(totals.total).toBe(totals.subtotal - totals.discount + totals.shipping);
        expect(totals.shipping).toBe(priceCart(lines).shipping);
      }),
    );
  });

  it('refuses a percentage that is not a whole number from 1 to 100', () => {
    for (const percent of [0, 101, 1.5, -5]) {
      expect(() => priceCart([{ unitPrice: 100, quantity: 1 }], { discount: { kind: 'percent', percent } })).toThrow(RangeError);
    }
  });
});
