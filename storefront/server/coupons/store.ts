import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { PAID_STATES } from '../../core/domain/order-lifecycle';
import { guarded, type Database } from '../db';
import { coupons, orders, rateLimits, wheelSpins } from '../db/schema';
import { queueMail } from '../mail/outbox';

/** A transaction or the database: the reservation runs inside the order's transaction. */
type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;

/** The coupon an order asks for, once the server has accepted the code. */
export type CouponClaim =
  | { kind: 'voucher'; code: string }
  /**
   * FLASH30 for one person: its one use is a row per key (`codes`: the account's mailbox and, when the
   * payment names one, the card; flash-keys.ts), all made or taken when reserved, or none.
   */
  | { kind: 'flash'; codes: string[]; accountUid: string; percent: number; endsAt: Date };

/** A wheel voucher that can be used now. */
export interface UsableVoucher {
  code: string;
  value: number;
  expiresAt: Date;
}

export interface NewSpin {
  accountUid: string | null;
  /** The browser's id from its signed device cookie: one spin per device. */
  deviceId: string;
  /** Where a signed-in winner's voucher is mailed; null for guests and accounts without one. */
  accountEmail?: string | null;
  clientAddress: string;
  segment: number;
  /** The voucher to issue for a winning segment. */
  voucher: { code: string; value: number; expiresAt: Date } | null;
}

export type SpinOutcome = { kind: 'spun' } | { kind: 'already-spun' } | { kind: 'address-limited'; retryAfterSeconds: number };

export interface RateWindow {
  hits: number;
  retryAfterSeconds: number;
}

export interface CouponStore {
  /** The voucher with this code, if it exists, has not expired and is not held by an order. */
  usableVoucher(code: string): Promise<UsableVoucher | null>;
  /** Whether the account has a paid order (FLASH30 is for the first one). */
  hasPaidOrder(accountUid: string): Promise<boolean>;
  /** Whether any of these FLASH30 rows (a mailbox's, a card's) is held by an order (pending or paid). */
  flashTaken(codes: string[]): Promise<boolean>;
  /**
   * Records a spin and issues its voucher in one transaction; refused when the account or the device
   * has spun, or the address has had its spins for the window.
   */
  recordSpin(spin: NewSpin, limit: { spins: number; windowMs: number }): Promise<SpinOutcome>;
  /** Counts one hit for the client in the scope's current window and returns the window. */
  hit(scope: string, clientKey: string, windowMs: number): Promise<RateWindow>;
  /** The client's hits in the scope's current window, without counting one. */
  hits(scope: string, clientKey: string, windowMs: number): Promise<RateWindow>;
  /** Takes back one hit counted for the client in the scope's current window (it turned out fine). */
  unhit(scope: string, clientKey: string): Promise<void>;
}


/**
 * Reserves the claimed coupon for `orderId`, in the caller's transaction, with one conditional
 * statement: of many orders racing for one code, exactly one changes the row (the others wait on its
 * lock, then find it no longer available). False when the coupon is not available.
 */
export async function reserveCoupon(tx: Executor, claim: CouponClaim, orderId: number): Promise<boolean> {
  if (claim.kind === 'voucher') {
    const reserved = await tx
      .update(coupons)
      .set({ state: 'reserved', reservedBy: orderId })
      .where(and(eq(coupons.code, claim.code), eq(coupons.kind, 'voucher'), eq(coupons.state, 'available'), gt(coupons.expiresAt, sql`now()`)))
      .returning({ id: coupons.id });
    return reserved.length > 0;
  }
  const [paid] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.accountUid, claim.accountUid), inArray(orders.status, PAID_STATES)))
    .limit(1);
  if (paid) return false;
  // Every key or none: a key another order holds makes this false, and the caller rolls the order's
  // transaction back with whatever keys were taken before it.
  for (const code of claim.codes) {
    const reserved = await tx
      .insert(coupons)
      .values({
        code,
        kind: 'flash',
        value: claim.percent,
        expiresAt: claim.endsAt,
        state: 'reserved',
        reservedBy: orderId,
        accountUid: claim.accountUid,
      })
      .onConflictDoUpdate({
        target: coupons.code,
        set: { state: 'reserved', reservedBy: orderId, accountUid: claim.accountUid },
        setWhere: sql`${coupons.state} = 'available'`,
      })
      .returning({ id: coupons.id });
    if (reserved.length === 0) return false;
  }
  return true;
}

/**
 * Follows an order's payment: paid redeems the coupon it holds, failed gives it back (usable again).
 * Runs in the transaction that settles the order.
 */
/** The order holding the coupon was paid: the coupon is used. */
export async function redeemCoupon(tx: Executor, orderId: number): Promise<void> {
  await tx.update(coupons).set({ state: 'redeemed' }).where(and(eq(coupons.reservedBy, orderId), eq(coupons.state, 'reserved')));
}

