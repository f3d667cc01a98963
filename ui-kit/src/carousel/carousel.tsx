'use client';

import { ChevronLeft, ChevronRight } from '../icons';
import * as React from 'react';
import { IconButton } from '../icon-button';
import { cn } from '../lib/cn';
import { usePrefersReducedMotion } from '../lib/use-prefers-reduced-motion';

export interface CarouselProps extends Omit<React.ComponentProps<'section'>, 'aria-label' | 'children'> {
  /** Names the rail for screen readers, e.g. 'All Categories'. */
  'aria-label': string;
  /** The slides, e.g. product cards; each is wrapped in a list item. */
  children: React.ReactNode;
  /** How far one arrow press scrolls, in CSS pixels. @default 300 */
  step?: number;
  /** Accessible name of the button that scrolls back. @default 'Scroll left' */
  previousLabel?: string;
  /** Accessible name of the button that scrolls on. @default 'Scroll right' */
  nextLabel?: string;
  /** Classes for the scrolling list, e.g. to change the gap between slides. */
  listClassName?: string;
}

interface Edges {
  atStart: boolean;
  atEnd: boolean;
}

// Sub-pixel scroll positions (zoom, fractional widths) would otherwise leave an arrow enabled at an end.
const EDGE_TOLERANCE_PX = 1;

function readEdges(list: HTMLElement): Edges {
  return {
    atStart: list.scrollLeft <= EDGE_TOLERANCE_PX,
    atEnd: list.scrollLeft + list.clientWidth >= list.scrollWidth - EDGE_TOLERANCE_PX,
  };
}

/**
 * A horizontal rail of slides (e.g. product cards) with scroll snapping and previous/next arrows.
 * The list itself takes keyboard focus, so the arrow keys scroll it as well.
 *
 * State attributes: the root has `data-at-start` / `data-at-end`; the arrows (kit `IconButton`s) carry
 * `aria-disabled="true"` at either end (they stay focusable so a keyboard user pressing them does not
 * lose focus), `data-hovered` and `data-focus-visible`.
 */
export function Carousel({
  'aria-label': label,
  children,
  step = 300,
  previousLabel = 'Scroll left',
  nextLabel = 'Scroll right',
  className,
  listClassName,
  ...props
}: CarouselProps) {
  const listId = React.useId();
  const listRef = React.useRef<HTMLUListElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [edges, setEdges] = React.useState<Edges>({ atStart: true, atEnd: false });

  React.useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () => setEdges(readEdges(list));
    // Size changes (viewport, images loading) and added slides ('View More Products') move the ends.
    const resizeObserver = new ResizeObserver(update);
    resizeObserver.observe(list);
    const mutationObserver = new MutationObserver(update);
    mutationObserver.observe(list, { childList: true, subtree: true });
    return () => {
      resizeObserver.disconnect();
      mutationObserver.disconnect();
    };
  }, []);

  const scrollBy = (direction: -1 | 1) => {
    const list = listRef.current;
    if (!list) return;
    if (direction === -1 ? edges.atStart : edges.atEnd) return;
    list.scrollBy({ left: direction * step, behavior: reducedMotion ? 'auto' : 'smooth' });
  };

  return (
    <section
      data-slot="carousel"
      aria-roledescription="carousel"
      aria-label={label}
      data-at-start={edges.atStart || undefined}
      data-at-end={edges.atEnd || undefined}
      className={cn('flex items-center gap-2', className)}
      {...props}
    >
      <IconButton
        label={previousLabel}
        variant="outline"
        aria-controls={listId}
        aria-disabled={edges.atStart}
        onClick={() => scrollBy(-1)}
      >
        <ChevronLeft />
      </IconButton>
      <ul
        ref={listRef}
        id={listId}
        aria-label={label}
        // A scrolling region must be reachable by keyboard (WCAG 2.1.1) when its slides hold nothing focusable.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onScroll={(event) => setEdges(readEdges(event.currentTarget))}
        className={cn(
          'flex min-w-0 flex-1 snap-x snap-mandatory gap-4 overflow-x-auto overscroll-x-contain scroll-px-1 rounded-card p-1 pb-3 outline-none focus-visible:ring-3 focus-visible:ring-focus',
          listClassName,
        )}
      >
        {React.Children.toArray(children).map((child, index) => (
          <li
            data-slot="carousel-item"
            key={React.isValidElement(child) && child.key !== null ? child.key : index}
            className="shrink-0 snap-start"
          >
            {child}
          </li>
        ))}
      </ul>
      <IconButton
        label={nextLabel}
        variant="outline"
        aria-controls={listId}
        aria-disabled={edges.atEnd}
        onClick={() => scrollBy(1)}
      >
        <ChevronRight />
      </IconButton>
    </section>
  );
}
Carousel.displayName = 'Carousel';
