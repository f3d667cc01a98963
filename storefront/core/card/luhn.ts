/**
 * Card checks for the local card form (used when no Stripe key is configured). The messages are the
 * ones Stripe Elements shows, so that shoppers read the same words whichever form they get.
 */

export type CardField = 'number' | 'expiry' | 'cvc';

export interface CardInput {
  number: string;
  /** As typed: 'MM/YY', 'MM / YY' or 'MMYY'. */
  expiry: string;
  cvc: string;
}

/** Digits of a card number as typed with spaces or hyphens between groups; null if anything else is there. */
export function cardDigits(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d*$/.test(digits) ? digits : null;
}

/** The Luhn (mod 10) checksum every payment card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** American Express numbers start with 34 or 37, have 15 digits and a 4-digit security code. */
export function isAmex(digits: string): boolean {
  return /^3[47]/.test(digits);
}

/** Lengths a number of this brand can have: Amex 15, Diners Club 14 or 16 to 19, the others 16 to 19. */
function cardLengths(digits: string): readonly number[] {
  if (isAmex(digits)) return [15];
  if (/^3(?:0[0-5]|[689])/.test(digits)) return [14, 16, 17, 18, 19];
  return [16, 17, 18, 19];
}

export function cardNumberError(input: string): string | null {
  const digits = cardDigits(input);
  if (digits === null) return 'Your card number is invalid.';
  if (digits.length === 0) return 'Please enter your card number.';
  const lengths = cardLengths(digits);
  if (digits.length < Math.min(...lengths)) return 'Your card number is incomplete.';
  if (!lengths.includes(digits.length) || !passesLuhn(digits)) return 'Your card number is invalid.';
  return null;
}

export interface Expiry {
  month: number;
  /** Four-digit year. */
  year: number;
}

export function parseExpiry(input: string): Expiry | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2})\s*$/.exec(input);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** `now` is injectable so that tests do not depend on the calendar. */
export function expiryError(input: string, now: Date = new Date()): string | null {
  if (input.trim() === '') return "Please enter your card's expiration date.";
  if (!/^\s*\d{1,2}\s*\/?\s*\d{2}\s*$/.test(input)) return "Your card's expiration date is incomplete.";
  const expiry = parseExpiry(input);
  if (!expiry) return "Your card's expiration month is invalid.";
  // A card is valid to the end of its expiry month.
  const currentMonth = now.getFullYear() * 12 + now.getMonth();
  const expiryMonth = expiry.year * 12 + (expiry.month - 1);
  if (expiryMonth < currentMonth) return "Your card's expiration date is in the past.";
  if (expiry.year > now.getFullYear() + 50) return "Your card's expiration year is invalid.";
  return null;
}

export function cvcError(input: string, cardNumber = ''): string | null {
  const cvc = input.trim();
  if (cvc === '') return "Please enter your card's security code.";
  if (!/^\d+$/.test(cvc)) return "Your card's security code is invalid.";
  const digits = cardDigits(cardNumber) ?? '';
  const expected = isAmex(digits) ? 4 : 3;
  if (cvc.length < expected) return "Your card's security code is incomplete.";
  if (cvc.length > 4 || (cvc.length === 4 && !isAmex(digits) && digits.length > 0)) {
    return "Your card's security code is invalid.";
  }
  return null;
}

/** Every field's error; an empty object when the card can be submitted. */
export function validateCard(card: CardInput, now: Date = new Date()): Partial<Record<CardField, string>> {
  const errors: Partial<Record<CardField, string>> = {};
  const number = cardNumberError(card.number);
  const expiry = expiryError(card.expiry, now);
  const cvc = cvcError(card.cvc, card.number);
  if (number) errors.number = number;
  if (expiry) errors.expiry = expiry;
  if (cvc) errors.cvc = cvc;
  return errors;
}
