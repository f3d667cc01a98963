import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { CountdownBanner, describeRemaining, splitRemaining } from '../../ui-kit/src/countdown-banner';

const T0 = Date.UTC(2025, 0, 1, 8, 0, 0);
const STORE_DURATION_MS = 29_174_000;

/** A clock the test moves by hand, alongside the faked interval timer. */
function manualClock(start: number) {
  let time = start;
  const now = vi.fn(() => time);
  return {
    now,
    advance(ms: number) {
      time += ms;
      vi.advanceTimersByTime(ms);
    },
  };
}

function secondsShown(screen: Awaited<ReturnType<typeof render>>): string | null | undefined {
  return screen.getByText('Seconds').element().previousElementSibling?.textContent;
}

describe('describeRemaining / splitRemaining', () => {
  it('reads to the minute and splits into hours, minutes and seconds', () => {
    expect(splitRemaining(STORE_DURATION_MS)).toEqual({ hours: 8, minutes: 6, seconds: 14 });
    expect(describeRemaining(STORE_DURATION_MS, 'Ends in')).toBe('Ends in 8 hours 6 minutes');
    expect(describeRemaining(3_600_000 + 60_000, 'Ends in')).toBe('Ends in 1 hour 1 minute');
    expect(describeRemaining(2 * 3_600_000, 'Ends in')).toBe('Ends in 2 hours');
    expect(describeRemaining(59_999, 'Ends in')).toBe('Ends in less than a minute');
    expect(splitRemaining(-5)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('CountdownBanner', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks each second while the spoken summary changes only on the minute', async () => {
    const clock = manualClock(T0);
    const screen = await render(
      <CountdownBanner endsInLabel="Flash sale ends in" durationMs={STORE_DURATION_MS} code="FLASH30" message="Extra 15% off your first order" now={clock.now} />,
    );
    // Located by role alone: a locator with a name would stop matching once the name changes.
    const timer = screen.getByRole('timer');
    await expect.element(timer).toHaveAccessibleName('Flash sale ends in 8 hours 6 minutes');
    expect(secondsShown(screen)).toBe('14');

    clock.advance(1000);
    await expect.poll(() => secondsShown(screen)).toBe('13');
    await expect.element(timer).toHaveAccessibleName('Flash sale ends in 8 hours 6 minutes');

    clock.advance(13_000);
    await expect.poll(() => secondsShown(screen)).toBe('00');
    await expect.element(timer).toHaveAccessibleName('Flash sale ends in 8 hours 6 minutes');

    clock.advance(1000);
    await expect.element(timer).toHaveAccessibleName('Flash sale ends in 8 hours 5 minutes');
    expect(secondsShown(screen)).toBe('59');
  });

  it('hides the ticking digits from assistive technology and is not a live region', async () => {
    const clock = manualClock(T0);
    const screen = await render(
      <CountdownBanner endsInLabel="Flash sale ends in" durationMs={STORE_DURATION_MS} code="FLASH30" message="Extra 15% off" now={clock.now} />,
    );
    const timer = screen.getByRole('timer').element();
    expect(timer.getAttribute('aria-live') ?? 'off').toBe('off');
    expect(screen.getByText('14').element().closest('[aria-hidden="true"]')).not.toBeNull();
    expect(timer.querySelector('[aria-live="polite"], [aria-live="assertive"], [role="status"]')).toBeNull();
  });

  it('counts from startedAt rather than from when it mounts', async () => {
    const clock = manualClock(T0 + 3_600_000);
    const screen = await render(
      <CountdownBanner endsInLabel="Flash sale ends in" durationMs={STORE_DURATION_MS} startedAt={T0} code="FLASH30" message="m" now={clock.now} />,
    );
    await expect.element(screen.getByRole('timer', { name: 'Flash sale ends in 7 hours 6 minutes' })).toBeVisible();
  });

  it('shows the expired text at zero, calls onExpire once and stops reading the clock', async () => {
    const clock = manualClock(T0);
    const onExpire = vi.fn();
    const screen = await render(
      <CountdownBanner
        endsInLabel="Flash sale ends in"
        durationMs={2_000}
        code="FLASH30"
        message="m"
        expiredText="The flash sale is over."
        now={clock.now}
        onExpire={onExpire}
      />,
    );
    await expect.element(screen.getByRole('timer', { name: 'Flash sale ends in less than a minute' })).toBeVisible();
    clock.advance(2_000);
    await expect.element(screen.getByText('The flash sale is over.')).toBeVisible();
    expect(screen.getByRole('timer').query()).toBeNull();
    expect(onExpire).toHaveBeenCalledOnce();
    await expect.element(screen.getByRole('region', { name: 'Flash Sale' })).toHaveAttribute('data-state', 'expired');

    const callsAtExpiry = clock.now.mock.calls.length;
    clock.advance(10_000);
    expect(clock.now.mock.calls.length).toBe(callsAtExpiry);
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('clears its interval when unmounted', async () => {
    const clock = manualClock(T0);
    const screen = await render(
      <CountdownBanner endsInLabel="Flash sale ends in" durationMs={STORE_DURATION_MS} code="FLASH30" message="m" now={clock.now} />,
    );
    await expect.element(screen.getByRole('timer')).toBeVisible();
    expect(vi.getTimerCount()).toBe(1);
    await screen.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('lets the keyboard reach its action', async () => {
    const clock = manualClock(T0);
    const screen = await render(
      <CountdownBanner
        endsInLabel="Flash sale ends in"
        durationMs={STORE_DURATION_MS}
        code="FLASH30"
        message="m"
        now={clock.now}
        action={<a href="#deals">Shop the sale</a>}
      />,
    );
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('link', { name: 'Shop the sale' })).toHaveFocus();
  });
});
