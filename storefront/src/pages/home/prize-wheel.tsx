import { SpinWheel } from 'ui-kit/spin-wheel';
import { prizeForAngle, WHEEL_SEGMENTS } from '../../domain/wheel';
import { useSpinStore } from '../../stores/spin-store';

export const SPIN_SOUND_URL = '/assets/spin.mp3';
export const WIN_SOUND_URL = '/assets/win.mp3';

/**
 * The prize-wheel popup, wired to the spin store. Loaded on demand (see `PrizeWheelPopup`): returning
 * visitors who have spun never download the wheel.
 */
export default function PrizeWheel() {
  const open = useSpinStore((state) => state.open);
  const hasSpun = useSpinStore((state) => state.hasSpun);
  const coupon = useSpinStore((state) => state.coupon);
  const result = useSpinStore((state) => state.result);
  const setOpen = useSpinStore((state) => state.setOpen);
  const recordSpin = useSpinStore((state) => state.recordSpin);
  return (
    <SpinWheel
      open={open}
      onOpenChange={setOpen}
      segments={WHEEL_SEGMENTS}
      hasSpun={hasSpun}
      onSpinStart={(plan) => recordSpin(prizeForAngle(plan.finalAngle))}
      result={result === null ? null : WHEEL_SEGMENTS.indexOf(result)}
      coupon={coupon}
      spinSoundUrl={SPIN_SOUND_URL}
      winSoundUrl={WIN_SOUND_URL}
    />
  );
}
