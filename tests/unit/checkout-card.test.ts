import { describe, expect, it } from 'vitest';
import { caretAfterDigits, formatCardNumber, formatExpiry } from '../../storefront/src/checkout/card-format';
import { newIdempotencyKey } from '../../storefront/src/checkout/idempotency';
import { localCardErrors, NAME_ON_CARD_REQUIRED } from '../../storefront/src/checkout/local-card-form';
import { cardNumberError, cvcError, expiryError, passesLuhn } from '../../storefront/src/checkout/luhn';
import { testPaymentMethodId } from '../../storefront/src/checkout/test-payment-method';

// The middle of a month, so that 'this month' and 'last month' are unambiguous in every time zone.
const NOW = new Date(2026, 4, 15);

describe('Luhn check', () => {
  it.each(['4242424242424242', '4000000000000002', '4000000000009995', '5555555555554444', '378282246310005'])(
    'accepts the test card %s',
    (digits) => expect(passesLuhn(digits)).toBe(true),
  );

  it('refuses a number with one digit changed or two digits swapped', () => {
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('2442424242424242')).toBe(false);
  });

  it('gives the shopper a message for empty, short, wrong and non-digit numbers', () => {
    expect(cardNumberError('')).toBe('Please enter your card number.');
    expect(cardNumberError('4242 4242')).toBe('Your card number is incomplete.');
    expect(cardNumberError('4242 4242 4242 4241')).toBe('Your card number is invalid.');
    expect(cardNumberError('4242-4242-4242-424x')).toBe('Your card number is invalid.');
    expect(cardNumberError('4242 4242 4242 4242')).toBeNull();
  });
});

describe('expiry date', () => {
  it('accepts this month and later', () => {
    expect(expiryError('05/26', NOW)).toBeNull();
    expect(expiryError('12/34', NOW)).toBeNull();
  });

  it('refuses last month, impossible months and half-typed dates', () => {
    expect(expiryError('04/26', NOW)).toBe("Your card's expiration date is in the past.");
    expect(expiryError('13/27', NOW)).toBe("Your card's expiration month is invalid.");
    expect(expiryError('12/', NOW)).toBe("Your card's expiration date is incomplete.");
    expect(expiryError('', NOW)).toBe("Please enter your card's expiration date.");
  });
});

describe('security code', () => {
  it('takes 3 digits, and 4 for American Express', () => {
    expect(cvcError('123', '4242 4242 4242 4242')).toBeNull();
    expect(cvcError('12', '4242 4242 4242 4242')).toBe("Your card's security code is incomplete.");
    expect(cvcError('1234', '4242 4242 4242 4242')).toBe("Your card's security code is invalid.");
    expect(cvcError('123', '3782 822463 10005')).toBe("Your card's security code is incomplete.");
    expect(cvcError('1234', '3782 822463 10005')).toBeNull();
  });
});

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

  it("names the card to the test gateway by its digits, the gateway's payment method format", () => {
    expect(testPaymentMethodId('4000 0000 0000 0002')).toBe('pm_test_4000000000000002');
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
