import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../ui-kit/src/button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Add to Cart', onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: ['primary', 'secondary', 'outline', 'ghost', 'danger', 'accent', 'link'] },
    size: { control: 'select', options: ['sm', 'md', 'lg', 'icon'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Clear Cart' } };
export const Outline: Story = { args: { variant: 'outline', children: 'Continue Shopping' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Remove' } };
export const Accent: Story = { args: { variant: 'accent', children: 'SPIN' } };

/** `chip`: a suggested reply or a filter, a pill in the brand's colours whose words may wrap (the chat's replies). */
export const Chip: Story = {
  args: { variant: 'chip', size: 'sm', children: 'Tell me everything about shipping to outlying areas' },
  decorators: [(Story) => <div className="flex max-w-56 flex-wrap gap-2">{Story()}</div>],
  play: async ({ canvas }) => {
    const chip = canvas.getByRole('button', { name: /shipping to outlying areas/ });
    // It wraps rather than overflow its row.
    await expect(chip.getBoundingClientRect().height).toBeGreaterThan(32);
    await expect(chip.getBoundingClientRect().width).toBeLessThanOrEqual(224);
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Processing...' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Processing...' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  args: { asChild: true, children: <a href="#top">Browse Products</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('data-slot', 'button');
  },
};

/** A toggle: `aria-pressed` on, shown as `data-selected` for styling (`data-pressed` is only while it is being pressed); the keyboard focus shows as `data-focus-visible`. */
export const Toggle: Story = {
  args: { variant: 'outline', children: 'Pause logos' },
  render: function ToggleStory(args) {
    const [paused, setPaused] = useState(false);
    return <Button {...args} aria-pressed={paused} onClick={() => setPaused(!paused)} />;
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Pause logos' });
    await expect(toggle).not.toHaveAttribute('data-selected');
    await userEvent.tab();
    await expect(toggle).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveAttribute('data-selected');
    await expect(toggle).not.toHaveAttribute('data-pressed');
  },
};
