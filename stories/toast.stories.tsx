import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../ui-kit/src/button';
import { ToastProvider, useToast, type ToastOptions } from '../ui-kit/src/toast';

function Trigger({ label, options }: { label: string; options: ToastOptions }) {
  const { toast } = useToast();
  return (
    <Button variant="outline" onClick={() => toast(options)}>
      {label}
    </Button>
  );
}

function ToastDemo() {
  return (
    <div className="flex flex-wrap gap-2">
      <Trigger label="Add to cart" options={{ title: 'Sony WH-1000XM5 added to cart', type: 'success' }} />
      <Trigger label="Remove from wishlist" options={{ title: 'Product removed from wishlist', type: 'info' }} />
      <Trigger
        label="Load wishlist"
        options={{ title: 'Failed to load wishlist products', description: 'Check your connection and try again.', type: 'error' }}
      />
    </div>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  args: { duration: 3000, children: <ToastDemo /> },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div className="min-h-80 p-4">{Story()}</div>],
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Radix renders the text twice (the toast and a live region), so the toast is found inside the region.
 * The region's code loads on demand (fetched on the first tap or key, mounted with the first toast): awaited,
 * longer than the default second, which a busy test machine can take just to load it.
 */
const REGION_LOAD_MS = 10_000;

function notifications(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('region', { name: 'Notifications (F8)' }, { timeout: REGION_LOAD_MS });
}

export const Success: Story = {
  args: { duration: 60_000 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    const toast = await within(await notifications(canvasElement)).findByRole('listitem', {}, { timeout: REGION_LOAD_MS });
    await expect(toast).toHaveTextContent('Sony WH-1000XM5 added to cart');
    await expect(toast).toHaveAttribute('data-type', 'success');
  },
};

export const Info: Story = {
  args: { duration: 60_000 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove from wishlist' }));
    const toast = await within(await notifications(canvasElement)).findByRole('listitem', {}, { timeout: REGION_LOAD_MS });
    await expect(toast).toHaveAttribute('data-type', 'info');
  },
};

/** Errors are announced assertively; the others politely. */
export const ErrorToast: Story = {
  name: 'Error',
  args: { duration: 60_000 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load wishlist' }));
    const toast = await within(await notifications(canvasElement)).findByRole('listitem', {}, { timeout: REGION_LOAD_MS });
    await expect(toast).toHaveTextContent('Check your connection and try again.');
    await expect(toast).toHaveAttribute('data-type', 'error');
    await waitFor(() =>
      expect(
        within(document.body)
          .getAllByRole('status')
          .some((region) => region.getAttribute('aria-live') === 'assertive'),
      ).toBe(true),
    );
  },
};

export const Stacked: Story = {
  args: { duration: 60_000 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove from wishlist' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Load wishlist' }));
    const region = within(await notifications(canvasElement));
    await waitFor(() => expect(region.getAllByRole('listitem')).toHaveLength(3));
  },
};

/** Closes after `duration` (3 s in the store; shortened here). */
export const AutoDismiss: Story = {
  args: { duration: 500 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    const region = within(await notifications(canvasElement));
    await region.findByRole('listitem');
    await waitFor(() => expect(region.queryByRole('listitem')).toBeNull(), { timeout: 3000 });
  },
};

/** F8 jumps to the notifications; Tab reaches the close button. */
export const KeyboardDismiss: Story = {
  args: { duration: 60_000 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    const region = within(await notifications(canvasElement));
    await region.findByRole('listitem');
    await userEvent.keyboard('[F8]');
    await expect(region.getByRole('list')).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(region.getByRole('button', { name: 'Dismiss notification' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(region.queryByRole('listitem')).toBeNull());
  },
};

export const Mobile: Story = {
  ...Success,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
