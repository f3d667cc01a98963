import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ProductImage } from '../ui-kit/src/product-image';

const meta = {
  title: 'Primitives/ProductImage',
  component: ProductImage,
  args: {
    src: '/images/products/sony-wh-1000xm5.svg',
    alt: 'Sony WH-1000XM5 Headphones, product illustration',
    width: 400,
    height: 300,
    loading: 'eager',
    className: 'size-64 rounded-md bg-surface-muted p-2',
  },
} satisfies Meta<typeof ProductImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Sony WH-1000XM5 Headphones, product illustration' });
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
    await expect(image).not.toHaveAttribute('data-fallback');
  },
};

/** The source fails and there is no fallback image: an icon takes its place, named for what is missing. */
export const BrokenWithoutFallback: Story = {
  args: { src: '/images/products/missing.png' },
  play: async ({ canvas }) => {
    const fallback = await canvas.findByRole('img', { name: 'Product image not available' });
    await expect(fallback).toHaveAttribute('data-fallback');
  },
};

export const BrokenWithFallbackImage: Story = {
  args: { src: '/images/products/missing.png', fallbackSrc: '/images/products/sony-wh-1000xm5.svg' },
  play: async ({ canvas }) => {
    const image = await canvas.findByRole('img', { name: 'Product image not available' });
    await expect(image).toHaveAttribute('src', '/images/products/sony-wh-1000xm5.svg');
  },
};
