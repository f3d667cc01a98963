import { describe, expect, it } from 'vitest';
import { DELIVERY_COST, DELIVERY_DAYS, DELIVERY_PROMISE, DISPATCH_DAYS, expectedDelivery, expectedDeliveryDate, formatDeliveryDate, TRANSIT_DAYS } from '../../storefront/core/domain';

describe('expected delivery', () => {
  it('is four days after the order (1 day plus 3 days)', () => {
    const ordered = new Date(2026, 10, 21, 14, 30);
    expect(expectedDelivery(ordered)).toEqual(new Date(2026, 10, 25, 14, 30));
    expect(formatDeliveryDate(expectedDelivery(ordered))).toBe('Wednesday, November 25');
  });

  it('rolls over months, years and leap days', () => {
    expect(formatDeliveryDate(expectedDelivery(new Date(2025, 11, 30)))).toBe('Saturday, January 3');
    expect(formatDeliveryDate(expectedDelivery(new Date(2024, 1, 27)))).toBe('Saturday, March 2');
    expect(formatDeliveryDate(expectedDelivery(new Date(2023, 1, 27)))).toBe('Friday, March 3');
  });

  it('does not change the date it is given', () => {
    const ordered = new Date(2026, 0, 1);
    expectedDelivery(ordered);
    expect(ordered).toEqual(new Date(2026, 0, 1));
  });

  it.each([
    [new Date(2026, 0, 4), 'Sunday, January 4'],
    [new Date(2026, 1, 9), 'Monday, February 9'],
    [new Date(2026, 4, 12), 'Tuesday, May 12'],
    [new Date(2026, 6, 16), 'Thursday, July 16'],
    [new Date(2026, 8, 18), 'Friday, September 18'],
    [new Date(2026, 9, 31), 'Saturday, October 31'],
    [new Date(2026, 11, 1), 'Tuesday, December 1'],
  ])('formats %s as %s', (date, expected) => {
    expect(formatDeliveryDate(date)).toBe(expected);
  });

  it('rejects invalid dates', () => {
    expect(() => formatDeliveryDate(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => expectedDelivery(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('the one delivery promise', () => {
  it('counts days as a shopper in South Africa does, whatever the clock of the server or device', () => {
    // 23:30 on 22 November in Johannesburg is 21:30 UTC: still the 22nd there.
    expect(expectedDeliveryDate(new Date('2026-11-22T21:30:00Z'))).toBe('Thursday, November 26');
    // 00:30 on 23 November in Johannesburg is 22:30 UTC on the 22nd: already the 23rd there.
    expect(expectedDeliveryDate(new Date('2026-11-22T22:30:00Z'))).toBe('Friday, November 27');
  });

  it('says the same number of days the dates are computed with, and only South Africa', () => {
    expect(DELIVERY_DAYS).toBe(DISPATCH_DAYS + TRANSIT_DAYS);
    expect(DELIVERY_PROMISE).toBe(`Delivered within ${DELIVERY_DAYS} days of your order, anywhere in South Africa.`);
    expect(DELIVERY_COST).toBe('Delivery is free on orders of R 1 000 or more; smaller orders pay a flat R 99.');
  });
});
