import { describe, expect, it } from 'vitest';
import { caretAfterDigits, formatCardNumber, formatExpiry } from '../../storefront/core/card/card-format';
import { newIdempotencyKey } from '../../storefront/src/checkout/idempotency';
import { localCardErrors, NAME_ON_CARD_REQUIRED } from '../../storefront/src/checkout/local-card-form';

// Luhn, expiry and CVC rules are tested with luhn.ts (checkout-card-validation.test.ts); these are the form's own.
const NOW = new Date(2026, 4, 15);

describe('local card form checks', () => {
  it('reports every field at once, including the name on the card', () => {
    expect(localCardErrors({ number: '', expiry: '', cvc: '', name: ' ' }, NOW)).toEqual({
      number: 'Please enter your card number.',
      expiry: "Please enter your card's expiration date.",
      cvc: "Please enter your card's security code.",
      name: NAME_ON_CARD_REQUIRED,
    });
    expect(localCardErrors({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'T Nkosi' }, NOW)).toEqual({});
  });
});

describe('card number and expiry formatting', () => {
  it('groups digits as printed on the card and drops everything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42a')).toBe('4242 4242 42');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('42424242424242424242424')).toBe('4242 4242 4242 4242 424');
  });

  it('adds the expiry slash once the year is being typed, so deleting past it works', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/345')).toBe('12/34');
  });

  it('puts the caret back after the same digit', () => {
    expect(caretAfterDigits('4242 4242 42', 5)).toBe(6);
    expect(caretAfterDigits('4242 4242 42', 4)).toBe(4);
    expect(caretAfterDigits('4242', 0)).toBe(0);
    expect(caretAfterDigits('4242', 9)).toBe(4);
  });
});

describe('idempotency keys', () => {
  it('are random UUIDs, also where crypto.randomUUID is missing (plain http)', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const insecure = { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) } as Crypto;
    const keys = new Set([newIdempotencyKey(), newIdempotencyKey(), newIdempotencyKey(insecure), newIdempotencyKey(insecure)]);
    expect(keys.size).toBe(4);
    for (const key of keys) expect(key).toMatch(uuid);
  });
});
