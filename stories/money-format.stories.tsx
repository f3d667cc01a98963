import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createMoneyFormat } from '../ui-kit/src/format';
import { MoneyFormatProvider } from '../ui-kit/src/money-format';
import { Price } from '../ui-kit/src/price';
import { ProductCard } from '../ui-kit/src/product-card';

const euro = createMoneyFormat({ symbol: '€', symbolSeparator: '', groupSeparator: '.', decimalSeparator: ',' });
const dollar = createMoneyFormat({ symbol: '$', symbolSeparator: '', groupSeparator: ',', decimalSeparator: '.', omitZeroCents: false });

const product = {
  id: 1,
  name: 'Sony WH-1000XM5',
  brand: 'Sony',
  description: 'Noise-cancelling wireless headphones with 30 hours of battery life.',
  price: 6_999_00,
  originalPrice: 7_999_50,
  label: 'Sale',
  image: '/images/products/sony-wh-1000xm5.svg',
  imageAlt: 'Sony WH-1000XM5 headphones',
};

/**
 * The shop owns its money rules: `MoneyFormatProvider` gives every kit component below it the app's
 * format (`createMoneyFormat` writes the same text on a server and in every browser, unlike
 * `Intl.NumberFormat`). Without a provider the kit writes rand (`formatRand`).
 */
const meta = {
  title: 'Primitives/MoneyFormatProvider',
  component: MoneyFormatProvider,
  args: { format: euro, children: null },
  parameters: { controls: { disable: true } },
} satisfies Meta<typeof MoneyFormatProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Euro: Story = {
  render: (args) => (
    <MoneyFormatProvider format={args.format}>
      <div className="flex max-w-xs flex-col gap-4">
        <Price amount={1_149_50} was={1_299_00} />
        <ProductCard product={product} />
      </div>
    </MoneyFormatProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('€1.149,50')).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Sony WH-1000XM5' })).toHaveTextContent(/Now €6\.999\s*Was €7\.999,50/);
  },
};

export const DollarWithCents: Story = {
  args: { format: dollar },
  render: Euro.render,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$1,149.50')).toBeVisible();
  },
};

/** No provider: the kit's default, rand as en-ZA writes it. */
export const WithoutProvider: Story = {
  render: () => <Price amount={24_999_00} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('R 24 999')).toBeVisible();
  },
};
