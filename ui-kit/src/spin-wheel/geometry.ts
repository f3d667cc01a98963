/**
 * Geometry of a prize wheel, kept free of React so that the prize can be decided and tested
 * without rendering.
 *
 * Convention, used by every function here:
 * - The pointer is fixed at the top of the wheel, at 0deg.
 * - Angles are measured clockwise, in degrees.
 * - At rotation 0, segment `i` of `n` spans `[i * 360/n, (i + 1) * 360/n)` clockwise from the pointer,
 *   so segment 0 starts at the pointer and runs to its right.
 * - Spinning rotates the wheel clockwise by `finalAngle` (CSS `rotate(finalAngle deg)`), which moves
 *   the segments that were to the pointer's left under it. A rotation of `360/n` degrees therefore
 *   brings the last segment, not segment 1, under the pointer.
 * - A pointer exactly on a boundary belongs to the segment that starts there (half-open spans).
 */

const FULL_TURN = 360;

/** Fraction of a segment's width kept clear on each side when a spin lands, so it never looks ambiguous. */
export const LANDING_MARGIN = 0.1;

export const DEFAULT_MIN_TURNS = 5;
export const DEFAULT_MAX_TURNS = 9;

function assertSegmentCount(segmentCount: number): void {
  if (!Number.isInteger(segmentCount) || segmentCount < 1) {
    throw new RangeError(`segmentCount must be a positive integer, got ${String(segmentCount)}`);
  }
}

/** Width of one segment in degrees. */
export function segmentAngle(segmentCount: number): number {
  assertSegmentCount(segmentCount);
  return FULL_TURN / segmentCount;
}

/** Normalises any angle (negative or many turns) into `[0, 360)`. */
export function normaliseAngle(angleDeg: number): number {
  const turned = angleDeg % FULL_TURN;
  // `+ 0` turns -0 (from e.g. -720 % 360) into 0, so callers can compare with Object.is or print it.
  return turned < 0 ? turned + FULL_TURN : turned + 0;
}

/**
 * Which segment sits under the pointer after the wheel has rotated clockwise by `finalAngleDeg`.
 * Accepts any number of whole turns, and negative angles (anticlockwise rotation).
 */
export function segmentAtAngle(finalAngleDeg: number, segmentCount: number): number {
  assertSegmentCount(segmentCount);
  if (!Number.isFinite(finalAngleDeg)) {
    throw new RangeError(`finalAngleDeg must be finite, got ${String(finalAngleDeg)}`);
  }
  const underPointer = normaliseAngle(-finalAngleDeg);
  const index = Math.floor(underPointer / segmentAngle(segmentCount));
  return Math.min(index, segmentCount - 1);
}

/**
 * The rotation (in `[0, 360)`) that puts the point `offsetWithinSegment` (0 = start, 1 = end of the
 * segment) of segment `segmentIndex` under the pointer.
 */
export function angleForSegment(segmentIndex: number, segmentCount: number, offsetWithinSegment = 0.5): number {
  const width = segmentAngle(segmentCount);
  return normaliseAngle(-(segmentIndex + offsetWithinSegment) * width);
}

export interface SpinPlanOptions {
  /** Fewest whole turns before the wheel settles. @default 5 */
  minTurns?: number;
  /** Most whole turns before the wheel settles. @default 9 */
  maxTurns?: number;
}

export interface SpinPlan {
  /** Whole turns the wheel makes before its final partial turn. */
  turns: number;
  /** Total clockwise rotation in degrees: `turns * 360` plus the partial turn. */
  finalAngle: number;
  /** The segment under the pointer once the wheel stops, i.e. `segmentAtAngle(finalAngle)`. */
  segmentIndex: number;
}

function pick(random: () => number): number {
  const value = random();
  if (!(value >= 0 && value < 1)) {
    throw new RangeError(`random() must return a number in [0, 1), got ${String(value)}`);
  }
  return value;
}

/**
 * Plans one spin: how far the wheel turns and where it stops. The prize is whatever segment the final
 * angle puts under the pointer; the landing point stays at least `LANDING_MARGIN` of a segment away
 * from either boundary. `random` is injected so that stories and tests are repeatable.
 */
export function planSpin(random: () => number, segmentCount: number, opts: SpinPlanOptions = {}): SpinPlan {
  assertSegmentCount(segmentCount);
  const turnsDraw = pick(random);
  const segmentIndex = Math.floor(pick(random) * segmentCount);
  return landingPlan(segmentIndex, segmentCount, opts, turnsDraw, pick(random));
}

/**
 * Plans a spin that lands on `segmentIndex`, decided elsewhere (e.g. by a server): 5 to 9 turns and a
 * random landing point inside the segment, `LANDING_MARGIN` clear of its edges.
 */
export function planSpinTo(
  segmentIndex: number,
  random: () => number,
  segmentCount: number,
  opts: SpinPlanOptions = {},
): SpinPlan {
  assertSegmentCount(segmentCount);
  if (!Number.isInteger(segmentIndex) || segmentIndex < 0 || segmentIndex >= segmentCount) {
    throw new RangeError(`segmentIndex must be a whole number from 0 to ${segmentCount - 1}, got ${String(segmentIndex)}`);
  }
  const turnsDraw = pick(random);
  return landingPlan(segmentIndex, segmentCount, opts, turnsDraw, pick(random));
}

function landingPlan(
  segmentIndex: number,
  segmentCount: number,
  opts: SpinPlanOptions,
  turnsDraw: number,
  offsetDraw: number,
): SpinPlan {
  const minTurns = opts.minTurns ?? DEFAULT_MIN_TURNS;
  const maxTurns = opts.maxTurns ?? DEFAULT_MAX_TURNS;
  if (!Number.isInteger(minTurns) || !Number.isInteger(maxTurns) || minTurns < 0 || maxTurns < minTurns) {
    throw new RangeError(`turns must be integers with 0 <= minTurns <= maxTurns, got ${minTurns}..${maxTurns}`);
  }
  const turns = minTurns + Math.floor(turnsDraw * (maxTurns - minTurns + 1));
  const offsetWithinSegment = LANDING_MARGIN + offsetDraw * (1 - 2 * LANDING_MARGIN);
  const finalAngle = turns * FULL_TURN + angleForSegment(segmentIndex, segmentCount, offsetWithinSegment);
  return { turns, finalAngle, segmentIndex: segmentAtAngle(finalAngle, segmentCount) };
}
