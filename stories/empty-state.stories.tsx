import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart, SearchX, ShoppingCart } from '../ui-kit/src/icons';
import { expect } from 'storybook/test';
import { Button } from '../ui-kit/src/button';
import { EmptyState } from '../ui-kit/src/empty-state';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: {
    icon: <ShoppingCart />,
    title: 'Your cart is empty',
    text: 'Browse our laptops, phones and more, and add what you like.',
    action: (
      <Button asChild>
        <a href="#top">Continue Shopping</a>
      </Button>
    ),
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyCart: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your cart is empty' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toBeVisible();
  },
};

export const EmptyWishlist: Story = {
  args: {
    icon: <Heart />,
    title: 'Your wishlist is empty',
    text: 'Tap the heart on a product to keep it here.',
    action: (
      <Button asChild variant="outline">
        <a href="#top">Browse Products</a>
      </Button>
    ),
  },
};

export const NoSearchResults: Story = {
  args: {
    icon: <SearchX />,
    headingLevel: 'h3',
    title: 'No products found for "flux capacitor"',
    text: 'Try different keywords',
    action: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('No products found for "flux capacitor"');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const WithoutIcon: Story = { args: { icon: undefined } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [(Story) => <div className="w-[343px]">{Story()}</div>],
};
