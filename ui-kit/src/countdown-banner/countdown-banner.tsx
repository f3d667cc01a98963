'use client';

import * as React from 'react';
import { cn } from '../lib/cn';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export interface CountdownParts {
  hours: number;
  minutes: number;
  seconds: number;
}

/** Splits a remaining time into whole hours, minutes and seconds (hours are not capped at 24). */
export function splitRemaining(remainingMs: number): CountdownParts {
  const wholeSeconds = Math.max(0, Math.floor(remainingMs / SECOND)) * SECOND;
  return {
    hours: Math.floor(wholeSeconds / HOUR),
    minutes: Math.floor((wholeSeconds % HOUR) / MINUTE),
    seconds: (wholeSeconds % MINUTE) / SECOND,
  };
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/**
 * The spoken form of a remaining time, precise to the minute only: 'Flash sale ends in 8 hours 6
 * minutes'. It changes at most once a minute, so a screen reader is never flooded by the seconds.
 */
export function describeRemaining(remainingMs: number, prefix: string): string {
  const { hours, minutes } = splitRemaining(remainingMs);
  if (hours === 0 && minutes === 0) return `${prefix} less than a minute`;
  const parts = [hours > 0 ? plural(hours, 'hour') : null, minutes > 0 ? plural(minutes, 'minute') : null];
  return `${prefix} ${parts.filter((part) => part !== null).join(' ')}`;
}

export interface CountdownBannerProps extends Omit<React.ComponentProps<'section'>, 'children'> {
  /** How long the sale runs from `startedAt`, in milliseconds. The store uses 8h 6m 14s (29 174 000). */
  durationMs: number;
  /** The discount code shoppers type at checkout, e.g. 'FLASH30'. */
  code: string;
  /** What the code gives, e.g. 'Extra 15% off your first order'. */
  message: React.ReactNode;
  /** The banner's heading. @default 'Flash Sale' */
  heading?: string;
  /** Text before the spoken remaining time, e.g. 'Flash sale ends in'. @default 'Ends in' */
  endsInLabel?: string;
  /** Shown instead of the clock once the time is up. @default 'This flash sale has ended.' */
  expiredText?: string;
  /** An optional call to action, e.g. a 'Shop now' link. */
  action?: React.ReactNode;
  /**
   * The clock, in epoch milliseconds. Pass a fixed function in stories and tests so the banner is
   * stable. Read once per second while counting.
   * @default Date.now
   */
  now?: () => number;
  /** When the countdown started, in epoch milliseconds. @default the clock's time when the banner mounts */
  startedAt?: number;
  /** Called once when the countdown reaches zero while the banner is shown. */
  onExpire?: () => void;
}

function DigitBox({ value, unit }: { value: number; unit: string }) {
  return (
    <span className="flex flex-col items-center gap-1">
      <span className="min-w-12 rounded-md bg-surface px-2 py-1.5 text-center text-2xl font-bold tabular-nums text-ink shadow-card">
        {String(value).padStart(2, '0')}
      </span>
      <span className="text-xs font-medium uppercase tracking-wide text-on-brand">{unit}</span>
    </span>
  );
}

/**
 * A flash-sale banner that counts down each second and shows the sale's code.
 *
 * Screen readers get a `role="timer"` whose text is precise to the minute ('Flash sale ends in 8 hours
 * 6 minutes'); the ticking digits are `aria-hidden`, and a timer is not a live region, so nothing is
 * announced while it counts. The interval stops at zero and when the banner unmounts.
 *
 * State attributes: `data-state="running" | "expired"` on the root. It has no controls, so no hover,
 * focus or press state.
 */
export function CountdownBanner({
  durationMs,
  code,
  message,
  heading = 'Flash Sale',
  endsInLabel = 'Ends in',
  expiredText = 'This flash sale has ended.',
  action,
  now = Date.now,
  startedAt,
  onExpire,
  className,
  ...props
}: CountdownBannerProps) {
  const headingId = React.useId();
  const summaryId = React.useId();
  const [mountedAt] = React.useState(() => now());
  const [currentTime, setCurrentTime] = React.useState(mountedAt);
  const endsAt = (startedAt ?? mountedAt) + durationMs;
  const remainingMs = Math.max(0, endsAt - currentTime);
  const expired = remainingMs === 0;

  // The interval outlives renders; these refs let it read the latest props without restarting.
  const nowRef = React.useRef(now);
  const onExpireRef = React.useRef(onExpire);
  React.useEffect(() => {
    nowRef.current = now;
    onExpireRef.current = onExpire;
  });

  React.useEffect(() => {
    if (expired) return undefined;
    const interval = window.setInterval(() => {
      const time = nowRef.current();
      setCurrentTime(time);
      if (time >= endsAt) {
        window.clearInterval(interval);
        onExpireRef.current?.();
      }
    }, SECOND);
    return () => window.clearInterval(interval);
  }, [expired, endsAt]);

  const { hours, minutes, seconds } = splitRemaining(remainingMs);

  return (
    <section
      data-slot="countdown-banner"
      data-state={expired ? 'expired' : 'running'}
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col items-center gap-4 rounded-card bg-brand-strong px-6 py-5 text-on-brand md:flex-row md:justify-between',
        className,
      )}
      {...props}
    >
      <div className="flex flex-col items-center gap-1 text-center md:items-start md:text-left">
        <h2 id={headingId} className="text-xl font-bold">
          {heading}
        </h2>
        <p className="text-sm">{message}</p>
        <p className="text-sm">
          Use code{' '}
          <strong className="rounded-md bg-accent px-2 py-0.5 font-mono text-base tracking-wider text-on-accent">
            {code}
          </strong>
        </p>
      </div>
      {expired ? (
        <p className="text-lg font-semibold">{expiredText}</p>
      ) : (
        <div role="timer" aria-labelledby={summaryId} className="flex items-start gap-2">
          <span id={summaryId} className="sr-only">
            {describeRemaining(remainingMs, endsInLabel)}
          </span>
          <span aria-hidden="true" className="flex items-start gap-2">
            <DigitBox value={hours} unit="Hours" />
            <span className="pt-1.5 text-2xl font-bold">:</span>
            <DigitBox value={minutes} unit="Minutes" />
            <span className="pt-1.5 text-2xl font-bold">:</span>
            <DigitBox value={seconds} unit="Seconds" />
          </span>
        </div>
      )}
      {action ? <div className="shrink-0">{action}</div> : null}
    </section>
  );
}
CountdownBanner.displayName = 'CountdownBanner';
