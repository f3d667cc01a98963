import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { TeamProgress, formatTimeLeft } from '../../ui-kit/src/team-progress';

const MINUTE = 60_000;

describe('formatTimeLeft', () => {
  it('writes hours and minutes, minutes alone, or less than a minute', () => {
    expect(formatTimeLeft(24 * 60 * MINUTE)).toBe('24 h 0 min left');
    expect(formatTimeLeft(23 * 60 * MINUTE + 29 * MINUTE + 59_000)).toBe('23 h 29 min left');
    expect(formatTimeLeft(12 * MINUTE)).toBe('12 min left');
    expect(formatTimeLeft(59_000)).toBe('Less than a minute left');
    expect(formatTimeLeft(-5 * MINUTE)).toBe('Less than a minute left');
  });
});

describe('TeamProgress', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the count, names and time left from the given clock', async () => {
    const now = Date.UTC(2026, 10, 23, 10, 0);
    const screen = await render(<TeamProgress members={2} memberNames={['Ayanda', 'Pieter']} expiresAt={new Date(now + 90 * MINUTE).toISOString()} now={now} />);
    await expect.element(screen.getByRole('progressbar', { name: 'Team members' })).toHaveAttribute('aria-valuenow', '2');
    await expect.element(screen.getByText('1 h 30 min left')).toHaveAttribute('datetime', new Date(now + 90 * MINUTE).toISOString());
    expect(screen.container.querySelectorAll('li')).toHaveLength(2);
  });

  it('counts down on the browser clock when no clock is given', async () => {
    // Only the component's interval and its reading of the clock are faked: the test runner's own
    // timers keep running.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const start = Date.UTC(2026, 10, 23, 10, 0);
    let clock = start;
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
    const screen = await render(<TeamProgress members={1} expiresAt={start + 2 * MINUTE} />);
    await expect.element(screen.getByText('2 min left')).toBeVisible();
    clock += 61_000;
    vi.advanceTimersByTime(30_000);
    await expect.element(screen.getByText('Less than a minute left')).toBeVisible();
    clock += 60_000;
    vi.advanceTimersByTime(30_000);
    await expect.element(screen.getByText('This team has expired.')).toBeVisible();
    expect(screen.container.querySelector('[data-slot="team-progress"]')).toHaveAttribute('data-expired');
  });

  it('never shows more members than the team has places, and marks a full team', async () => {
    const screen = await render(<TeamProgress members={5} size={3} />);
    await expect.element(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '3 of 3');
    expect(screen.container.querySelector('[data-slot="team-progress"]')).toHaveAttribute('data-complete');
    expect(screen.container.querySelector('[data-slot="team-progress-time"]')).toBeNull();
  });
});
