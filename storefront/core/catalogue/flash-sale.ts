// The flash sale's code and words: the home page's banner, Linda's answer about codes and the
// server's coupon rules share them (content.ts re-exports them).

export const FLASH_SALE = {
  code: 'FLASH30',
  /** The countdown starts at 8h 6m 14s. */
  durationSeconds: 8 * 3600 + 6 * 60 + 14,
  headline: 'Flash Sale',
  /** Read before the time left by screen readers. */
  endsInLabel: 'Flash sale ends in',
  text: 'Use code FLASH30 at checkout for an extra 15% off your first order.',
} as const;
