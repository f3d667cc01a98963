import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../ui-kit/src/button';
import { SpinWheel, type SpinWheelProps, type SpinWheelSegment } from '../ui-kit/src/spin-wheel';

const SEGMENTS: readonly SpinWheelSegment[] = [
  { label: 'Try Again', isWin: false },
  { label: 'R500', isWin: true },
  { label: 'R1000', isWin: true },
  { label: 'R2000', isWin: true },
];
const STORY_COUPON = 'NEXUS-7K2Q9XPL';

/** A repeatable random source: returns the given values in turn, forever. */
function sequence(...values: number[]): () => number {
  let call = 0;
  return () => values[call++ % values.length] ?? 0;
}

/**
 * Plays the store's part: records the spin, hands out a coupon on a win, and offers a button that
 * reopens the wheel so focus restoration can be seen.
 */
function WheelWithStore(args: SpinWheelProps) {
  const [open, setOpen] = useState(args.open);
  const [hasSpun, setHasSpun] = useState(args.hasSpun ?? false);
  const [result, setResult] = useState(args.result ?? null);
  const [coupon, setCoupon] = useState(args.coupon ?? null);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open prize wheel</Button>
      <SpinWheel
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
        hasSpun={hasSpun}
        result={result}
        coupon={coupon}
        onSpinEnd={(index) => {
          setHasSpun(true);
          setResult(index);
          if (SEGMENTS[index]?.isWin) setCoupon(STORY_COUPON);
          args.onSpinEnd?.(index);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Marketing/SpinWheel',
  component: SpinWheel,
  render: (args) => <WheelWithStore {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    onSpinEnd: fn(),
    onSpinStart: fn(),
    segments: SEGMENTS,
    // Lands in the middle of R1000 after 7 turns.
    random: sequence(0.5, 0.5, 0.5),
    spinDurationMs: 300,
    confettiMs: 600,
    copyText: fn(async () => undefined),
    reducedMotion: false,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SpinWheel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Spin & Win!' });
    await expect(dialog).toBeVisible();
    await expect(screen.getByRole('img', { name: 'Prize wheel: Try Again, R500, R1000, R2000' })).toBeVisible();
    const spin = screen.getByRole('button', { name: 'SPIN' });
    await expect(spin).toHaveFocus();
    await expect(spin).toHaveAttribute('aria-disabled', 'false');
    await expect(screen.getByRole('status')).toHaveTextContent('');
  },
};

/** A fixed random source lands on R1000; the result is announced and the segment reported. */
export const SpinToWin: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'SPIN' }));
    await expect(args.onSpinStart).toHaveBeenCalledWith(expect.objectContaining({ turns: 7, segmentIndex: 2 }));
    await waitFor(() => expect(screen.getByText('You won R1000!')).toHaveAttribute('role', 'status'));
    await expect(args.onSpinEnd).toHaveBeenCalledOnce();
    await expect(args.onSpinEnd).toHaveBeenCalledWith(2);
    await expect(screen.getByRole('button', { name: 'ALREADY SPUN' })).toHaveAttribute('aria-disabled', 'true');
    await expect(screen.getByText(STORY_COUPON)).toBeVisible();
  },
};

/** The wheel mid-spin: a very long spin, so the state holds for review. */
export const Spinning: Story = {
  args: { spinDurationMs: 600_000 },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'SPIN' }));
    const spinning = screen.getByRole('button', { name: 'SPINNING...' });
    await expect(spinning).toHaveAttribute('aria-disabled', 'true');
    await expect(screen.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Spin & Win!' })).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(args.onSpinEnd).not.toHaveBeenCalled();
  },
};

/** The prize decided outside the wheel (the store's server): the wheel turns to the segment it answers. */
export const PrizeFromOutside: Story = {
  // No confetti here (SpinToWin shows it), so the screenshot is the same every run.
  args: { onSpinRequest: fn(async () => 3), confettiMs: 0 },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'SPIN' }));
    await expect(args.onSpinRequest).toHaveBeenCalledOnce();
    await waitFor(() => expect(args.onSpinStart).toHaveBeenCalledWith(expect.objectContaining({ turns: 7, segmentIndex: 3 })));
    await waitFor(() => expect(screen.getByText('You won R2000!')).toHaveAttribute('role', 'status'));
    await expect(args.onSpinEnd).toHaveBeenCalledWith(3);
    await expect(screen.getByText(STORY_COUPON)).toBeVisible();
  },
};

/** The outside refuses the spin: the wheel stays put and says why. */
export const SpinRequestRefused: Story = {
  args: { onSpinRequest: fn(async () => Promise.reject(new Error('This account or device has already spun the prize wheel.'))) },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'SPIN' }));
    await waitFor(() => expect(screen.getByText('This account or device has already spun the prize wheel.')).toHaveAttribute('role', 'status'));
    await expect(args.onSpinStart).not.toHaveBeenCalled();
    await expect(screen.getByRole('dialog')).toHaveAttribute('data-spin', 'idle');
  },
};

export const Won: Story = {
  args: { hasSpun: true, result: 2, coupon: STORY_COUPON },
  play: async ({ args }) => {
    await expect(await screen.findByText('You won R1000!')).toBeVisible();
    await expect(screen.getByText(STORY_COUPON)).toBeVisible();
    const copy = screen.getByRole('button', { name: 'Copy' });
    await expect(copy).toHaveAccessibleDescription(STORY_COUPON);
    await userEvent.click(copy);
    await expect(args.copyText).toHaveBeenCalledWith(STORY_COUPON);
    await expect(screen.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(screen.getByText('Coupon code copied to clipboard')).toBeInTheDocument();
  },
};

export const Lost: Story = {
  // Lands in the middle of Try Again after 5 turns.
  args: { random: sequence(0, 0, 0.5) },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'SPIN' }));
    await waitFor(() =>
      expect(screen.getByText('No prize this time. Try again next time!')).toBeVisible(),
    );
    await expect(args.onSpinEnd).toHaveBeenCalledOnce();
    await expect(args.onSpinEnd).toHaveBeenCalledWith(0);
    await expect(screen.queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
  },
};

export const AlreadySpun: Story = {
  args: { hasSpun: true },
  play: async ({ args }) => {
    const spin = await screen.findByRole('button', { name: 'ALREADY SPUN' });
    await expect(spin).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(spin);
    await expect(args.onSpinStart).not.toHaveBeenCalled();
    await expect(screen.getByRole('dialog')).toHaveAttribute('data-spin', 'idle');
  },
};

/** With reduced motion the wheel jumps straight to where it stops; the result is the same. */
export const ReducedMotion: Story = {
  args: { reducedMotion: true, spinDurationMs: 600_000 },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'SPIN' }));
    await waitFor(() => expect(screen.getByText('You won R1000!')).toBeVisible());
    await expect(args.onSpinEnd).toHaveBeenCalledOnce();
    await expect(args.onSpinEnd).toHaveBeenCalledWith(2);
    await expect(screen.getByRole('dialog')).toHaveAttribute('data-motion', 'reduced');
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open prize wheel' });
    await userEvent.click(trigger);
    await expect(await screen.findByRole('dialog', { name: 'Spin & Win!' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { hasSpun: true, result: 1, coupon: STORY_COUPON },
};
