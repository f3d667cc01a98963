import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart, ShoppingCart, X } from '../ui-kit/src/icons';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton } from '../ui-kit/src/icon-button';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Open cart', children: <ShoppingCart />, onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: ['ghost', 'outline', 'solid', 'overlay'] },
    size: { control: 'select', options: ['sm', 'md', 'lg'] },
    pressed: { control: 'boolean' },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Open cart' });
    await expect(button).not.toHaveAttribute('aria-pressed');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Outline: Story = { args: { variant: 'outline' } };
export const Solid: Story = { args: { variant: 'solid', label: 'Close chat', children: <X /> } };

/** `on-brand`: on a `brand-strong` fill, such as the chat panel's header. */
export const OnBrand: Story = {
  args: { variant: 'on-brand', size: 'sm', label: 'Minimise chat', children: <X /> },
  decorators: [(Story) => <div className="inline-flex rounded-md bg-brand-strong p-3">{Story()}</div>],
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <IconButton {...args} size="sm" label="Open cart (small)" />
      <IconButton {...args} size="md" label="Open cart (medium)" />
      <IconButton {...args} size="lg" label="Open cart (large)" />
    </div>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Open cart' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

function WishlistToggle() {
  const [pressed, setPressed] = useState(false);
  return (
    <IconButton
      variant="outline"
      label="Add to wishlist"
      pressed={pressed}
      className="data-[state=on]:text-danger-ink"
      onClick={() => setPressed(!pressed)}
    >
      <Heart className={pressed ? 'fill-current' : undefined} />
    </IconButton>
  );
}

/** A toggle: `pressed` sets `aria-pressed`, so screen readers say 'toggle button, pressed'. */
export const Toggle: Story = {
  render: () => <WishlistToggle />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add to wishlist' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    button.focus();
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveAttribute('data-state', 'on');
  },
};

export const PressedOverlay: Story = {
  args: { variant: 'overlay', pressed: true, label: 'Remove from wishlist', children: <Heart className="fill-current" />, className: 'data-[state=on]:text-danger-ink' },
  decorators: [(Story) => <div className="bg-surface-sunken p-4">{Story()}</div>],
};
