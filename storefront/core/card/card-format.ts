import { isAmex } from './luhn';

/** Longest card number any brand issues. */
export const MAX_CARD_DIGITS = 19;

/** Digit groups as printed on the card: Amex 4-6-5, Diners Club 4-6-4, the others in fours. */
function groupSizes(digits: string): readonly number[] {
  if (isAmex(digits)) return [4, 6, 5];
  if (/^3(?:0[0-5]|[689])/.test(digits)) return [4, 6, 4];
  return [4, 4, 4, 4, 3];
}

/** `'4242424242424242'` -> `'4242 4242 4242 4242'`; anything but digits is dropped first. */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, MAX_CARD_DIGITS);
  const groups: string[] = [];
  let start = 0;
  for (const size of groupSizes(digits)) {
    if (start >= digits.length) break;
    groups.push(digits.slice(start, start + size));
    start += size;
  }
  return groups.join(' ');
}

/**
 * `'1228'` -> `'12/28'`. The slash appears only once the year is being typed, so that deleting back
 * over it never puts it straight back.
 */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Where the caret goes after formatting: just after the same number of digits as before it. */
export function caretAfterDigits(formatted: string, digitsBeforeCaret: number): number {
  if (digitsBeforeCaret <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index] ?? '')) seen += 1;
    if (seen === digitsBeforeCaret) return index + 1;
  }
  return formatted.length;
}
