export interface MoneyFormatOptions {
  /** Written before the amount, e.g. 'R' or '$'. */
  symbol: string;
  /** Between the symbol and the digits. @default ' ' */
  symbolSeparator?: string;
  /** Between groups of three digits, e.g. ' ' or ','. */
  groupSeparator: string;
  /** Before the cents, e.g. ',' or '.'. */
  decimalSeparator: string;
  /** Cents are left out of whole amounts (`R 24 999`, not `R 24 999,00`). @default true */
  omitZeroCents?: boolean;
}

/** Turns an amount in integer cents into the text a shopper reads. */
export type MoneyFormat = (cents: number) => string;

function groupThousands(digits: string, separator: string): string {
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) {
    groups.unshift(digits.slice(Math.max(0, end - 3), end));
  }
  return groups.join(separator);
}

/**
 * Makes a formatter for amounts in integer cents that writes the same text in every runtime:
 * `Intl.NumberFormat` gives different separators for one locale in Node and in browsers, so prices
 * rendered on a server would not match the ones the browser renders. Negative amounts get a leading
 * `-` (`-R 50`).
 *
 * @throws RangeError (from the formatter) when `cents` is not a safe integer: money is never fractional cents.
 */
export function createMoneyFormat({
  symbol,
  symbolSeparator = ' ',
  groupSeparator,
  decimalSeparator,
  omitZeroCents = true,
}: MoneyFormatOptions): MoneyFormat {
  return (cents) => {
    if (!Number.isSafeInteger(cents)) throw new RangeError(`A money format expects integer cents, got ${String(cents)}`);
    const sign = cents < 0 ? '-' : '';
    const absolute = Math.abs(cents);
    const whole = `${sign}${symbol}${symbolSeparator}${groupThousands(String(Math.floor(absolute / 100)), groupSeparator)}`;
    const remainder = absolute % 100;
    return remainder === 0 && omitZeroCents ? whole : `${whole}${decimalSeparator}${String(remainder).padStart(2, '0')}`;
  };
}
