import type { Context, MiddlewareHandler } from 'hono';
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { PAYMENT_TOO_MANY_ATTEMPTS, STORE_UNAVAILABLE, type ApiError } from '../../core/contract/api';
import { accountOf, AccountTokenError, type AccountVerifier } from '../auth/accounts';
import { RATE_LIMITER_TABLE } from '../db/schema';

/**
 * Card testing: someone tries card after card against the payment API. Every attempt costs points
 * from two budgets, the client address's and (signed in) the account's, kept in PostgreSQL so that
 * every server process spends from the same ones. A decline costs `declineWeight` points, anything
 * else 1. The full weight is taken before the payment is tried and the difference given back once it
 * did not end in a decline, so a burst of parallel attempts cannot slip past the limit before its
 * declines are counted.
 */
export interface PaymentAttemptRules {
  /** Points one client address may spend per window. */
  pointsPerAddress: number;
  /** Points one signed-in account may spend per window, from any address. */
  pointsPerAccount: number;
  windowSeconds: number;
  /** What a declined attempt costs; any other attempt costs 1. */
  declineWeight: number;
}

export const DEFAULT_PAYMENT_ATTEMPT_RULES: PaymentAttemptRules = {
  // 20 declines, or 60 paid orders, an hour from one address: a household or an office behind one
  // carrier address pays freely; a card tester stops after 20 cards.
  pointsPerAddress: 60,
  // 10 declines an hour for one account, wherever it pays from.
  pointsPerAccount: 30,
  windowSeconds: 60 * 60,
  declineWeight: 3,
};

function positiveInteger(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0, not '${text}'.`);
  return value;
}

/**
 * The limits as configured (README, Payment attempts). Test runs and load tests give themselves a
 * larger allowance through these variables; the limit itself is never switched off.
 */
export function paymentAttemptRulesFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentAttemptRules {
  const rules: PaymentAttemptRules = {
    pointsPerAddress: positiveInteger('NEXUS_PAYMENT_POINTS_PER_ADDRESS', env.NEXUS_PAYMENT_POINTS_PER_ADDRESS, DEFAULT_PAYMENT_ATTEMPT_RULES.pointsPerAddress),
    pointsPerAccount: positiveInteger('NEXUS_PAYMENT_POINTS_PER_ACCOUNT', env.NEXUS_PAYMENT_POINTS_PER_ACCOUNT, DEFAULT_PAYMENT_ATTEMPT_RULES.pointsPerAccount),
    windowSeconds: 60 * positiveInteger('NEXUS_PAYMENT_WINDOW_MINUTES', env.NEXUS_PAYMENT_WINDOW_MINUTES, DEFAULT_PAYMENT_ATTEMPT_RULES.windowSeconds / 60),
    declineWeight: positiveInteger('NEXUS_PAYMENT_DECLINE_WEIGHT', env.NEXUS_PAYMENT_DECLINE_WEIGHT, DEFAULT_PAYMENT_ATTEMPT_RULES.declineWeight),
  };
  return rules;
}

/** Points taken for one attempt, to settle once its outcome is known. */
export interface AttemptTicket {
  /** The attempt was not declined: it costs 1 point instead of the decline weight. */
  notDeclined(): Promise<void>;
}

export type AttemptAdmission = { kind: 'admitted'; ticket: AttemptTicket } | { kind: 'limited'; retryAfterSeconds: number };

export interface PaymentAttemptLimiter {
  readonly rules: PaymentAttemptRules;
  /** Takes an attempt's full weight from the address's and the account's budgets. */
  admit(clientAddress: string, accountUid: string | null): Promise<AttemptAdmission>;
}

/** The store's database could not count the attempt: the API answers 503 and nothing is tried. */
export class AttemptCountUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`Payment attempts cannot be counted: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'AttemptCountUnavailableError';
  }
}

/**
 * The limiter on the store's own PostgreSQL pool (rate-limiter-flexible's PostgreSQL store: one atomic
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING` per budget). Its table comes from the store's migrations;
 * expired rows are removed by the housekeeping job, not by a timer in every process.
 */
