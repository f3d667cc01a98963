'use client';

import { ChevronLeft, ChevronRight, Pause, Play } from '../icons';
import * as React from 'react';
import { IconButton } from '../icon-button';
import { cn } from '../lib/cn';
import { usePrefersReducedMotion } from '../lib/use-prefers-reduced-motion';

export interface BannerCarouselProps extends Omit<React.ComponentProps<'section'>, 'aria-label' | 'children'> {
  /** Names the banner for screen readers, e.g. 'Featured offers'. */
  'aria-label': string;
  /** The slides, one child each, e.g. a picture with a heading and a link. */
  children: React.ReactNode;
  /** Time each slide stays before the next one, in milliseconds. @default 5000 */
  intervalMs?: number;
  /**
   * Rotates the slides on its own. Even when true, rotation does not start for shoppers who ask for
   * reduced motion (they can still press play), and it pauses while the pointer or focus is inside.
   * @default true
   */
  autoPlay?: boolean;
  /** The slide shown first. @default 0 */
  defaultIndex?: number;
  /** Called with the new slide index whenever the slide changes, by rotation or by the shopper. */
  onIndexChange?: (index: number) => void;
}

function wrap(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/**
 * An auto-rotating hero banner (WAI-ARIA APG carousel pattern): previous/next buttons, one dot button
 * per slide, and a pause/play toggle (WCAG 2.2.2). Inactive slides are `inert` and `aria-hidden`, so they are neither
 * focusable nor read out; the slide area is `aria-live="off"` while rotating and `"polite"` otherwise,
 * so changes the shopper makes are announced and automatic ones are not.
 *
 * State attributes: root `data-rotation="playing" | "paused"` (paused also while hovered or focused);
 * each slide `data-state="active" | "inactive"`; the active dot has `aria-current="true"`; the
 * pause/play, previous and next buttons (kit `IconButton`s) have `data-hovered` and `data-focus-visible`.
 */
export function BannerCarousel({
  'aria-label': label,
  children,
  intervalMs = 5000,
  autoPlay = true,
  defaultIndex = 0,
  onIndexChange,
  className,
  ref,
  ...props
}: BannerCarouselProps) {
  const slides = React.Children.toArray(children);
  const count = slides.length;
  const slidesId = React.useId();
  const reducedMotion = usePrefersReducedMotion();
  const [chosenIndex, setChosenIndex] = React.useState(defaultIndex);
  // null until the shopper presses pause or play; until then autoPlay and reduced motion decide.
  const [playChoice, setPlayChoice] = React.useState<boolean | null>(null);
  const [hovered, setHovered] = React.useState(false);
  const [focused, setFocused] = React.useState(false);

  const index = count === 0 ? 0 : wrap(chosenIndex, count);
  const playing = count > 1 && (playChoice ?? (autoPlay && !reducedMotion));
  const rotating = playing && !hovered && !focused;

  // The rotation timer reads the latest callback without restarting whenever the parent re-renders.
  const onIndexChangeRef = React.useRef(onIndexChange);
  React.useEffect(() => {
    onIndexChangeRef.current = onIndexChange;
  });

  React.useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => {
      const next = wrap(index + 1, count);
      setChosenIndex(next);
      onIndexChangeRef.current?.(next);
    }, intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count, intervalMs]);

  // Rotation pauses while the shopper points at or works inside the banner (WCAG 2.2.2). Native
  // listeners, because the section is a landmark rather than a control.
  const sectionRef = React.useRef<HTMLElement>(null);
  React.useEffect(() => {
    const section = sectionRef.current;
    if (!section) return;
    const onPointerEnter = () => setHovered(true);
    const onPointerLeave = () => setHovered(false);
    const onFocusIn = () => setFocused(true);
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && section.contains(event.relatedTarget))) setFocused(false);
    };
    section.addEventListener('pointerenter', onPointerEnter);
    section.addEventListener('pointerleave', onPointerLeave);
    section.addEventListener('focusin', onFocusIn);
    section.addEventListener('focusout', onFocusOut);
    return () => {
      section.removeEventListener('pointerenter', onPointerEnter);
      section.removeEventListener('pointerleave', onPointerLeave);
      section.removeEventListener('focusin', onFocusIn);
      section.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  const goTo = (target: number) => {
    const next = wrap(target, count);
    setChosenIndex(next);
    if (next !== index) onIndexChange?.(next);
  };

  return (
    <section
      ref={(node) => {
        sectionRef.current = node;
        if (typeof ref === 'function') return ref(node);
        if (ref) ref.current = node;
      }}
      data-slot="banner-carousel"
      aria-roledescription="carousel"
      aria-label={label}
      data-rotation={rotating ? 'playing' : 'paused'}
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      <div className="overflow-hidden rounded-card">
        <div
          id={slidesId}
          aria-live={rotating ? 'off' : 'polite'}
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {slides.map((slide, slideIndex) => {
            const active = slideIndex === index;
            return (
              <div
                key={React.isValidElement(slide) && slide.key !== null ? slide.key : slideIndex}
                role="group"
                aria-roledescription="slide"
                aria-label={`${slideIndex + 1} of ${count}`}
                data-state={active ? 'active' : 'inactive'}
                // inert keeps focus out; aria-hidden says the same to tools that predate inert.
                inert={!active}
                aria-hidden={!active || undefined}
                className="w-full shrink-0"
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 && (
        <div className="flex items-center justify-center gap-2">
          <IconButton
            label={playing ? 'Pause slide rotation' : 'Start slide rotation'}
            variant="outline"
            size="sm"
            onClick={() => setPlayChoice(!playing)}
          >
            {playing ? <Pause /> : <Play />}
          </IconButton>
          <IconButton
            label="Previous slide"
            variant="outline"
            size="sm"
            aria-controls={slidesId}
            onClick={() => goTo(index - 1)}
          >
            <ChevronLeft />
          </IconButton>
          <div role="group" aria-label="Choose a slide" className="flex items-center">
            {slides.map((slide, slideIndex) => {
              const active = slideIndex === index;
              return (
                <button
                  key={React.isValidElement(slide) && slide.key !== null ? slide.key : slideIndex}
                  type="button"
                  aria-label={`Go to slide ${slideIndex + 1} of ${count}`}
                  aria-current={active ? 'true' : undefined}
                  aria-controls={slidesId}
                  onClick={() => goTo(slideIndex)}
                  className="group grid size-6 place-items-center rounded-pill outline-none focus-visible:ring-3 focus-visible:ring-focus"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'block h-2.5 rounded-pill border transition-all motion-reduce:transition-none',
                      active ? 'w-5 border-brand bg-brand' : 'w-2.5 border-ink-subtle bg-surface group-hover:bg-surface-sunken',
                    )}
                  />
                </button>
              );
            })}
          </div>
          <IconButton
            label="Next slide"
            variant="outline"
            size="sm"
            aria-controls={slidesId}
            onClick={() => goTo(index + 1)}
          >
            <ChevronRight />
          </IconButton>
        </div>
      )}
    </section>
  );
}
BannerCarousel.displayName = 'BannerCarousel';
