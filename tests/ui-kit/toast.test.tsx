import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render, renderHook } from 'vitest-browser-react';
import { ToastProvider, useToast, type ToastOptions } from '../../ui-kit/src/toast';

function Trigger({ options, children }: { options: ToastOptions; children: ReactNode }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(options)}>
      {children}
    </button>
  );
}

/** Radix announces a toast through a separate live region that holds its text for a second. */
function liveRegionsWith(text: string): Element[] {
  return [...document.querySelectorAll('[role="status"][aria-live]')].filter(
    (region) => region.getAttribute('aria-live') !== 'off' && region.textContent?.includes(text),
  );
}

/** Whether the browser has fetched the region's module (Radix Toast and the region's markup). */
function regionCodeFetched(): boolean {
  return performance.getEntriesByType('resource').some((entry) => entry.name.includes('toast-region'));
}

describe('Toast', () => {
  // First in this file, so no test before it has loaded the region's module.
  it('fetches the region code only on a first tap or key, and mounts the region with the first toast', async () => {
    const screen = await render(
      <ToastProvider duration={300}>
        <Trigger options={{ title: 'Saved to wishlist' }}>Save</Trigger>
      </ToastProvider>,
    );
    // Well past the old idle-time load: a visit that shows no toast and takes no input fetches nothing.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(regionCodeFetched()).toBe(false);
    expect(document.querySelector('[data-slot="toast-viewport"]')).toBeNull();

    // A key press fetches the code ahead; still no region without a toast.
    await userEvent.keyboard('{Shift}');
    await expect.poll(regionCodeFetched).toBe(true);
    expect(document.querySelector('[data-slot="toast-viewport"]')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    await expect.element(region.getByText('Saved to wishlist', { exact: true })).toBeVisible();
    await expect.poll(() => liveRegionsWith('Saved to wishlist').length).toBeGreaterThan(0);
    // The toast times out; the region stays, so F8 still has somewhere to go.
    await expect.element(region.getByText('Saved to wishlist', { exact: true }), { timeout: 2000 }).not.toBeInTheDocument();
    await expect.element(region).toBeInTheDocument();
  });

  it('shows a toast in the labelled notifications region and closes it after the duration', async () => {
    const screen = await render(
      <ToastProvider duration={400}>
        <Trigger options={{ title: 'Pixel 8 added to cart', type: 'success' }}>Add</Trigger>
      </ToastProvider>,
    );
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const toast = region.getByText('Pixel 8 added to cart', { exact: true });
    await expect.element(toast).toBeVisible();
    await expect.element(toast, { timeout: 2000 }).not.toBeInTheDocument();
  });

  it('announces success politely and errors assertively', async () => {
    const screen = await render(
      <ToastProvider duration={10_000}>
        <Trigger options={{ title: 'Cart cleared successfully', type: 'success' }}>Clear</Trigger>
        <Trigger options={{ title: 'Failed to load wishlist products', type: 'error' }}>Fail</Trigger>
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await expect.poll(() => liveRegionsWith('Cart cleared successfully').map((r) => r.getAttribute('aria-live'))).toEqual([
      'polite',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Fail' }));
    await expect
      .poll(() => liveRegionsWith('Failed to load wishlist products').map((r) => r.getAttribute('aria-live')))
      .toEqual(['assertive']);
    await expect
      .element(screen.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem').filter({ hasText: 'Failed to load' }))
      .toHaveAttribute('data-type', 'error');
  });

  it('closes from its close button and is reachable with F8', async () => {
    const screen = await render(
      <ToastProvider duration={10_000}>
        <Trigger options={{ title: 'Item removed from cart', description: 'You can add it again.' }}>Remove</Trigger>
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    await expect.element(region.getByText('You can add it again.', { exact: true })).toBeVisible();
    await userEvent.keyboard('{F8}');
    await expect.element(region.getByRole('list')).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(region.getByRole('listitem')).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(region.getByRole('button', { name: 'Dismiss notification' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(region.getByText('Item removed from cart', { exact: true })).not.toBeInTheDocument();
  });

  it('throws a clear error when used outside the provider', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(renderHook(() => useToast())).rejects.toThrow('useToast must be used inside <ToastProvider>');
  });
});
