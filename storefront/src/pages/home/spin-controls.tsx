import { lazy, Suspense, useEffect, useRef } from 'react';
import { Button } from '@nexus-za/ui-kit/button';
import { useSpinStore } from '../../stores/spin-store';

const PrizeWheel = lazy(() => import('./prize-wheel'));

/**
 * Home sections 11 and 12. The prize wheel is fetched and mounted only while it is open (on a first
 * visit, or on request), so returning visitors never download it. Fixed at the bottom left, RESET
 * SPIN forgets the spin and shows the wheel again; beside it, 'Prize wheel' reopens the wheel as it
 * is, so a returning visitor can find and copy the coupon they won (the wheel then reads 'ALREADY
 * SPUN'), or spin after closing the wheel unspun.
 */
export function PrizeWheelArea() {
  const open = useSpinStore((state) => state.open);
  const reset = useSpinStore((state) => state.reset);
  const setOpen = useSpinStore((state) => state.setOpen);
  // The wheel's dialog has no trigger of its own to hand focus back to, so the button that opened it
  // takes focus back when it closes.
  const openerRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (open) return;
    openerRef.current?.focus();
    openerRef.current = null;
  }, [open]);

  return (
    <>
      {open ? (
        <Suspense fallback={null}>
          <PrizeWheel />
        </Suspense>
      ) : null}
      <div className="fixed bottom-4 left-4 z-header flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          className="shadow-card"
          onClick={(event) => {
            openerRef.current = event.currentTarget;
            reset();
          }}
        >
          RESET SPIN
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="shadow-card"
          onClick={(event) => {
            openerRef.current = event.currentTarget;
            setOpen(true);
          }}
        >
          Prize wheel
        </Button>
      </div>
    </>
  );
}
