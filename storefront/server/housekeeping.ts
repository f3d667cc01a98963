import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from './db';
import { rateLimiterPoints, rateLimits, stripeEvents } from './db/schema';

/**
 * How long each kind of counter or record matters. A row older than its window changes no answer, so
 * it is deleted. Stripe retries an undelivered event for up to three days with a fresh signature;
 * its id is kept well past that so that a late retry is still recognised.
 */
export interface HousekeepingWindows {
  /** Fixed-window counters of `rate_limits`, per scope (spins, wrong coupon codes, codes tried). */
  rateLimitScopes: Readonly<Record<string, number>>;
  /** Counters of scopes not listed above are kept this long. */
  otherRateLimitMs: number;
  stripeEventMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const DEFAULT_HOUSEKEEPING_WINDOWS: HousekeepingWindows = {
  rateLimitScopes: { spin: DAY_MS, 'coupon-miss': 15 * 60 * 1000, 'coupon-tried': 15 * 60 * 1000 },
  otherRateLimitMs: DAY_MS,
  stripeEventMs: 30 * DAY_MS,
};

export interface HousekeepingReport {
  rateLimits: number;
  paymentAttemptBudgets: number;
  stripeEvents: number;
}

const olderThan = (column: typeof rateLimits.windowStartedAt | typeof stripeEvents.receivedAt, ms: number) =>
  lt(column, sql`now() - make_interval(secs => ${ms / 1000})`);

/**
 * Removes rate-limit and spin-counter windows that have ended, payment-attempt budgets that expired
 * and Stripe event ids past their retry window. Safe to run at any time, from any process, as often as
 * wanted: each statement deletes only what no answer depends on any more. The job runner calls it.
 */
export async function removeExpiredRows(db: Database, windows: HousekeepingWindows = DEFAULT_HOUSEKEEPING_WINDOWS): Promise<HousekeepingReport> {
  const scopes = Object.entries(windows.rateLimitScopes);
  const knownScope = scopes.map(([scope]) => scope);
  const expiredWindow = or(
    ...scopes.map(([scope, ms]) => and(eq(rateLimits.scope, scope), olderThan(rateLimits.windowStartedAt, ms))),
    and(
      knownScope.length > 0 ? sql`${rateLimits.scope} not in ${knownScope}` : sql`true`,
      olderThan(rateLimits.windowStartedAt, windows.otherRateLimitMs),
    ),
  );
  const counters = await db.delete(rateLimits).where(expiredWindow).returning({ scope: rateLimits.scope });
  // rate-limiter-flexible writes `expire` as epoch milliseconds by the server's clock.
  const budgets = await db.delete(rateLimiterPoints).where(lt(rateLimiterPoints.expire, Date.now())).returning({ key: rateLimiterPoints.key });
  const events = await db.delete(stripeEvents).where(olderThan(stripeEvents.receivedAt, windows.stripeEventMs)).returning({ id: stripeEvents.id });
  return { rateLimits: counters.length, paymentAttemptBudgets: budgets.length, stripeEvents: events.length };
}
