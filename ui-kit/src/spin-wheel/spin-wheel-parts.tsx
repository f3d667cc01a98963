'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { X } from '../icons';
import * as React from 'react';
import { Button, type ButtonProps } from '../button';
import { IconButton, type IconButtonProps } from '../icon-button';
import { cn } from '../lib/cn';
import { slotPart } from '../lib/slot-part';
import { usePrefersReducedMotion } from '../lib/use-prefers-reduced-motion';
import { useReturnFocus } from '../lib/use-return-focus';
import { useCopyToClipboard } from '../use-copy-to-clipboard';
import { playSound, startConfetti, stopConfetti, type WheelTimers } from './celebration';
import { angleForSegment, planSpin, planSpinTo, type SpinPlan } from './geometry';
import { WheelFace } from './wheel-face';

export interface SpinWheelSegment {
  /** Shown on the wheel and in the result, e.g. a prize's name or a consolation. */
  label: string;
  /** Whether landing here wins a prize: it decides the result wording, the win sound and the confetti. @default false */
  isWin?: boolean;
}

/** Where the SPIN button is in its life: it can spin, a spin is under way, or the visitor has had theirs. */
export type SpinButtonState = 'ready' | 'spinning' | 'spent';

interface SpinWheelContextValue {
  segments: readonly SpinWheelSegment[];
  open: boolean;
  /** A spin is asked for (`onSpinRequest` pending) or the wheel is turning: the dialog will not close. */
  busy: boolean;
  spinning: boolean;
  hasSpun: boolean;
  canSpin: boolean;
  reduced: boolean;
  spinDurationMs: number;
  /** Clockwise rotation of the wheel in degrees, any number of turns. */
  angle: number;
  /** The segment whose result shows, or null; none while the wheel turns. */
  shownResult: number | null;
  /** Why the last spin request failed; `''` when the error had no message. */
  failure: string | null;
  spin: () => Promise<void>;
  spinButtonRef: React.RefObject<HTMLButtonElement | null>;
}

const SpinWheelContext = React.createContext<SpinWheelContextValue | null>(null);

function useSpinWheelContext(part: string): SpinWheelContextValue {
  const context = React.useContext(SpinWheelContext);
  if (!context) throw new Error(`<${part}> must be inside <SpinWheel.Root>`);
  return context;
}

/** 'won' or 'lost' once a result shows and the wheel has stopped; undefined otherwise. */
function outcomeOf(context: SpinWheelContextValue): 'won' | 'lost' | undefined {
  if (context.spinning || context.shownResult === null) return undefined;
  const segment = context.segments[context.shownResult];
  if (!segment) return undefined;
  return segment.isWin ? 'won' : 'lost';
}

/** A boolean data attribute: present (empty) when true, absent otherwise, as React Aria writes them. */
const flag = (on: boolean) => (on ? '' : undefined);

export interface SpinWheelRootProps {
  /** Whether the dialog is open, when you control it. */
  open?: boolean;
  /** Whether the dialog starts open, when it controls itself. @default false */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close; never called to close while a spin is under way. */
  onOpenChange?: (open: boolean) => void;
  /** The segments, clockwise from the pointer at rest. */
  segments: readonly SpinWheelSegment[];
  /** The visitor has used their spin: SPIN does nothing (`SpinButtonState` 'spent'). @default false */
  hasSpun?: boolean;
  /**
   * Asks where the spin must land (e.g. a server that draws the prize): resolves with a segment index,
   * and the wheel then turns to it. While it is pending the SPIN button is in its 'spinning' state; when
   * it rejects the wheel stays put and `SpinWheel.Result` shows the error's message. Without it the
   * wheel draws the segment with `random`.
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
  /** Sound played when a spin starts. Failures are ignored. */
  spinSoundUrl?: string;
  /** Sound played on a win. Failures are ignored. */
  winSoundUrl?: string;
  children?: React.ReactNode;
}

