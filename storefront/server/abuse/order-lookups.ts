import type { MiddlewareHandler } from 'hono';
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { ORDER_EMAIL_PARAM, STORE_UNAVAILABLE, type ApiError } from '../../core/contract/api';
import { RATE_LIMITER_TABLE } from '../db/schema';

/**
 * A guest reads (and cancels, or returns) an order with its number and the email it was placed with.
 * Order numbers are on receipts and in mails, so the email is what keeps an order private: guessing
 * it is limited per order number, from every address together (an address limit would not stop a
 * guesser with many addresses). Each lookup with an email is counted before the order is read, so a
 * burst of parallel guesses cannot slip past; one that finds the order gives its count back.
 */
/** 429 on a guest order's lookups: too many emails tried for one order number. */
export const ORDER_LOOKUP_TOO_MANY_TRIES = 'Too many tries for this order. Please wait 15 minutes, or sign in to see your orders.';

export interface OrderLookupRules {
  /** Wrong emails one order number may be tried with per window. */
  triesPerOrder: number;
  windowSeconds: number;
}

export const DEFAULT_ORDER_LOOKUP_RULES: OrderLookupRules = { triesPerOrder: 10, windowSeconds: 15 * 60 };

export function orderLookupRulesFromEnv(env: NodeJS.ProcessEnv = process.env): OrderLookupRules {
  const text = env.NEXUS_ORDER_LOOKUPS_PER_ORDER?.trim();
  if (!text) return DEFAULT_ORDER_LOOKUP_RULES;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`NEXUS_ORDER_LOOKUPS_PER_ORDER must be a whole number above 0, not '${text}'.`);
  return { ...DEFAULT_ORDER_LOOKUP_RULES, triesPerOrder: value };
}

const ORDER_PATH = /^\/api\/orders\/([^/]+)/;

/** Middleware for `/api/orders/*`: past the limit a guest's lookup is not made (429, `Retry-After`). */
export function limitOrderLookups(pool: pg.Pool, rules: OrderLookupRules, logger: Pick<Console, 'info' | 'error'> = console): MiddlewareHandler {
  const limiter = new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: RATE_LIMITER_TABLE,
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: 'order-lookup',
    points: rules.triesPerOrder,
    duration: rules.windowSeconds,
  });
  return async (c, next) => {
    const number = ORDER_PATH.exec(c.req.path)?.[1];
    // Only a guest's lookup names an email; the owner's token is checked by the route itself.
    if (!number || c.req.query(ORDER_EMAIL_PARAM) === undefined) return next();
    const key = decodeURIComponent(number).trim().toUpperCase();
    try {
      await limiter.consume(key, 1);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) {
        logger.error(`[orders] a lookup could not be counted: ${rejection instanceof Error ? rejection.message : String(rejection)}`);
        return c.json<ApiError>({ error: STORE_UNAVAILABLE, code: 'store_unavailable' }, 503);
      }
      logger.info(`[orders] lookup of ${key} limited`);
      c.header('Retry-After', String(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))));
      c.header('Cache-Control', 'no-store');
      return c.json<ApiError>({ error: ORDER_LOOKUP_TOO_MANY_TRIES, code: 'order_lookup_rate_limited' }, 429);
    }
    await next();
    if (c.res.status < 400) await limiter.reward(key, 1).catch(() => undefined);
  };
}
