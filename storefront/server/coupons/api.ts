import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { getProduct } from '../../core/catalogue/products';
import { FLASH_SALE } from '../../core/catalogue/content';
import {
  COUPON_REFUSED,
  COUPON_TOO_MANY_TRIES,
  FLASH_ENDED,
  FLASH_FIRST_ORDER_ONLY,
  FLASH_SIGN_IN,
  SPIN_ALREADY_USED,
  STORE_UNAVAILABLE,
  couponCheckRequestSchema,
  type CouponCheck,
  type FlashSaleInfo,
  type SpinResult,
} from '../../core/contract/api';
import { generateCoupon, isCoupon } from '../../core/domain/coupon';
import { linesFromItems, priceCart, type OrderDiscount } from '../../core/domain/pricing';
import { WHEEL_SEGMENTS } from '../../core/domain/wheel';
import { accountOf, AccountTokenError, type AccountVerifier, type VerifiedAccount } from '../auth/accounts';
import { StoreUnavailableError } from '../db';
import { jsonBody } from '../json-body';
import { FLASH_PERCENT, VOUCHER_VALID_MS, drawSegment, type CouponRules } from './rules';
import { flashCouponCode, type CouponClaim, type CouponStore } from './store';

export type CouponsLogger = Pick<Console, 'info' | 'error'>;

/** A code the server accepted for an order: what to reserve and what it takes off. */
export interface AcceptedCoupon {
  kind: 'accepted';
  /** The code as the order records it (upper case). */
  code: string;
  claim: CouponClaim;
  discount: OrderDiscount;
}

/** A code the server refused, with the status and words to answer. */
export interface RefusedCoupon {
  kind: 'refused';
  status: 422 | 429;
  error: string;
  code: 'coupon_refused' | 'coupon_rate_limited';
  retryAfterSeconds?: number;
}

/** What the payment API asks of the coupons: is this code good for this shopper, and for how much. */
export interface CouponDesk {
  accept(c: Context, code: string, account: VerifiedAccount | null): Promise<AcceptedCoupon | RefusedCoupon>;
}

export interface CouponsOptions {
  store: CouponStore;
  accounts: AccountVerifier;
  rules: CouponRules;
  logger?: CouponsLogger;
}

const WRONG_CODE_SCOPE = 'coupon-miss';

/** The address the request came from; behind a trusted proxy, the client it forwarded for. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not on a Node socket (an in-process request): every such request is one client.
    return 'unknown';
  }
}

function refusal(error: string, retryAfterSeconds?: number): RefusedCoupon {
  return retryAfterSeconds === undefined
    ? { kind: 'refused', status: 422, error, code: 'coupon_refused' }
    : { kind: 'refused', status: 429, error: COUPON_TOO_MANY_TRIES, code: 'coupon_rate_limited', retryAfterSeconds };
}

/**
 * POST /api/spin, GET /api/flash-sale and POST /api/coupons/check, and the desk the payment API asks
 * about a code. The store (PostgreSQL) keeps every coupon; the browser only shows them.
 */
