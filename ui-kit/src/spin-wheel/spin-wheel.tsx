import * as Dialog from '@radix-ui/react-dialog';
import type confetti from 'canvas-confetti';
import { X } from 'lucide-react';
import * as React from 'react';
import { Button } from '../button';
import { IconButton } from '../icon-button';
import { cn } from '../lib/cn';
import { useReturnFocus } from '../lib/use-return-focus';
import { planSpin, planSpinTo, angleForSegment, type SpinPlan } from './geometry';
import { usePrefersReducedMotion } from '../lib/use-prefers-reduced-motion';
import { WheelFace } from './wheel-face';

export interface SpinWheelSegment {
  /** Shown on the wheel and in the result, e.g. 'R1000' or 'Try Again'. */
  label: string;
  /** Whether landing here wins a prize: it decides the result wording, the win sound and the confetti. @default false */
  isWin?: boolean;
}

export interface SpinWheelProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called when the dialog asks to open or close; never called to close while the wheel spins. */
  onOpenChange: (open: boolean) => void;
  /** The segments, clockwise from the pointer at rest. The store uses Try Again, R500, R1000, R2000. */
  segments: readonly SpinWheelSegment[];
  /** The visitor has used their spin: the button reads 'ALREADY SPUN' and does nothing. @default false */
  hasSpun?: boolean;
  /**
   * Asks where the spin must land (e.g. a server that draws the prize): resolves with a segment index,
   * and the wheel then turns to it. While it is pending the button reads 'SPINNING...'; when it rejects
   * the wheel stays put and shows the error's message. Without it the wheel draws the segment with
   * `random`.
   */
  onSpinRequest?: () => Promise<number>;
  /** Called when a spin starts, with its plan (turns, final angle, segment). */
  onSpinStart?: (plan: SpinPlan) => void;
  /** Called when the wheel stops, with the index of the segment under the pointer. */
  onSpinEnd?: (segmentIndex: number) => void;
  /**
   * The segment whose result to show. `null` shows none (e.g. after a reset); leave undefined to show
   * wherever this wheel's own last spin stopped.
   */
  result?: number | null;
  /** Words for a result, announced politely. @default 'You won {label}!' or 'No prize this time. Try again next time!' */
  formatResult?: (segment: SpinWheelSegment, index: number) => string;
  /** A coupon code to show with a Copy button (e.g. 'NEXUS-7K2Q9XPL'). */
  coupon?: string | null;
  /** Copies text to the clipboard. @default navigator.clipboard.writeText */
  copyText?: (text: string) => Promise<void>;
  /** How long the Copy button reads 'Copied!'. @default 2000 */
  copiedMs?: number;
  /** How long a spin takes. With reduced motion the wheel jumps to its final angle instead. @default 4000 */
  spinDurationMs?: number;
  /** Fewest whole turns in a spin. @default 5 */
  minTurns?: number;
  /** Most whole turns in a spin. @default 9 */
  maxTurns?: number;
  /** Source of randomness in `[0, 1)`; pass a fixed sequence for repeatable stories and tests. @default Math.random */
  random?: () => number;
  /** Forces reduced motion on or off. @default the visitor's `prefers-reduced-motion` setting */
  reducedMotion?: boolean;
  /** How long confetti falls after a win; none with reduced motion. @default 5000 */
  confettiMs?: number;
  /** Sound played when a spin starts (the store uses '/assets/spin.mp3'). Failures are ignored. */
  spinSoundUrl?: string;
  /** Sound played on a win (the store uses '/assets/win.mp3'). Failures are ignored. */
  winSoundUrl?: string;
  /** The dialog's title. @default 'Spin & Win!' */
  title?: string;
  /** The dialog's description. @default 'Spin the wheel once for a chance to win a discount coupon.' */
  description?: string;
  /** Classes for the dialog panel. */
  className?: string;
}

const CONFETTI_BURST_EVERY_MS = 250;

function defaultFormatResult(segment: SpinWheelSegment): string {
  return segment.isWin ? `You won ${segment.label}!` : 'No prize this time. Try again next time!';
}

function defaultCopyText(text: string): Promise<void> {
  return navigator.clipboard.writeText(text);
}

/** Sounds are a nicety: a missing file, an unsupported format or an autoplay block must not break a spin. */
function playSound(url: string | undefined): void {
  if (!url) return;
  try {
    const played = new Audio(url).play();
    if (played) played.catch(() => undefined);
  } catch {
    // No Audio support (or it threw): stay silent.
  }
}


/** Timers and the confetti handle outlive renders; they are cleared when the wheel unmounts. */
interface WheelTimers {
  spin?: number;
  copied?: number;
  confetti?: number;
  confettiModule?: typeof confetti;
}

