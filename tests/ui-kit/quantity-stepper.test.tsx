import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { QuantityStepper } from '../../ui-kit/src/quantity-stepper';

function Stepper({ initial, max }: { initial: number; max?: number }) {
  const [value, setValue] = useState(initial);
  return <QuantityStepper itemName="Pixel 8" value={value} onValueChange={setValue} max={max} />;
}

describe('QuantityStepper', () => {
  it('names its buttons after the item and announces the value', async () => {
    const screen = await render(<Stepper initial={2} />);
    await expect.element(screen.getByRole('group', { name: 'Quantity of Pixel 8' })).toBeVisible();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Quantity: 2');
    await expect.element(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Pixel 8' }));
    await expect.element(screen.getByRole('status')).toHaveTextContent('Quantity: 3');
  });

  it('stops at the minimum of 1 and keeps keyboard focus on the minus button', async () => {
    const screen = await render(<Stepper initial={2} />);
    const minus = screen.getByRole('button', { name: 'Decrease quantity of Pixel 8' });
    await userEvent.keyboard('{Tab}');
    await expect.element(minus).toHaveFocus();
    await expect.element(minus).toHaveAttribute('aria-disabled', 'false');
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('status')).toHaveTextContent('Quantity: 1');
    await expect.element(minus).toHaveAttribute('aria-disabled', 'true');
    await expect.element(minus).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('status')).toHaveTextContent('Quantity: 1');
  });

  it('stops at the maximum', async () => {
    const screen = await render(<Stepper initial={2} max={3} />);
    const plus = screen.getByRole('button', { name: 'Increase quantity of Pixel 8' });
    await userEvent.click(plus);
    await expect.element(plus).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('status')).toHaveTextContent('Quantity: 3');
  });

  it('does nothing when disabled', async () => {
    const onValueChange = vi.fn();
    const screen = await render(<QuantityStepper itemName="Pixel 8" value={2} onValueChange={onValueChange} disabled />);
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Decrease quantity of Pixel 8' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Increase quantity of Pixel 8' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