export function createCoupons(options: CouponsOptions): { api: Hono; desk: CouponDesk } {
  const { store, accounts, rules } = options;
  const logger = options.logger ?? console;

  const desk: CouponDesk = {
    async accept(c, typed, account) {
      const code = typed.trim().toUpperCase();
      if (code === FLASH_SALE.code) {
        // FLASH30 is public, so its refusals may say why.
        if (!account) return refusal(FLASH_SIGN_IN);
        if (Date.now() >= rules.flashSaleEndsAt.getTime()) return refusal(FLASH_ENDED);
        if ((await store.hasPaidOrder(account.uid)) || (await store.flashTaken(account.uid))) return refusal(FLASH_FIRST_ORDER_ONLY);
        return {
          kind: 'accepted',
          code,
          claim: { kind: 'flash', code: flashCouponCode(account.uid), accountUid: account.uid, percent: FLASH_PERCENT, endsAt: rules.flashSaleEndsAt },
          discount: { kind: 'percent', percent: FLASH_PERCENT },
        };
      }
      const client = clientAddress(c, rules.trustProxy);
      const misses = await store.peek(WRONG_CODE_SCOPE, client, rules.wrongCodeWindowMs);
      if (misses.hits >= rules.wrongCodesPerAddress) return refusal(COUPON_TOO_MANY_TRIES, misses.retryAfterSeconds);
      const voucher = isCoupon(code) ? await store.usableVoucher(code) : null;
      if (!voucher) {
        const window = await store.hit(WRONG_CODE_SCOPE, client, rules.wrongCodeWindowMs);
        logger.info(`[coupons] refused a code from ${client} (${window.hits} in this window)`);
        return window.hits > rules.wrongCodesPerAddress ? refusal(COUPON_TOO_MANY_TRIES, window.retryAfterSeconds) : refusal(COUPON_REFUSED);
      }
      return { kind: 'accepted', code, claim: { kind: 'voucher', code }, discount: { kind: 'voucher', value: voucher.value } };
    },
  };

  const api = new Hono();

  api.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  async function signedIn(c: Context): Promise<VerifiedAccount | null | Response> {
    try {
      return await accountOf(c, accounts);
    } catch (error) {
      if (!(error instanceof AccountTokenError)) throw error;
      c.header('WWW-Authenticate', 'Bearer');
      return c.json({ error: error.message, code: 'unauthenticated' }, 401);
    }
  }

  function refused(c: Context, refusal: RefusedCoupon) {
    if (refusal.retryAfterSeconds !== undefined) c.header('Retry-After', String(refusal.retryAfterSeconds));
    return c.json({ error: refusal.error, code: refusal.code }, refusal.status);
  }

  api.get('/flash-sale', (c) =>
    c.json<FlashSaleInfo>({ code: FLASH_SALE.code, percent: FLASH_PERCENT, endsAt: rules.flashSaleEndsAt.toISOString() }),
  );

  api.post('/spin', async (c) => {
    const account = await signedIn(c);
    if (account instanceof Response) return account;
    const segment = drawSegment(rules.wheelOdds);
    const prize = WHEEL_SEGMENTS[segment];
    if (!prize) throw new Error(`The wheel has no segment ${segment}.`);
    const voucher = prize.isWin ? { code: generateCoupon(), value: prize.value, expiresAt: new Date(Date.now() + VOUCHER_VALID_MS) } : null;
    const clientKey = clientAddress(c, rules.trustProxy);
    const outcome = await store.recordSpin(
      { accountUid: account?.uid ?? null, accountEmail: account?.email ?? null, clientAddress: clientKey, segment, voucher },
      { spins: rules.spinsPerAddress, windowMs: rules.spinWindowMs },
    );
    if (outcome.kind === 'address-limited') c.header('Retry-After', String(outcome.retryAfterSeconds));
    if (outcome.kind !== 'spun') {
      return c.json({ error: SPIN_ALREADY_USED, code: 'already_spun' }, outcome.kind === 'account-spun' ? 409 : 429);
    }
    logger.info(`[coupons] spin from ${clientKey}: ${prize.label}${voucher ? ` ${voucher.code}` : ''}`);
    return c.json<SpinResult>({
      segment,
      coupon: voucher?.code ?? null,
      value: voucher?.value ?? 0,
      expiresAt: voucher?.expiresAt.toISOString() ?? null,
    });
  });

  const checkBody = jsonBody(couponCheckRequestSchema, {
    what: 'the coupon check',
    maxBytes: 16 * 1024,
    invalid: () => ({ error: 'Send { code, items } with the coupon code and the cart items.' }),
  });

  api.post('/coupons/check', checkBody, async (c) => {
    const request = c.get('body');
    const account = await signedIn(c);
    if (account instanceof Response) return account;
    const { lines, unknownIds } = linesFromItems(request.items, getProduct);
    if (unknownIds.length > 0) return c.json({ error: 'Some items are not in our catalogue.' }, 422);
    const accepted = await desk.accept(c, request.code, account);
    if (accepted.kind === 'refused') return refused(c, accepted);
    const totals = priceCart(lines, { discount: accepted.discount });
    return c.json<CouponCheck>({ code: accepted.code, kind: accepted.claim.kind, discount: totals.discount, totals });
  });

  api.onError((error, c) => {
    if (error instanceof StoreUnavailableError) {
      logger.error(`[coupons] ${error.message}`);
      return c.json({ error: STORE_UNAVAILABLE, code: 'store_unavailable' }, 503);
    }
    logger.error(`[coupons] unexpected error on ${c.req.method} ${c.req.path}: ${error.message}`);
    return c.json({ error: 'Something went wrong on our side. Please try again.' }, 500);
  });

  return { api, desk };
}
