import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (strings, arrays, `{ name: condition }` objects), leaving out the falsy ones.
 *
 * Nothing is merged at run time: two utilities for the same property on one element are settled by
 * the stylesheet, not by which comes last, so the kit never writes such pairs (tests/class-conflicts.ts
 * checks every rendered test and story). To override one of a component's own utilities from
 * `className`, mark yours important: `className="px-2!"`.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