/**
 * Holds a prize wheel's state and its dialog (Radix `Dialog.Root`): the segments, the spin under way
 * and its target, the clock (`spinDurationMs`), reduced motion, and the open state, controlled
 * (`open` + `onOpenChange`) or not (`defaultOpen`). Renders no element of its own; put the other parts
 * inside it. The wheel is presentational: it reports the segment through `onSpinEnd` and shows the
 * `result` and `hasSpun` it is given.
 */
export function SpinWheelRoot({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  segments,
  hasSpun = false,
  onSpinRequest,
  onSpinStart,
  onSpinEnd,
  result,
  spinDurationMs = 4000,
  minTurns,
  maxTurns,
  random = Math.random,
  reducedMotion,
  confettiMs = 5000,
  spinSoundUrl,
  winSoundUrl,
  children,
}: SpinWheelRootProps) {
  const prefersReducedMotion = usePrefersReducedMotion();
  const reduced = reducedMotion ?? prefersReducedMotion;
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: 'SpinWheel',
  });
  const [spinning, setSpinning] = React.useState(false);
  const [rotation, setRotation] = React.useState<number | null>(null);
  const [landed, setLanded] = React.useState<number | null>(null);
  const [requesting, setRequesting] = React.useState(false);
  const [failure, setFailure] = React.useState<string | null>(null);
  const spinButtonRef = React.useRef<HTMLButtonElement>(null);
  const timersRef = React.useRef<WheelTimers>({});

  React.useEffect(() => {
    const timers = timersRef.current;
    return () => {
      window.clearTimeout(timers.spin);
      stopConfetti(timers);
    };
  }, []);

  const busy = spinning || requesting;
  const shownResult = spinning ? null : result === undefined ? landed : result;
  const restingResult = result === undefined ? landed : result;
  const restingAngle = restingResult === null ? 0 : angleForSegment(restingResult, segments.length);
  const angle = rotation ?? restingAngle;
  const canSpin = !busy && !hasSpun;

  async function spin() {
    if (!canSpin) return;
    setFailure(null);
    let plan: SpinPlan;
    if (onSpinRequest) {
      setRequesting(true);
      try {
        plan = planSpinTo(await onSpinRequest(), random, segments.length, { minTurns, maxTurns });
      } catch (error) {
        setFailure(error instanceof Error ? error.message : '');
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

  function handleOpenChange(next: boolean) {
    if (!next && busy) return;
    setOpen(next);
  }

  const context: SpinWheelContextValue = {
    segments,
    open,
    busy,
    spinning,
    hasSpun,
    canSpin,
    reduced,
    spinDurationMs,
    angle,
    shownResult,
    failure,
    spin,
    spinButtonRef,
  };

  return (
    <SpinWheelContext.Provider value={context}>
      <Dialog.Root open={open} onOpenChange={handleOpenChange}>
        {children}
      </Dialog.Root>
    </SpinWheelContext.Provider>
  );
}
SpinWheelRoot.displayName = 'SpinWheelRoot';

export type SpinWheelTriggerProps = ButtonProps;

/** A button that opens the wheel (Radix `Dialog.Trigger`, styled as the kit's `Button`); focus returns to it on close. */
export function SpinWheelTrigger({ className, ...props }: SpinWheelTriggerProps) {
  return (
    <Dialog.Trigger asChild>
      <Button data-slot="spin-wheel-trigger" className={className} {...props} />
    </Dialog.Trigger>
  );
}
SpinWheelTrigger.displayName = 'SpinWheelTrigger';

export interface SpinWheelContentProps extends Omit<React.ComponentProps<typeof Dialog.Content>, 'asChild'> {
  /** Classes for the dim layer behind the dialog. */
  overlayClassName?: string;
}

/**
 * The dialog panel, portalled over a dim overlay. It traps focus, puts it on SPIN when the visitor
 * can spin, and gives it back on close to whatever had it when the wheel opened (also when that was
 * not a `SpinWheel.Trigger`). While a spin is under way Escape and clicks outside do nothing.
 *
 * State attributes: `data-state="open" | "closed"` (Radix), `data-busy` while a spin is asked for
 * or the wheel turns, `data-result="won" | "lost"` once a result shows, `data-motion="full" | "reduced"`.
 */
export function SpinWheelContent({
  className,
  overlayClassName,
  children,
  onEscapeKeyDown,
  onInteractOutside,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: SpinWheelContentProps) {
  const context = useSpinWheelContext('SpinWheel.Content');
  const returnFocus = useReturnFocus();
  const { busy, canSpin, reduced, spinButtonRef } = context;
  const blockWhileBusy = (event: Event) => {
    if (busy) event.preventDefault();
  };
  return (
    <Dialog.Portal>
      <Dialog.Overlay data-slot="spin-wheel-overlay" className={cn('fixed inset-0 z-overlay bg-scrim', overlayClassName)} />
      <Dialog.Content
        data-slot="spin-wheel"
        data-busy={flag(busy)}
        data-result={outcomeOf(context)}
        data-motion={reduced ? 'reduced' : 'full'}
        onEscapeKeyDown={(event) => {
          onEscapeKeyDown?.(event);
          blockWhileBusy(event);
        }}
        onInteractOutside={(event) => {
          onInteractOutside?.(event);
          blockWhileBusy(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (!event.defaultPrevented) returnFocus.restore(event);
        }}
        onOpenAutoFocus={(event) => {
          returnFocus.capture();
          onOpenAutoFocus?.(event);
          if (event.defaultPrevented || !canSpin || !spinButtonRef.current) return;
          event.preventDefault();
          spinButtonRef.current.focus({ preventScroll: true });
        }}
        className={cn(
          'fixed left-1/2 top-1/2 z-overlay flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col items-center gap-4 overflow-y-auto rounded-card bg-surface p-6 text-center text-ink shadow-overlay outline-none',
          className,
        )}
        {...props}
      >
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
SpinWheelContent.displayName = 'SpinWheelContent';

export type SpinWheelTitleProps = React.ComponentProps<typeof Dialog.Title>;

/** The dialog's name (Radix `Dialog.Title`); every wheel needs one. */
export const SpinWheelTitle = slotPart(Dialog.Title, 'SpinWheelTitle', 'spin-wheel-title', 'pr-8 text-2xl font-bold');

export type SpinWheelDescriptionProps = React.ComponentProps<typeof Dialog.Description>;

/** What the wheel is for (Radix `Dialog.Description`), read after the title. */
export const SpinWheelDescription = slotPart(Dialog.Description, 'SpinWheelDescription', 'spin-wheel-description', 'text-sm text-ink-muted');

export interface SpinWheelCloseProps extends Omit<IconButtonProps, 'label' | 'children'> {
  /** The button's accessible name and tooltip. @default 'Close' */
  label?: string;
  /** The icon. @default an X */
  children?: React.ReactNode;
}

/**
 * The close button (Radix `Dialog.Close`), top right. While a spin is under way it is
 * `aria-disabled` and does nothing, and keeps keyboard focus.
 *
 * State attributes: `aria-disabled="true"` and `data-busy` while a spin is under way.
 */
export function SpinWheelClose({ label = 'Close', className, children, size = 'sm', ...props }: SpinWheelCloseProps) {
  const { busy } = useSpinWheelContext('SpinWheel.Close');
  return (
    <Dialog.Close asChild>
      <IconButton
        data-slot="spin-wheel-close"
        data-busy={flag(busy)}
        label={label}
        size={size}
        aria-disabled={busy}
        className={cn('absolute right-3 top-3', className)}
        {...props}
      >
        {children ?? <X />}
      </IconButton>
    </Dialog.Close>
  );
}
SpinWheelClose.displayName = 'SpinWheelClose';

export interface SpinWheelFaceProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  /** The wheel picture's accessible name. @default 'Prize wheel: ' and the segment labels */
  label?: string;
}

/**
 * The wheel, drawn from the segments, with its pointer at the top. It turns over `spinDurationMs`
 * with a CSS transition that ends exactly at the planned angle; with reduced motion it jumps.
 *
 * State attributes: `data-turning` while it turns, `data-result="won" | "lost"` once a result shows.
 */
export function SpinWheelFace({ label, className, ...props }: SpinWheelFaceProps) {
  const context = useSpinWheelContext('SpinWheel.Face');
  const { segments, angle, spinning, reduced, spinDurationMs } = context;
  const labels = segments.map((segment) => segment.label);
  return (
    <div
      data-slot="spin-wheel-face"
      data-turning={flag(spinning)}
      data-result={outcomeOf(context)}
      className={cn('relative size-64 sm:size-72', className)}
      {...props}
    >
      <WheelFace
        labels={labels}
        rotation={angle}
        transition={spinning && !reduced ? `transform ${spinDurationMs}ms cubic-bezier(0.12, 0.8, 0.18, 1)` : 'none'}
        aria-label={label ?? `Prize wheel: ${labels.join(', ')}`}
      />
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="absolute left-1/2 top-0 size-8 -translate-x-1/2 -translate-y-2 fill-accent stroke-ink drop-shadow"
        strokeWidth={1.5}
      >
        <path d="M3 3 H21 L12 21 Z" />
      </svg>
    </div>
  );
}
SpinWheelFace.displayName = 'SpinWheelFace';

const DEFAULT_SPIN_LABELS: Record<SpinButtonState, string> = {
  ready: 'Spin',
  spinning: 'Spinning…',
  spent: 'Already spun',
};

export interface SpinWheelSpinButtonProps extends Omit<ButtonProps, 'children' | 'asChild'> {
  /**
   * The button's text, or a function of its state that returns it.
   * @default 'Spin', 'Spinning…' and 'Already spun'
   */
  children?: React.ReactNode | ((state: SpinButtonState) => React.ReactNode);
}

function setRefs<T>(value: T, ...refs: (React.Ref<T> | undefined)[]) {
  for (const ref of refs) {
    if (typeof ref === 'function') ref(value);
    else if (ref) ref.current = value;
  }
}

/**
 * Spins the wheel. It cannot act while a spin is under way or once the visitor has spun; it is then
 * `aria-disabled` rather than `disabled`, so keyboard focus stays on it.
 *
 * State attributes: `data-state="ready" | "spinning" | "spent"`, `aria-disabled="true"` unless ready.
 */
export function SpinWheelSpinButton({
  children,
  className,
  onClick,
  ref,
  variant = 'accent',
  size = 'lg',
  ...props
}: SpinWheelSpinButtonProps) {
  const { busy, hasSpun, canSpin, spin, spinButtonRef } = useSpinWheelContext('SpinWheel.SpinButton');
  const state: SpinButtonState = busy ? 'spinning' : hasSpun ? 'spent' : 'ready';
  const text = typeof children === 'function' ? children(state) : (children ?? DEFAULT_SPIN_LABELS[state]);
  const setButton = React.useCallback(
    (node: HTMLButtonElement | null) => setRefs(node, spinButtonRef, ref),
    [spinButtonRef, ref],
  );
  return (
    <Button
      ref={setButton}
      data-slot="spin-wheel-spin-button"
      data-state={state}
      variant={variant}
      size={size}
      aria-disabled={!canSpin}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) void spin();
      }}
      className={cn('min-w-44 tracking-wide aria-disabled:cursor-not-allowed aria-disabled:opacity-60', className)}
      {...props}
    >
      {text}
    </Button>
  );
}
SpinWheelSpinButton.displayName = 'SpinWheelSpinButton';

function defaultFormatResult(segment: SpinWheelSegment): string {
  return segment.isWin ? `You won ${segment.label}.` : 'No prize this time.';
}

export interface SpinWheelResultProps extends React.ComponentProps<'div'> {
  /** Words for a result, announced politely. @default 'You won {label}.' or 'No prize this time.' */
  formatResult?: (segment: SpinWheelSegment, index: number) => string;
  /** Said when `onSpinRequest` rejected with an error that has no message. @default 'The wheel could not spin. Please try again.' */
  spinFailedMessage?: string;
}

/**
 * The outcome, in a polite `role="status"`: the result once the wheel stops, or why a spin request
 * failed. Children (e.g. `SpinWheel.Coupon`) follow it.
 *
 * State attributes: `data-result="won" | "lost"` once a result shows, `data-failed` when the last spin
 * request failed.
 */
export function SpinWheelResult({
  formatResult = defaultFormatResult,
  spinFailedMessage = 'The wheel could not spin. Please try again.',
  className,
  children,
  ...props
}: SpinWheelResultProps) {
  const context = useSpinWheelContext('SpinWheel.Result');
  const { failure, shownResult, segments } = context;
  const segment = shownResult === null ? undefined : segments[shownResult];
  const message =
    failure !== null ? failure || spinFailedMessage : segment && shownResult !== null ? formatResult(segment, shownResult) : null;
  return (
    <div
      data-slot="spin-wheel-result"
      data-result={outcomeOf(context)}
      data-failed={flag(failure !== null)}
      className={cn('flex w-full flex-col items-center gap-4', className)}
      {...props}
    >
      <p role="status" className="min-h-7 text-lg font-semibold">
        {message}
      </p>
      {children}
    </div>
  );
}
SpinWheelResult.displayName = 'SpinWheelResult';

export interface SpinWheelCouponProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  /** The code to show and copy; nothing renders without one, nor while the wheel turns. */
  code: string | null | undefined;
  /** Copies text to the clipboard. @default navigator.clipboard.writeText */
  copyText?: (text: string) => Promise<void>;
  /** How long the Copy button reads `copiedLabel`. @default 2000 */
  copiedMs?: number;
  /** Shown above the code. @default 'Your code' */
  label?: string;
  /** The Copy button's text. @default 'Copy' */
  copyLabel?: string;
  /** The Copy button's text for `copiedMs` after a copy. @default 'Copied' */
  copiedLabel?: string;
  /** Announced after a copy. @default 'Code copied to clipboard' */
  copiedMessage?: string;
  /** Shown and announced when the clipboard refuses. @default 'Could not copy. Select the code and copy it yourself.' */
  copyFailedMessage?: string;
}

/**
 * A coupon code with a Copy button (the kit's `useCopyToClipboard`). The button is described by the
 * code, so a screen reader says what it copies.
 *
 * State attributes: `data-copied` for `copiedMs` after a copy, `data-copy-failed` when the clipboard
 * refused; both on the part and on its button.
 */
export function SpinWheelCoupon({
  code,
  copyText,
  copiedMs = 2000,
  label = 'Your code',
  copyLabel = 'Copy',
  copiedLabel = 'Copied',
  copiedMessage = 'Code copied to clipboard',
  copyFailedMessage = 'Could not copy. Select the code and copy it yourself.',
  className,
  ...props
}: SpinWheelCouponProps) {
  const { spinning } = useSpinWheelContext('SpinWheel.Coupon');
  const { state, copy } = useCopyToClipboard({ copyText, resetAfterMs: copiedMs });
  const codeId = React.useId();
  if (!code || spinning) return null;
  const copied = flag(state === 'copied');
  const failed = flag(state === 'failed');
  return (
    <div
      data-slot="spin-wheel-coupon"
      data-copied={copied}
      data-copy-failed={failed}
      className={cn('flex w-full flex-col items-center gap-2 rounded-md bg-surface-muted p-3', className)}
      {...props}
    >
      <span className="text-sm text-ink-muted">{label}</span>
      <div className="flex items-center gap-2">
        <code id={codeId} className="select-all rounded-md bg-surface px-3 py-1.5 font-mono text-base font-bold">
          {code}
        </code>
        <Button
          data-slot="spin-wheel-copy"
          data-copied={copied}
          data-copy-failed={failed}
          variant="outline"
          size="sm"
          aria-describedby={codeId}
          onClick={() => void copy(code)}
        >
          {state === 'copied' ? copiedLabel : copyLabel}
        </Button>
      </div>
      <p role="status" className={state === 'failed' ? 'text-sm text-danger-ink' : 'sr-only'}>
        {state === 'copied' ? copiedMessage : state === 'failed' ? copyFailedMessage : null}
      </p>
    </div>
  );
}
SpinWheelCoupon.displayName = 'SpinWheelCoupon';
