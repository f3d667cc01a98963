import type { Context, MiddlewareHandler } from 'hono';
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { NOTHING_TO_PAY_METHOD, PAYMENT_TOO_MANY_ATTEMPTS, STORE_UNAVAILABLE, type ApiError } from '../../core/contract/api';
import { accountOf, AccountTokenError, type AccountVerifier } from '../auth/accounts';
import { RATE_LIMITER_TABLE } from '../db/schema';
import { cardKeyOf, type CardKeyOptions } from './card-key';
import { deviceOf, type DeviceCookieOptions } from './device';

/**
 * Card testing: someone tries card after card, or one card again and again, against the payment API.
 * The limits fall on the attacker's own things first: the card (its fingerprint), the device (the
 * signed device cookie) and the signed-in account. The client address has a ceiling too, but a high
 * one: South African mobile networks put many shoppers behind one address (carrier-grade NAT), and a
 * crowd paying on one network must not be refused because one of them is a card tester, while a
 * tester with many addresses would pass any per-address limit anyway.
 *
 * Each budget is kept in PostgreSQL so that every server process spends from the same ones. The card
 * and device budgets count declines only: a decline costs `declineWeight` points, anything else
 * nothing. The account and address budgets count every attempt: a decline `declineWeight`, anything
 * else 1. The full weight is taken before the payment is tried and given back (all of it, or all but
 * 1) once it did not end in a decline, so a burst of parallel attempts cannot slip past the limits
 * before its declines are counted.
 */
export interface PaymentAttemptRules {
  /** Decline points one card may spend per window, from any device, account or address. */
  pointsPerCard: number;
  /** Decline points one device may spend per window, whatever card it tries. */
  pointsPerDevice: number;
  /** Points one signed-in account may spend per window, from any address. */
  pointsPerAccount: number;
  /** Points one client address (an IPv6 /64) may spend per window: a ceiling for a whole network. */
  pointsPerAddress: number;
  windowSeconds: number;
  /** What a declined attempt costs; any other attempt costs 1 (address, account) or nothing (card, device). */
  declineWeight: number;
}

