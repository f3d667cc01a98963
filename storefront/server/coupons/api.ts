import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { FLASH_SALE } from '../../core/catalogue/content';
import {
  COUPON_REFUSED,
  COUPON_TOO_MANY_TRIES,
  FLASH_ENDED,
  EMAIL_UNVERIFIED_CODE,
  FLASH_FIRST_ORDER_ONLY,
  NOTHING_TO_PAY_METHOD,
  VERIFY_EMAIL_FOR_DEALS,
  FLASH_SIGN_IN,
  SPIN_ALREADY_USED,
  couponCheckRequestSchema,
  type CouponCheck,
  type FlashSaleInfo,
  type SpinResult,
} from '../../core/contract/api';
import { generateCoupon, isCoupon } from '../../core/domain/coupon';
import type { OrderDiscount } from '../../core/domain/pricing';
import { WHEEL_SEGMENTS } from '../../core/domain/wheel';
import { deviceOf as deviceCookie } from '../abuse/device';
import { accountOrRefusal, type AccountVerifier, type VerifiedAccount } from '../auth/accounts';
import { noStore } from '../no-store';
import { jsonBody } from '../json-body';
import { priceOrder, readCart } from '../orders/cart';
import type { TeamStore } from '../teams/store';
import type { CatalogueStore } from '../catalogue/store';
import { FLASH_PERCENT, VOUCHER_VALID_MS, drawSegment, type CouponRules } from './rules';
import { type CouponClaim, type CouponStore } from './store';
import { FLASH_ONCE_PER_PERSON, flashCardCode, flashEmailCode } from './flash-keys';
import { cardKeyOf, type CardKeyOptions } from '../abuse/card-key';
import { answerStoreErrors } from '../api-errors';

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
  status: 403 | 422 | 429;
  error: string;
  code: 'coupon_refused' | 'coupon_rate_limited' | typeof EMAIL_UNVERIFIED_CODE;
  retryAfterSeconds?: number;
}

/** What the payment asks of the coupons: is this code good for this shopper, and for how much. */
export interface CouponDesk {
  /** `clientAddress` counts wrong codes per client (the guessing limit). */
  accept(code: string, account: VerifiedAccount | null, clientAddress: string, paymentMethodId?: string): Promise<AcceptedCoupon | RefusedCoupon>;
}

export interface CouponsOptions {
  store: CouponStore;
  /** The coupon check prices team lines by the payment's team rule. */
  teams: TeamStore;
  /** Where the coupon check reads prices, as the payment does. */
  catalogue: CatalogueStore;
  accounts: AccountVerifier;
  rules: CouponRules;
  /** The request's client address (the one the last trusted proxy saw). */
  addressOf: (c: Context) => string;
  /** Signs the device cookie; every server process must share it (`NEXUS_COOKIE_SECRET`). */
  deviceCookieSecret: string;
  /** How a payment method becomes a card key: FLASH30 is once per card too. */
  card?: CardKeyOptions;
  /** Send the device cookie with `Secure` (the site is served over https). */
  secureCookies?: boolean;
  logger?: CouponsLogger;
}

const WRONG_CODE_SCOPE = 'coupon-miss';
/** One row per code a client has tried in the window: the guessing limit counts codes, not tries. */
export const TRIED_CODE_SCOPE = 'coupon-tried';

/** The tried code is kept as a hash: the table of counters is no list of live voucher codes. */
const triedCodeKey = (client: string, code: string) => `${client} ${createHash('sha256').update(code).digest('hex').slice(0, 32)}`;

