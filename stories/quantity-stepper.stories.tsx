import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { QuantityStepper } from '../ui-kit/src/quantity-stepper';

const meta = {
  title: 'Primitives/QuantityStepper',
  component: QuantityStepper,
  args: { itemName: 'Sony WH-1000XM5', value: 2, onValueChange: fn() },
  // Holds the value in state, so the stepper behaves as it does in the cart.
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <QuantityStepper
        {...args}
        value={value}
        onValueChange={(next) => {
          args.onValueChange(next);
          setValue(next);
        }}
      />
    );
  },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity of Sony WH-1000XM5' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('status')).toHaveTextContent('Quantity: 3');
  },
};

/** At 1 the minus button is unavailable (aria-disabled), and keeps focus for keyboard users. */
export const AtMinimum: Story = {
  args: { value: 1 },
  play: async ({ args, canvas }) => {
    const minus = canvas.getByRole('button', { name: 'Decrease quantity of Sony WH-1000XM5' });
    await expect(minus).toHaveAttribute('aria-disabled', 'true');
    minus.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(minus).toHaveFocus();
  },
};

export const AtMaximum: Story = {
  args: { value: 3, max: 3, itemName: 'Team Buy seats' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Increase quantity of Team Buy seats' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Disabled: Story = { args: { disabled: true } };
