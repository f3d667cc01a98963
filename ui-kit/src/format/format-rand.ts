const THOUSANDS_SEPARATOR = ' ';
const DECIMAL_SEPARATOR = ',';

function groupThousands(digits: string): string {
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) {
    groups.unshift(digits.slice(Math.max(0, end - 3), end));
  }
  return groups.join(THOUSANDS_SEPARATOR);
}

/**
 * Formats an amount of South African rand given in integer cents, the way en-ZA writes it:
 * `R 24 999` for whole rands, `R 1 149,50` otherwise, `-R 50` for negative amounts.
 *
 * Written by hand because `Intl.NumberFormat('en-ZA')` gives different separators in Node and in
 * Chromium, and prices must read the same in server-rendered text, tests and the browser.
 *
 * @throws RangeError when `cents` is not a safe integer (money is never fractional cents).
 */
export function formatRand(cents: number): string {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`formatRand expects integer cents, got ${String(cents)}`);
  }
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const rands = Math.floor(absolute / 100);
  const remainder = absolute % 100;
  const whole = `${sign}R ${groupThousands(String(rands))}`;
  return remainder === 0 ? whole : `${whole}${DECIMAL_SEPARATOR}${String(remainder).padStart(2, '0')}`;
}
