import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../ui-kit/src/button';
import { CountdownBanner } from '../ui-kit/src/countdown-banner';

// A fixed instant, so that the frozen stories always read 08:06:14.
const T0 = Date.UTC(2025, 0, 1, 8, 0, 0);
const STORE_DURATION_MS = (8 * 3600 + 6 * 60 + 14) * 1000;
const frozenClock = () => T0;

const meta = {
  title: 'Marketing/CountdownBanner',
  component: CountdownBanner,
  args: {
    endsInLabel: 'Flash sale ends in',
    durationMs: STORE_DURATION_MS,
    code: 'FLASH30',
    message: 'Extra 15% off your first order',
    now: frozenClock,
    startedAt: T0,
    onExpire: fn(),
  },
} satisfies Meta<typeof CountdownBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Flash Sale' })).toBeVisible();
    await expect(canvas.getByRole('timer', { name: 'Flash sale ends in 8 hours 6 minutes' })).toBeVisible();
    await expect(canvas.getByText('FLASH30')).toBeVisible();
    await expect(canvas.getByText('Extra 15% off your first order')).toBeVisible();
    // The ticking digits are shown but hidden from screen readers, which read the timer's summary.
    await expect(canvas.getByText('14').closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** Counts in real time from the store's 8h 6m 14s; the spoken summary stays on the minute. */
export const Ticking: Story = {
  // Driven by the real clock: its pixels differ run to run, so no visual baseline.
  tags: ['no-visual'],
  render: function Render(args) {
    const [clock] = useState(() => {
      const realStart = Date.now();
      return () => T0 + (Date.now() - realStart);
    });
    return <CountdownBanner {...args} now={clock} />;
  },
  play: async ({ canvas }) => {
    const secondsShown = () => Number(canvas.getByText('Seconds').previousElementSibling?.textContent);
    const first = secondsShown();
    await expect(first).toBeLessThanOrEqual(14);
    await waitFor(() => expect(secondsShown()).toBeLessThan(first), { timeout: 2500 });
    await expect(canvas.getByRole('timer', { name: 'Flash sale ends in 8 hours 6 minutes' })).toBeInTheDocument();
  },
};

export const LastMinute: Story = {
  args: { durationMs: 42_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer', { name: 'Flash sale ends in less than a minute' })).toBeVisible();
    await expect(canvas.getByText('42')).toBeVisible();
  },
};

export const MoreThanADay: Story = {
  args: { durationMs: (30 * 3600 + 60) * 1000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer', { name: 'Flash sale ends in 30 hours 1 minute' })).toBeVisible();
  },
};

export const Expired: Story = {
  args: { durationMs: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This flash sale has ended.')).toBeVisible();
    await expect(canvas.queryByRole('timer')).not.toBeInTheDocument();
    await expect(canvas.getByText('FLASH30')).toBeVisible();
  },
};

export const WithAction: Story = {
  args: {
    action: (
      <Button asChild variant="accent">
        <a href="#deals">Shop the sale</a>
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Shop the sale' })).toHaveAttribute('href', '#deals');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer', { name: 'Flash sale ends in 8 hours 6 minutes' })).toBeVisible();
  },
};
