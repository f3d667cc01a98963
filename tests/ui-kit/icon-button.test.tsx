import { Heart } from '../../ui-kit/src/icons';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { IconButton } from '../../ui-kit/src/icon-button';

function WishlistToggle() {
  const [pressed, setPressed] = useState(false);
  return (
    <IconButton label="Add to wishlist" pressed={pressed} onClick={() => setPressed(!pressed)}>
      <Heart />
    </IconButton>
  );
}

describe('IconButton', () => {
  it('is named by its label, hides the icon and is not a toggle unless pressed is given', async () => {
    const onClick = vi.fn();
    const screen = await render(
      <IconButton label="Close chat" onClick={onClick}>
        <Heart data-testid="icon" />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Close chat' });
    await expect.element(button).toHaveAttribute('type', 'button');
    await expect.element(button).not.toHaveAttribute('aria-pressed');
    await expect.element(screen.getByTestId('icon').element().parentElement).toHaveAttribute('aria-hidden', 'true');
    await userEvent.keyboard('{Tab}');
    await expect.element(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('announces the pressed state of a toggle and flips it with Space', async () => {
    const screen = await render(<WishlistToggle />);
    const button = screen.getByRole('button', { name: 'Add to wishlist' });
    await expect.element(button).toHaveAttribute('aria-pressed', 'false');
    await expect.element(button).toHaveAttribute('data-state', 'off');
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard(' ');
    await expect.element(button).toHaveAttribute('aria-pressed', 'true');
    await expect.element(button).toHaveAttribute('data-state', 'on');
  });
});
