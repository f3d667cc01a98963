'use client';

import * as React from 'react';
import { cn } from '../lib/cn';

/** '23 h 59 min left', '12 min left', 'Less than a minute left' for the milliseconds to go. */
export function formatTimeLeft(milliseconds: number): string {
  const minutes = Math.max(0, Math.floor(milliseconds / 60_000));
  if (minutes === 0) return 'Less than a minute left';
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min left` : `${minutes} min left`;
}

const readClock = () => Math.floor(Date.now() / 1000) * 1000;
const noClock = () => null;

/**
 * The wall clock to the second, read again every `intervalMs`; null while server rendering and
 * hydrating, so the server's HTML and the first client render agree.
 */
function useClock(given: number | undefined, intervalMs: number): number | null {
  const subscribe = React.useCallback(
    (onTick: () => void) => {
      if (given !== undefined) return () => undefined;
      const timer = window.setInterval(onTick, intervalMs);
      return () => window.clearInterval(timer);
    },
    [given, intervalMs],
  );
  const now = React.useSyncExternalStore(subscribe, given === undefined ? readClock : noClock, noClock);
  return given ?? now;
}

export interface TeamProgressProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  /** Members so far, the shopper included. */
  members: number;
  /** Members a team needs. @default 3 */
  size?: number;
  /** Who is in the team, as the app may show them (e.g. first names); listed under the bar. */
  memberNames?: readonly string[];
  /** When the team closes (a `Date`, an ISO string or epoch milliseconds); shows the time left. */
  expiresAt?: Date | string | number;
  /**
   * The clock, in epoch milliseconds, for stories, tests and server rendering. Without it the
   * component reads the browser's clock after mounting and every 30 seconds.
   */
  now?: number;
  /** Names the bar. @default 'Team members' */
  label?: React.ReactNode;
  /** The element the label is: a heading where the progress heads a section. @default 'span' */
  labelAs?: 'span' | 'h2' | 'h3' | 'h4';
  /**
   * The app's word that the team has closed (its server's clock decides), whatever this browser's
   * clock says. @default false: closed once `expiresAt` has passed on this browser's clock
   */
  expired?: boolean;
  /** Shown instead of the time left once the team has closed. @default 'This team has expired.' */
  expiredText?: string;
}

/**
 * How full a team is: 'n of size', a progress bar named by the label, the members, and the time left
 * before the team closes. Used by ProductBuyBox and by an app's own team page, so both show one thing.
 *
 * State attributes: `data-complete` once the team is full, `data-expired` once `expiresAt` has passed.
 * It is read-only, so it has no hover, focus or press state.
 */
export function TeamProgress({
  members,
  size = 3,
  memberNames,
  expiresAt,
  now: givenNow,
  label = 'Team members',
  labelAs: Label = 'span',
  expired: closed = false,
  expiredText = 'This team has expired.',
  className,
  ...props
}: TeamProgressProps) {
  const labelId = React.useId();
  const now = useClock(givenNow, 30_000);
  const count = Math.min(Math.max(members, 0), size);
  const complete = count >= size;
  const closesAt = expiresAt === undefined ? null : new Date(expiresAt);
  const expired = closed || (closesAt !== null && now !== null && closesAt.getTime() <= now);

  return (
    <div
      data-slot="team-progress"
      data-complete={complete ? '' : undefined}
      data-expired={expired ? '' : undefined}
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      <div className="flex items-center justify-between gap-2">
        <Label id={labelId} className={cn('font-semibold', Label === 'span' ? 'text-sm' : 'text-lg')}>
          {label}
        </Label>
        <span data-slot="team-progress-count" aria-hidden="true" className="text-sm">
          {count} of {size}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={size}
        aria-valuenow={count}
        aria-valuetext={`${count} of ${size}`}
        className="h-3 overflow-hidden rounded-pill bg-surface-sunken"
      >
        <div
          className={cn('h-full rounded-pill transition-[width] motion-reduce:transition-none', complete ? 'bg-success' : 'bg-brand')}
          style={{ width: `${(count / size) * 100}%` }}
        />
      </div>
      {memberNames && memberNames.length > 0 ? (
        <ul aria-label="Members" className="flex flex-wrap gap-2">
          {memberNames.map((name, index) => (
            <li key={index} className="rounded-pill bg-surface-sunken px-3 py-1 text-sm">
              {name}
            </li>
          ))}
        </ul>
      ) : null}
      {closesAt !== null || expired ? (
        <p data-slot="team-progress-time" className="min-h-5 text-sm text-ink-muted">
          {expired ? (
            expiredText
          ) : now !== null && closesAt !== null ? (
            <time dateTime={closesAt.toISOString()}>{formatTimeLeft(closesAt.getTime() - now)}</time>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
TeamProgress.displayName = 'TeamProgress';
