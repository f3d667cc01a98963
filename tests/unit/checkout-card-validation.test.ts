import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardNumberError,
  cvcError,
  expiryError,
  parseExpiry,
  passesLuhn,
  validateCard,
} from '../../storefront/core/card/luhn';
import {
  cardDigitsFromTestPaymentMethod,
  testPaymentMethodId,
} from '../../storefront/core/card/test-payment-method';

// 21 November 2026: fixed so that expiry checks do not depend on the calendar.
const NOW = new Date(2026, 10, 21);

describe('passesLuhn', () => {
  it.each(['4242424242424242', '4000000000000002', '4000000000009995', '5555555555554444', '378282246310005', '79927398713'])(
    'accepts %s',
    (digits) => expect(passesLuhn(digits)).toBe(true),
  );

  it.each(['4242424242424241', '79927398710', '1234567812345678', '', '4242 4242'])('refuses %j', (digits) =>
    expect(passesLuhn(digits)).toBe(false),
  );

  it('catches every single-digit typo', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (position, change) => {
        const digits = '4242424242424242'.split('');
        digits[position] = String((Number(digits[position]) + change) % 10);
        expect(passesLuhn(digits.join(''))).toBe(false);
      }),
    );
  });
});

describe('cardNumberError', () => {
  it.each([
    ['4242 4242 4242 4242', null],
    ['4242-4242-4242-4242', null],
    ['3782 822463 10005', null],
    ['3056 9300 0902 0004', null],
    ['3622 720627 1667', null],
    ['', 'Please enter your card number.'],
    ['4242 4242 4242', 'Your card number is incomplete.'],
    ['3782 822463 1000', 'Your card number is incomplete.'],
    ['4242 4242 4242 4241', 'Your card number is invalid.'],
    ['4242 4242 4242 424x', 'Your card number is invalid.'],
    ['4242 4242 4242 4242 4242', 'Your card number is invalid.'],
  ])('%j -> %j', (input, message) => expect(cardNumberError(input)).toBe(message));
});

describe('expiryError', () => {
  it.each([
    ['11/26', null],
    ['12/26', null],
    ['01 / 30', null],
    ['0127', null],
    ['10/26', "Your card's expiration date is in the past."],
    ['12/25', "Your card's expiration date is in the past."],
    ['', "Please enter your card's expiration date."],
    ['12/2', "Your card's expiration date is incomplete."],
    ['12-2028', "Your card's expiration date is incomplete."],
    ['13/28', "Your card's expiration month is invalid."],
    ['00/28', "Your card's expiration month is invalid."],
    ['12/99', "Your card's expiration year is invalid."],
  ])('%j -> %j', (input, message) => expect(expiryError(input, NOW)).toBe(message));

  it('reads MM/YY as a month and a year in this century', () => {
    expect(parseExpiry('04/29')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry('4/29')).toEqual({ month: 4, year: 2029 });
  });
});

describe('cvcError', () => {
  it.each([
    ['123', '4242 4242 4242 4242', null],
    ['1234', '3782 822463 10005', null],
    ['1234', '', null],
    ['', '4242 4242 4242 4242', "Please enter your card's security code."],
    ['12', '4242 4242 4242 4242', "Your card's security code is incomplete."],
    ['123', '3782 822463 10005', "Your card's security code is incomplete."],
    ['1234', '4242 4242 4242 4242', "Your card's security code is invalid."],
    ['12a', '4242 4242 4242 4242', "Your card's security code is invalid."],
    ['12345', '', "Your card's security code is invalid."],
  ])('%j for %j -> %j', (cvc, number, message) => expect(cvcError(cvc, number)).toBe(message));
});

describe('validateCard', () => {
  it('has no errors for a good test card', () => {
    expect(validateCard({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, NOW)).toEqual({});
  });

  it('names every field that is wrong', () => {
    expect(validateCard({ number: '4242', expiry: '01/20', cvc: '' }, NOW)).toEqual({
      number: 'Your card number is incomplete.',
      expiry: "Your card's expiration date is in the past.",
      cvc: "Please enter your card's security code.",
    });
  });
});

describe('test payment method ids', () => {
  it('names the card digits so that the test gateway can follow Stripe’s test cards', () => {
    expect(testPaymentMethodId('4242 4242 4242 4242')).toBe('pm_test_4242424242424242');
    expect(cardDigitsFromTestPaymentMethod('pm_test_4000000000009995')).toBe('4000000000009995');
  });

  it('round-trips any card number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12,19}$/), (digits) => {
        expect(cardDigitsFromTestPaymentMethod(testPaymentMethodId(digits))).toBe(digits);
      }),
    );
  });

  it('does not read other ids as cards', () => {
    expect(cardDigitsFromTestPaymentMethod('pm_card_visa')).toBeNull();
    expect(cardDigitsFromTestPaymentMethod('pm_test_42')).toBeNull();
    expect(cardDigitsFromTestPaymentMethod('pm_test_4242x24242424242')).toBeNull();
    expect(() => testPaymentMethodId('4242')).toThrow(RangeError);
  });
});
