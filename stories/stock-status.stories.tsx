import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StockStatus } from '../ui-kit/src/stock-status';

const meta = {
  title: 'Commerce/StockStatus',
  component: StockStatus,
  args: { state: 'in-stock', label: 'In stock' },
  argTypes: {
    state: { control: 'inline-radio', options: ['in-stock', 'low-stock', 'out-of-stock'] },
  },
} satisfies Meta<typeof StockStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('In stock')).toHaveAttribute('data-state', 'in-stock');
  },
};

export const LowStock: Story = { args: { state: 'low-stock', label: 'Only 3 left' } };

export const OutOfStock: Story = {
  args: { state: 'out-of-stock', label: 'Out of stock' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Out of stock')).toHaveAttribute('data-state', 'out-of-stock');
  },
};
