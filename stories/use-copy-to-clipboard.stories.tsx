import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../ui-kit/src/button';
import { useCopyToClipboard, type UseCopyToClipboardOptions } from '../ui-kit/src/use-copy-to-clipboard';

/** A Copy button and its status line, as the prize wheel and the team-buy share box use them. */
function CopyCoupon({ copyText, resetAfterMs }: UseCopyToClipboardOptions) {
  const { state, copy } = useCopyToClipboard({ copyText, resetAfterMs });
  return (
    <div className="flex flex-col items-start gap-2">
      <p className="font-mono text-lg">NEXUS-7KQ2M9XA</p>
      <Button variant="outline" size="sm" onClick={() => void copy('NEXUS-7KQ2M9XA')}>
        {state === 'copied' ? 'Copied!' : 'Copy'}
      </Button>
      <p role="status" className={state === 'failed' ? 'text-sm text-danger-ink' : 'sr-only'}>
        {state === 'copied'
          ? 'Coupon code copied to clipboard'
          : state === 'failed'
            ? 'Could not copy. Select the code and copy it yourself.'
            : ''}
      </p>
    </div>
  );
}

const meta = {
  title: 'Hooks/useCopyToClipboard',
  component: CopyCoupon,
  args: { copyText: () => Promise.resolve(), resetAfterMs: 0 },
} satisfies Meta<typeof CopyCoupon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Copied: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Coupon code copied to clipboard');
  },
};

/** The browser refused (no permission, plain http): the shopper is told to copy by hand. */
export const Refused: Story = {
  args: { copyText: () => Promise.reject(new Error('Denied')) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Could not copy.'));
  },
};
