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
