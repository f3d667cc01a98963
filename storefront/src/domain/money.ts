import { createMoneyFormat } from '@nexus-za/ui-kit/format';

/**
 * The one way the shop writes money (DECISIONS.md): rand as en-ZA writes it, a space between
 * thousands and a comma before cents, cents left out of whole amounts: `R 24 999`, `R 1 149,50`. The
 * layout hands it to every kit component (MoneyFormatProvider); the server writes the same text.
 */
export const formatRand = createMoneyFormat({ symbol: 'R', groupSeparator: ' ', decimalSeparator: ',' });

export const CURRENCY = 'ZAR';
export const CENTS_PER_RAND = 100;

/** Converts whole rand (as typed into a price filter) to the cents that all money in code is kept in. */
export function randToCents(rand: number): number {
  if (!Number.isSafeInteger(rand)) throw new RangeError(`randToCents expects whole rand, got ${String(rand)}`);
  return rand * CENTS_PER_RAND;
}
