import { create } from 'zustand';
// A direct module path, not '../domain': the index brings every rule (search, the order form's schemas),
// which must stay out of the first load.
import { isCoupon } from '../../core/domain/coupon';
import { afterHydration, canReadStorage } from '../platform/hydration';
import { readText, removeKey, writeText } from './safe-storage';

/**
 * The spec's storage keys, kept as plain strings (not a persist envelope) so that the values read
 * exactly as the spec describes them: `hasSpun` is 'true' once spun, `discountCoupon` is the code.
 */
export const HAS_SPUN_KEY = 'hasSpun';
export const COUPON_KEY = 'discountCoupon';

export interface SpinState {
  /** Whether the prize-wheel popup is showing. */
  open: boolean;
  /** Whether this browser has used its one spin. */
  hasSpun: boolean;
  /** The coupon won, if any. */
  coupon: string | null;
  /**
   * The segment (index into WHEEL_SEGMENTS) of the spin made since the page loaded; after a reload
   * only `hasSpun` and `coupon` remain.
   */
  result: number | null;
  setOpen: (open: boolean) => void;
  /**
   * Records the spin the server drew, as soon as it answers (before the wheel turns, so that a reload
   * mid-spin shows it spun): marks the browser as spun and keeps the coupon (null for 'Try Again').
   * `segment` null: the server refused a spin because this account or device has had its one.
   */
  recordSpin: (segment: number | null, coupon: string | null) => void;
  /** RESET SPIN: forgets the spin, its result and its coupon, and shows the wheel again. */
  reset: () => void;
  /** Re-reads storage, as on a page load (the wheel opens when the browser has not spun). */
  load: () => void;
}

function writeKey(key: string, value: string | null): void {
  // A failed write (storage blocked or full) leaves the wheel working in memory for this page load.
  if (value === null) removeKey(key);
  else writeText(key, value);
}

/**
 * What storage says about the spin. Anything but the exact string 'true' counts as not spun, and a
 * coupon is only kept when it is well formed and belongs to a spin; other values are dropped from
 * storage so that they cannot confuse a later read.
 */
function readSpinStorage(): Pick<SpinState, 'hasSpun' | 'coupon'> {
  const storedHasSpun = readText(HAS_SPUN_KEY);
  const hasSpun = storedHasSpun === 'true';
  const storedCoupon = readText(COUPON_KEY);
  const coupon = hasSpun && storedCoupon !== null && isCoupon(storedCoupon) ? storedCoupon : null;
  if (!hasSpun && storedHasSpun !== null) writeKey(HAS_SPUN_KEY, null);
  if (coupon === null && storedCoupon !== null) writeKey(COUPON_KEY, null);
  return { hasSpun, coupon };
}

function initialState(): Pick<SpinState, 'open' | 'hasSpun' | 'coupon' | 'result'> {
  // Server HTML has no storage to read and no wheel (it opens in the browser); hydration starts from
  // the same state and reads storage right after.
  if (!canReadStorage()) return { open: false, hasSpun: false, coupon: null, result: null };
  const { hasSpun, coupon } = readSpinStorage();
  return { open: !hasSpun, hasSpun, coupon, result: null };
}

export const useSpinStore = create<SpinState>()((set) => ({
  ...initialState(),
  setOpen: (open) => set({ open }),
  recordSpin: (segment, given) => {
    const coupon = given !== null && isCoupon(given) ? given : null;
    writeKey(HAS_SPUN_KEY, 'true');
    writeKey(COUPON_KEY, coupon);
    set({ hasSpun: true, coupon, result: segment });
  },
  reset: () => {
    writeKey(HAS_SPUN_KEY, null);
    writeKey(COUPON_KEY, null);
    set({ open: true, hasSpun: false, coupon: null, result: null });
  },
  load: () => set(initialState()),
}));

afterHydration(() => useSpinStore.getState().load());
