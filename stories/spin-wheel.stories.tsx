import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../ui-kit/src/button';
import { SpinWheel, type SpinWheelMessages, type SpinWheelProps, type SpinWheelSegment } from '../ui-kit/src/spin-wheel';

const SEGMENTS: readonly SpinWheelSegment[] = [
  { label: 'Try Again', isWin: false },
  { label: 'R500', isWin: true },
  { label: 'R1000', isWin: true },
  { label: 'R2000', isWin: true },
];
const STORY_COUPON = 'NEXUS-7K2Q9XPL';

/** The storefront's words; the kit's own are neutral (see NeutralWords). */
const SHOP_MESSAGES: Partial<SpinWheelMessages> = {
  title: 'Spin & Win!',
  description: 'Spin the wheel once for a chance to win a discount coupon.',
  spinButton: { ready: 'SPIN', spinning: 'SPINNING...', spent: 'ALREADY SPUN' },
  couponLabel: 'Your coupon code',
  copied: 'Copied!',
  copiedAnnouncement: 'Coupon code copied to clipboard',
};
const shopResult = (segment: SpinWheelSegment) =>
  segment.isWin ? `You won ${segment.label}!` : 'No prize this time. Try again next time!';

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
          args.onOpenChange?.(next);
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
    messages: SHOP_MESSAGES,
    formatResult: shopResult,
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
    await expect(screen.getByRole('dialog')).toHaveAttribute('data-result', 'won');
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
    await expect(screen.getByRole('dialog')).toHaveAttribute('data-busy', '');
    const spinning = screen.getByRole('button', { name: 'SPINNING...' });
    await expect(spinning).toHaveAttribute('data-state', 'spinning');
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
    await expect(screen.getByRole('dialog')).not.toHaveAttribute('data-busy');
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
    await expect(screen.getByRole('button', { name: 'Copied!' })).toHaveAttribute('data-copied', '');
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
    await expect(screen.getByRole('dialog')).toHaveAttribute('data-result', 'lost');
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
    await expect(screen.getByRole('dialog')).not.toHaveAttribute('data-busy');
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

/** The kit's own words, for a team that passes no `messages`: neutral, with no shop's voice. */
export const NeutralWords: Story = {
  args: { messages: undefined, formatResult: undefined, hasSpun: true, result: 1, coupon: STORY_COUPON },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Prize wheel' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Already spun' })).toHaveAttribute('data-state', 'spent');
    await expect(screen.getByText('You won R500.')).toBeVisible();
    await expect(screen.getByText('Your code')).toBeVisible();
  },
};

/**
 * The parts composed into another layout: a team's own trigger, the wheel beside its button and
 * result on wider screens, a voucher box, and a close button with its own name. The wheel controls
 * its open state itself (`defaultOpen` left false; the Trigger opens it, and takes focus back on
 * close, see the browser test).
 */
export const ComposedParts: Story = {
  render: (args) => (
    <div className="p-6">
      <SpinWheel.Root
        segments={args.segments}
        random={args.random}
        spinDurationMs={args.spinDurationMs}
        confettiMs={0}
        reducedMotion={args.reducedMotion}
        onOpenChange={args.onOpenChange}
        onSpinEnd={args.onSpinEnd}
      >
        <SpinWheel.Trigger variant="outline">Try your luck</SpinWheel.Trigger>
        <SpinWheel.Content className="max-w-2xl! sm:flex-row sm:items-center sm:text-left">
          <SpinWheel.Close label="Maybe later" />
          <SpinWheel.Face className="shrink-0" />
          <div className="flex flex-col items-center gap-3 sm:items-start">
            <SpinWheel.Title>Lucky draw</SpinWheel.Title>
            <SpinWheel.Description>One turn of the wheel, on the house.</SpinWheel.Description>
            <SpinWheel.SpinButton variant="primary">
              {(state) => ({ ready: 'Turn the wheel', spinning: 'Turning…', spent: 'Turned' })[state]}
            </SpinWheel.SpinButton>
            <SpinWheel.Result
              className="sm:items-start"
              formatResult={(segment) => (segment.isWin ? `${segment.label} is yours` : 'Not this time')}
            >
              <SpinWheel.Coupon code={STORY_COUPON} label="Voucher" copiedLabel="Copied" />
            </SpinWheel.Result>
          </div>
        </SpinWheel.Content>
      </SpinWheel.Root>
    </div>
  ),
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Try your luck' });
    await userEvent.click(trigger);
    await expect(await screen.findByRole('dialog', { name: 'Lucky draw' })).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(screen.getByRole('button', { name: 'Turn the wheel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByText('R1000 is yours')).toHaveAttribute('role', 'status'));
    await expect(screen.getByText(STORY_COUPON)).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Maybe later' })).toBeVisible();
  },
};
