import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, badgeVariantForLabel, PRODUCT_LABELS } from '../ui-kit/src/badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'In stock' },
  argTypes: {
    variant: {
      control: 'select',
      options: ['new', 'sale', 'best-choice', 'hot-seller', 'bestseller', 'neutral', 'success', 'danger', 'info'],
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('In stock')).toHaveAttribute('data-variant', 'neutral');
  },
};

export const Success: Story = { args: { variant: 'success', children: 'Paid' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Out of stock' } };
export const Info: Story = { args: { variant: 'info', children: 'Team Buy' } };

/** The five merchandising labels of the catalogue, each in its own colour. */
export const ProductLabels: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {PRODUCT_LABELS.map((label) => (
        <Badge key={label} variant={badgeVariantForLabel(label)}>
          {label}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Best Choice')).toHaveAttribute('data-variant', 'best-choice');
    await expect(canvas.getByText('Hot Seller')).toHaveAttribute('data-variant', 'hot-seller');
    await expect(canvas.getByText('Bestseller')).toHaveAttribute('data-variant', 'bestseller');
  },
};
