import { lazy, Suspense, useEffect, useRef, type RefObject } from 'react';
import { Gift, RotateCcw, type IconComponent } from '@nexus-za/ui-kit/icons';
import { Button, type ButtonProps } from '@nexus-za/ui-kit/button';
import { FloatingDockItem } from '../../components/floating-dock';
import { useSpinStore } from '../../stores/spin-store';

const PrizeWheel = lazy(() => import('./prize-wheel'));

interface DockButtonProps {
  variant: ButtonProps['variant'];
  label: string;
  icon: IconComponent;
  /** Remembers the button, which takes focus back when the wheel it opened closes. */
  openerRef: RefObject<HTMLElement | null>;
  onClick: () => void;
}

/** A button of the floating dock: its icon and words, only the icon on a phone (the words stay its name and tooltip). */
function DockButton({ variant, label, icon: Icon, openerRef, onClick }: DockButtonProps) {
  return (
    <Button
      variant={variant}
      size="sm"
      title={label}
      className="max-sm:size-10 max-sm:px-0"
      onClick={(event) => {
        openerRef.current = event.currentTarget;
        onClick();
      }}
    >
      <Icon aria-hidden="true" className="size-4" />
      <span className="max-sm:sr-only">{label}</span>
    </Button>
  );
}

/**
 * Home sections 11 and 12. The prize wheel is fetched and mounted only while it is open (on a first
 * visit, or on request), so returning visitors never download it. At the bottom left, in the floating
 * dock, RESET SPIN forgets the spin and shows the wheel again; beside it, 'Prize wheel' reopens the
 * wheel as it is, so a returning visitor can find and copy the coupon they won (the wheel then reads
 * 'ALREADY SPUN'), or spin after closing the wheel unspun. On a phone both show only their icons;
 * their words stay their accessible names and tooltips.
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
      <FloatingDockItem>
        <DockButton variant="secondary" label="RESET SPIN" icon={RotateCcw} openerRef={openerRef} onClick={reset} />
        <DockButton variant="outline" label="Prize wheel" icon={Gift} openerRef={openerRef} onClick={() => setOpen(true)} />
      </FloatingDockItem>
    </>
  );
}
