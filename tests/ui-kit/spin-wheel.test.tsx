import { useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import {
  planSpin,
  SpinWheel,
  SpinWheelResult,
  type SpinWheelMessages,
  type SpinWheelProps,
  type SpinWheelSegment,
} from '../../ui-kit/src/spin-wheel';

const SEGMENTS: readonly SpinWheelSegment[] = [
  { label: 'Try Again', isWin: false },
  { label: 'R500', isWin: true },
  { label: 'R1000', isWin: true },
  { label: 'R2000', isWin: true },
];

function sequence(...values: number[]): () => number {
  let call = 0;
  return () => values[call++ % values.length] ?? 0;
}

// 7 turns, landing in the middle of R1000 (index 2); and 5 turns into the middle of Try Again.
const WIN_RANDOM = [0.5, 0.5, 0.5];
const LOSE_RANDOM = [0, 0, 0.5];

/** A shop's words, as the storefront passes them; the kit's own defaults are neutral (tested below). */
const SHOP_MESSAGES: Partial<SpinWheelMessages> = {
  title: 'Spin & Win!',
  spinButton: { ready: 'SPIN', spinning: 'SPINNING...', spent: 'ALREADY SPUN' },
  copied: 'Copied!',
  copiedAnnouncement: 'Coupon code copied to clipboard',
};
const shopResult = (segment: SpinWheelSegment) =>
  segment.isWin ? `You won ${segment.label}!` : 'No prize this time. Try again next time!';

type HarnessProps = Partial<SpinWheelProps> & { initiallyOpen?: boolean };

/** The store's side of the contract: records the spin and hands out a coupon on a win. */
function Harness({ initiallyOpen = true, onSpinEnd, ...props }: HarnessProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const [hasSpun, setHasSpun] = useState(props.hasSpun ?? false);
  const [result, setResult] = useState<number | null>(null);
  const [coupon, setCoupon] = useState<string | null>(props.coupon ?? null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open prize wheel
      </button>
      <SpinWheel
        segments={SEGMENTS}
        spinDurationMs={100}
        confettiMs={300}
        reducedMotion={false}
        messages={SHOP_MESSAGES}
        formatResult={shopResult}
        {...props}
        open={open}
        onOpenChange={setOpen}
        hasSpun={hasSpun}
        result={result}
        coupon={coupon}
        onSpinEnd={(index) => {
          setHasSpun(true);
          setResult(index);
          if (SEGMENTS[index]?.isWin) setCoupon('NEXUS-TEST1234');
          onSpinEnd?.(index);
        }}
      />
    </>
  );
}

const wheel = () => page.getByRole('img', { name: 'Prize wheel: Try Again, R500, R1000, R2000' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SpinWheel', () => {
  it('turns to exactly the planned angle over the spin duration and announces the prize under the pointer', async () => {
    const onSpinEnd = vi.fn();
    const onSpinStart = vi.fn();
    const expected = planSpin(sequence(...WIN_RANDOM), SEGMENTS.length);
    expect(expected.turns).toBeGreaterThanOrEqual(5);
    expect(expected.turns).toBeLessThanOrEqual(9);

    await render(
      <Harness random={sequence(...WIN_RANDOM)} spinDurationMs={400} onSpinEnd={onSpinEnd} onSpinStart={onSpinStart} />,
    );
    await userEvent.click(page.getByRole('button', { name: 'SPIN' }));

    const style = wheel().element() as SVGElement;
    expect(style.style.transform).toBe(`rotate(${expected.finalAngle}deg)`);
    expect(style.style.transition).toContain('400ms');
    expect(onSpinStart).toHaveBeenCalledWith(expect.objectContaining({ finalAngle: expected.finalAngle, segmentIndex: 2 }));
    await expect.element(page.getByRole('dialog')).toHaveAttribute('data-busy', '');
    expect(onSpinEnd).not.toHaveBeenCalled();

    await expect.element(page.getByText('You won R1000!')).toBeVisible();
    expect(page.getByText('You won R1000!').element()).toHaveAttribute('role', 'status');
    expect(onSpinEnd).toHaveBeenCalledExactlyOnceWith(2);
    await expect.element(page.getByRole('button', { name: 'ALREADY SPUN' })).toHaveAttribute('aria-disabled', 'true');
    await expect.element(page.getByText('NEXUS-TEST1234')).toBeVisible();
  });

  it('reports a loss without a coupon', async () => {
    const onSpinEnd = vi.fn();
    await render(<Harness random={sequence(...LOSE_RANDOM)} onSpinEnd={onSpinEnd} />);
    await userEvent.click(page.getByRole('button', { name: 'SPIN' }));
    await expect.element(page.getByText('No prize this time. Try again next time!')).toBeVisible();
    expect(onSpinEnd).toHaveBeenCalledExactlyOnceWith(0);
    expect(page.getByRole('button', { name: 'Copy' }).query()).toBeNull();
  });

  it('is driven by keyboard: SPIN focused on open, close ignored while spinning, focus returned on close', async () => {
    const onSpinEnd = vi.fn();
    await render(
      <Harness initiallyOpen={false} random={sequence(...WIN_RANDOM)} spinDurationMs={600} onSpinEnd={onSpinEnd} />,
    );
    const opener = page.getByRole('button', { name: 'Open prize wheel' });
    await userEvent.click(opener);
    const spin = page.getByRole('button', { name: 'SPIN' });
    await expect.element(spin).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('button', { name: 'SPINNING...' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog', { name: 'Spin & Win!' })).toBeVisible();

    const close = page.getByRole('button', { name: 'Close' });
    await expect.element(close).toHaveAttribute('aria-disabled', 'true');
    (close.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('dialog')).toBeVisible();

    await expect.element(page.getByText('You won R1000!')).toBeVisible();
    await expect.element(close).toHaveAttribute('aria-disabled', 'false');
    // Focus stays inside the dialog (Radix traps it) as the visitor tabs round.
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Tab}');
    expect(page.getByRole('dialog').element().contains(document.activeElement)).toBe(true);

    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(opener).toHaveFocus();
    expect(onSpinEnd).toHaveBeenCalledOnce();
  });

  it('does nothing when already spun', async () => {
    const onSpinStart = vi.fn();
    await render(<Harness hasSpun onSpinStart={onSpinStart} />);
    const spin = page.getByRole('button', { name: 'ALREADY SPUN' });
    await expect.element(spin).toHaveAttribute('aria-disabled', 'true');
    // Playwright refuses to click an aria-disabled button, as a user's pointer would be told it is
    // unavailable; the keyboard can still reach and press it.
    await expect.element(page.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(spin).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onSpinStart).not.toHaveBeenCalled();
    await expect.element(page.getByRole('dialog')).not.toHaveAttribute('data-busy');
  });

  it('follows prefers-reduced-motion: no transition, same result, no confetti', async () => {
    const matchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      query === '(prefers-reduced-motion: reduce)'
        ? ({ ...matchMedia(query), matches: true, addEventListener: () => undefined, removeEventListener: () => undefined } as MediaQueryList)
        : matchMedia(query),
    );
    const onSpinEnd = vi.fn();
    await render(<Harness reducedMotion={undefined} spinDurationMs={60_000} random={sequence(...WIN_RANDOM)} onSpinEnd={onSpinEnd} />);
    await expect.element(page.getByRole('dialog')).toHaveAttribute('data-motion', 'reduced');
    await userEvent.click(page.getByRole('button', { name: 'SPIN' }));
    expect((wheel().element() as SVGElement).style.transition).toBe('none');
    await expect.element(page.getByText('You won R1000!')).toBeVisible();
    expect(onSpinEnd).toHaveBeenCalledExactlyOnceWith(2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(document.querySelector('body > canvas')).toBeNull();
  });

  it('throws confetti on a win, from the lazily loaded library', async () => {
    await render(<Harness random={sequence(...WIN_RANDOM)} confettiMs={1000} />);
    expect(document.querySelector('body > canvas')).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'SPIN' }));
    await expect.element(page.getByText('You won R1000!')).toBeVisible();
    await expect.poll(() => document.querySelector('body > canvas')).not.toBeNull();
  });

  it('plays the spin and win sounds and carries on when playback fails', async () => {
    const played: string[] = [];
    vi.stubGlobal(
      'Audio',
      class {
        constructor(private readonly src: string) {}
        play() {
          played.push(this.src);
          return Promise.reject(new DOMException('blocked', 'NotAllowedError'));
        }
      },
    );
    await render(
      <Harness random={sequence(...WIN_RANDOM)} spinSoundUrl="/assets/spin.mp3" winSoundUrl="/assets/win.mp3" />,
    );
    await userEvent.click(page.getByRole('button', { name: 'SPIN' }));
    await expect.element(page.getByText('You won R1000!')).toBeVisible();
    expect(played).toEqual(['/assets/spin.mp3', '/assets/win.mp3']);
  });

  it('survives an Audio constructor that throws, and plays no win sound on a loss', async () => {
    const constructed: string[] = [];
    vi.stubGlobal(
      'Audio',
      class {
        constructor(src: string) {
          constructed.push(src);
          throw new Error('no audio');
        }
      },
    );
    await render(
      <Harness random={sequence(...LOSE_RANDOM)} spinSoundUrl="/assets/spin.mp3" winSoundUrl="/assets/win.mp3" />,
    );
    await userEvent.click(page.getByRole('button', { name: 'SPIN' }));
    await expect.element(page.getByText('No prize this time. Try again next time!')).toBeVisible();
    expect(constructed).toEqual(['/assets/spin.mp3']);
  });

  it('copies the coupon and reads Copied! for copiedMs', async () => {
    const copyText = vi.fn(async () => undefined);
    await render(<Harness coupon="NEXUS-AB12CD34" hasSpun copyText={copyText} copiedMs={300} />);
    const copy = page.getByRole('button', { name: 'Copy' });
    await expect.element(copy).toHaveAccessibleDescription('NEXUS-AB12CD34');
    await userEvent.click(copy);
    expect(copyText).toHaveBeenCalledExactlyOnceWith('NEXUS-AB12CD34');
    await expect.element(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect.element(page.getByText('Coupon code copied to clipboard')).toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Copy' })).toBeVisible();
  });

  it('says so when the clipboard refuses', async () => {
    const copyText = vi.fn(() => Promise.reject(new Error('denied')));
    await render(<Harness coupon="NEXUS-AB12CD34" hasSpun copyText={copyText} />);
    await userEvent.click(page.getByRole('button', { name: 'Copy' }));
    await expect.element(page.getByText('Could not copy. Select the code and copy it yourself.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Copy' })).toBeVisible();
  });

  it('speaks neutrally when the shop passes no words of its own', async () => {
    const copyText = vi.fn(async () => undefined);
    function Neutral() {
      const [result, setResult] = useState<number | null>(null);
      return (
        <SpinWheel
          open
          segments={SEGMENTS}
          random={sequence(...WIN_RANDOM)}
          spinDurationMs={50}
          confettiMs={0}
          reducedMotion={false}
          result={result}
          hasSpun={result !== null}
          onSpinEnd={setResult}
          coupon={result === null ? null : 'CODE-1'}
          copyText={copyText}
        />
      );
    }
    await render(<Neutral />);
    await expect.element(page.getByRole('dialog', { name: 'Prize wheel' })).toHaveAccessibleDescription(
      'Spin the wheel for a chance to win a prize.',
    );
    await userEvent.click(page.getByRole('button', { name: 'Spin', exact: true }));
    await expect.element(page.getByRole('status').getByText('You won R1000.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Already spun' })).toHaveAttribute('aria-disabled', 'true');
    await expect.element(page.getByText('Your code')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Copy' }));
    await expect.element(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect.element(page.getByText('Code copied to clipboard')).toBeInTheDocument();
    // No shop words are left in the kit.
    const text = document.body.textContent ?? '';
    for (const shopWord of ['Spin & Win', 'SPIN', 'Try again next time', 'coupon']) expect(text).not.toContain(shopWord);
  });

  it('shows its state as data attributes as the visitor spins, wins and copies', async () => {
    const copyText = vi.fn(async () => undefined);
    await render(<Harness random={sequence(...WIN_RANDOM)} spinDurationMs={300} copyText={copyText} copiedMs={300} />);
    const dialog = page.getByRole('dialog');
    const face = () => document.querySelector('[data-slot="spin-wheel-face"]');
    const result = () => document.querySelector('[data-slot="spin-wheel-result"]');
    const spin = page.getByRole('button', { name: 'SPIN', exact: true });
    await expect.element(spin).toHaveAttribute('data-state', 'ready');
    expect(dialog.element()).not.toHaveAttribute('data-result');
    expect(face()).not.toHaveAttribute('data-turning');

    await userEvent.click(spin);
    await expect.element(dialog).toHaveAttribute('data-busy', '');
    expect(face()).toHaveAttribute('data-turning', '');
    await expect.element(page.getByRole('button', { name: 'SPINNING...' })).toHaveAttribute('data-state', 'spinning');
    expect(page.getByRole('button', { name: 'Close' }).element()).toHaveAttribute('data-busy', '');

    await expect.element(dialog).toHaveAttribute('data-result', 'won');
    expect(dialog.element()).not.toHaveAttribute('data-busy');
    expect(face()).toHaveAttribute('data-result', 'won');
    expect(result()).toHaveAttribute('data-result', 'won');
    await expect.element(page.getByRole('button', { name: 'ALREADY SPUN' })).toHaveAttribute('data-state', 'spent');

    const copy = page.getByRole('button', { name: 'Copy' });
    expect(copy.element()).not.toHaveAttribute('data-copied');
    await userEvent.click(copy);
    await expect.element(page.getByRole('button', { name: 'Copied!' })).toHaveAttribute('data-copied', '');
    expect(document.querySelector('[data-slot="spin-wheel-coupon"]')).toHaveAttribute('data-copied', '');
    await expect.element(page.getByRole('button', { name: 'Copy' })).not.toHaveAttribute('data-copied');
  });

  it('marks a loss with data-result="lost"', async () => {
    await render(<Harness random={sequence(...LOSE_RANDOM)} />);
    await userEvent.click(page.getByRole('button', { name: 'SPIN', exact: true }));
    await expect.element(page.getByRole('dialog')).toHaveAttribute('data-result', 'lost');
    expect(document.querySelector('[data-slot="spin-wheel-result"]')).toHaveAttribute('data-result', 'lost');
  });

  it('marks a refused spin with data-failed and says a neutral sentence when the error has no message', async () => {
    await render(<Harness onSpinRequest={() => Promise.reject(new Error(''))} />);
    await userEvent.click(page.getByRole('button', { name: 'SPIN', exact: true }));
    await expect.element(page.getByText('The wheel could not spin. Please try again.')).toBeVisible();
    expect(document.querySelector('[data-slot="spin-wheel-result"]')).toHaveAttribute('data-failed', '');
  });

  it('lets a team lay out the parts its own way, opened by its Trigger and controlling itself', async () => {
    const onOpenChange = vi.fn();
    const onSpinEnd = vi.fn();
    await render(
      <SpinWheel.Root
        segments={SEGMENTS}
        random={sequence(...WIN_RANDOM)}
        spinDurationMs={100}
        confettiMs={0}
        reducedMotion={false}
        onOpenChange={onOpenChange}
        onSpinEnd={onSpinEnd}
      >
        <SpinWheel.Trigger variant="outline">Try your luck</SpinWheel.Trigger>
        <SpinWheel.Content aria-describedby={undefined} className="custom-panel">
          <SpinWheel.Title>Lucky draw</SpinWheel.Title>
          <SpinWheel.SpinButton>{(state) => ({ ready: 'Go', spinning: 'Turning', spent: 'Done' })[state]}</SpinWheel.SpinButton>
          <SpinWheel.Face label="Lucky wheel" />
          <SpinWheel.Result formatResult={(segment) => `Landed on ${segment.label}`}>
            <SpinWheel.Coupon code="LUCKY-1" label="Voucher" />
          </SpinWheel.Result>
          <SpinWheel.Close label="Done for now" />
        </SpinWheel.Content>
      </SpinWheel.Root>,
    );
    const trigger = page.getByRole('button', { name: 'Try your luck' });
    expect(page.getByRole('dialog').query()).toBeNull();
    await userEvent.click(trigger);
    const dialog = page.getByRole('dialog', { name: 'Lucky draw' });
    await expect.element(dialog).toHaveClass('custom-panel');
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await expect.element(page.getByRole('button', { name: 'Go' })).toHaveFocus();
    await expect.element(page.getByRole('img', { name: 'Lucky wheel' })).toBeVisible();

    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('button', { name: 'Turning' })).toHaveFocus();
    expect(page.getByText('LUCKY-1').query()).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalledWith(false);

    await expect.element(page.getByText('Landed on R1000')).toBeVisible();
    expect(onSpinEnd).toHaveBeenCalledExactlyOnceWith(2);
    await expect.element(page.getByText('Voucher')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Go' })).toBeVisible();

    await userEvent.click(page.getByRole('button', { name: 'Done for now' }));
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await expect.element(trigger).toHaveFocus();
  });

  it('names the missing Root when a part is used alone', () => {
    expect(() => renderToStaticMarkup(<SpinWheelResult />)).toThrow('<SpinWheel.Result> must be inside <SpinWheel.Root>');
  });
});