/** The signed, HttpOnly cookie that tells one browser from another for the prize wheel. */
export { DEVICE_COOKIE } from '../abuse/device';
/** Browsers keep a cookie for 400 days at most. */

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
  const { store, accounts, rules, addressOf } = options;
  const logger = options.logger ?? console;

  const deviceOf = (c: Context) => deviceCookie(c, { secret: options.deviceCookieSecret, secure: options.secureCookies ?? false });

  const desk: CouponDesk = {
    async accept(typed, account, client, paymentMethodId) {
      const code = typed.trim().toUpperCase();
      if (code === FLASH_SALE.code) {
        // FLASH30 is public, so its refusals may say why.
        if (!account) return refusal(FLASH_SIGN_IN);
        if (Date.now() >= rules.flashSaleEndsAt.getTime()) return refusal(FLASH_ENDED);
        // A deal for a person, not for a free account: a verified mailbox, once, and once per card.
        if (!account.emailVerified || !account.email) return { kind: 'refused', status: 403, error: VERIFY_EMAIL_FOR_DEALS, code: EMAIL_UNVERIFIED_CODE };
        if (await store.hasPaidOrder(account.uid)) return refusal(FLASH_FIRST_ORDER_ONLY);
        const codes = [flashEmailCode(account.email)];
        if (paymentMethodId && paymentMethodId !== NOTHING_TO_PAY_METHOD && options.card) codes.push(flashCardCode(await cardKeyOf(paymentMethodId, options.card)));
        if (await store.flashTaken(codes)) return refusal(FLASH_ONCE_PER_PERSON);
        return {
          kind: 'accepted',
          code,
          claim: { kind: 'flash', codes, accountUid: account.uid, percent: FLASH_PERCENT, endsAt: rules.flashSaleEndsAt },
          discount: { kind: 'percent', percent: FLASH_PERCENT },
        };
      }
      // The guessing limit counts distinct codes per client, each before it is looked up, in one atomic
      // statement: of a burst of parallel guesses only the first `wrongCodesPerAddress` codes are looked
      // up at all. The same code again (a retry of a payment, a double click) is not a new guess: it is
      // looked up while the client is within the limit, and counts nothing. A right code gives its
      // count back.
      const firstTry = (await store.hit(TRIED_CODE_SCOPE, triedCodeKey(client, code), rules.wrongCodeWindowMs)).hits === 1;
      const window = firstTry
        ? await store.hit(WRONG_CODE_SCOPE, client, rules.wrongCodeWindowMs)
        : await store.hits(WRONG_CODE_SCOPE, client, rules.wrongCodeWindowMs);
      if (window.hits > rules.wrongCodesPerAddress) {
        logger.info(`[coupons] code refused unread from ${client} (${window.hits} in this window)`);
        return refusal(COUPON_TOO_MANY_TRIES, window.retryAfterSeconds);
      }
      const voucher = isCoupon(code) ? await store.usableVoucher(code) : null;
      if (!voucher) {
        logger.info(`[coupons] refused a code from ${client} (${window.hits} in this window)`);
        return refusal(COUPON_REFUSED);
      }
      if (firstTry) await store.unhit(WRONG_CODE_SCOPE, client);
      return { kind: 'accepted', code, claim: { kind: 'voucher', code }, discount: { kind: 'voucher', value: voucher.value } };
    },
  };

  const api = new Hono();

  api.use('*', noStore());

  function signedIn(c: Context): Promise<VerifiedAccount | null | Response> {
    return accountOrRefusal(c, accounts, 'Bearer');
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
    const clientKey = addressOf(c);
    const deviceId = await deviceOf(c);
    const outcome = await store.recordSpin(
      { accountUid: account?.uid ?? null, accountEmail: account?.email ?? null, deviceId, clientAddress: clientKey, segment, voucher },
      { spins: rules.spinsPerAddress, windowMs: rules.spinWindowMs },
    );
    if (outcome.kind === 'address-limited') c.header('Retry-After', String(outcome.retryAfterSeconds));
    if (outcome.kind !== 'spun') {
      return c.json({ error: SPIN_ALREADY_USED, code: 'already_spun' }, outcome.kind === 'already-spun' ? 409 : 429);
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
    // The payment's reading of the cart, so that the check shows what the payment will charge.
    const read = await readCart(request.items, account, options.teams, options.catalogue);
    if (!read.ok) return c.json(read.refusal.error, read.refusal.status);
    const accepted = await desk.accept(request.code, account, addressOf(c));
    if (accepted.kind === 'refused') return refused(c, accepted);
    const totals = priceOrder(read.cart, accepted.discount);
    return c.json<CouponCheck>({ code: accepted.code, kind: accepted.claim.kind, discount: totals.discount, totals });
  });

  api.onError(answerStoreErrors('coupons', logger));

  return { api, desk };
}
