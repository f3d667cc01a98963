import { useRef } from 'react';
import { SpinWheel, type SpinWheelMessages, type SpinWheelSegment } from '@nexus-za/ui-kit/spin-wheel';
import type { SpinResult } from '../../../core/contract/api';
import { WHEEL_SEGMENTS } from '../../../core/domain/wheel';
import { useSpinStore } from '../../stores/spin-store';

export const SPIN_SOUND_URL = '/assets/spin.mp3';
export const WIN_SOUND_URL = '/assets/win.mp3';

/** The store's words on the wheel (the spec's), over the kit's neutral defaults. */
const PRIZE_WHEEL_MESSAGES: Partial<SpinWheelMessages> = {
  title: 'Spin & Win!',
  description: 'Spin the wheel once for a chance to win a discount coupon.',
  spinButton: { ready: 'SPIN', spinning: 'SPINNING...', spent: 'ALREADY SPUN' },
  couponLabel: 'Your coupon code',
  copied: 'Copied!',
  copiedAnnouncement: 'Coupon code copied to clipboard',
};

function formatPrizeResult(segment: SpinWheelSegment): string {
  return segment.isWin ? `You won ${segment.label}!` : 'No prize this time. Try again next time!';
}

/**
 * The prize-wheel popup, wired to the spin store. The server draws the prize (`POST /api/spin`) and
 * the wheel turns to it. Loaded on demand (see `PrizeWheelPopup`): returning visitors who have spun
 * never download the wheel.
 */
export default function PrizeWheel() {
  const open = useSpinStore((state) => state.open);
  const hasSpun = useSpinStore((state) => state.hasSpun);
  const coupon = useSpinStore((state) => state.coupon);
  const result = useSpinStore((state) => state.result);
  const setOpen = useSpinStore((state) => state.setOpen);
  const recordSpin = useSpinStore((state) => state.recordSpin);
  // The server's answer waits here until the wheel starts turning, so the result shows when it stops.
  const drawn = useRef<SpinResult | null>(null);

  async function drawOnServer(): Promise<number> {
    // The API client and the contract's schemas (zod, ~24 KB) load with the tap on SPIN: a first
    // visit opens the wheel, and most shoppers close it or look on before they spin.
    const { requestSpin } = await import('../../api/coupons-api');
    const answer = await requestSpin();
    if (answer.ok) {
      drawn.current = answer.data;
      return answer.data.segment;
    }
    // 409: this account has spun; 429: so has this device's address. Either way, no second coupon.
    if (answer.status === 409 || answer.status === 429) recordSpin(null, null);
    throw new Error(answer.message);
  }

  return (
    <SpinWheel
      open={open}
      onOpenChange={setOpen}
      segments={WHEEL_SEGMENTS}
      hasSpun={hasSpun}
      onSpinRequest={drawOnServer}
      onSpinStart={() => {
        if (drawn.current) recordSpin(drawn.current.segment, drawn.current.coupon);
      }}
      result={result}
      coupon={coupon}
      messages={PRIZE_WHEEL_MESSAGES}
      formatResult={formatPrizeResult}
      spinSoundUrl={SPIN_SOUND_URL}
      winSoundUrl={WIN_SOUND_URL}
    />
  );
}