/**
 * The one way an order gives its coupon back (its payment failed or expired, or it was cancelled): a
 * coupon it only reserved is available again; one it used comes back while still valid. A returned
 * order keeps its coupon used: nothing calls this for it.
 */
export async function giveBackCoupon(tx: Executor, orderId: number): Promise<void> {
  await tx
    .update(coupons)
    .set({ state: 'available', reservedBy: null })
    .where(and(eq(coupons.reservedBy, orderId), or(eq(coupons.state, 'reserved'), gt(coupons.expiresAt, sql`now()`))));
}

function windowOf(row: { hits: number; windowStartedAt: Date } | undefined, windowMs: number): RateWindow {
  if (!row) return { hits: 0, retryAfterSeconds: 0 };
  const endsIn = row.windowStartedAt.getTime() + windowMs - Date.now();
  return { hits: row.hits, retryAfterSeconds: Math.max(1, Math.ceil(endsIn / 1000)) };
}

/** One statement per hit: a window older than `windowMs` starts again at 1. */
async function countHit(db: Executor, scope: string, clientKey: string, windowMs: number): Promise<RateWindow> {
  const expired = sql`${rateLimits.windowStartedAt} <= now() - make_interval(secs => ${windowMs / 1000})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ scope, clientKey, windowStartedAt: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.scope, rateLimits.clientKey],
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, windowStartedAt: rateLimits.windowStartedAt });
  return windowOf(row, windowMs);
}

class SpinRefused extends Error {
  constructor(readonly outcome: SpinOutcome) {
    super(outcome.kind);
  }
}

export function createCouponStore(db: Database): CouponStore {
  return {
    usableVoucher: (code) =>
      guarded(async () => {
        const [row] = await db
          .select({ code: coupons.code, value: coupons.value, expiresAt: coupons.expiresAt })
          .from(coupons)
          .where(and(eq(coupons.code, code), eq(coupons.kind, 'voucher'), eq(coupons.state, 'available'), gt(coupons.expiresAt, sql`now()`)));
        return row ?? null;
      }),

    hasPaidOrder: (accountUid) =>
      guarded(async () => {
        const [row] = await db
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.accountUid, accountUid), inArray(orders.status, PAID_STATES)))
          .limit(1);
        return row !== undefined;
      }),

    flashTaken: (codes) =>
      guarded(async () => {
        if (codes.length === 0) return false;
        const rows = await db
          .select({ state: coupons.state })
          .from(coupons)
          .where(inArray(coupons.code, codes));
        return rows.some((row) => row.state !== 'available');
      }),

    recordSpin: (spin, limit) =>
      guarded(async () => {
        try {
          await db.transaction(async (tx) => {
            // Counted first and rolled back with a refused spin, so a signed-in retry does not use up the address.
            const window = await countHit(tx, 'spin', spin.clientAddress, limit.windowMs);
            if (window.hits > limit.spins) {
              throw new SpinRefused({ kind: 'address-limited', retryAfterSeconds: window.retryAfterSeconds });
            }
            let couponId: number | null = null;
            if (spin.voucher) {
              const [coupon] = await tx
                .insert(coupons)
                .values({ ...spin.voucher, kind: 'voucher', accountUid: spin.accountUid })
                .returning({ id: coupons.id });
              couponId = coupon?.id ?? null;
            }
            const [recorded] = await tx
              .insert(wheelSpins)
              .values({ accountUid: spin.accountUid, deviceId: spin.deviceId, clientAddress: spin.clientAddress, segment: spin.segment, couponId })
              // Either unique index (account, device) refuses a second spin.
              .onConflictDoNothing()
              .returning({ id: wheelSpins.id });
            if (!recorded) throw new SpinRefused({ kind: 'already-spun' });
            if (spin.voucher && spin.accountUid && spin.accountEmail) {
              await queueMail(tx, { kind: 'wheel-voucher', to: spin.accountEmail, code: spin.voucher.code, value: spin.voucher.value, expiresAt: spin.voucher.expiresAt.toISOString() });
            }
          });
          return { kind: 'spun' } as const;
        } catch (error) {
          if (error instanceof SpinRefused) return error.outcome;
          throw error;
        }
      }),

    hit: (scope, clientKey, windowMs) => guarded(() => countHit(db, scope, clientKey, windowMs)),

    hits: (scope, clientKey, windowMs) =>
      guarded(async () => {
        const current = sql`${rateLimits.windowStartedAt} > now() - make_interval(secs => ${windowMs / 1000})`;
        const [row] = await db
          .select({ hits: rateLimits.hits, windowStartedAt: rateLimits.windowStartedAt })
          .from(rateLimits)
          .where(and(eq(rateLimits.scope, scope), eq(rateLimits.clientKey, clientKey), current));
        return windowOf(row, windowMs);
      }),

    unhit: (scope, clientKey) =>
      guarded(async () => {
        await db
          .update(rateLimits)
          .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
          .where(and(eq(rateLimits.scope, scope), eq(rateLimits.clientKey, clientKey)));
      }),
  };
}
