export { formatRand } from '@nexus-za/ui-kit/format';

export const CURRENCY = 'ZAR';
export const CENTS_PER_RAND = 100;

/** Converts whole rand (as typed into a price filter) to the cents that all money in code is kept in. */
export function randToCents(rand: number): number {
  if (!Number.isSafeInteger(rand)) throw new RangeError(`randToCents expects whole rand, got ${String(rand)}`);
  return rand * CENTS_PER_RAND;
}
