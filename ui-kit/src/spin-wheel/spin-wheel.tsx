import {
  SpinWheelClose,
  SpinWheelContent,
  SpinWheelCoupon,
  SpinWheelDescription,
  SpinWheelFace,
  SpinWheelResult,
  SpinWheelRoot,
  SpinWheelSpinButton,
  SpinWheelTitle,
  SpinWheelTrigger,
  type SpinButtonState,
  type SpinWheelRootProps,
  type SpinWheelSegment,
} from './spin-wheel-parts';

/** Every word the all-in-one wheel shows; each has a neutral default, so pass only what your shop says differently. */
export interface SpinWheelMessages {
  /** The dialog's title. @default 'Prize wheel' */
  title: string;
  /** The dialog's description. @default 'Spin the wheel for a chance to win a prize.' */
  description: string;
  /** The close button's name. @default 'Close' */
  close: string;
  /** The SPIN button in each of its states. @default 'Spin', 'Spinning…', 'Already spun' */
  spinButton: Record<SpinButtonState, string>;
  /** Said when the spin request failed without a message. @default 'The wheel could not spin. Please try again.' */
  spinFailed: string;
  /** Shown above the coupon code. @default 'Your code' */
  couponLabel: string;
  /** The Copy button. @default 'Copy' */
  copy: string;
  /** The Copy button after a copy. @default 'Copied' */
  copied: string;
  /** Announced after a copy. @default 'Code copied to clipboard' */
  copiedAnnouncement: string;
  /** Shown when the clipboard refuses. @default 'Could not copy. Select the code and copy it yourself.' */
  copyFailed: string;
}

const DEFAULT_MESSAGES: SpinWheelMessages = {
  title: 'Prize wheel',
  description: 'Spin the wheel for a chance to win a prize.',
  close: 'Close',
  spinButton: { ready: 'Spin', spinning: 'Spinning…', spent: 'Already spun' },
  spinFailed: 'The wheel could not spin. Please try again.',
  couponLabel: 'Your code',
  copy: 'Copy',
  copied: 'Copied',
  copiedAnnouncement: 'Code copied to clipboard',
  copyFailed: 'Could not copy. Select the code and copy it yourself.',
};

export interface SpinWheelProps extends Omit<SpinWheelRootProps, 'children'> {
  /** The words the wheel shows (your shop's copy); missing ones keep their neutral defaults. */
  messages?: Partial<SpinWheelMessages>;
  /** Words for a result, announced politely. @default 'You won {label}.' or 'No prize this time.' */
  formatResult?: (segment: SpinWheelSegment, index: number) => string;
  /** A coupon code to show with a Copy button. */
  coupon?: string | null;
  /** Copies text to the clipboard. @default navigator.clipboard.writeText */
  copyText?: (text: string) => Promise<void>;
  /** How long the Copy button reads `messages.copied`. @default 2000 */
  copiedMs?: number;
  /** Classes for the dialog panel. */
  className?: string;
}

/**
 * The prize wheel in a dialog, put together from the `SpinWheel.*` parts: close, title, description,
 * the wheel, SPIN, the result and the coupon. One press of SPIN turns the wheel 5 to 9 times over
 * `spinDurationMs`; the prize is whatever segment the final angle puts under the pointer (see
 * `./geometry`), or the segment `onSpinRequest` answers. For another layout, compose the parts.
 *
 * State attributes on the dialog panel: `data-state="open" | "closed"`, `data-busy` while a spin
 * is under way, `data-result="won" | "lost"` once a result shows, `data-motion="full" | "reduced"`.
 */
function SpinWheelDialog({ messages, formatResult, coupon, copyText, copiedMs, className, ...rootProps }: SpinWheelProps) {
  const words = { ...DEFAULT_MESSAGES, ...messages };
  return (
    <SpinWheelRoot {...rootProps}>
      <SpinWheelContent className={className}>
        <SpinWheelClose label={words.close} />
        <SpinWheelTitle>{words.title}</SpinWheelTitle>
        <SpinWheelDescription>{words.description}</SpinWheelDescription>
        <SpinWheelFace />
        <SpinWheelSpinButton>{(state) => words.spinButton[state]}</SpinWheelSpinButton>
        <SpinWheelResult formatResult={formatResult} spinFailedMessage={words.spinFailed}>
          <SpinWheelCoupon
            code={coupon}
            copyText={copyText}
            copiedMs={copiedMs}
            label={words.couponLabel}
            copyLabel={words.copy}
            copiedLabel={words.copied}
            copiedMessage={words.copiedAnnouncement}
            copyFailedMessage={words.copyFailed}
          />
        </SpinWheelResult>
      </SpinWheelContent>
    </SpinWheelRoot>
  );
}
SpinWheelDialog.displayName = 'SpinWheel';

/**
 * `SpinWheel` is the all-in-one wheel and the namespace of its parts, as Radix names them:
 * `SpinWheel.Root`, `.Trigger`, `.Content`, `.Title`, `.Description`, `.Close`, `.Face`,
 * `.SpinButton`, `.Result` and `.Coupon`.
 */
export const SpinWheel = Object.assign(SpinWheelDialog, {
  Root: SpinWheelRoot,
  Trigger: SpinWheelTrigger,
  Content: SpinWheelContent,
  Title: SpinWheelTitle,
  Description: SpinWheelDescription,
  Close: SpinWheelClose,
  Face: SpinWheelFace,
  SpinButton: SpinWheelSpinButton,
  Result: SpinWheelResult,
  Coupon: SpinWheelCoupon,
});
