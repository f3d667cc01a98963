import type confetti from 'canvas-confetti';

const CONFETTI_BURST_EVERY_MS = 250;

/** Sounds are a nicety: a missing file, an unsupported format or an autoplay block must not break a spin. */
export function playSound(url: string | undefined): void {
  if (!url) return;
  try {
    const played = new Audio(url).play();
    if (played) played.catch(() => undefined);
  } catch {
    // No Audio support (or it threw): stay silent.
  }
}

/** Timers and the confetti handle outlive renders; they are cleared when the wheel unmounts. */
export interface WheelTimers {
  spin?: number;
  confetti?: number;
  confettiModule?: typeof confetti;
}

export function stopConfetti(timers: WheelTimers): void {
  window.clearInterval(timers.confetti);
  timers.confetti = undefined;
  timers.confettiModule?.reset();
}

export async function startConfetti(timers: WheelTimers, durationMs: number): Promise<void> {
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
