import { beforeEach, describe, expect, it } from 'vitest';
import { COUPON_KEY, HAS_SPUN_KEY, useSpinStore } from '../../storefront/src/stores/spin-store';

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

  it.each([
    [1, 'NEXUS-AB12CD34'],
    [2, 'NEXUS-ZZ99YY88'],
    [3, 'NEXUS-0000AAAA'],
  ])('stores the server’s coupon in discountCoupon on a win (segment %i)', (segment, coupon) => {
    useSpinStore.getState().recordSpin(segment, coupon);
    expect(localStorage.getItem(HAS_SPUN_KEY)).toBe('true');
    expect(localStorage.getItem(COUPON_KEY)).toBe(coupon);
    expect(useSpinStore.getState()).toMatchObject({ hasSpun: true, coupon, result: segment });
  });

  it("keeps no coupon for 'Try Again' but still uses up the spin", () => {
    useSpinStore.getState().recordSpin(0, null);
    expect(localStorage.getItem(HAS_SPUN_KEY)).toBe('true');
    expect(localStorage.getItem(COUPON_KEY)).toBeNull();
    expect(useSpinStore.getState()).toMatchObject({ hasSpun: true, coupon: null, result: 0 });
  });

  it('marks the browser as spun when the server refused a second spin', () => {
    useSpinStore.getState().recordSpin(null, null);
    expect(useSpinStore.getState()).toMatchObject({ hasSpun: true, coupon: null, result: null });
    expect(localStorage.getItem(HAS_SPUN_KEY)).toBe('true');
  });

  it('keeps no malformed coupon, whatever answered', () => {
    useSpinStore.getState().recordSpin(2, '<img src=x>');
    expect(useSpinStore.getState().coupon).toBeNull();
    expect(localStorage.getItem(COUPON_KEY)).toBeNull();
  });

  it('remembers the spin across a reload', () => {
    useSpinStore.getState().recordSpin(1, 'NEXUS-AB12CD34');
    useSpinStore.getState().load();
    expect(useSpinStore.getState()).toMatchObject({ open: false, hasSpun: true, coupon: 'NEXUS-AB12CD34', result: null });
  });

  it('RESET SPIN clears hasSpun, the result and the coupon, and reopens the wheel', () => {
    useSpinStore.getState().recordSpin(3, 'NEXUS-AB12CD34');
    useSpinStore.getState().setOpen(false);
    useSpinStore.getState().reset();
    expect(useSpinStore.getState()).toMatchObject({ open: true, hasSpun: false, coupon: null, result: null });
    expect(localStorage.getItem(HAS_SPUN_KEY)).toBeNull();
    expect(localStorage.getItem(COUPON_KEY)).toBeNull();
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
