/**
 * The one way the shop writes money (docs/decisions.md): rand as en-ZA writes it, a space between
 * thousands and a comma before cents, cents left out of whole amounts: `R 24 999`, `R 1 149,50`. The
 * layout hands it to every kit component (MoneyFormatProvider, whose `MoneyFormat` this satisfies);
 * the server writes the same text. Written here rather than borrowed from the kit: the shop's rules
 * sit below its UI.
 */
export function formatRand(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`formatRand expects integer cents, got ${String(cents)}`);
  const absolute = Math.abs(cents);
  // Groups of three digits from the right, each preceded by a space: 24999 -> '24 999'.
  const rand = String(Math.floor(absolute / CENTS_PER_RAND)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const remainder = absolute % CENTS_PER_RAND;
  const written = remainder === 0 ? `R ${rand}` : `R ${rand},${String(remainder).padStart(2, '0')}`;
  return cents < 0 ? `-${written}` : written;
}

export const CURRENCY = 'ZAR';
export const CENTS_PER_RAND = 100;

/** Converts whole rand (as typed into a price filter) to the cents that all money in code is kept in. */
export function randToCents(rand: number): number {
  if (!Number.isSafeInteger(rand)) throw new RangeError(`randToCents expects whole rand, got ${String(rand)}`);
  return rand * CENTS_PER_RAND;
}
