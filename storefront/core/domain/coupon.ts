export const COUPON_PREFIX = 'NEXUS-';
export const COUPON_LENGTH = 8;
export const COUPON_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Bytes at or above this would favour the first letters of the alphabet, so they are redrawn. */
const UNBIASED_LIMIT = 256 - (256 % COUPON_ALPHABET.length);
/** A working random source essentially never needs this many draws; a broken one must not hang the page. */
const MAX_DRAWS = 64;

const COUPON_PATTERN = new RegExp(`^${COUPON_PREFIX}[A-Z0-9]{${COUPON_LENGTH}}$`);

/** Fills `bytes` with random values in place, as `crypto.getRandomValues` does. */
export type RandomValues = (bytes: Uint8Array<ArrayBuffer>) => unknown;

const cryptoRandomValues: RandomValues = (bytes) => crypto.getRandomValues(bytes);

/**
 * A prize coupon such as 'NEXUS-7KQ2M9XA', drawn from a cryptographic source by default, every
 * character equally likely.
 */
export function generateCoupon(randomValues: RandomValues = cryptoRandomValues): string {
  let code = '';
  for (let draw = 0; draw < MAX_DRAWS && code.length < COUPON_LENGTH; draw += 1) {
    const bytes = new Uint8Array(COUPON_LENGTH * 2);
    randomValues(bytes);
    for (const byte of bytes) {
      if (code.length === COUPON_LENGTH) break;
      if (byte < UNBIASED_LIMIT) code += COUPON_ALPHABET[byte % COUPON_ALPHABET.length];
    }
  }
  if (code.length < COUPON_LENGTH) throw new Error('The random source gave too few usable bytes for a coupon');
  return COUPON_PREFIX + code;
}

export function isCoupon(value: string): boolean {
  return COUPON_PATTERN.test(value);
}
