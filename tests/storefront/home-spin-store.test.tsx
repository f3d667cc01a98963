import { beforeEach, describe, expect, it } from 'vitest';
import { isCoupon, WHEEL_SEGMENTS, type WheelSegment } from '../../storefront/src/domain';
import { COUPON_KEY, HAS_SPUN_KEY, useSpinStore } from '../../storefront/src/stores/spin-store';

function segment(label: string): WheelSegment {
  const found = WHEEL_SEGMENTS.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`No segment ${label}`);
  return found;
}

/** What a fresh page load sees with the given storage. */
function loadWith(entries: Record<string, string>) {
  localStorage.clear();
  for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  useSpinStore.getState().load();
  return useSpinStore.getState();
}

describe('spin store', () => {
  beforeEach(() => {
    loadWith({});
  });

  it('opens the wheel on a first visit', () => {
    const state = loadWith({});
    expect(state).toMatchObject({ open: true, hasSpun: false, coupon: null, result: null });
  });

  it('stays closed for a visitor who has spun, keeping the coupon they won', () => {
    const state = loadWith({ [HAS_SPUN_KEY]: 'true', [COUPON_KEY]: 'NEXUS-AB12CD34' });
    expect(state).toMatchObject({ open: false, hasSpun: true, coupon: 'NEXUS-AB12CD34', result: null });
  });

  it.each(['R500', 'R1000', 'R2000'])('stores a NEXUS- coupon in discountCoupon on a %s win', (label) => {
    const coupon = useSpinStore.getState().recordSpin(segment(label));
    expect(coupon).not.toBeNull();
    expect(isCoupon(coupon ?? '')).toBe(true);
    expect(localStorage.getItem(HAS_SPUN_KEY)).toBe('true');
    expect(localStorage.getItem(COUPON_KEY)).toBe(coupon);
    expect(useSpinStore.getState()).toMatchObject({ hasSpun: true, coupon, result: segment(label) });
  });

  it("gives no coupon for 'Try Again' but still uses up the spin", () => {
    expect(useSpinStore.getState().recordSpin(segment('Try Again'))).toBeNull();
    expect(localStorage.getItem(HAS_SPUN_KEY)).toBe('true');
    expect(localStorage.getItem(COUPON_KEY)).toBeNull();
    expect(useSpinStore.getState()).toMatchObject({ hasSpun: true, coupon: null });
  });

  it('allows one spin only: a second one changes nothing', () => {
    const first = useSpinStore.getState().recordSpin(segment('R1000'));
    const second = useSpinStore.getState().recordSpin(segment('R2000'));
    expect(second).toBe(first);
    expect(localStorage.getItem(COUPON_KEY)).toBe(first);
    expect(useSpinStore.getState().result).toBe(segment('R1000'));
  });

  it('remembers the spin across a reload', () => {
    const coupon = useSpinStore.getState().recordSpin(segment('R500'));
    useSpinStore.getState().load();
    expect(useSpinStore.getState()).toMatchObject({ open: false, hasSpun: true, coupon, result: null });
  });

  it('RESET SPIN clears hasSpun, the result and the coupon, and reopens the wheel', () => {
    useSpinStore.getState().recordSpin(segment('R2000'));
    useSpinStore.getState().setOpen(false);
    useSpinStore.getState().reset();
    expect(useSpinStore.getState()).toMatchObject({ open: true, hasSpun: false, coupon: null, result: null });
    expect(localStorage.getItem(HAS_SPUN_KEY)).toBeNull();
    expect(localStorage.getItem(COUPON_KEY)).toBeNull();
    expect(useSpinStore.getState().recordSpin(segment('R500'))).not.toBeNull();
  });

  it.each(['TRUE', 'yes', '1', '"true"', '{}', ''])('treats hasSpun=%j as not spun and drops it', (value) => {
    const state = loadWith({ [HAS_SPUN_KEY]: value, [COUPON_KEY]: 'NEXUS-AB12CD34' });
    expect(state).toMatchObject({ open: true, hasSpun: false, coupon: null });
    expect(localStorage.getItem(HAS_SPUN_KEY)).toBeNull();
    expect(localStorage.getItem(COUPON_KEY)).toBeNull();
  });

  it('drops a malformed coupon but keeps the spin', () => {
    const state = loadWith({ [HAS_SPUN_KEY]: 'true', [COUPON_KEY]: '<script>alert(1)</script>' });
    expect(state).toMatchObject({ open: false, hasSpun: true, coupon: null });
    expect(localStorage.getItem(COUPON_KEY)).toBeNull();
  });

  it('closes and reopens through setOpen', () => {
    useSpinStore.getState().setOpen(false);
    expect(useSpinStore.getState().open).toBe(false);
    useSpinStore.getState().setOpen(true);
    expect(useSpinStore.getState().open).toBe(true);
  });
});
