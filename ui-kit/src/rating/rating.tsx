import { Star } from '../icons';
import type * as React from 'react';
import { cn } from '../lib/cn';

export interface RatingProps extends Omit<React.ComponentProps<'div'>, 'role' | 'children'> {
  /** The rating, from 0 to `max`; halves are drawn as half stars, other fractions round to the nearest half. */
  value: number;
  /** The number of stars. @default 5 */
  max?: number;
  /** Star size. @default 'md' */
  size?: 'sm' | 'md';
}

const STAR_SIZE = { sm: 'size-4', md: 'size-5' } as const;

/** Rounds to the nearest half star and keeps the value inside 0..max. */
function toHalfStars(value: number, max: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(max, Math.max(0, Math.round(value * 2) / 2));
}

/**
 * A read-only star rating, exposed as one image named '4 out of 5 stars'.
 *
 * State attributes: `data-value`, the shown value rounded to half stars. It is read-only, so it has
 * no hover, focus or press state.
 */
export function Rating({ value, max = 5, size = 'md', className, ...props }: RatingProps) {
  const shown = toHalfStars(value, max);
  const starClass = STAR_SIZE[size];
  return (
    <div
      data-slot="rating"
      data-value={shown}
      role="img"
      aria-label={`${shown} out of ${max} stars`}
      className={cn('inline-flex items-center gap-0.5', className)}
      {...props}
    >
      {Array.from({ length: max }, (_, index) => {
        const fill = Math.min(1, Math.max(0, shown - index));
        return (
          <span key={index} className={cn('relative inline-flex', starClass)}>
            <Star aria-hidden="true" className={cn('text-ink-subtle', starClass)} strokeWidth={1.5} />
            {fill > 0 ? (
              <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star aria-hidden="true" className={cn('fill-accent text-accent-strong', starClass)} strokeWidth={1.5} />
              </span>
            ) : null}
          </span>
        );
      })}
    </div>
  );
}
Rating.displayName = 'Rating';