function stopConfetti(timers: WheelTimers): void {
  window.clearInterval(timers.confetti);
  timers.confetti = undefined;
  timers.confettiModule?.reset();
}

async function startConfetti(timers: WheelTimers, durationMs: number): Promise<void> {
  // Loaded only when somebody wins, so the library stays out of every other page's bundle.
  const { default: launch } = await import('canvas-confetti');
  stopConfetti(timers);
  timers.confettiModule = launch;
  let bursts = Math.ceil(durationMs / CONFETTI_BURST_EVERY_MS);
  const burst = () => {
    void launch({
      particleCount: 40,
      spread: 70,
      startVelocity: 35,
      origin: { x: 0.15 + Math.random() * 0.7, y: 0.2 + Math.random() * 0.3 },
      disableForReducedMotion: true,
    });
    bursts -= 1;
    if (bursts <= 0) {
      window.clearInterval(timers.confetti);
      timers.confetti = undefined;
    }
  };
  burst();
  if (bursts > 0) timers.confetti = window.setInterval(burst, CONFETTI_BURST_EVERY_MS);
}

/**
 * The prize wheel in a dialog. One press of SPIN turns the wheel 5 to 9 times over `spinDurationMs`
 * (a CSS transition that ends exactly at the planned angle); the prize is whatever segment the final
 * angle puts under the pointer (see `./geometry`), or the segment `onSpinRequest` answers. The wheel is presentational: it reports the segment
 * through `onSpinEnd` and shows the `result`, `hasSpun` and `coupon` it is given.
 *
 * While spinning, the close button, Escape and clicks outside do nothing. The SPIN and close buttons
 * use `aria-disabled` rather than `disabled`, so keyboard focus stays on them while they cannot act.
 *
 * State attributes on the dialog panel: `data-spin="idle" | "spinning"`, `data-motion="full" | "reduced"`.
 */
