import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRand } from '@nexus-za/ui-kit/format';

const FORMAT = /^-?R \d{1,3}( \d{3})*(,\d{2})?$/;

function parseRand(text: string): number {
  const negative = text.startsWith('-');
  const [rands = '', cents = '00'] = text.replace(/^-?R /, '').split(',');
  const value = Number(rands.replaceAll(' ', '')) * 100 + Number(cents);
  return negative ? -value : value;
}

describe('formatRand properties', () => {
  const cents = fc.integer({ min: -(2 ** 50), max: 2 ** 50 });

  it('always prints the en-ZA shape', () => {
    fc.assert(fc.property(cents, (value) => FORMAT.test(formatRand(value))));
  });

  it('round-trips through a parse', () => {
    fc.assert(fc.property(cents, (value) => parseRand(formatRand(value)) === value));
  });

  it('shows decimals exactly when the amount is not whole rands', () => {
    fc.assert(fc.property(cents, (value) => formatRand(value).includes(',') === (value % 100 !== 0)));
  });

  it('agrees with a plain grouping of the digits', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10 ** 12 }), (rands) => {
        const grouped = String(rands).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
        expect(formatRand(rands * 100)).toBe(`R ${grouped}`);
      }),
    );
  });
});
