import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '@nexus-za/ui-kit/button';

describe('Button (built package, in Chromium)', () => {
  it('is a real button that defaults to type=button and can be pressed by keyboard', async () => {
    const onClick = vi.fn();
    const screen = await render(<Button onClick={onClick}>Pay Now</Button>);
    const button = screen.getByRole('button', { name: 'Pay Now' });
    await expect.element(button).toHaveAttribute('type', 'button');
    await userEvent.keyboard('{Tab}');
    await expect.element(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('adds a caller className to its own classes, and a `!` utility replaces one of them', async () => {
    // No class merging at run time (no tailwind-merge): both stay, and the important one wins.
    const screen = await render(<Button className="mt-2 px-8!">Wide</Button>);
    const element = screen.getByRole('button', { name: 'Wide' }).element();
    expect(element.className.split(' ')).toEqual(expect.arrayContaining(['px-4', 'px-8!', 'mt-2']));
    const style = getComputedStyle(element);
    expect(style.paddingLeft).toBe('32px');
    expect(style.marginTop).toBe('8px');
  });
});