export function createPaymentAttemptLimiter(pool: pg.Pool, rules: PaymentAttemptRules): PaymentAttemptLimiter {
  const budget = (keyPrefix: string, points: number) =>
    new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: RATE_LIMITER_TABLE,
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix,
      points,
      duration: rules.windowSeconds,
    });
  const perAddress = budget('pay-address', rules.pointsPerAddress);
  const perAccount = budget('pay-account', rules.pointsPerAccount);

  async function take(limiter: RateLimiterPostgres, key: string): Promise<RateLimiterRes | null> {
    try {
      await limiter.consume(key, rules.declineWeight);
      return null;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return rejection;
      throw new AttemptCountUnavailableError(rejection);
    }
  }

  return {
    rules,
    async admit(clientAddress, accountUid) {
      const taken: Array<[RateLimiterPostgres, string]> = [[perAddress, clientAddress]];
      if (accountUid) taken.push([perAccount, accountUid]);
      const refusals = (await Promise.all(taken.map(([limiter, key]) => take(limiter, key)))).filter(
        (refusal): refusal is RateLimiterRes => refusal !== null,
      );
      if (refusals.length > 0) {
        const waitMs = Math.max(...refusals.map((refusal) => refusal.msBeforeNext));
        return { kind: 'limited', retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
      }
      return {
        kind: 'admitted',
        ticket: {
          async notDeclined() {
            if (rules.declineWeight <= 1) return;
            try {
              await Promise.all(taken.map(([limiter, key]) => limiter.reward(key, rules.declineWeight - 1)));
            } catch {
              // Not given back: the attempt counts as a decline, which errs on the safe side.
            }
          },
        },
      };
    },
  };
}

export interface LimitPaymentAttemptsOptions {
  limiter: PaymentAttemptLimiter;
  accounts: AccountVerifier;
  /** The request's client address (the one the last trusted proxy saw). */
  addressOf: (c: Context) => string;
  logger?: Pick<Console, 'info' | 'error'>;
}

/** Attempts the route left waiting for the shopper's bank: they keep a decline's weight. */
const awaitingBank = new WeakSet<Request>();

/**
 * The route says this attempt waits for the shopper's bank (3-D Secure): it holds stock meanwhile,
 * so it costs what a decline costs, or one address could hold many orders' stock an hour.
 */
export function countAsDecline(c: Context): void {
  awaitingBank.add(c.req.raw);
}

/**
 * Middleware for `POST /api/create-payment-intent`: past either budget the attempt is not made (429
 * with `Retry-After` and a sentence the payment page shows; the browser keeps the cart). A 402 from
 * the route is a decline and keeps its full weight, and so does an attempt waiting for the bank.
 */
export function limitPaymentAttempts(options: LimitPaymentAttemptsOptions): MiddlewareHandler {
  const logger = options.logger ?? console;
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    let accountUid: string | null = null;
    try {
      accountUid = (await accountOf(c, options.accounts))?.uid ?? null;
    } catch (error) {
      // The route answers 401 for a token that does not verify; the address's budget still pays for it.
      if (!(error instanceof AccountTokenError)) throw error;
    }
    const address = options.addressOf(c);
    let admission: AttemptAdmission;
    try {
      admission = await options.limiter.admit(address, accountUid);
    } catch (error) {
      if (!(error instanceof AttemptCountUnavailableError)) throw error;
      logger.error(`[payments] ${error.message}`);
      return c.json<ApiError>({ error: STORE_UNAVAILABLE, code: 'store_unavailable' }, 503);
    }
    if (admission.kind === 'limited') {
      logger.info(`[payments] attempt limited for ${address}${accountUid ? ` / account ${accountUid}` : ''}; retry in ${admission.retryAfterSeconds} s`);
      c.header('Retry-After', String(admission.retryAfterSeconds));
      c.header('Cache-Control', 'no-store');
      return c.json<ApiError>({ error: PAYMENT_TOO_MANY_ATTEMPTS, code: 'payment_rate_limited' }, 429);
    }
    await next();
    if (c.res.status !== 402 && !awaitingBank.has(c.req.raw)) await admission.ticket.notDeclined();
  };
}
