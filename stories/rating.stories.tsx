import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Rating } from '../ui-kit/src/rating';

const meta = {
  title: 'Primitives/Rating',
  component: Rating,
  args: { value: 4 },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 5, step: 0.5 } },
    size: { control: 'select', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourStars: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  },
};

export const FiveStars: Story = { args: { value: 5 } };
export const OneStar: Story = { args: { value: 1 } };

export const HalfStar: Story = {
  args: { value: 3.5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '3.5 out of 5 stars' })).toBeVisible();
  },
};

export const Small: Story = { args: { size: 'sm', value: 4.5 } };
