import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANDING_MARGIN, angleForSegment, normaliseAngle, planSpin, planSpinTo, segmentAtAngle } from '@nexus-za/ui-kit/spin-wheel/geometry';
import { WHEEL_SEGMENTS, generateCoupon, isCoupon } from '../../storefront/core/domain';

/** A repeatable stand-in for Math.random. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('segmentAtAngle', () => {
  it('shows segment 0 at rest', () => {
    expect(segmentAtAngle(0, 4)).toBe(0);
  });

  it('brings the segments from the left of the pointer under it as the wheel turns clockwise', () => {
    expect(segmentAtAngle(45, 4)).toBe(3);
    expect(segmentAtAngle(135, 4)).toBe(2);
    expect(segmentAtAngle(225, 4)).toBe(1);
    expect(segmentAtAngle(315, 4)).toBe(0);
  });

  it('gives a boundary to the segment that starts there', () => {
    // The pointer sits on the wheel's 360 - angle point: 270 starts segment 3, 180 segment 2, 90 segment 1.
    expect(segmentAtAngle(90, 4)).toBe(3);
    expect(segmentAtAngle(180, 4)).toBe(2);
    expect(segmentAtAngle(270, 4)).toBe(1);
    expect(segmentAtAngle(360, 4)).toBe(0);
    expect(segmentAtAngle(89.999, 4)).toBe(3);
    expect(segmentAtAngle(90.001, 4)).toBe(2);
  });

  it('ignores whole turns and accepts anticlockwise angles', () => {
    expect(segmentAtAngle(5 * 360 + 45, 4)).toBe(3);
    expect(segmentAtAngle(-45, 4)).toBe(0);
    expect(segmentAtAngle(-100, 4)).toBe(1);
  });

  it('rejects bad input', () => {
    expect(() => segmentAtAngle(Number.NaN, 4)).toThrow(RangeError);
    expect(() => segmentAtAngle(0, 0)).toThrow(RangeError);
    expect(() => segmentAtAngle(0, 2.5)).toThrow(RangeError);
  });

  it('inverts angleForSegment', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 }), fc.nat(), fc.double({ min: 0.01, max: 0.99, noNaN: true }), (count, pick, offset) => {
        const index = pick % count;
        return segmentAtAngle(angleForSegment(index, count, offset), count) === index;
      }),
    );
  });

  it('normalises angles into [0, 360)', () => {
    expect(normaliseAngle(-90)).toBe(270);
    expect(normaliseAngle(720)).toBe(0);
    expect(Object.is(normaliseAngle(-0), 0)).toBe(true);
  });
});

describe('planSpin', () => {
  it('turns the wheel 5 to 9 whole turns by default', () => {
    expect(planSpin(() => 0, 4).turns).toBe(5);
    expect(planSpin(() => 0.999_999, 4).turns).toBe(9);
    for (let seed = 0; seed < 200; seed += 1) {
      const plan = planSpin(seeded(seed), 4);
      expect(plan.turns).toBeGreaterThanOrEqual(5);
      expect(plan.turns).toBeLessThanOrEqual(9);
      expect(plan.finalAngle).toBeGreaterThanOrEqual(plan.turns * 360);
      expect(plan.finalAngle).toBeLessThan((plan.turns + 1) * 360);
    }
  });

  it('honours custom turn limits', () => {
    expect(planSpin(() => 0.5, 6, { minTurns: 2, maxTurns: 2 }).turns).toBe(2);
    expect(() => planSpin(() => 0.5, 4, { minTurns: 9, maxTurns: 5 })).toThrow(RangeError);
  });

  it('rejects a random source outside [0, 1)', () => {
    expect(() => planSpin(() => 1, 4)).toThrow(RangeError);
    expect(() => planSpin(() => -0.1, 4)).toThrow(RangeError);
  });

  it('reaches every segment', () => {
    const seen = new Set<number>();
    for (let seed = 0; seed < 100; seed += 1) seen.add(planSpin(seeded(seed), 4).segmentIndex);
    expect([...seen].sort()).toEqual([0, 1, 2, 3]);
  });

  it('lands on the segment its final angle shows, clear of the boundaries', () => {
    const random = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });
    fc.assert(
      fc.property(random, random, random, fc.integer({ min: 1, max: 12 }), (a, b, c, count) => {
        const values = [a, b, c];
        const plan = planSpin(() => values.shift() ?? 0, count);
        expect(plan.segmentIndex).toBe(segmentAtAngle(plan.finalAngle, count));
        const width = 360 / count;
        const pointerOnWheel = normaliseAngle(-plan.finalAngle);
        const intoSegment = pointerOnWheel - plan.segmentIndex * width;
        expect(intoSegment).toBeGreaterThanOrEqual(width * LANDING_MARGIN - 1e-9);
        expect(intoSegment).toBeLessThanOrEqual(width * (1 - LANDING_MARGIN) + 1e-9);
      }),
    );
  });
});

describe('planSpinTo', () => {
  it('lands on the segment it is given, 5 to 9 turns, clear of the edges', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), fc.integer(), (segment, seed) => {
        const plan = planSpinTo(segment, seeded(seed), 4);
        expect(plan.segmentIndex).toBe(segment);
        expect(segmentAtAngle(plan.finalAngle, 4)).toBe(segment);
        expect(plan.turns).toBeGreaterThanOrEqual(5);
        expect(plan.turns).toBeLessThanOrEqual(9);
        const within = normaliseAngle(-plan.finalAngle) / 90 - segment;
        expect(within).toBeGreaterThanOrEqual(LANDING_MARGIN - 1e-9);
        expect(within).toBeLessThanOrEqual(1 - LANDING_MARGIN + 1e-9);
      }),
    );
  });

  it('refuses a segment the wheel does not have', () => {
    expect(() => planSpinTo(4, () => 0.5, 4)).toThrow(RangeError);
    expect(() => planSpinTo(-1, () => 0.5, 4)).toThrow(RangeError);
  });
});

describe('prize wheel', () => {
  it('has the spec segments in order', () => {
    expect(WHEEL_SEGMENTS).toEqual([
      { label: 'Try Again', value: 0, isWin: false },
      { label: 'R500', value: 500_00, isWin: true },
      { label: 'R1000', value: 1_000_00, isWin: true },
      { label: 'R2000', value: 2_000_00, isWin: true },
    ]);
  });

  it.each([
    [0, 'Try Again'],
    [45, 'R2000'],
    [135, 'R1000'],
    [225, 'R500'],
    [315, 'Try Again'],
    [7 * 360 + 200, 'R500'],
  ])('shows the prize under the pointer at %i degrees: %s', (angle, label) => {
    expect(WHEEL_SEGMENTS[segmentAtAngle(angle, WHEEL_SEGMENTS.length)]?.label).toBe(label);
  });

  it('stops on the prize the server drew', () => {
    // The server draws a segment (POST /api/spin); the wheel turns to it with planSpinTo.
    for (let seed = 0; seed < 100; seed += 1) {
      const drawn = seed % WHEEL_SEGMENTS.length;
      const plan = planSpinTo(drawn, seeded(seed), WHEEL_SEGMENTS.length);
      expect(WHEEL_SEGMENTS[segmentAtAngle(plan.finalAngle, WHEEL_SEGMENTS.length)]).toBe(WHEEL_SEGMENTS[drawn]);
    }
  });

  it('gives a coupon only for a win', () => {
    const wins = WHEEL_SEGMENTS.filter((segment) => segment.isWin).map((segment) => segment.label);
    expect(wins).toEqual(['R500', 'R1000', 'R2000']);
    expect(isCoupon(generateCoupon())).toBe(true);
  });
});
