import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUPON_ALPHABET, generateCoupon, isCoupon } from '../../storefront/core/domain';

/** A random source that hands out the given bytes in order, cycling when it runs out. */
function scriptedBytes(bytes: readonly number[]) {
  let next = 0;
  return (target: Uint8Array<ArrayBuffer>) => {
    for (let index = 0; index < target.length; index += 1) {
      target[index] = bytes[next % bytes.length] ?? 0;
      next += 1;
    }
    return target;
  };
}

describe('generateCoupon', () => {
  it('makes NEXUS- plus 8 uppercase letters or digits from the crypto source', () => {
    for (let run = 0; run < 200; run += 1) {
      expect(generateCoupon()).toMatch(/^NEXUS-[A-Z0-9]{8}$/);
    }
  });

  it('maps bytes onto the alphabet', () => {
    expect(generateCoupon(scriptedBytes([0, 1, 2, 25, 26, 35, 36, 71]))).toBe('NEXUS-ABCZ09A9');
  });

  it('redraws bytes that would bias the result', () => {
    // 252..255 would make A-D more likely than the rest, so they are skipped.
    expect(generateCoupon(scriptedBytes([252, 253, 254, 255, 7]))).toBe('NEXUS-HHHHHHHH');
  });

  it('gives up instead of hanging on a broken source', () => {
    expect(() => generateCoupon(scriptedBytes([255]))).toThrow();
  });

  it('maps the usable bytes onto each character exactly 7 times', () => {
    const counts = new Map<string, number>();
    for (let byte = 0; byte < 252; byte += 1) {
      const char = generateCoupon(scriptedBytes([byte])).slice('NEXUS-'.length, 'NEXUS-'.length + 1);
      counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect(counts.size).toBe(36);
    expect(new Set(counts.values())).toEqual(new Set([7]));
  });

  it('spreads the crypto source across the alphabet', () => {
    const counts = new Map<string, number>();
    for (let run = 0; run < 2_000; run += 1) {
      for (const char of generateCoupon().slice(6)) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect(counts.size).toBe(36);
    const expected = (2_000 * 8) / 36;
    for (const count of counts.values()) expect(Math.abs(count - expected)).toBeLessThan(expected * 0.35);
  });

  it('always yields a valid coupon from any byte stream with usable bytes', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 64 }).filter((bytes) => bytes.some((byte) => byte < 252)), (bytes) =>
        isCoupon(generateCoupon(scriptedBytes(bytes))),
      ),
    );
  });
});

describe('isCoupon', () => {
  it.each(['NEXUS-ABCDEFGH', 'NEXUS-12345678', 'NEXUS-A1B2C3D4'])('accepts %s', (code) => {
    expect(isCoupon(code)).toBe(true);
  });

  it.each(['', 'NEXUS-', 'NEXUS-abcdefgh', 'NEXUS-ABCDEFG', 'NEXUS-ABCDEFGHI', 'nexus-ABCDEFGH', 'FLASH30', ' NEXUS-ABCDEFGH'])(
    'rejects %j',
    (code) => {
      expect(isCoupon(code)).toBe(false);
    },
  );

  it('has a 36-character alphabet', () => {
    expect(COUPON_ALPHABET).toHaveLength(36);
  });
});
