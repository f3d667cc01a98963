import { planSpin, segmentAtAngle, type SpinPlan } from '@nexus-za/ui-kit/spin-wheel/geometry';

export interface WheelSegment {
  label: string;
  /** Coupon value in cents; 0 for no prize. */
  value: number;
  isWin: boolean;
}

/** Clockwise from the pointer at rest, as the wheel draws them (see ui-kit's spin-wheel geometry). */
export const WHEEL_SEGMENTS: readonly WheelSegment[] = [
  { label: 'Try Again', value: 0, isWin: false },
  { label: 'R500', value: 500_00, isWin: true },
  { label: 'R1000', value: 1_000_00, isWin: true },
  { label: 'R2000', value: 2_000_00, isWin: true },
];

export const SPIN_DURATION_MS = 4_000;
export const MIN_TURNS = 5;
export const MAX_TURNS = 9;

function segmentAt(index: number): WheelSegment {
  const segment = WHEEL_SEGMENTS[index];
  if (!segment) throw new Error(`No wheel segment ${index}`);
  return segment;
}

/** The prize under the pointer once the wheel has rotated clockwise by `finalAngle` degrees. */
export function prizeForAngle(finalAngle: number): WheelSegment {
  return segmentAt(segmentAtAngle(finalAngle, WHEEL_SEGMENTS.length));
}

export interface PrizeSpin extends SpinPlan {
  prize: WheelSegment;
}

/** Plans a spin of 5 to 9 turns; the prize follows from where the wheel stops. */
export function spinForPrize(random: () => number = Math.random): PrizeSpin {
  const plan = planSpin(random, WHEEL_SEGMENTS.length, { minTurns: MIN_TURNS, maxTurns: MAX_TURNS });
  return { ...plan, prize: prizeForAngle(plan.finalAngle) };
}