export const DEFAULT_PAYMENT_ATTEMPT_RULES: PaymentAttemptRules = {
  // 5 declines an hour for one card: a shopper who mistypes or is short of funds tries again; a card
  // tester checking one stolen card is done.
  pointsPerCard: 15,
  // 10 declines an hour from one browser, whatever cards it tries.
  pointsPerDevice: 30,
  // 10 declines an hour for one account, wherever it pays from.
  pointsPerAccount: 30,
  // 1 000 paid orders (or 333 declines) an hour behind one address or IPv6 /64: a Black Friday crowd on
  // one mobile network pays; a flood from one address still stops.
  pointsPerAddress: 1_000,
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
 * The limits as configured (docs/security.md). Test runs and load tests give themselves a
 * larger allowance through these variables; the limit itself is never switched off.
 */
export function paymentAttemptRulesFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentAttemptRules {
  const rules = DEFAULT_PAYMENT_ATTEMPT_RULES;
  return {
    pointsPerCard: positiveInteger('NEXUS_PAYMENT_POINTS_PER_CARD', env.NEXUS_PAYMENT_POINTS_PER_CARD, rules.pointsPerCard),
    pointsPerDevice: positiveInteger('NEXUS_PAYMENT_POINTS_PER_DEVICE', env.NEXUS_PAYMENT_POINTS_PER_DEVICE, rules.pointsPerDevice),
    pointsPerAccount: positiveInteger('NEXUS_PAYMENT_POINTS_PER_ACCOUNT', env.NEXUS_PAYMENT_POINTS_PER_ACCOUNT, rules.pointsPerAccount),
    pointsPerAddress: positiveInteger('NEXUS_PAYMENT_POINTS_PER_ADDRESS', env.NEXUS_PAYMENT_POINTS_PER_ADDRESS, rules.pointsPerAddress),
    windowSeconds: 60 * positiveInteger('NEXUS_PAYMENT_WINDOW_MINUTES', env.NEXUS_PAYMENT_WINDOW_MINUTES, rules.windowSeconds / 60),
    declineWeight: positiveInteger('NEXUS_PAYMENT_DECLINE_WEIGHT', env.NEXUS_PAYMENT_DECLINE_WEIGHT, rules.declineWeight),
  };
}

/** Points taken for one attempt, to settle once its outcome is known. */
export interface AttemptTicket {
  /** The attempt was not declined: give back what a decline would have cost beyond its price. */
  notDeclined(): Promise<void>;
}

export type AttemptAdmission = { kind: 'admitted'; ticket: AttemptTicket } | { kind: 'limited'; retryAfterSeconds: number; by: AttemptKeyKind };

/** What an attempt is counted against; null when the request does not say (no card, no account). */
export interface AttemptKeys {
  address: string;
  account: string | null;
  device: string | null;
  card: string | null;
}

export type AttemptKeyKind = keyof AttemptKeys;

export interface PaymentAttemptLimiter {
  readonly rules: PaymentAttemptRules;
  /** Takes an attempt's full weight from the card's, device's and account's budgets, then the address's. */
  admit(keys: AttemptKeys): Promise<AttemptAdmission>;
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
  // What a settled attempt that was not declined gives back: declines-only budgets all of it.
  const budgets: Record<AttemptKeyKind, { limiter: RateLimiterPostgres; refund: number }> = {
    card: { limiter: budget('pay-card', rules.pointsPerCard), refund: rules.declineWeight },
    device: { limiter: budget('pay-device', rules.pointsPerDevice), refund: rules.declineWeight },
    account: { limiter: budget('pay-account', rules.pointsPerAccount), refund: rules.declineWeight - 1 },
    address: { limiter: budget('pay-address', rules.pointsPerAddress), refund: rules.declineWeight - 1 },
  };

  async function take(kind: AttemptKeyKind, key: string): Promise<RateLimiterRes | null> {
    try {
      await budgets[kind].limiter.consume(key, rules.declineWeight);
      return null;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return rejection;
      throw new AttemptCountUnavailableError(rejection);
    }
  }

  async function giveBack(taken: Array<[AttemptKeyKind, string]>, points: (kind: AttemptKeyKind) => number): Promise<void> {
    try {
      await Promise.all(taken.filter(([kind]) => points(kind) > 0).map(([kind, key]) => budgets[kind].limiter.reward(key, points(kind))));
    } catch {
      // Not given back: the attempt keeps its full weight, which errs on the safe side.
    }
  }

  async function takeAll(keys: Array<[AttemptKeyKind, string]>): Promise<AttemptAdmission | null> {
    const refusals = await Promise.all(keys.map(([kind, key]) => take(kind, key)));
    let worst: { kind: AttemptKeyKind; waitMs: number } | null = null;
    refusals.forEach((refusal, index) => {
      if (refusal && (!worst || refusal.msBeforeNext > worst.waitMs)) worst = { kind: keys[index]![0], waitMs: refusal.msBeforeNext };
    });
    if (!worst) return null;
    const { kind, waitMs } = worst as { kind: AttemptKeyKind; waitMs: number };
    return { kind: 'limited', by: kind, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }

  return {
    rules,
    async admit(keys) {
      const own: Array<[AttemptKeyKind, string]> = [];
      if (keys.card) own.push(['card', keys.card]);
      if (keys.device) own.push(['device', keys.device]);
      if (keys.account) own.push(['account', keys.account]);
      // The attacker's own budgets first: an attempt they refuse never spends the address's, so a
      // tester refused by card or device cannot use up the ceiling of everyone behind the address.
      const ownRefusal = await takeAll(own);
      if (ownRefusal) return ownRefusal;
      const addressRefusal = await takeAll([['address', keys.address]]);
      if (addressRefusal) {
        await giveBack(own, () => rules.declineWeight);
        return addressRefusal;
      }
      const taken: Array<[AttemptKeyKind, string]> = [...own, ['address', keys.address]];
      return {
        kind: 'admitted',
        ticket: { notDeclined: () => giveBack(taken, (kind) => budgets[kind].refund) },
      };
    },
  };
}

export interface LimitPaymentAttemptsOptions {
  limiter: PaymentAttemptLimiter;
  accounts: AccountVerifier;
  /** The request's client address (the one the last trusted proxy saw, an IPv6 address as its /64). */
  addressOf: (c: Context) => string;
  /** The signed device cookie; a browser without one gets one with the answer. */
  device: DeviceCookieOptions;
  /** How a payment method becomes a card key (cardKeyOf's options). */
  card: CardKeyOptions;
  logger?: Pick<Console, 'info' | 'error'>;
}

/** The largest body the limiter reads to find the payment method (the route reads, and limits, the rest). */
const PEEK_BYTES = 64 * 1024;

/** The request's `paymentMethodId`, read from a copy of the body (the route reads the original). */
async function peekPaymentMethod(c: Context): Promise<string | null> {
  // A body declared too large is never read here: the route answers 413 without reading it either.
  const declared = Number(c.req.header('content-length') ?? Number.NaN);
  if (declared > PEEK_BYTES) return null;
  const reader = c.req.raw.clone().body?.getReader();
  if (!reader) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > PEEK_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  try {
    const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    const id = (body as { paymentMethodId?: unknown } | null)?.paymentMethodId;
    return typeof id === 'string' && id.length > 0 && id.length <= 255 && id !== NOTHING_TO_PAY_METHOD ? id : null;
  } catch {
    // Not JSON: the route answers 400; the attempt still counts against the other budgets.
    return null;
  }
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
 * Middleware for `POST /api/create-payment-intent`: past any budget the attempt is not made (429
 * with `Retry-After` and a sentence the payment page shows; the browser keeps the cart). A 402 from
 * the route is a decline and keeps its full weight, and so does an attempt waiting for the bank.
 */
export function limitPaymentAttempts(options: LimitPaymentAttemptsOptions): MiddlewareHandler {
  const logger = options.logger ?? console;
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    let account: string | null = null;
    try {
      account = (await accountOf(c, options.accounts))?.uid ?? null;
    } catch (error) {
      // The route answers 401 for a token that does not verify; the other budgets still pay for it.
      if (!(error instanceof AccountTokenError)) throw error;
    }
    const paymentMethod = await peekPaymentMethod(c);
    const keys: AttemptKeys = {
      address: options.addressOf(c),
      account,
      device: await deviceOf(c, options.device),
      card: paymentMethod ? await cardKeyOf(paymentMethod, options.card) : null,
    };
    let admission: AttemptAdmission;
    try {
      admission = await options.limiter.admit(keys);
    } catch (error) {
      if (!(error instanceof AttemptCountUnavailableError)) throw error;
      logger.error(`[payments] ${error.message}`);
      return c.json<ApiError>({ error: STORE_UNAVAILABLE, code: 'store_unavailable' }, 503);
    }
    if (admission.kind === 'limited') {
      logger.info(`[payments] attempt limited by its ${admission.by} (address ${keys.address}${account ? `, account ${account}` : ''}); retry in ${admission.retryAfterSeconds} s`);
      c.header('Retry-After', String(admission.retryAfterSeconds));
      c.header('Cache-Control', 'no-store');
      return c.json<ApiError>({ error: PAYMENT_TOO_MANY_ATTEMPTS, code: 'payment_rate_limited' }, 429);
    }
    await next();
    if (c.res.status !== 402 && !awaitingBank.has(c.req.raw)) await admission.ticket.notDeclined();
  };
}
