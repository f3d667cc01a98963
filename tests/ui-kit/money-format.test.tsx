import '../../ui-kit/src/styles.css';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { CartSummary } from '../../ui-kit/src/cart-summary';
import { createMoneyFormat, formatRand } from '../../ui-kit/src/format';
import { MoneyFormatProvider } from '../../ui-kit/src/money-format';
import { Price } from '../../ui-kit/src/price';
import { ProductBuyBox } from '../../ui-kit/src/product-modal';

const euro = createMoneyFormat({ symbol: '€', symbolSeparator: '', groupSeparator: '.', decimalSeparator: ',' });

const product = {
  id: 3,
  name: 'Samsung 65" QLED',
  brand: 'Samsung',
  description: 'A 65-inch QLED television.',
  price: 18_999_00,
  originalPrice: 21_999_00,
  image: '/images/products/does-not-exist.svg',
  imageAlt: 'Samsung 65-inch QLED television',
};

describe('MoneyFormatProvider: the app owns how money reads', () => {
  it('gives its format to every kit component below it: Price, the buy box, CartSummary', async () => {
    const screen = await render(
      <MoneyFormatProvider format={euro}>
        <Price amount={1_149_50} />
        <ProductBuyBox product={product} onAddToCart={() => undefined} teamPrice={11_399_00} teamMembers={3} onJoinTeam={() => undefined} shareUrl="https://example.com/p/3" />
        <CartSummary totals={{ itemCount: 1, subtotal: 18_999_00, discount: 0, shipping: 0, vat: 2_478_13, total: 18_999_00, vatMode: 'inclusive' }} />
      </MoneyFormatProvider>,
    );
    await expect.element(screen.getByText('€1.149,50')).toBeVisible();
    await expect.element(screen.getByText('Now €18.999')).toBeInTheDocument();
    await expect.element(screen.getByText('€21.999')).toBeVisible();
    await expect.element(screen.getByText('€2.478,13')).toBeVisible();
    // No tax rule in the kit: without a rate the VAT row names none.
    await expect.element(screen.getByText('VAT (included)', { exact: true })).toBeVisible();
    expect(document.body.textContent).not.toMatch(/R \d/);
  });

  it('lets one price use its own format, and falls back to rand without a provider', async () => {
    const screen = await render(
      <>
        <MoneyFormatProvider format={euro}>
          <Price amount={500_00} format={formatRand} data-testid="own" />
        </MoneyFormatProvider>
        <Price amount={24_999_00} data-testid="default" />
      </>,
    );
    await expect.element(screen.getByTestId('own')).toHaveTextContent('R 500');
    await expect.element(screen.getByTestId('default')).toHaveTextContent('R 24 999');
  });
});

describe('createMoneyFormat', () => {
  it('writes amounts in cents the same way every time, signs and cents included', () => {
    const dollar = createMoneyFormat({ symbol: '$', symbolSeparator: '', groupSeparator: ',', decimalSeparator: '.', omitZeroCents: false });
    expect(dollar(1_234_567_00)).toBe('$1,234,567.00');
    expect(dollar(-5_05)).toBe('-$5.05');
    expect(euro(0)).toBe('€0');
    expect(() => euro(1.5)).toThrow(RangeError);
  });
});
