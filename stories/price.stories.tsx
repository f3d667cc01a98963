import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price } from '../ui-kit/src/price';

const meta = {
  title: 'Primitives/Price',
  component: Price,
  args: { amount: 24_999_00 },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {
  play: async ({ canvasElement }) => {
    const price = canvasElement.querySelector('[data-slot="price"]');
    await expect(price).toHaveTextContent('R 24 999');
    await expect(price).not.toHaveAttribute('data-discounted');
  },
};

export const WithCents: Story = { args: { amount: 1_149_50 } };

/** Reduced: screen readers hear 'Now R 19 999 Was R 24 999'; the strike-through alone is not announced. */
export const Reduced: Story = {
  args: { amount: 19_999_00, was: 24_999_00 },
  play: async ({ canvasElement }) => {
    const price = canvasElement.querySelector('[data-slot="price"]');
    await expect(price).toHaveTextContent('Now R 19 999 Was R 24 999');
    await expect(price).toHaveAttribute('data-discounted');
  },
};

/** A `was` price at or below the price is not a reduction and is not shown. */
export const WasNotHigher: Story = {
  args: { amount: 19_999_00, was: 19_999_00 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('s')).toBeNull();
  },
};

export const Large: Story = { args: { size: 'lg', amount: 6_999_00, was: 8_999_00 } };

/** The shop owns its money rules: any formatter fits, here whole rand with a currency code. */
export const CustomFormat: Story = {
  args: { amount: 6_999_00, format: (cents: number) => `ZAR ${String(cents / 100)}` },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="price"]')).toHaveTextContent('ZAR 6999');
  },
};