export function SpinWheel({
  open,
  onOpenChange,
  segments,
  hasSpun = false,
  onSpinRequest,
  onSpinStart,
  onSpinEnd,
  result,
  formatResult = defaultFormatResult,
  coupon,
  copyText = defaultCopyText,
  copiedMs = 2000,
  spinDurationMs = 4000,
  minTurns,
  maxTurns,
  random = Math.random,
  reducedMotion,
  confettiMs = 5000,
  spinSoundUrl,
  winSoundUrl,
  title = 'Spin & Win!',
  description = 'Spin the wheel once for a chance to win a discount coupon.',
  className,
}: SpinWheelProps) {
  const prefersReducedMotion = usePrefersReducedMotion();
  const reduced = reducedMotion ?? prefersReducedMotion;
  const [spinning, setSpinning] = React.useState(false);
  const [rotation, setRotation] = React.useState<number | null>(null);
  const [landed, setLanded] = React.useState<number | null>(null);
  const [requesting, setRequesting] = React.useState(false);
  const [failure, setFailure] = React.useState<string | null>(null);
  const [copyState, setCopyState] = React.useState<'idle' | 'copied' | 'failed'>('idle');
  const couponId = React.useId();
  const spinButtonRef = React.useRef<HTMLButtonElement>(null);
  const returnFocus = useReturnFocus();
  const timersRef = React.useRef<WheelTimers>({});

  React.useEffect(() => {
    const timers = timersRef.current;
    return () => {
      window.clearTimeout(timers.spin);
      window.clearTimeout(timers.copied);
      stopConfetti(timers);
    };
  }, []);

  const labels = segments.map((segment) => segment.label);
  const shownResult = result === undefined ? landed : result;
  const shownSegment = shownResult === null ? undefined : segments[shownResult];
  const restingAngle = shownResult === null ? 0 : angleForSegment(shownResult, segments.length);
  const angle = rotation ?? restingAngle;
  const canSpin = !spinning && !requesting && !hasSpun;

  async function spin() {
    if (!canSpin) return;
    setFailure(null);
    let plan: SpinPlan;
    if (onSpinRequest) {
      setRequesting(true);
      try {
        plan = planSpinTo(await onSpinRequest(), random, segments.length, { minTurns, maxTurns });
      } catch (error) {
        setFailure(error instanceof Error && error.message ? error.message : 'The wheel could not spin. Please try again.');
        return;
      } finally {
        setRequesting(false);
      }
    } else {
      plan = planSpin(random, segments.length, { minTurns, maxTurns });
    }
    // Continue clockwise from where the wheel rests; whole turns do not change the segment.
    const finalAngle = Math.ceil(angle / 360) * 360 + plan.finalAngle;
    const { segmentIndex } = plan;
    setRotation(finalAngle);
    setLanded(null);
    setSpinning(true);
    onSpinStart?.({ ...plan, finalAngle, segmentIndex });
    playSound(spinSoundUrl);
    const timers = timersRef.current;
    timers.spin = window.setTimeout(
      () => {
        setSpinning(false);
        setLanded(segmentIndex);
        onSpinEnd?.(segmentIndex);
        if (segments[segmentIndex]?.isWin) {
          playSound(winSoundUrl);
          if (!reduced && confettiMs > 0) void startConfetti(timers, confettiMs);
        }
      },
      reduced ? 0 : spinDurationMs,
    );
  }

  async function copyCoupon(code: string) {
    const timers = timersRef.current;
    window.clearTimeout(timers.copied);
    try {
      await copyText(code);
      setCopyState('copied');
      timers.copied = window.setTimeout(() => setCopyState('idle'), copiedMs);
    } catch {
      setCopyState('failed');
    }
  }

  function handleOpenChange(next: boolean) {
    if (!next && (spinning || requesting)) return;
    onOpenChange(next);
  }

  const blockWhileSpinning = (event: Event) => {
    if (spinning || requesting) event.preventDefault();
  };

  const spinLabel = spinning || requesting ? 'SPINNING...' : hasSpun ? 'ALREADY SPUN' : 'SPIN';

  return (
    <Dialog.Root open={open} onOpenChange={handleOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-overlay bg-ink/60" />
        <Dialog.Content
          data-slot="spin-wheel"
          data-spin={spinning ? 'spinning' : 'idle'}
          data-motion={reduced ? 'reduced' : 'full'}
          onEscapeKeyDown={blockWhileSpinning}
          onInteractOutside={blockWhileSpinning}
          onCloseAutoFocus={returnFocus.restore}
          onOpenAutoFocus={(event) => {
            returnFocus.capture();
            if (!canSpin) return;
            event.preventDefault();
            spinButtonRef.current?.focus();
          }}
          className={cn(
            'fixed left-1/2 top-1/2 z-overlay flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col items-center gap-4 overflow-y-auto rounded-card bg-white p-6 text-center text-ink shadow-overlay outline-none',
            className,
          )}
        >
          <Dialog.Close asChild>
            <IconButton
              label="Close"
              size="sm"
              aria-disabled={spinning}
              className="absolute right-3 top-3"
            >
              <X />
            </IconButton>
          </Dialog.Close>
          <Dialog.Title className="pr-8 text-2xl font-bold">{title}</Dialog.Title>
          <Dialog.Description className="text-sm text-ink-muted">{description}</Dialog.Description>

          <div className="relative size-64 sm:size-72">
            <WheelFace
              labels={labels}
              rotation={angle}
              transition={
                spinning && !reduced ? `transform ${spinDurationMs}ms cubic-bezier(0.12, 0.8, 0.18, 1)` : 'none'
              }
              aria-label={`Prize wheel: ${labels.join(', ')}`}
            />
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="absolute left-1/2 top-0 size-8 -translate-x-1/2 -translate-y-2 fill-accent-500 stroke-ink drop-shadow"
              strokeWidth={1.5}
            >
              <path d="M3 3 H21 L12 21 Z" />
            </svg>
          </div>

          <Button
            ref={spinButtonRef}
            variant="accent"
            size="lg"
            aria-disabled={!canSpin}
            onClick={() => void spin()}
            className="min-w-44 tracking-wide aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          >
            {spinLabel}
          </Button>

          <p role="status" className="min-h-7 text-lg font-semibold">
            {failure ?? (!spinning && shownSegment && shownResult !== null ? formatResult(shownSegment, shownResult) : null)}
          </p>

          {coupon && !spinning ? (
            <div className="flex w-full flex-col items-center gap-2 rounded-md bg-surface-muted p-3">
              <span className="text-sm text-ink-muted">Your coupon code</span>
              <div className="flex items-center gap-2">
                <code id={couponId} className="select-all rounded-md bg-white px-3 py-1.5 font-mono text-base font-bold">
                  {coupon}
                </code>
                <Button variant="outline" size="sm" aria-describedby={couponId} onClick={() => void copyCoupon(coupon)}>
                  {copyState === 'copied' ? 'Copied!' : 'Copy'}
                </Button>
              </div>
              <p role="status" className={copyState === 'failed' ? 'text-sm text-danger-700' : 'sr-only'}>
                {copyState === 'copied'
                  ? 'Coupon code copied to clipboard'
                  : copyState === 'failed'
                    ? 'Could not copy. Select the code and copy it yourself.'
                    : null}
              </p>
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
SpinWheel.displayName = 'SpinWheel';
