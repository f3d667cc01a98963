import { describe, expect, it } from 'vitest';
import { formatRand } from '@nexus-za/ui-kit/format';

// Runs in Node (unit project) and in Chromium (browser project): both must print the same strings.
describe('formatRand', () => {
  it.each([
    [0, 'R 0'],
    [1, 'R 0,01'],
    [50, 'R 0,50'],
    [100, 'R 1'],
    [99_00, 'R 99'],
    [999_99, 'R 999,99'],
    [1_000_00, 'R 1 000'],
    [1_149_50, 'R 1 149,50'],
    [24_999_00, 'R 24 999'],
    [249_999_00, 'R 249 999'],
    [1_234_567_89, 'R 1 234 567,89'],
    [-50_00, '-R 50'],
    [-1_149_50, '-R 1 149,50'],
  ])('formats %i cents as %s', (cents, expected) => {
    expect(formatRand(cents)).toBe(expected);
  });

  it('separates thousands with a plain space, never a no-break space', () => {
    expect(formatRand(1_000_000_00)).toBe('R\u00201\u0020000\u0020000');
  });

  it('prints negative zero as zero', () => {
    expect(formatRand(-0)).toBe('R 0');
  });

  it.each([0.5, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('rejects %s', (bad) => {
    expect(() => formatRand(bad)).toThrow(RangeError);
  });
});
