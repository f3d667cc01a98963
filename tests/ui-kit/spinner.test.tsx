import '../../ui-kit/src/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Spinner } from '../../ui-kit/src/spinner';

async function emulateReducedMotion(reduce: boolean) {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-reduced-motion', value: reduce ? 'reduce' : 'no-preference' }],
  });
}

function ringAnimation(status: Element): string {
  const ring = status.querySelector('[aria-hidden="true"]');
  if (!ring) throw new Error('spinner ring not rendered');
  return getComputedStyle(ring).animationName;
}

describe('Spinner', () => {
  afterEach(() => emulateReducedMotion(false));

  it('is a status with a label only screen readers get by default', async () => {
    const screen = await render(<Spinner label="Loading your wishlist" />);
    const status = screen.getByRole('status');
    await expect.element(status).toHaveTextContent('Loading your wishlist');
    await expect.element(screen.getByText('Loading your wishlist')).toHaveClass('sr-only');
  });

  it('can show its label', async () => {
    const screen = await render(<Spinner showLabel />);
    await expect.element(screen.getByText('Loading...')).toBeVisible();
    await expect.element(screen.getByText('Loading...')).not.toHaveClass('sr-only');
  });

  it('turns, and stops turning when the user prefers reduced motion', async () => {
    const screen = await render(<Spinner />);
    const status = screen.getByRole('status').element();
    expect(ringAnimation(status)).toBe('spin');
    await emulateReducedMotion(true);
    await expect.poll(() => ringAnimation(status)).toBe('none');
  });
});
