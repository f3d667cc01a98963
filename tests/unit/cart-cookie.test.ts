// The cart's cookie (storefront/src/stores/cart-cookie.ts): the server paints a cold cart from it, so
// it must say exactly what storage says, and whatever a browser sends in it must never break a page.
import { describe, expect, it } from 'vitest';
import {
  CART_COOKIE_MAX_LENGTH,
  cartCookieString,
  cartCookieValue,
  decodeCartCookie,
  encodeCartCookie,
} from '../../storefront/src/stores/cart-cookie';
import { serverCartOf } from '../../storefront/src/stores/cart-store';

describe('the cart cookie', () => {
  it('carries single and team lines there and back', () => {
    const lines = [
      { id: 1, quantity: 2, team: false },
      { id: 14, quantity: 1, team: true, teamCode: '7KQ2M9XA' },
      { id: 14, quantity: 99, team: false },
    ];
    const value = encodeCartCookie(lines);
    expect(value).toBe('1-2.14-1-7KQ2M9XA.14-99');
    expect(decodeCartCookie(value)).toEqual(lines);
  });

  it('an empty cart is an empty value, and no cookie is no cart known', () => {
    expect(encodeCartCookie([])).toBe('');
    expect(serverCartOf('')).toEqual([]);
    expect(serverCartOf(undefined)).toBeNull();
  });

  it('finds its value among other cookies, first one winning', () => {
    expect(cartCookieValue('a=1; nexus_cart=1-2; b=3')).toBe('1-2');
    expect(cartCookieValue('nexus_cart=; other=1')).toBe('');
    expect(cartCookieValue('nexus_cart=3-1; nexus_cart=4-1')).toBe('3-1');
    expect(cartCookieValue('x_nexus_cart=1-1; nexus_carts=2-2')).toBeUndefined();
    expect(cartCookieValue('')).toBeUndefined();
    expect(cartCookieValue(null)).toBeUndefined();
  });

  it('skips what is malformed and keeps the rest', () => {
    expect(decodeCartCookie('1-2.<script>.0-1.2-0.3-1000.4-1-lowercase.5-1-TOOLONGCODE.6-3')).toEqual([
      { id: 1, quantity: 2, team: false },
      { id: 6, quantity: 3, team: false },
    ]);
    expect(decodeCartCookie('1-2'.padEnd(CART_COOKIE_MAX_LENGTH + 1, '.'))).toEqual([]);
    expect(decodeCartCookie(Array.from({ length: 201 }, () => '1-1').join('.'))).toEqual([]);
  });

  it('the server reads it through the same checks as storage', () => {
    // Unknown products, a team line without its team, a second line of the same kind, over 99.
    expect(serverCartOf('1-2.99999-1.2-1-7KQ2M9XA.1-5.3-150')).toEqual([
      { id: 1, quantity: 2, team: false },
      { id: 2, quantity: 1, team: true, teamCode: '7KQ2M9XA' },
      { id: 3, quantity: 99, team: false },
    ]);
    expect(serverCartOf('%3Cscript%3E')).toEqual([]);
  });

  it('is written for the whole site, Lax, Secure over https, and removed when it cannot hold the cart', () => {
    expect(cartCookieString('1-2', true)).toBe('nexus_cart=1-2; Path=/; SameSite=Lax; Secure; Max-Age=34560000');
    expect(cartCookieString('', false)).toBe('nexus_cart=; Path=/; SameSite=Lax; Max-Age=34560000');
    expect(cartCookieString(null, false)).toBe('nexus_cart=; Path=/; SameSite=Lax; Max-Age=0');
  });
});
